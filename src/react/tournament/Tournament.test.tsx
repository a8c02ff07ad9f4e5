import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/tournament';
import { signIn, signOut } from '../../stores/session';
import { $tournaments, tournamentBoard } from '../../stores/tournament';
import { find, freshStores, resetWorld, shadow, stubControls, text } from '../../../test/support';
import { installFakeClock, type FakeClock } from '../../../test/fake-clock';

const players = (el: Element) => [...shadow(el).querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
const button = (el: Element, name: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === name)!;
const pageNumber = (el: Element) => shadow(el).querySelector('[part~="page-number"]')?.textContent;

describe('<betr-tournament>', () => {
  beforeEach(async () => {
    await resetWorld();
    $tournaments.set({});
    freshStores(...tournamentBoard.made.values());
  });

  it('the leaderboard: ten players by default (position, name, points), the start and end dates', async () => {
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    await find(el, '[part~="leaderboard"]');
    expect(players(el)).to.have.length(10);
    expect(players(el)[0]).to.deep.equal(['1', 'Anna K', '5,000']);
    expect(players(el)[9]).to.deep.equal(['10', 'Tom W', '2,390']);
    const dates = [...shadow(el).querySelectorAll('[part~="dates"] time')].map((t) => t.getAttribute('datetime')!);
    expect(dates).to.have.length(2);
    expect(Date.parse(dates[0]!)).to.be.below(Date.now());
    expect(Date.parse(dates[1]!)).to.be.above(Date.now());
    expect(pageNumber(el)).to.equal('Positions 1 to 10');
  });

  it('paging by offset: Next shows positions 11 to 15, Previous the first ten again', async () => {
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    await find(el, '[part~="leaderboard"]');
    expect(button(el, 'Previous').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Next').click();
    await text(el, 'Positions 11 to 15');
    expect(players(el).map((p) => p[0])).to.deep.equal(['11', '12', '13', '14', '15']);
    expect(button(el, 'Next').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Previous').click();
    await text(el, 'Positions 1 to 10');
    expect(players(el)).to.have.length(10);
  });

  it('the relative leaderboard: My position shows the page around the signed-in player', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-tournament inline identifier="daily-race"></betr-tournament>`);
    await find(el, '[part~="leaderboard"]');
    button(el, 'My position').click();
    await text(el, 'Top of the leaderboard');
    expect(players(el).map((p) => p[1])).to.deep.equal(['Mia S', 'Jon T', 'Eva L', 'Ola N', 'Ida R', 'Maria Borg']);
    expect(shadow(el).querySelector('[part~="pagination"]')).to.equal(null);
  });

  it('Opt in where the player can join: then they are in, on the leaderboard, and Opt in is gone', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    (await find(el, '[part~="button-primary"]')).click();
    await text(el, 'You are in the tournament.');
    await find(el, 'tbody');
    expect(button(el, 'Opt in')).to.equal(undefined);
    button(el, 'My position').click();
    await text(el, 'Maria Borg');
    expect(players(el).at(-1)).to.deep.equal(['16', 'Maria Borg', '0']);
  });

  it('signing out leaves the page around the player and their opt-in answer: the visitor sees the top of the leaderboard', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    (await find(el, '[part~="button-primary"]')).click();
    await text(el, 'You are in the tournament.');
    button(el, 'My position').click();
    await text(el, 'Top of the leaderboard');
    await signOut();
    await text(el, 'Positions 1 to 10');
    expect(shadow(el).querySelector('[part~="notice"]')).to.equal(null);
    expect(button(el, 'My position')).to.equal(undefined);
  });

  const REFUSALS: [key: string, text: string][] = [
    ['optin-not-required', 'Optin not required.'],
    ['already-optin', 'Already optined in.'],
    ['optin-not-allowed', 'Not allowed.'],
    ['not-found', 'Tournament not found.'],
  ];
  for (const [key, message] of REFUSALS) {
    it(`an opt-in refused as tournament.${key} shows '${message}' and keeps Opt in`, async () => {
      await signIn('player@example.com', 'Password1!');
      (await stubControls()).fail('optInTournament', key);
      const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
      (await find(el, '[part~="button-primary"]')).click();
      await find(el, '[part~="notice-error"]');
      await text(el, message);
      expect(shadow(el).querySelector('[part~="notice-error"]')!.textContent).to.equal(message);
      expect(button(el, 'Opt in')).to.not.equal(undefined);
    });
  }

  it("an unknown tournament: 'Tournament not found.' with Try again", async () => {
    const el = await fixture(html`<betr-tournament inline identifier="no-such-tournament"></betr-tournament>`);
    await find(el, '[part~="notice-error"]');
    await text(el, 'Tournament not found.');
    expect(button(el, 'Try again')).to.not.equal(undefined);
  });

  it('a leaderboard that cannot load shows the catalogue error; Try again asks again and shows it', async () => {
    const controls = await stubControls();
    controls.fail('getLeaderboard', 'unknown-error');
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    await find(el, '[part~="notice-error"]');
    expect(shadow(el).querySelector('[part~="notice-error"]')!.textContent).to.equal(
      'Something went wrong, please try again or contact support if the issue persists',
    );
    controls.fail('getLeaderboard', null);
    button(el, 'Try again').click();
    await find(el, '[part~="leaderboard"]');
    expect(players(el)[0]).to.deep.equal(['1', 'Anna K', '5,000']);
    expect(shadow(el).querySelector('[part~="notice-error"]')).to.equal(null);
  });

  it('signing in while the leaderboard shows asks it anew for the player: Opt in and My position appear', async () => {
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    await find(el, '[part~="leaderboard"]');
    expect(button(el, 'Opt in')).to.equal(undefined);
    await signIn('player@example.com', 'Password1!');
    await text(el, 'Opt in');
    await text(el, 'My position');
    expect(players(el)).to.have.length(10);
  });

  it('two elements of one tournament page together: Next in one shows positions 11 to 15 in both', async () => {
    const el = await fixture(
      html`<div>
        <betr-tournament inline identifier="spring-spins"></betr-tournament>
        <betr-tournament inline identifier="spring-spins"></betr-tournament>
      </div>`,
    );
    const [first, second] = el.querySelectorAll('betr-tournament');
    if (!first || !second) throw new Error('two tournaments expected');
    await find(first, '[part~="leaderboard"]');
    await find(second, '[part~="leaderboard"]');
    button(first, 'Next').click();
    await text(second, 'Positions 11 to 15');
    expect(players(second).map((p) => p[0])).to.deep.equal(['11', '12', '13', '14', '15']);
  });

  describe('the countdown to the end date (fake clock)', () => {
    let clock: FakeClock | null = null;
    afterEach(() => clock?.uninstall());

    /** The countdown's text, waited for on the real clock (waitUntil would run on the fake one). */
    const countdown = (el: Element) => shadow(el).querySelector('[part~="countdown"]')?.textContent;
    const shows = (el: Element, expected: string) =>
      clock!.until(() => countdown(el) === expected, `the countdown shows '${expected}'; it shows '${countdown(el)}'`);
    async function second(): Promise<void> {
      await clock!.nextTimer(1000);
      clock!.tick(1000);
      await clock!.settle();
    }

    it('counts down each second and says the tournament has ended once the end date has come', async () => {
      const el = await fixture(html`<betr-tournament inline identifier="daily-race"></betr-tournament>`);
      await find(el, '[role="timer"]');
      const end = Date.parse(shadow(el).querySelectorAll('[part~="dates"] time')[1]!.getAttribute('datetime')!);
      clock = installFakeClock();
      // The countdown's next tick comes on the fake clock; then on to 61.5 s before the end.
      await clock.until(() => clock!.pending().length > 0, 'the countdown ticks on the fake clock');
      clock.tick(end - Date.now() - 61_500);
      await clock.settle();
      await clock.nextTimer(500);
      clock.tick(500);
      await clock.settle();
      await shows(el, 'Ends in 0 d 0 h 1 min 1 s');
      await second();
      await shows(el, 'Ends in 0 d 0 h 1 min 0 s');
      await second();
      await shows(el, 'Ends in 0 d 0 h 0 min 59 s');
      for (let s = 59; s > 0; s--) await second();
      await shows(el, 'The tournament has ended.');
      expect(shadow(el).querySelector('[role="timer"]')).to.equal(null);
      expect(clock.pending()).to.deep.equal([]);
    });
  });

  it('is usable by keyboard and has no accessibility violations', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    await find(el, '[part~="leaderboard"]');
    await expect(el).to.be.accessible();
  });
});
