import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/tournament';
import { signIn } from '../../stores/session';
import { $tournaments, tournamentBoard } from '../../stores/tournament';
import { find, freshStores, resetWorld, shadow, text } from '../../../test/support';

const button = (el: Element, name: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === name)!;

/**
 * The leaderboard's paging by keyboard, run in every engine (web-test-runner.config.mjs): a
 * control at the end of its range is aria-disabled, not disabled, so the focus stays where the
 * player left it. What the leaderboard shows and sends is in Tournament.test.tsx.
 */
describe('<betr-tournament>: keyboard', () => {
  beforeEach(async () => {
    await resetWorld();
    $tournaments.set({});
    freshStores(...tournamentBoard.made.values());
  });

  it('keyboard: paging keeps the focus where the player left it, and every control is a button in the tab order', async () => {
    await signIn('player@example.com', 'Password1!');
    const el = await fixture(html`<betr-tournament inline identifier="spring-spins"></betr-tournament>`);
    await find(el, '[part~="leaderboard"]');
    const controls = [...shadow(el).querySelectorAll('button')];
    expect(controls.map((b) => b.textContent)).to.deep.equal(['Opt in', 'Previous', 'Next', 'My position']);
    expect(controls.every((b) => b.tabIndex === 0)).to.equal(true);
    const next = button(el, 'Next');
    next.focus();
    next.click();
    await text(el, 'Positions 11 to 15');
    expect(shadow(el).activeElement).to.equal(next);
  });
});
