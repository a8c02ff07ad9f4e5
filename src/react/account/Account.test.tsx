import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/account';
import '../../elements/subscriptions';
import { ACCOUNT_VIEWS } from '../../domain/account';
import { openAccount } from '../../stores/open';
import { $lacks, loadLacks } from '../../stores/lacks';
import { $popup, closeAllPopups } from '../../stores/popup';
import { $session } from '../../stores/session';
import { fill, find, resetWorld, shadow, stubControls, text } from '../../../test/support';
import { menuSelect, selectedTab, signedIn } from './account.testing';

/** The account menu in its order, as the player reads it (spec: account §2). */
const MENU = [
  'Inbox',
  'Edit profile',
  'Change password',
  'History',
  'Responsible gaming',
  'Bonuses',
  'Subscriptions',
  'Trigger bonus',
  'Verify',
  'Sign out',
];

describe('<betr-account>', () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it('a signed-out visitor sees a sign-in prompt, not an empty shell', async () => {
    const el = await fixture(html`<betr-account inline></betr-account>`);
    await text(el, 'Sign in to see your account.');
    expect(shadow(el).querySelector('[role="tablist"], select')).to.equal(null);
    (await find<HTMLButtonElement>(el, 'button')).click();
    expect($popup.get()?.type).to.equal('sign-in');
  });

  it('signing in turns the prompt into the account', async () => {
    const el = await fixture(html`<betr-account inline></betr-account>`);
    await text(el, 'Sign in to see your account.');
    await signedIn();
    await find(el, '[role="tablist"]');
    await text(el, 'Messages');
  });

  it('on the non-inline (popup) variant the tabs appear as a select', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account></betr-account>`);
    const select = await find<HTMLSelectElement>(el, '#account-menu-select');
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(MENU);
    expect(shadow(el).querySelector(`label[for="${select.id}"]`)?.textContent).to.equal('Account menu');
    select.value = 'change-password';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await find(el, 'input[name="oldPassword"]');
  });

  it('the view attribute picks the tab, and changing it switches', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px" view="history"></betr-account>`);
    await waitUntil(() => selectedTab(el) === 'History');
    await text(el, 'Payment statistics');
    el.setAttribute('view', 'change-password');
    await waitUntil(() => selectedTab(el) === 'Change password');
    await find(el, 'input[name="oldPassword"]');
  });

  it('an unknown view shows the inbox', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px" view="nope"></betr-account>`);
    await waitUntil(() => selectedTab(el) === 'Inbox');
  });

  for (const view of ACCOUNT_VIEWS) {
    it(`openAccountSettings('${view}') opens the account popup at that tab`, async () => {
      await signedIn();
      openAccount(view);
      expect($popup.get()).to.deep.include({ type: 'account', attributes: { view } });
      const el = await fixture(html`<betr-account view=${view}></betr-account>`);
      await waitUntil(() => menuSelect(el)?.value === view, `the select does not show ${view}`, { timeout: 4000 });
      await waitUntil(() => !shadow(el).querySelector('[part~="panel"] [part="skeleton"]'), `${view} never loaded`, { timeout: 4000 });
    });
  }

  it('openAccountSettings asks a visitor to sign in first', () => {
    openAccount('history');
    expect($popup.get()?.type).to.equal('sign-in');
  });

  it('choosing a tab tells the page (betr-account-view)', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px"></betr-account>`);
    const tab = await find<HTMLButtonElement>(el, '#account-tab-history');
    const event = oneEvent(el, 'betr-account-view');
    tab.click();
    expect((await event).detail).to.deep.equal({ view: 'history' });
  });

  it('tab switching keeps what was typed in other tabs', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px" view="change-password"></betr-account>`);
    await fill(el, { oldPassword: 'typed-before' });
    (await find<HTMLButtonElement>(el, '#account-tab-history')).click();
    await text(el, 'Payment statistics');
    (await find<HTMLButtonElement>(el, '#account-tab-change-password')).click();
    expect((await find<HTMLInputElement>(el, 'input[name="oldPassword"]')).value).to.equal('typed-before');
  });

  it('the sign-out tab signs the player out', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline view="sign-out"></betr-account>`);
    await text(el, 'Do you want to sign out?');
    (await find<HTMLButtonElement>(el, '[part~="panel"] button')).click();
    await waitUntil(() => $session.get() === null);
    await text(el, 'Sign in to see your account.');
  });

  describe('on a platform that lacks some operations (Provider.lacks)', () => {
    /** The websocket platform's gaps in the account area: no messages, subscriptions, statistics, documents, block or self-exclusion. */
    const WEBSOCKET_GAPS = [
      'getMessages',
      'markMessageRead',
      'getSubscriptions',
      'updateSubscriptions',
      'getPaymentStats',
      'getKycDocuments',
      'uploadKycDocument',
      'block',
      'selfExclude',
      'product-session limits',
      'reality-check limits',
    ] as const;
    const tabs = (el: Element) => [...shadow(el).querySelectorAll('[role="tab"]')].map((t) => t.textContent);
    // The page's record of what the platform lacks follows the reset stub for the next tests.
    afterEach(async () => {
      await resetWorld();
      await loadLacks();
    });

    it('the menu leaves out a tab whose operations the platform lacks, and opens at the first it has', async () => {
      (await stubControls()).lack(['getMessages']);
      await signedIn();
      const el = await fixture(html`<betr-account inline style="width: 800px"></betr-account>`);
      await waitUntil(() => selectedTab(el) === 'Edit profile', 'the first tab offered is not selected');
      expect(tabs(el)).to.deep.equal(MENU.filter((tab) => tab !== 'Inbox'));
      expect(shadow(el).querySelector('#account-tab-inbox')).to.equal(null);
    });

    it('a view the platform cannot serve opens the first tab; one it can opens as asked', async () => {
      (await stubControls()).lack([...WEBSOCKET_GAPS]);
      await signedIn();
      const el = await fixture(html`<betr-account view="verify"></betr-account>`);
      await waitUntil(() => menuSelect(el)?.value === 'edit-profile', 'verify did not fall back to the first tab');
      expect([...menuSelect(el)!.options].map((o) => o.value)).to.deep.equal([
        'edit-profile',
        'change-password',
        'history',
        'responsible-gaming',
        'bonuses',
        'bonus-code',
        'sign-out',
      ]);
      el.setAttribute('view', 'history');
      await waitUntil(() => menuSelect(el)?.value === 'history');
    });

    it('history without payment statistics shows the transactions alone', async () => {
      (await stubControls()).lack(['getPaymentStats']);
      await signedIn();
      const el = await fixture(html`<betr-account inline style="width: 800px" view="history"></betr-account>`);
      await find(el, 'tbody tr');
      expect(shadow(el).textContent).not.to.include('Payment statistics');
      expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
    });

    it('the responsible-gaming tab leaves out the sections the platform cannot serve', async () => {
      (await stubControls()).lack([...WEBSOCKET_GAPS]);
      await signedIn();
      const el = await fixture(html`<betr-account inline style="width: 800px" view="responsible-gaming"></betr-account>`);
      await find(el, 'section[aria-labelledby="rg-deposit"]');
      const sections = [...shadow(el).querySelectorAll('section[aria-labelledby^="rg-"] > h3')].map((h) => h.textContent);
      expect(sections).to.deep.equal(['Deposit limits', 'Wager limits', 'Loss limits', 'Session limits']);
    });

    it('<betr-subscriptions> on its own shows nothing on a platform without subscriptions', async () => {
      (await stubControls()).lack(['getSubscriptions', 'updateSubscriptions']);
      await signedIn();
      const el = await fixture(html`<betr-subscriptions></betr-subscriptions>`);
      await waitUntil(() => $lacks.get()?.has('getSubscriptions'), 'the element never asked what the platform lacks');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shadow(el).textContent).to.equal('');
    });
  });

  it('has no accessibility violations, signed out and signed in', async function (this: Mocha.Context) {
    // Two axe scans of the whole account: past 10 s in WebKit on the 2-core machine beside two other engines.
    this.timeout(30_000);
    const visitor = await fixture(html`<betr-account inline></betr-account>`);
    await text(visitor, 'Sign in to see your account.');
    await expect(visitor).to.be.accessible();
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px"></betr-account>`);
    await find(el, '[aria-expanded]');
    await expect(el).to.be.accessible();
  });
});
