import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/game-list';
import type { Game } from '../../domain/model';
import { $games } from '../../stores/games';
import { configure } from '../../stores/config';
import { $popup, closePopup } from '../../stores/popup';
import { signIn } from '../../stores/session';
import { closePopupsAndSettle, find, shadow, stubControls, text, type } from '../../../test/support';
import { button, freshLobby, lobby, signedIn, tiles, titles } from './games-testing';

describe('<betr-game-list>', () => {
  beforeEach(freshLobby);
  afterEach(closePopupsAndSettle);

  it('the lobby lists the games: title, Play, and Demo only when the game has a demo', async () => {
    const el = await lobby();
    expect(titles(el)).to.include.members(['Book of Betr', 'Jungle Jackpot', 'Live Roulette']);
    expect(button(el, 'Play Book of Betr')?.textContent).to.equal('Play');
    expect(button(el, 'Demo Book of Betr')?.textContent).to.equal('Demo');
    expect(button(el, 'Play Live Roulette')).not.to.equal(null);
    expect(button(el, 'Demo Live Roulette')).to.equal(null);
  });

  it("the first row's images load eagerly, the first with a high priority, the rest lazily; every image has its width and height", async () => {
    // 480 px: three columns of the default 150 px tiles with their 0.75rem gaps.
    const el = await fixture<HTMLElement>(html`<betr-game-list style="width: 480px"></betr-game-list>`);
    await waitUntil(() => tiles(el).length > 3, 'the lobby shows no second row');
    const images = [...shadow(el).querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('loading'))).to.deep.equal([
      'eager',
      'eager',
      'eager',
      ...images.slice(3).map(() => 'lazy'),
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).to.deep.equal(['high', ...images.slice(1).map(() => null)]);
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['320', '240']);
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
    // Configured, as a page does: set on the store itself, the value is derived anew whenever
    // the lobby is the store's first listener (after a second without one, as on a busy machine).
    configure({ jurisdiction: 'UKGC' });
    const el = await lobby();
    expect(titles(el)).to.include('Book of Betr');
    expect(titles(el)).not.to.include('Jungle Jackpot');
  });

  it('500 games render one page of 24 tiles; Show more games adds the next 24', async () => {
    const many: Game[] = Array.from({ length: 500 }, (_, i) => ({
      gameId: `m-${i}`,
      identifier: `m-${i}`,
      title: `Game ${i}`,
      image: '',
      demo: false,
      childish: false,
    }));
    $games.mutate(many);
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

  it('has no accessibility violations (lobby with favorite toggles)', async () => {
    await signedIn();
    const el = await lobby();
    await waitUntil(() => shadow(el).querySelector('[part~="favorite"]'));
    await expect(el).to.be.accessible();
  });
});
