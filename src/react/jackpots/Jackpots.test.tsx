import { expect, fixture, html } from '@open-wc/testing';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import '../../elements/jackpots';
import { $jackpots } from '../../stores/jackpots';
import { loadLacks } from '../../stores/lacks';
import { find, freshStores, holdCalls, resetWorld, shadow, stubControls, text } from '../../../test/support';
import { waitUntil } from '../../../test/wait';
import { provider } from '../../stores/current-provider';
import { installFakeClock } from '../../../test/fake-clock';

/** Each row's name and amount; Intl's no-break spaces read as spaces. */
const rows = (el: Element) =>
  [...shadow(el).querySelectorAll('[part~="jackpot"], [part~="total"]')].map((row) => [
    row.querySelector('dt')!.textContent,
    row.querySelector('dd')!.textContent!.replace(/\s/g, ' '),
  ]);

/** The reference casino's jackpots as shown in English, before any total. */
const JACKPOT_ROWS = [
  ['mega-fruit', '€1,254,300.55'],
  ['jungle-jackpot', '€88,410.20'],
  ['dragon-gold', '€12,990.00'],
  ['viking-voyage', 'SEK 452,310'],
];

describe('<betr-jackpots>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($jackpots);
  });

  it('each amount in its currency rules via Intl in the page language: EUR with two decimals, SEK without; the total one per currency', async () => {
    const el = await fixture(html`<betr-jackpots inline></betr-jackpots>`);
    await find(el, '[part~="total"]');
    expect(rows(el)).to.deep.equal([...JACKPOT_ROWS, ['Total', '€1,355,700.75'], ['Total', 'SEK 452,310']]);
  });

  it('on a platform that lacks a total jackpot (turnkey), the amounts show without a total row', async () => {
    (await stubControls()).lack(['jackpot total']);
    await loadLacks();
    try {
      const el = await fixture(html`<betr-jackpots inline></betr-jackpots>`);
      await find(el, '[part~="list"]');
      expect(rows(el)).to.deep.equal(JACKPOT_ROWS);
    } finally {
      (await stubControls()).lack([]);
      await loadLacks();
    }
  });

  it('a jackpot the platform names shows its name; one without a name, its id', async () => {
    $jackpots.mutate([
      { id: '3', name: 'Mega Fruit', amount: 10, currency: 'EUR' },
      { id: '4', amount: 5, currency: 'EUR' },
    ]);
    const el = await fixture(html`<betr-jackpots inline></betr-jackpots>`);
    await find(el, '[part~="list"]');
    expect(rows(el).map(([name]) => name)).to.deep.equal(['Mega Fruit', '4', 'Total']);
  });

  it('in Swedish: the amounts as a Swedish reader writes them, kronor without decimals', async () => {
    const el = await fixture(html`<betr-jackpots inline lang="sv"></betr-jackpots>`);
    await find(el, '[part~="list"]');
    expect(rows(el).map(([, amount]) => amount)).to.deep.equal([
      '1 254 300,55 €',
      '88 410,20 €',
      '12 990,00 €',
      '452 310 kr',
      '1 355 700,75 €',
      '452 310 kr',
    ]);
    expect(rows(el)[4]?.[0]).to.equal('Totalt');
  });

  it("the amounts' number format is built while the jackpots load, in a task before their answer, not in the render that shows them", async () => {
    const listed = await (await provider()).getJackpots();
    const jackpots = await holdCalls('getJackpots');
    const NumberFormat = Intl.NumberFormat;
    const built: string[] = [];
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof NumberFormat>) => (built.push(String(args[0])), new target(...args)),
    });
    try {
      // Finnish: a locale no other test here formats in (each format is built once a page).
      const el = await fixture(html`<betr-jackpots inline lang="fi"></betr-jackpots>`);
      await waitUntil(() => built.includes('fi'), 'no Finnish number format was built while the jackpots loaded');
      expect(shadow(el).querySelector('[part~="amount"]'), 'an amount before the answer').to.equal(null);
      await jackpots.answer(listed);
      await find(el, '[part~="list"]');
      expect(rows(el)[0]).to.deep.equal(['mega-fruit', '1 254 300,55 €']);
    } finally {
      Intl.NumberFormat = NumberFormat;
      jackpots.restore();
    }
  });

  it('while shown, the jackpots are asked again every minute, so the amounts climb on screen', async () => {
    const clock = installFakeClock();
    try {
      const el = await fixture(html`<betr-jackpots inline></betr-jackpots>`);
      await clock.until(() => rows(el).length === 6, 'the jackpots show');
      (await stubControls()).advanceClock(60_000);
      await clock.nextTimer(60_000);
      clock.tick(60_000);
      await clock.settle();
      await clock.until(() => rows(el)[0]?.[1] === '€1,254,321.92', `the first jackpot climbs; it shows ${rows(el)[0]?.[1]}`);
      expect(rows(el)[3]).to.deep.equal(['viking-voyage', 'SEK 452,322']);
      await clock.nextTimer(60_000);
      el.remove();
      // The store lets go a second after its last element left (nanostores' grace for an element re-created at once).
      await clock.nextTimer(STORE_UNMOUNT_DELAY);
      clock.tick(STORE_UNMOUNT_DELAY);
      await clock.until(
        () => !clock.pending().includes(60_000),
        `no refresh once no element shows the jackpots; pending: ${JSON.stringify(clock.pending())}`,
      );
    } finally {
      clock.uninstall();
    }
  });

  it('a failed load shows the message and Try again loads the jackpots', async () => {
    const controls = await stubControls();
    controls.fail('getJackpots', 'unknown-error', 'general');
    const el = await fixture(html`<betr-jackpots inline></betr-jackpots>`);
    await text(el, 'Something went wrong.');
    controls.fail('getJackpots', null);
    const retry = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    retry.click();
    await find(el, '[part~="list"]');
    expect(shadow(el).querySelector('[part~="notice-error"]')).to.equal(null);
  });

  it('is usable by keyboard and has no accessibility violations', async () => {
    const el = await fixture(html`<betr-jackpots inline></betr-jackpots>`);
    await find(el, '[part~="list"]');
    await expect(el).to.be.accessible();
  });
});
