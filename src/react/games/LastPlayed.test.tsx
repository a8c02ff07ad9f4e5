import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/game-list';
import '../../elements/last-played';
import { closePopupsAndSettle, shadow, text } from '../../../test/support';
import { button, freshLobby, lobby, signedIn, titles } from './games-testing';

describe('<betr-last-played>', () => {
  beforeEach(freshLobby);
  afterEach(closePopupsAndSettle);

  it('a real-money launch puts the game first in <betr-last-played> (limit 10 by default)', async () => {
    await signedIn();
    const last = await fixture<HTMLElement>(html`<betr-last-played></betr-last-played>`);
    await waitUntil(() => shadow(last).querySelector('[part="title"]'));
    const el = await lobby();
    button(el, 'Play Viking Voyage')!.click();
    await waitUntil(() => titles(last)[0] === 'Viking Voyage', `last played shows ${titles(last).join()}`);
    expect(titles(last).length).to.be.at.most(10);
  });

  it('a visitor is asked to sign in', async () => {
    const last = await fixture<HTMLElement>(html`<betr-last-played></betr-last-played>`);
    await text(last, 'Sign in to see the games you played last.');
  });
});
