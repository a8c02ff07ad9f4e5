import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import { cleanStores } from 'nanostores';
import { ProviderError } from '../../../adapters/provider';
import type { Limit } from '../../../domain/model';
import { $session, signIn, signOut } from '../../../stores/session';
import { $crossBrandLimits, $limits } from '../../../stores/limits';
import { closeAllPopups } from '../../../stores/popup';
import { loadLacks } from '../../../stores/lacks';
import { provider } from '../../../stores/current-provider';
import { aMomentLater, find, freshStores, replaceOperation, resetWorld, shadow, stubControls, text, type } from '../../../../test/support';
import { group, summaryButton, tab } from './responsible-gaming.testing';

function card(el: Element, title: string): HTMLFormElement {
  const heading = [...shadow(el).querySelectorAll('h4')].find((h) => h.textContent === title);
  if (!heading) throw new Error(`no limit "${title}"`);
  return heading.closest('form')!;
}

async function setNewLimit(el: Element, title: string, value: string) {
  const form = card(el, title);
  type(form.querySelector('input')!, value);
  await waitUntil(() => form.querySelector('input')!.value === value);
  form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
}

/** The summary's row of a group, cell by cell: the group's button, then each period's text. */
function summaryRow(el: Element, name: string): string[] {
  const row = [...shadow(el).querySelectorAll('table[part="summary"] tbody tr')].find(
    (r) => r.querySelector('button')?.textContent === name,
  );
  if (!row) throw new Error(`no summary row "${name}"`);
  return [...row.children].map((cell) => cell.textContent ?? '');
}

/**
 * The player leaves the tab and comes back later: the limits' stores have let go of it (as
 * nanostores does a second after the last element leaves), and no kept answer is fresh.
 */
async function leave(el: Element) {
  el.remove();
  // The element's view unmounts a microtask later (define.tsx).
  await Promise.resolve();
  cleanStores($limits, $crossBrandLimits);
  aMomentLater();
}

/** Kept out: signing in again is refused as self-blocked. */
async function expectRefused() {
  let key = '';
  await signIn('player@example.com', 'Password1!').catch((e: { key: string }) => (key = e.key));
  expect(key).to.equal('player-self-blocked');
}

describe('responsible-gaming tab', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($limits, $crossBrandLimits);
  });

  it('shows each limit with its current value and incoming (queued) value, "No limit" when none', async () => {
    const el = await tab();
    const weekly = card(el, 'Weekly deposit limit');
    expect(weekly.textContent).to.include('Current limit€5,000.00');
    expect(weekly.textContent).to.include('Incoming limit');
    expect(weekly.textContent).to.include('€7,000.00 from');
    expect(card(el, 'Daily wager limit').textContent).to.include('No limit');
    expect(card(el, 'Daily session limit').textContent).to.include('6 hours');
  });

  it("the tab opens on a summary of every group: each period's current limit, the incoming one and from when, and locks", async () => {
    const el = await tab();
    const table = shadow(el).querySelector('table[part="summary"]')!;
    expect(table.querySelector('caption')!.textContent).to.equal('Your limits');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Limit', 'Daily', 'Weekly', 'Monthly']);
    const limits = $limits.get();
    if (limits.status !== 'ready') throw new Error('limits not loaded');
    const weekly = limits.value.find((l) => l.type === 'deposit' && l.period === 'weekly')!;
    const from = new Intl.DateTimeFormat('en-US', { dateStyle: 'short' }).format(new Date(weekly.queued!.activatesAt));
    expect(summaryRow(el, 'Deposit')).to.deep.equal(['Deposit', '€1,000.00', `€5,000.00Incoming: €7,000.00 from ${from}`, '€10,000.00']);
    expect(summaryRow(el, 'Wager')).to.deep.equal(['Wager', 'No limit', 'No limit', 'No limit']);
    expect(summaryRow(el, 'Loss')).to.deep.equal(['Loss', 'No limit', 'No limit', '€2,000.00Locked']);
    expect(summaryRow(el, 'Session')).to.deep.equal(['Session', '6 hours', 'No limit', 'No limit']);
    expect(summaryRow(el, 'Product session')).to.deep.equal(['Product session', 'No limit', 'No limit', 'No limit']);
    expect(summaryRow(el, 'Reality check')).to.deep.equal(['Reality check', '60 minutes']);
    expect(summaryRow(el, 'Self-exclusion')).to.deep.equal(['Self-exclusion', 'Not active']);
    expect(summaryRow(el, 'Block')).to.deep.equal(['Block', 'Not active']);

    // A raise shows in the summary as incoming at once.
    await setNewLimit(el, 'Daily deposit limit', '1500');
    await text(el, 'Your new limit applies from');
    await waitUntil(() => summaryRow(el, 'Deposit')[1]!.startsWith('€1,000.00Incoming: €1,500.00 from'));
  });

  it('a decrease applies instantly; an increase is queued and shown as incoming', async () => {
    const el = await tab();
    await setNewLimit(el, 'Daily deposit limit', '500');
    await text(el, 'Your new limit applies now.');
    await waitUntil(() => card(el, 'Daily deposit limit').textContent?.includes('€500.00'));
    await setNewLimit(el, 'Daily deposit limit', '800');
    await text(el, 'Your new limit applies from');
    expect(card(el, 'Daily deposit limit').textContent).to.include('€800.00 from');
  });

  it('an increase is queued (shown as incoming limit) and activates after 72 hours or at the next period: a monthly raise shows the next month', async () => {
    // The casino's clock on 5 June 2030: a monthly raise waits for 1 July, later than 72 hours.
    await (await stubControls()).advanceClock(Date.parse('2030-06-05T10:00:00.000Z') - Date.now());
    const el = await tab();
    await setNewLimit(el, 'Monthly wager limit', '300');
    await waitUntil(() => card(el, 'Monthly wager limit').textContent?.includes('Current limit€300.00'));
    await setNewLimit(el, 'Monthly wager limit', '900');
    const july = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-07-01T00:00:00.000Z'));
    await text(el, `Your new limit applies from ${july}.`);
    expect(card(el, 'Monthly wager limit').textContent).to.include(`Incoming limit€900.00 from ${july}`);
  });

  it('limit amount rules: "Not a valid limit", "Must be larger or equal to 1", "Max allowed is {max}."', async () => {
    const el = await tab();
    await setNewLimit(el, 'Monthly wager limit', 'lots');
    await text(el, 'Not a valid limit');
    await setNewLimit(el, 'Monthly wager limit', '0');
    await text(el, 'Must be larger or equal to 1');
    await setNewLimit(el, 'Monthly wager limit', '10000000000');
    await text(el, 'Max allowed is 9999999999.');
    await setNewLimit(el, 'Daily session limit', '25');
    await text(el, 'Max allowed is 24.');
    const input = card(el, 'Daily session limit').querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(shadow(el).getElementById(input.getAttribute('aria-describedby')!)?.textContent).to.equal('Max allowed is 24.');
  });

  it('limit amounts are whole minor units: "Enter at most two decimals" for 12.345 EUR, "Enter a whole number" for 2.5 days; nothing is sent', async () => {
    const el = await tab();
    const stub = await provider();
    const sent: unknown[] = [];
    const setLimit = stub.setLimit;
    stub.setLimit = (request) => {
      sent.push(request);
      return setLimit(request);
    };
    try {
      await setNewLimit(el, 'Daily deposit limit', '12.345');
      await text(el, 'Enter at most two decimals');
      await setNewLimit(el, 'Weekly session limit', '2.5');
      await text(el, 'Enter a whole number');
      expect(sent).to.deep.equal([]);
      const existing = await stub.getLimits();
      await setNewLimit(el, 'Daily deposit limit', '12.34');
      await text(el, 'Your new limit applies now.');
      expect(sent).to.deep.equal([{ type: 'deposit', period: 'daily', amount: 12.34, id: 'l-1001', existing }]);
    } finally {
      stub.setLimit = setLimit;
    }
  });

  it('a session that expires while a limit is saved keeps the amount: after signing in again it is back with an offer to send it', async () => {
    let el = await tab();
    (await stubControls()).expireSession();
    await setNewLimit(el, 'Daily deposit limit', '450');
    await waitUntil(() => $session.get() === null, 'the 401 did not sign the player out');
    el.remove();

    el = await tab();

    await text(el, 'Your session ended before this was saved. What you entered is back: send it again?');
    const form = card(el, 'Daily deposit limit');
    // The notice shows with the draft, and the amount is put back into the field a render later.
    await waitUntil(() => form.querySelector('input')!.value === '450', 'the amount typed before did not come back');
    [...form.querySelectorAll('button')].find((b) => b.textContent === 'Send again')!.click();
    await text(el, 'Your new limit applies now.');
    await waitUntil(() => card(el, 'Daily deposit limit').textContent?.includes('€450.00'));
  });

  it('a reload of the limits that fails keeps them on screen with what the player typed: the tab opened again while the platform fails still shows each card', async () => {
    let el = await tab();
    const form = card(el, 'Daily deposit limit');
    type(form.querySelector('input')!, '450');
    await waitUntil(() => form.querySelector('input')!.value === '450');
    await leave(el);
    const stub = await provider();
    const getLimits = stub.getLimits;
    let refused = 0;
    stub.getLimits = () =>
      getLimits().catch((error: unknown) => {
        refused += 1;
        throw error;
      });
    try {
      (await stubControls()).fail('getLimits', 'unknown-error');
      el = await fixture(html`<betr-test-responsible-gaming></betr-test-responsible-gaming>`);
      await waitUntil(() => refused > 0, 'the tab did not reload the limits');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const daily = card(el, 'Daily deposit limit');
      expect(daily.textContent).to.include('Current limit€1,000.00');
      expect(daily.querySelector('input')!.value).to.equal('450');
      (await stubControls()).fail('getLimits', null);
      daily.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await text(el, 'Your new limit applies now.');
      await waitUntil(() => card(el, 'Daily deposit limit').textContent?.includes('€450.00'));
    } finally {
      stub.getLimits = getLimits;
    }
  });

  it('a reload answered after a save does not put the old limit back: the card shows the saved one', async () => {
    let el = await tab();
    await leave(el);
    const stub = await provider();
    const getLimits = stub.getLimits;
    let deliver: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (deliver = resolve));
    let answered = false;
    // The platform answers the reload at once; the answer reaches the page only after the save.
    stub.getLimits = async () => {
      const answer = await getLimits();
      await held;
      answered = true;
      return answer;
    };
    try {
      el = await fixture(html`<betr-test-responsible-gaming></betr-test-responsible-gaming>`);
      await find(el, 'section h3');
      await setNewLimit(el, 'Daily deposit limit', '450');
      await text(el, 'Your new limit applies now.');
      deliver();
      await waitUntil(() => answered, 'the reload never answered');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(card(el, 'Daily deposit limit').textContent).to.include('Current limit€450.00');
    } finally {
      stub.getLimits = getLimits;
    }
  });

  it('limits on screen stay while they are reloaded: the tab shown again shows its cards at once, then the new answer', async () => {
    let el = await tab();
    const before = $limits.get();
    if (before.status !== 'ready') throw new Error('limits not loaded');
    await leave(el);
    let asked = 0;
    let answer: (limits: Limit[]) => void = () => undefined;
    const restore = await replaceOperation('getLimits', () => {
      asked += 1;
      return new Promise<Limit[]>((resolve) => (answer = resolve));
    });
    try {
      el = await fixture(html`<betr-test-responsible-gaming></betr-test-responsible-gaming>`);
      await waitUntil(() => asked === 1, 'the tab shown again did not ask for the limits');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(card(el, 'Daily deposit limit').textContent).to.include('Current limit€1,000.00');
      answer(before.value.map((l) => (l.type === 'deposit' && l.period === 'daily' ? { ...l, amount: 900 } : l)));
      await waitUntil(() => card(el, 'Daily deposit limit').textContent?.includes('Current limit€900.00'), 'the new answer never showed');
    } finally {
      restore();
    }
  });

  it('limits that cannot load show the error with Try again, which asks again and shows them', async () => {
    (await stubControls()).fail('getLimits', 'unknown-error');
    await signIn('player@example.com', 'Password1!');
    closeAllPopups();
    const el = await fixture(html`<betr-test-responsible-gaming></betr-test-responsible-gaming>`);
    await text(el, 'Something went wrong, please try again or contact support if the issue persists');
    expect(shadow(el).querySelector('h4'), 'no card without limits').to.equal(null);
    (await stubControls()).fail('getLimits', null);
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click();
    await find(el, 'section h3');
    expect(card(el, 'Daily deposit limit').textContent).to.include('Current limit€1,000.00');
    expect(shadow(el).textContent).not.to.include('Something went wrong');
  });

  it("a sign-out clears the limits: the next player never sees the last one's", async () => {
    const el = await tab();
    const currencies = new Set<string>();
    const stop = $limits.listen((shown) => shown.status === 'ready' && shown.value.forEach((l) => currencies.add(l.currency)));
    try {
      await signOut();
      await waitUntil(() => !shadow(el).querySelector('h4'), 'the cards stayed after the sign-out');
      expect(shadow(el).textContent).not.to.include('€');
      await signIn('sga@example.com', 'Password1!');
      closeAllPopups();
      await find(el, 'section h3');
      expect(card(el, 'Daily deposit limit').textContent).to.include('Current limitSEK\u00a02,000');
      expect(shadow(el).textContent).not.to.include('€');
      expect([...currencies]).to.deep.equal(['SEK']);
    } finally {
      stop();
    }
  });

  it('cross-brand deposit limits that cannot load are none, not kept: a card shown again asks again and warns against them', async () => {
    const refused = new ProviderError('responsible-gaming', 'unknown-error');
    let restore = await replaceOperation('getCrossBrandDepositLimits', () => Promise.reject(refused));
    let el = await tab('sga@example.com');
    const typeDaily = async (amount: string) => {
      const input = card(el, 'Daily deposit limit').querySelector('input')!;
      type(input, amount);
      await waitUntil(() => input.value === amount);
    };
    try {
      await waitUntil(() => $crossBrandLimits.get().status === 'failed', 'the cross-brand limits were not asked for');
      // Below the player's own SEK 2,000.00: nothing to warn about, and no error for the failure.
      await typeDaily('1800');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(card(el, 'Daily deposit limit').textContent).not.to.include('above your previous limit');
      expect(shadow(el).textContent).not.to.include('Something went wrong');
    } finally {
      restore();
    }
    await leave(el);
    restore = await replaceOperation('getCrossBrandDepositLimits', async () => [{ timespan: 1, amount: 1500 }]);
    try {
      el = await fixture(html`<betr-test-responsible-gaming></betr-test-responsible-gaming>`);
      await find(el, 'section h3');
      await typeDaily('1800');
      await waitUntil(
        () => card(el, 'Daily deposit limit').textContent?.includes('This limit is above your previous limit of SEK\u00a01,500.'),
        'no warning against the cross-brand limit',
      );
    } finally {
      restore();
    }
  });

  it('a platform with one session limit (Provider.lacks "weekly session limits", "monthly session limits") shows only the daily one', async () => {
    (await stubControls()).lack(['weekly session limits', 'monthly session limits']);
    try {
      await loadLacks();
      const el = await tab();
      const titles = [...group(el, 'session').querySelectorAll('h4')].map((h) => h.textContent);
      expect(titles).to.deep.equal(['Daily session limit']);
    } finally {
      (await stubControls()).lack([]);
      await loadLacks();
    }
  });

  it('time limits are entered in hours (session daily) or days and sent in minutes', async () => {
    const el = await tab();
    await setNewLimit(el, 'Weekly session limit', '2');
    await text(el, 'Your new limit applies now.');
    const weekly = $limits.get();
    expect(weekly.status === 'ready' && weekly.value.find((l) => l.type === 'session' && l.period === 'weekly')?.amount).to.equal(2880);
    await waitUntil(() => card(el, 'Weekly session limit').textContent?.includes('2 days'));
  });

  it("setting a limit sends type, period, amount (minutes for time limits), product, id and the player's existing limits; removing sends type, period and id", async () => {
    const el = await tab();
    const before = $limits.get();
    if (before.status !== 'ready') throw new Error('limits not loaded');
    const daily = before.value.find((l) => l.type === 'session' && l.period === 'daily')!;
    await setNewLimit(el, 'Daily session limit', '3');
    await text(el, 'Your new limit applies now.');
    expect((await stubControls()).lastLimitRequest()).to.deep.equal({
      operation: 'set',
      request: { type: 'session', period: 'daily', amount: 180, id: daily.id, existing: before.value },
    });

    const deposit = before.value.find((l) => l.type === 'deposit' && l.period === 'daily')!;
    const removeLink = [...card(el, 'Daily deposit limit').querySelectorAll('button')].find((b) => b.textContent === 'Remove limit')!;
    removeLink.click();
    await text(el, 'Limit has been removed');
    expect((await stubControls()).lastLimitRequest()).to.deep.equal({
      operation: 'remove',
      request: { id: deposit.id, type: 'deposit', period: 'daily' },
    });
  });

  it('product session limits are per product: casino, bingo, sport, fantasy, pool-betting, poker, lotto; the chosen product is sent with the limit', async () => {
    const el = await tab();
    const products = group(el, 'product-session').querySelector<HTMLSelectElement>('select[name="product"]')!;
    expect([...products.options].map((o) => [o.value, o.textContent])).to.deep.equal([
      ['casino', 'Casino'],
      ['bingo', 'Bingo'],
      ['sport', 'Sports betting'],
      ['fantasy', 'Fantasy sports'],
      ['pool-betting', 'Pool betting'],
      ['poker', 'Poker'],
      ['lotto', 'Lotto'],
    ]);
    summaryButton(el, 'Product session').click();
    await waitUntil(() => !group(el, 'product-session').hidden, 'the product session limits did not open');
    products.value = 'pool-betting';
    products.dispatchEvent(new Event('change', { bubbles: true }));
    const poolBetting = () =>
      [...group(el, 'product-session').querySelectorAll('form')].find(
        (f) => f.querySelector('h4')?.textContent === 'Daily session limit for Pool betting',
      );
    await waitUntil(poolBetting, 'no daily pool betting limit');
    type(poolBetting()!.querySelector('input')!, '2');
    await waitUntil(() => poolBetting()!.querySelector('input')!.value === '2');
    poolBetting()!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    const controls = await stubControls();
    await waitUntil(() => controls.lastLimitRequest()?.operation === 'set', 'no limit was sent');
    expect(controls.lastLimitRequest()?.request).to.include({ type: 'product-session', period: 'daily', product: 'pool-betting' });
  });

  it('fields are disabled when a limit is locked, and it has no "remove limit" link', async () => {
    const el = await tab();
    const loss = card(el, 'Monthly loss limit');
    expect(loss.querySelector('input')!.disabled).to.equal(true);
    expect(loss.textContent).to.include('This limit is locked and cannot be changed.');
    expect(loss.textContent).not.to.include('Remove limit');
  });

  it('"remove limit" removes an unlocked limit: "Limit has been removed"', async () => {
    const el = await tab();
    const monthly = card(el, 'Monthly deposit limit');
    [...monthly.querySelectorAll('button')].find((b) => b.textContent === 'Remove limit')!.click();
    await text(el, 'Limit has been removed');
    await waitUntil(() => card(el, 'Monthly deposit limit').textContent?.includes('No limit'));
  });

  it('under SGA deposit limits cannot be removed', async () => {
    const el = await tab('sga@example.com');
    await text(el, 'Deposit limits are required and cannot be removed.');
    expect(card(el, 'Daily deposit limit').textContent).not.to.include('Remove limit');
  });

  it('a warning shows when a new limit is above the prior (cross-brand) one', async () => {
    const el = await tab('sga@example.com');
    const form = card(el, 'Daily deposit limit');
    type(form.querySelector('input')!, '2500');
    await waitUntil(() => form.textContent?.includes('This limit is above your previous limit of'));
    expect(form.textContent).to.include('A higher limit applies after 72 hours, or at the start of the next period if that is later.');
  });

  it('the set of limit types shown can be restricted by enabled-limit-types', async () => {
    const el = await tab('player@example.com', 'deposit,reality-check');
    expect(shadow(el).textContent).to.include('Deposit limits');
    expect(shadow(el).textContent).to.include('Reality check');
    expect(shadow(el).textContent).not.to.include('Wager limits');
    expect(shadow(el).textContent).not.to.include('Block');
  });

  it('reality check: 30 or 60 minutes, submit disabled while unchanged', async () => {
    const el = await tab('player@example.com', 'reality-check');
    const form = await find<HTMLFormElement>(el, 'form[aria-label="Reality check"]');
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await waitUntil(() => form.querySelector<HTMLInputElement>('input[value="60"]')!.checked);
    expect(submit.disabled).to.equal(true);
    form.querySelector<HTMLInputElement>('input[value="30"]')!.click();
    await waitUntil(() => !submit.disabled);
    submit.click();
    await text(el, 'Your reality check has been updated.');
    await waitUntil(() => submit.disabled);
  });

  it('Block asks for confirmation (Confirm / Decline) before submitting, then signs the player out', async () => {
    const el = await tab('player@example.com', 'block');
    const blockButton = () => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Block my account')!;
    blockButton().click();
    await text(el, 'Are you sure you want to block your account?');
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Decline')!.click();
    await waitUntil(() => blockButton());
    expect($session.get()).not.to.equal(null);
    const select = shadow(el).querySelector('select')!;
    expect([...select.options].map((o) => o.textContent)).to.deep.equal([
      '1 day',
      '3 days',
      '7 days',
      '14 days',
      '21 days',
      '30 days',
      '60 days',
      '90 days',
      '182 days',
      'Indefinitely',
    ]);
    blockButton().click();
    await text(el, 'Are you sure');
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Confirm')!.click();
    await waitUntil(() => $session.get() === null, 'still signed in');
    await expectRefused();
  });

  it('self-exclusion periods: 1 day, 1 week, 1 month, 1 year, indefinite', async () => {
    const el = await tab('player@example.com', 'self-exclude');
    const select = await find<HTMLSelectElement>(el, 'select');
    expect([...select.options].map((o) => [o.value, o.textContent])).to.deep.equal([
      ['1', '1 day'],
      ['7', '1 week'],
      ['30', '1 month'],
      ['365', '1 year'],
      ['99999', 'Indefinitely'],
    ]);
  });
});
