import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/account';
import { closeAllPopups } from '../../stores/popup';
import { find, resetWorld, shadow, text } from '../../../test/support';
import { installFakeClock } from '../../../test/fake-clock';
import { menuSelect, selectedTab, signedIn } from './account.testing';

/**
 * What the account area leaves to the browser, run in every engine (web-test-runner.config.mjs):
 * the focus moved by the tabs' arrow keys, and the layout that follows the element's own width
 * (a ResizeObserver, debounced). What the tabs show and send is in Account.test.tsx.
 */
describe('<betr-account>: keyboard and layout', () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it('inline: side navigation as tabs; arrow keys move between them', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px"></betr-account>`);
    const tablist = await find(el, '[role="tablist"][aria-orientation="vertical"]');
    expect(selectedTab(el)).to.equal('Inbox');
    const panel = shadow(el).querySelector('[role="tabpanel"]')!;
    expect(panel.getAttribute('aria-labelledby')).to.equal(shadow(el).querySelector('[role="tab"][aria-selected="true"]')?.id);
    (shadow(el).querySelector('[role="tab"][aria-selected="true"]') as HTMLElement).focus();
    tablist.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await waitUntil(() => selectedTab(el) === 'Edit profile');
    expect(shadow(el).activeElement?.textContent).to.equal('Edit profile');
    tablist.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await waitUntil(() => selectedTab(el) === 'Sign out');
    await text(el, 'Do you want to sign out?');
  });

  it('the side navigation collapses into a dropdown under 540px wide, with an option to hide the menu', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account inline style="width: 800px"></betr-account>`);
    await find(el, '[role="tablist"]');
    (el as HTMLElement).style.width = '500px';
    await waitUntil(() => menuSelect(el), 'no dropdown at 500px');
    expect(shadow(el).querySelector('[role="tablist"]')).to.equal(null);
    const hide = [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Hide menu')!;
    expect(hide.getAttribute('aria-expanded')).to.equal('true');
    hide.click();
    await waitUntil(() => shadow(el).getElementById('account-menu')?.hidden, 'menu not hidden');
    expect(hide.textContent).to.equal('Show menu');
    expect(hide.getAttribute('aria-expanded')).to.equal('false');
    (el as HTMLElement).style.width = '700px';
    await find(el, '[role="tablist"]');
  });

  it("inline, its width is measured before its first render, by the browser's own layout: a 500px account's first screen is the dropdown, and nothing read the element's box", async () => {
    await signedIn();
    const reads: Element[] = [];
    const read = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      reads.push(this);
      return read.call(this);
    };
    try {
      const el = document.createElement('betr-account');
      el.setAttribute('inline', '');
      el.style.width = '500px';
      const menus: string[] = [];
      const watch = new MutationObserver(() => {
        if (shadow(el).querySelector('[role="tablist"]')) menus.push('side navigation');
        if (menuSelect(el)) menus.push('dropdown');
      });
      watch.observe(shadow(el), { childList: true, subtree: true });
      document.body.append(el);
      await waitUntil(() => menuSelect(el), 'no dropdown at 500px');
      await text(el, 'Inbox');
      watch.disconnect();
      el.remove();
      expect([...new Set(menus)], 'the menus committed').to.deep.equal(['dropdown']);
      expect(reads.includes(el), "the element's box read").to.equal(false);
    } finally {
      Element.prototype.getBoundingClientRect = read;
    }
  });

  it('inline on a page the browser lays nothing out for (a tab in the background), it shows all the same, by the width it reads', async () => {
    await signedIn();
    const observe = ResizeObserver.prototype.observe;
    ResizeObserver.prototype.observe = () => undefined;
    try {
      const el = await fixture(html`<betr-account inline style="width: 500px"></betr-account>`);
      await waitUntil(() => menuSelect(el), 'no dropdown at 500px');
      await text(el, 'Inbox');
    } finally {
      ResizeObserver.prototype.observe = observe;
    }
  });

  it('an account made inline after it shows lays its menu out by its own width: side navigation at 800px', async () => {
    await signedIn();
    const el = await fixture(html`<betr-account style="width: 800px"></betr-account>`);
    await waitUntil(() => menuSelect(el), 'no dropdown before it is inline');
    el.setAttribute('inline', '');
    await find(el, '[role="tablist"][aria-orientation="vertical"]');
    expect(menuSelect(el)).to.equal(null);
  });

  it('Resize debounce 50 ms: the layout follows a resize 50 ms after it settles', async () => {
    await signedIn();
    const clock = installFakeClock();
    try {
      const el = await fixture(html`<betr-account inline style="width: 800px"></betr-account>`);
      for (let i = 0; i < 200 && !shadow(el).querySelector('[role="tablist"]'); i += 1) await clock.settle();
      // The first observation of the element's size, at 800px: nothing changes.
      await clock.nextTimer(50);
      clock.tick(50);
      await clock.settle();
      expect(menuSelect(el)).to.equal(null);
      (el as HTMLElement).style.width = '500px';
      await clock.nextTimer(50);
      clock.tick(49);
      await clock.settle();
      expect(menuSelect(el), 'still the side navigation at 49 ms').to.equal(null);
      clock.tick(1);
      for (let i = 0; i < 50 && !menuSelect(el); i += 1) await clock.settle();
      expect(menuSelect(el), 'the dropdown at 50 ms').not.to.equal(null);
    } finally {
      clock.uninstall();
    }
  });
});
