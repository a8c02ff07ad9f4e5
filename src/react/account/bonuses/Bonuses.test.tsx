import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import { defineElement } from '../../../elements/define';
import Bonuses from './Bonuses';
import type { Bonus } from '../../../domain/model';
import { aBonus } from '../../../domain/fixtures.testing';
import { signIn } from '../../../stores/session';
import { provider } from '../../../stores/current-provider';
import { $popup, closePopup } from '../../../stores/popup';
import { $bonusFilter, $bonuses } from '../../../stores/bonuses';
import { loadLacks } from '../../../stores/lacks';
import { find, freshStores, recordCalls, replaceOperation, resetWorld, shadow, stubControls, text } from '../../../../test/support';

// The tab as the account shell shows it: inside an element, with no props.
defineElement<object>('betr-test-bonuses', Bonuses, { attributes: {}, stylesheet: '', namespaces: [] });

const DAY = 86_400_000;

function items(el: Element): HTMLLIElement[] {
  return [...shadow(el).querySelectorAll<HTMLLIElement>('li[part="bonus"]')];
}

function names(el: Element): string[] {
  return items(el).map((li) => li.querySelector('h4')!.textContent!);
}

async function item(el: Element, name: string): Promise<HTMLLIElement> {
  await waitUntil(() => names(el).includes(name), `no bonus "${name}" in ${names(el).join(', ')}`);
  return items(el).find((li) => li.querySelector('h4')!.textContent === name)!;
}

function buttons(li: Element): string[] {
  return [...li.querySelectorAll('button')].map((b) => b.textContent!);
}

async function filterBy(el: Element, value: string): Promise<void> {
  const select = await find<HTMLSelectElement>(el, 'select#bonuses-filter');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function showBonuses(): Promise<Element> {
  const el = await fixture(html`<betr-test-bonuses></betr-test-bonuses>`);
  await item(el, 'Welcome bonus 100%');
  return el;
}

describe('account: bonuses tab', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($bonuses);
    $bonusFilter.set('active');
    await signIn('player@example.com', 'Password1!');
  });

  it('Status filter: Active (active and initiated), Expired, Canceled, Finished', async () => {
    const el = await showBonuses();
    const select = await find<HTMLSelectElement>(el, 'select#bonuses-filter');
    expect(shadow(el).querySelector(`label[for="${select.id}"]`)?.textContent).to.equal('Status');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Active', 'Expired', 'Canceled', 'Finished']);
    expect(names(el)).to.deep.equal(['Welcome bonus 100%', '20 free spins', 'Reload 50%', 'Weekly cashback']);
    await filterBy(el, 'expired');
    await waitUntil(() => names(el).join() === 'Summer spins');
    await filterBy(el, 'canceled');
    await waitUntil(() => names(el).join() === 'High roller 25%');
    await filterBy(el, 'finished');
    await waitUntil(() => names(el).join() === '20 free spins');
  });

  it('each item shows name, image, html and, for active and finished bonuses, the wagering progress', async () => {
    const el = await showBonuses();
    const reload = await item(el, 'Reload 50%');
    expect(reload.querySelector('img')?.getAttribute('src')).to.match(/^data:image\/svg\+xml/);
    expect(reload.querySelector('[part="content"]')?.textContent).to.include('50% on your next deposit up to 100.');
    expect(reload.querySelector('progress')?.value).to.equal(40);
    expect(reload.textContent?.replace(/\s/g, ' ')).to.include('40% wagered: €1,200.00 of €3,000.00');
    expect((await item(el, 'Welcome bonus 100%')).querySelector('progress')).to.equal(null);
  });

  it("an initiated deposit bonus and an active deposit bonus show 'Deposit with bonus'; an active non-deposit one 'Cancel bonus'", async () => {
    const el = await showBonuses();
    expect(buttons(await item(el, 'Welcome bonus 100%'))).to.deep.equal(['Deposit with bonus']);
    expect(buttons(await item(el, 'Reload 50%'))).to.deep.equal(['Deposit with bonus']);
    expect(buttons(await item(el, 'Weekly cashback'))).to.deep.equal(['Cancel bonus']);
  });

  it("a platform that cannot cancel a bonus (Provider.lacks) offers no 'Cancel bonus'", async () => {
    (await stubControls()).lack(['cancelBonus']);
    await loadLacks();
    try {
      const el = await showBonuses();
      expect(buttons(await item(el, 'Weekly cashback'))).to.deep.equal([]);
      expect(buttons(await item(el, 'Welcome bonus 100%'))).to.deep.equal(['Deposit with bonus']);
    } finally {
      (await stubControls()).lack([]);
      await loadLacks();
    }
  });

  it("before the start an item shows 'Starts {time}' and no action; an active bonus without a code shows 'Ends {time}'", async () => {
    const el = await showBonuses();
    const later = await item(el, '20 free spins');
    expect(later.querySelector('[part="bonus-time"]')?.textContent).to.match(/^Starts 1d 23:59:\d\d$/);
    expect(buttons(later)).to.deep.equal([]);
    expect((await item(el, 'Weekly cashback')).querySelector('[part="bonus-time"]')?.textContent).to.match(/^Ends 23:59:\d\d$/);
  });

  it("a bonus past its end time shows 'Expired' in the list, and no action", async () => {
    const ended = aBonus({
      id: 'b-ended',
      identifier: 'ended',
      code: 'ENDED',
      name: 'Spring reload',
      status: 'active',
      startTime: new Date(Date.now() - 7 * DAY).toISOString(),
      endTime: new Date(Date.now() - 60_000).toISOString(),
      deposit: true,
      canBeCanceled: true,
    });
    const restore = await replaceOperation('getBonuses', async () => [ended]);
    try {
      const el = await fixture(html`<betr-test-bonuses></betr-test-bonuses>`);
      const li = await item(el, 'Spring reload');
      expect(li.querySelector('[part="bonus-time"]')?.textContent).to.equal('Expired');
      expect(buttons(li)).to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('the countdown refreshes every second', async () => {
    const el = await showBonuses();
    const label = (await item(el, 'Weekly cashback')).querySelector('[part="bonus-time"]')!;
    const first = label.textContent;
    await waitUntil(() => label.textContent !== first, 'the countdown did not move', { timeout: 2500 });
  });

  it('one timer per list, cleared when the list goes', async () => {
    const created: number[] = [];
    const cleared: number[] = [];
    const { setInterval: set, clearInterval: clear } = window;
    window.setInterval = ((handler: TimerHandler, ms?: number) => {
      const id = set(handler, ms);
      if (ms === 1000) created.push(id);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) cleared.push(id);
      clear(id);
    }) as typeof window.clearInterval;
    try {
      const el = await showBonuses();
      expect(created).to.have.length(1);
      el.remove();
      await waitUntil(() => cleared.includes(created[0]!), 'the timer was not cleared');
    } finally {
      window.setInterval = set;
      window.clearInterval = clear;
    }
  });

  it("'Trigger bonus' claims an initiated bonus between its start and end; the list reloads and shows it active", async () => {
    // Two days on, for the casino and for the page alike: the free spins have started.
    const realNow = Date.now;
    (await stubControls()).advanceClock(2 * DAY + 60_000);
    Date.now = () => realNow() + 2 * DAY + 60_000;
    try {
      const el = await showBonuses();
      const spins = await item(el, '20 free spins');
      await waitUntil(() => buttons(spins).includes('Trigger bonus'), 'no Trigger bonus');
      expect(spins.querySelector('[part="bonus-status"]')?.textContent).to.equal('Ready to claim');
      spins.querySelector('button')!.click();
      await waitUntil(() => spins.querySelector('[part="bonus-status"]')?.textContent === 'Active', 'the bonus did not become active');
      expect(buttons(spins)).to.deep.equal(['Cancel bonus']);
      expect(spins.querySelector('progress')).not.to.equal(null);
    } finally {
      Date.now = realNow;
    }
  });

  it("'Cancel bonus' cancels; the list reloads and the bonus moves to Canceled", async () => {
    const el = await showBonuses();
    (await item(el, 'Weekly cashback')).querySelector('button')!.click();
    await waitUntil(() => !names(el).includes('Weekly cashback'), 'the bonus stayed active');
    await filterBy(el, 'canceled');
    await item(el, 'Weekly cashback');
  });

  it('the bonus action form: one form of bonusCode, bonusId and _action (cancel), which the cancel call follows', async () => {
    const el = await showBonuses();
    const cashback = await item(el, 'Weekly cashback');
    const forms = cashback.querySelectorAll('form');
    expect(forms.length).to.equal(1);
    const submitted: [string, FormDataEntryValue][][] = [];
    shadow(el).addEventListener('submit', (event) => {
      const data = new FormData(event.target as HTMLFormElement);
      const pressed = (event as SubmitEvent).submitter as HTMLButtonElement;
      data.append(pressed.name, pressed.value);
      submitted.push([...data]);
    });
    const cancels = await recordCalls('cancelBonus');
    try {
      forms[0]!.querySelector('button')!.click();
      await waitUntil(() => cancels.calls.length === 1, 'no cancel call');
    } finally {
      cancels.restore();
    }
    expect(submitted).to.deep.equal([
      [
        ['bonusCode', ''],
        ['bonusId', 'b-1004'],
        ['_action', 'cancel'],
      ],
    ]);
    expect(cancels.calls).to.deep.equal(['b-1004']);
  });

  it("the deposit bonus's form carries its code: bonusCode WELCOME100, bonusId b-1001, _action deposit", async () => {
    const el = await showBonuses();
    const welcome = await item(el, 'Welcome bonus 100%');
    const form = welcome.querySelector('form')!;
    const button = form.querySelector('button')!;
    const data = new FormData(form);
    data.append(button.name, button.value);
    expect([...data]).to.deep.equal([
      ['bonusCode', 'WELCOME100'],
      ['bonusId', 'b-1001'],
      ['_action', 'deposit'],
    ]);
    expect(button.type).to.equal('submit');
  });

  it("'Deposit with bonus' opens the deposit popup with the bonus code, and the list reloads when it closes", async () => {
    const el = await showBonuses();
    (await item(el, 'Welcome bonus 100%')).querySelector('button')!.click();
    // the activation check (openDeposit) runs first
    await waitUntil(() => $popup.get()?.type === 'deposit', 'the deposit popup did not open');
    expect($popup.get()?.attributes).to.deep.equal({ 'bonus-code': 'WELCOME100' });
    (await stubControls()).deposit(50, { bonusCode: 'WELCOME100' });
    closePopup('done');
    const welcome = await item(el, 'Welcome bonus 100%');
    await waitUntil(() => welcome.querySelector('[part="bonus-status"]')?.textContent === 'Active', 'the list did not reload');
  });

  it('a refused action shows its error above the list', async () => {
    (await stubControls()).fail('cancelBonus', 'invalid-bonus');
    const el = await showBonuses();
    (await item(el, 'Weekly cashback')).querySelector('button')!.click();
    await text(el, 'The bonus code is not valid.');
    (await stubControls()).fail('cancelBonus', null);
  });

  it("'No bonuses' when the list is empty", async () => {
    await signIn('sga@example.com', 'Password1!');
    const el = await fixture(html`<betr-test-bonuses></betr-test-bonuses>`);
    await text(el, 'No bonuses');
  });

  it("if loading the list fails, the list is treated as empty: 'No bonuses'", async () => {
    (await stubControls()).fail('getBonuses', 'unknown-error');
    const el = await fixture(html`<betr-test-bonuses></betr-test-bonuses>`);
    await text(el, 'No bonuses');
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    (await stubControls()).fail('getBonuses', null);
  });

  it('a bonus whose HTML carries script shows its text and runs nothing', async () => {
    const p = await provider();
    const original = p.getBonuses.bind(p);
    const w = window as unknown as { bonusScriptRan?: number };
    delete w.bonusScriptRan;
    p.getBonuses = async () => {
      const [first] = await original();
      const html =
        '<p>Spin <b>free</b></p><script>window.bonusScriptRan = 1</script><img src="data:image/png;base64,AAAA" onerror="window.bonusScriptRan = 2"><a href="javascript:window.bonusScriptRan = 3">more</a>';
      return [{ ...(first as Bonus), name: 'Scripted', html }];
    };
    try {
      const el = await fixture(html`<betr-test-bonuses></betr-test-bonuses>`);
      const scripted = await item(el, 'Scripted');
      expect(scripted.querySelector('[part="content"]')?.textContent).to.include('Spin free');
      expect(scripted.querySelector('script')).to.equal(null);
      expect(scripted.querySelector('[onerror]')).to.equal(null);
      expect(scripted.querySelector('a')?.getAttribute('href') ?? '').not.to.include('javascript:');
      scripted.querySelector('a')?.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(w.bonusScriptRan).to.equal(undefined);
    } finally {
      p.getBonuses = original;
    }
  });
});
