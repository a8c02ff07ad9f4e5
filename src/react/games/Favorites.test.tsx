import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/game-list';
import '../../elements/favorites';
import { provider } from '../../stores/current-provider';
import { closePopupsAndSettle, shadow, stubControls, text } from '../../../test/support';
import { button, freshLobby, lobby, signedIn, titles } from './games-testing';

describe("<betr-favorites> and the lobby's favorite toggle", () => {
  beforeEach(freshLobby);
  afterEach(closePopupsAndSettle);

  it('a visitor sees no favorite toggle; a signed-in player toggles a favorite at once and it shows in <betr-favorites>', async () => {
    const visitor = await lobby();
    expect(shadow(visitor).querySelector('[part~="favorite"]')).to.equal(null);
    await signedIn();
    const el = await lobby();
    const favorites = await fixture<HTMLElement>(html`<betr-favorites></betr-favorites>`);
    await waitUntil(() => titles(favorites).join() === 'Book of Betr,Mega Fruit', 'the seeded favorites');
    await waitUntil(() => button(el, 'Add Dragon Gold to favorites'));
    button(el, 'Add Dragon Gold to favorites')!.click();
    await waitUntil(() => titles(favorites).join() === 'Book of Betr,Mega Fruit,Dragon Gold');
    expect(button(el, 'Remove Dragon Gold from favorites')).not.to.equal(null);
    await waitUntil(async () => (await (await provider()).getFavorites()).some((f) => f.gameId === 'g-05'));
  });

  it('a <betr-favorites> placed on the page after a toggle shows the favorite added, not the list loaded before it', async () => {
    await signedIn();
    const el = await lobby();
    const first = await fixture<HTMLElement>(html`<betr-favorites></betr-favorites>`);
    await waitUntil(() => titles(first).join() === 'Book of Betr,Mega Fruit', 'the seeded favorites');
    await waitUntil(() => button(el, 'Add Dragon Gold to favorites'));
    button(el, 'Add Dragon Gold to favorites')!.click();
    await waitUntil(
      async () => (await (await provider()).getFavorites()).some((f) => f.gameId === 'g-05'),
      'the platform kept the favorite',
      { timeout: 4000 },
    );
    const later = await fixture<HTMLElement>(html`<betr-favorites></betr-favorites>`);
    await waitUntil(() => titles(later).length > 0, 'the later <betr-favorites> shows its games');
    await nextFrame();
    expect(titles(later).join()).to.equal('Book of Betr,Mega Fruit,Dragon Gold');
    expect(titles(first).join()).to.equal('Book of Betr,Mega Fruit,Dragon Gold');
  });

  it("a refused favorite change rolls back: 'Could not add Dragon Gold to your favorites. Please try again.'", async () => {
    await signedIn();
    const el = await lobby();
    await waitUntil(() => button(el, 'Add Dragon Gold to favorites'));
    (await stubControls()).latency(1000);
    (await stubControls()).fail('addFavorite', 'unknown-error', 'general');
    button(el, 'Add Dragon Gold to favorites')!.click();
    await nextFrame();
    expect(button(el, 'Remove Dragon Gold from favorites'), 'the toggle changed before the platform answered').not.to.equal(null);
    await text(el, 'Could not add Dragon Gold to your favorites. Please try again.');
    expect(button(el, 'Add Dragon Gold to favorites'), 'the toggle is back').not.to.equal(null);
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.equal(
      'Could not add Dragon Gold to your favorites. Please try again.',
    );
  });

  it('a visitor is asked to sign in', async () => {
    const favorites = await fixture<HTMLElement>(html`<betr-favorites></betr-favorites>`);
    await text(favorites, 'Sign in to see your favorite games.');
  });
});
