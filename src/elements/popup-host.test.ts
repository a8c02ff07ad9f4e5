import { expect, waitUntil } from '@open-wc/testing';
import { startPopupHost } from './popup-loader';
import { startAutoloader } from './autoload';
import { $popup, openPopup, queuePopup } from '../stores/popup';
import { closePopupsAndSettle, find } from '../../test/support';

function host() {
  return document.querySelector('betr-popup');
}
function dialog() {
  return host()?.shadowRoot?.querySelector('dialog') ?? null;
}

describe('the popup host', () => {
  before(() => {
    startPopupHost();
    startAutoloader();
  });
  afterEach(closePopupsAndSettle);

  it('shows the widget in a native modal dialog, created in place at the end of <body>', async () => {
    openPopup('message', { attributes: { type: 'activation-required' } });
    await waitUntil(() => dialog()?.open, 'dialog did not open');
    const widget = host()!.querySelector('betr-message')!;
    expect(widget.getAttribute('type')).to.equal('activation-required');
    expect(document.body.lastElementChild).to.equal(host());
    await find(widget, 'h2');
    expect(dialog()!.matches(':modal')).to.equal(true);
  });

  it('its own styles apply: at most 600px wide, a padded body and a round close button', async () => {
    openPopup('message', { attributes: { type: 'restricted-access' } });
    await waitUntil(() => dialog()?.open);
    const close = host()!.shadowRoot!.querySelector('button[part="close"]')!;
    expect(getComputedStyle(close).borderRadius).to.equal('50%');
    expect(parseFloat(getComputedStyle(dialog()!).maxWidth)).to.equal(600);
    const body = host()!.shadowRoot!.querySelector('slot')!.parentElement!;
    expect(parseFloat(getComputedStyle(body).paddingLeft)).to.be.greaterThan(0);
  });

  it('names the dialog after the widget heading', async () => {
    openPopup('message', { attributes: { type: 'activation-complete' } });
    await waitUntil(() => dialog()?.getAttribute('aria-label') === 'Account activated', `aria-label is ${dialog()?.getAttribute('aria-label')}`);
  });

  it('the close button closes it and focus returns to where it was', async () => {
    const opener = document.createElement('button');
    opener.textContent = 'opener';
    document.body.prepend(opener);
    opener.focus();
    openPopup('message', { attributes: { type: 'restricted-access' } });
    await waitUntil(() => dialog()?.open);
    (host()!.shadowRoot!.querySelector('button[part="close"]') as HTMLButtonElement).click();
    await waitUntil(() => !dialog()?.open, 'still open');
    expect($popup.get()).to.equal(null);
    expect(document.activeElement).to.equal(opener);
    opener.remove();
  });

  it('Escape closes it', async () => {
    openPopup('message', { attributes: { type: 'restricted-access' } });
    await waitUntil(() => dialog()?.open);
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitUntil(() => !dialog()?.open, 'Escape did not close it');
  });

  it('opening pushes a history entry, and the browser back action closes it', async () => {
    openPopup('message', { attributes: { type: 'restricted-access' } });
    await waitUntil(() => dialog()?.open);
    await waitUntil(() => (history.state as { betrPopup?: boolean } | null)?.betrPopup, 'no history entry was pushed');
    history.back();
    await waitUntil(() => !dialog()?.open, 'back did not close it');
    expect($popup.get()).to.equal(null);
  });

  it('a popup that must not be dismissed hides the close button and ignores Escape', async () => {
    openPopup('message', { attributes: { type: 'restricted-access' }, dismissible: false });
    await waitUntil(() => dialog()?.open);
    expect((host()!.shadowRoot!.querySelector('button[part="close"]') as HTMLButtonElement).hidden).to.equal(true);
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()!.open).to.equal(true);
  });

  it('queued popups open one after another', async () => {
    openPopup('message', { attributes: { type: 'restricted-access' } });
    queuePopup('message', { attributes: { type: 'activation-complete' } });
    await waitUntil(() => dialog()?.open);
    (host()!.shadowRoot!.querySelector('button[part="close"]') as HTMLButtonElement).click();
    await waitUntil(() => host()?.querySelector('betr-message')?.getAttribute('type') === 'activation-complete', 'next popup did not open');
    expect(dialog()!.open).to.equal(true);
  });
});
