import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import '../../elements/game-list';
import '../../elements/favorites';
import '../../elements/last-played';
import type { Game } from '../../adapters/provider';
import { $games, $favoriteFailure, $lobbyFilter, $launchFailure } from '../../stores/games';
import { $jurisdiction } from '../../stores/jurisdiction';
import { $popup, closePopup } from '../../stores/popup';
import { provider } from '../../stores/provider';
import { signIn } from '../../stores/session';
import { closePopupsAndSettle, find, resetWorld, shadow, stubControls, text, type } from '../../../test/support';

const tiles = (el: Element) => [...shadow(el).querySelectorAll('[part="tile"]')];
const titles = (el: Element) => tiles(el).map((t) => t.querySelector('[part="game-title"]')!.textContent);
const button = (el: Element, label: string) => shadow(el).querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);

async function lobby(): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<betr-game-list></betr-game-list>`);
  await waitUntil(() => tiles(el).length > 0, 'the lobby shows no games', { timeout: 4000 });
  return el;
}

async function signedIn(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  await closePopupsAndSettle();
}

describe('<betr-game-list>, <betr-favorites>, <betr-last-played>', () => {
  beforeEach(async () => {
    await resetWorld();
    $games.set({ status: 'loading' });
    $lobbyFilter.set('');
    $favoriteFailure.set(null);
    $launchFailure.set(null);
    $jurisdiction.set('MGA');
  });
  afterEach(closePopupsAndSettle);

  it('the lobby lists the games: title, Play, and Demo only when the game has a demo', async () => {
    const el = await lobby();
    expect(titles(el)).to.include.members(['Book of Betr', 'Jungle Jackpot', 'Live Roulette']);
    expect(button(el, 'Play Book of Betr')?.textContent).to.equal('Play');
    expect(button(el, 'Demo Book of Betr')?.textContent).to.equal('Demo');
    expect(button(el, 'Play Live Roulette')).not.to.equal(null);
    expect(button(el, 'Demo Live Roulette')).to.equal(null);
    expect(shadow(el).querySelector('img')?.getAttribute('loading')).to.equal('lazy');
  });

  it('filter by text: only matching titles; none matching says so and keeps what was typed', async () => {
    const el = await lobby();
    const input = await find<HTMLInputElement>(el, 'input[type="search"]');
    type(input, 'dragon');
    await waitUntil(() => titles(el).join() === 'Dragon Gold');
    type(input, 'zzz');
    await text(el, 'No games match "zzz".');
    expect(input.value).to.equal('zzz');
  });

  it('childish games (appealing to children) are hidden under UKGC', async () => {
    $jurisdiction.set('UKGC');
    const el = await lobby();
    expect(titles(el)).to.include('Book of Betr');
    expect(titles(el)).not.to.include('Jungle Jackpot');
  });

  it('500 games render one page of 24 tiles; Show more games adds the next 24', async () => {
    const many: Game[] = Array.from({ length: 500 }, (_, i) => ({ gameId: `m-${i}`, identifier: `m-${i}`, title: `Game ${i}`, image: '', demo: false, childish: false }));
    $games.set({ status: 'ready', value: many });
    const el = await lobby();
    expect(tiles(el)).to.have.length(24);
    await text(el, 'Showing 24 of 500 games');
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Show more games')!.click();
    await waitUntil(() => tiles(el).length === 48);
    await text(el, 'Showing 48 of 500 games');
  });

  it('a failed load shows the error and Try again loads the games', async () => {
    (await stubControls()).fail('getGames', 'unknown-error', 'general');
    const el = await fixture<HTMLElement>(html`<betr-game-list></betr-game-list>`);
    await text(el, 'Something went wrong.');
    (await stubControls()).fail('getGames', null);
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click();
    await waitUntil(() => tiles(el).length > 0);
  });

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
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.equal('Could not add Dragon Gold to your favorites. Please try again.');
  });

  it('Play while signed out opens sign-in; after sign-in the game launches at /play/{gameId}', async () => {
    const el = await lobby();
    const launch = oneEvent(el, 'betr-game-launch');
    button(el, 'Play Book of Betr')!.click();
    expect((await launch).detail).to.deep.equal({ gameId: 'g-01', playMode: 'real' });
    await waitUntil(() => $popup.get()?.type === 'sign-in', 'sign-in did not open');
    await signIn('player@example.com', 'Password1!');
    closePopup('done');
    await waitUntil(() => $popup.get()?.type === 'external', 'the game did not launch', { timeout: 4000 });
    const game = $popup.get()!;
    expect(game.path).to.equal('/play/g-01');
    expect(game.attributes.src).to.equal('/demo/game.html?game=g-01&mode=real');
  });

  it('Demo launches signed out, without sign-in', async () => {
    const el = await lobby();
    button(el, 'Demo Starlight Reels')!.click();
    await waitUntil(() => $popup.get()?.type === 'external', 'the demo did not launch');
    expect($popup.get()!.attributes.src).to.equal('/demo/game.html?game=g-02&mode=demo');
    expect($popup.get()!.path).to.equal('/play/g-02');
  });

  it('a real-money launch puts the game first in <betr-last-played> (limit 10 by default)', async () => {
    await signedIn();
    const last = await fixture<HTMLElement>(html`<betr-last-played></betr-last-played>`);
    await waitUntil(() => shadow(last).querySelector('[part="title"]'));
    const el = await lobby();
    button(el, 'Play Viking Voyage')!.click();
    await waitUntil(() => titles(last)[0] === 'Viking Voyage', `last played shows ${titles(last).join()}`);
    expect(titles(last).length).to.be.at.most(10);
  });

  it('a visitor is asked to sign in in <betr-favorites> and <betr-last-played>', async () => {
    const favorites = await fixture<HTMLElement>(html`<betr-favorites></betr-favorites>`);
    await text(favorites, 'Sign in to see your favorite games.');
    const last = await fixture<HTMLElement>(html`<betr-last-played></betr-last-played>`);
    await text(last, 'Sign in to see the games you played last.');
  });

  it('has no accessibility violations (lobby with favorite toggles)', async () => {
    await signedIn();
    const el = await lobby();
    await waitUntil(() => shadow(el).querySelector('[part~="favorite"]'));
    await expect(el).to.be.accessible();
  });
});
