import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/reality-check';
import { $session, signIn } from '../../stores/session';
import { realityCheckFigures } from '../../stores/reality-check';
import { find, freshStores, resetWorld, shadow, text } from '../../../test/support';

const button = (el: Element, label: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label)!;

const signedIn = (email: string) => signIn(email, 'Password1!');

describe('<betr-reality-check>', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores(...realityCheckFigures.made.values());
  });

  it('"You have now been signed in for {minutes} minutes." with product / win / wager / total (win minus wager) in whole units', async () => {
    await signedIn('player@example.com');
    const el = await fixture(html`<betr-reality-check></betr-reality-check>`);
    await text(el, 'You have now been signed in for 0 minutes.');
    const table = await find(el, 'table');
    const cells = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(cells).to.deep.equal([
      ['Casino', '€120', '€200', '-€80'],
      ['Sports betting', '€0', '€50', '-€50'],
    ]);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal(['Product', 'Win', 'Wager', 'Total']);
  });

  it('the table is shown only when there are wagers', async () => {
    await signedIn('new@example.com');
    const el = await fixture(html`<betr-reality-check></betr-reality-check>`);
    await text(el, 'You have now been signed in for');
    expect(shadow(el).querySelector('table')).to.equal(null);
  });

  it('Continue tells the page; End session signs the player out', async () => {
    await signedIn('player@example.com');
    const el = await fixture(html`<betr-reality-check></betr-reality-check>`);
    await text(el, 'You have now been signed in for');
    const continued = oneEvent(el, 'betr-reality-check');
    button(el, 'Continue').click();
    expect((await continued).detail.choice).to.equal('continue');
    expect($session.get()).not.to.equal(null);
    button(el, 'End session').click();
    await waitUntil(() => $session.get() === null, 'still signed in');
  });

  it('a visitor is asked to sign in', async () => {
    const el = await fixture(html`<betr-reality-check></betr-reality-check>`);
    await text(el, 'Sign in to continue.');
  });
});
