import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import '../../elements/message-notice';
import type { Message } from '../../domain/model';
import { $lacks, loadLacks } from '../../stores/lacks';
import { $popup, closeAllPopups } from '../../stores/popup';
import { provider } from '../../stores/current-provider';
import { signIn } from '../../stores/session';
import { find, resetWorld, shadow, stubControls, text } from '../../../test/support';

async function signedIn(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  closeAllPopups();
}

describe('<betr-message-notice>', () => {
  beforeEach(resetWorld);
  afterEach(() => closeAllPopups());

  it('shows the title and the content truncated at 100 characters on a word boundary', async () => {
    await signedIn();
    const el = await fixture(html`<betr-message-notice message-id="m-1004"></betr-message-notice>`);
    const title = await find(el, 'h2');
    expect(title.textContent).to.equal('Your bonus expires soon');
    const preview = (await find(el, '[part="content"]')).textContent!;
    expect(preview).to.equal('Your Reload 50% bonus ends in a few days. Remember that wagering must be completed before the end…');
    expect(preview.length).to.be.at.most(101);
  });

  it('the read-more link opens the account inbox at that message', async () => {
    await signedIn();
    const el = await fixture(html`<betr-message-notice message-id="m-1004"></betr-message-notice>`);
    await text(el, 'Read more');
    [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === 'Read more')!.click();
    expect($popup.get()).to.deep.include({ type: 'account', attributes: { view: 'inbox', 'message-id': 'm-1004' } });
  });

  it('shows the optional call to action; an action of none hides the button', async () => {
    await signedIn();
    const withCta = await fixture(html`<betr-message-notice message-id="m-1001"></betr-message-notice>`);
    await text(withCta, 'Deposit now');
    const none = await fixture(html`<betr-message-notice message-id="m-1005"></betr-message-notice>`);
    await text(none, 'Read more');
    expect([...shadow(none).querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Read more']);
  });

  it('two notices on one page each show their own message', async () => {
    await signedIn();
    const page = await fixture(
      html`<div>
        <betr-message-notice message-id="m-1001"></betr-message-notice><betr-message-notice message-id="m-1005"></betr-message-notice>
      </div>`,
    );
    const [first, second] = [...page.querySelectorAll('betr-message-notice')] as HTMLElement[];
    await text(first!, 'Deposit now');
    await text(second!, 'Read more');
    const titles = () => [first, second].map((el) => shadow(el!).querySelector('[part="title"]')?.textContent);
    await waitUntil(() => titles().every(Boolean), 'a notice never showed its title');
    expect(titles()[0]).to.not.equal(titles()[1]);
    expect([...shadow(second!).querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Read more']);
  });

  it('without a message id it shows the first of the inbox: unpushed first, newest first', async () => {
    await signedIn();
    const el = await fixture(html`<betr-message-notice></betr-message-notice>`);
    await text(el, 'Your weekly reload is here');
  });

  it('a signed-out visitor is asked to sign in', async () => {
    const el = await fixture(html`<betr-message-notice message-id="m-1001"></betr-message-notice>`);
    await text(el, 'Sign in to see your account.');
  });

  it('shows nothing on a platform without messages (Provider.lacks), signed in or not', async () => {
    (await stubControls()).lack(['getMessages', 'markMessageRead']);
    try {
      const visitor = await fixture(html`<betr-message-notice message-id="m-1004"></betr-message-notice>`);
      await waitUntil(() => $lacks.get()?.has('getMessages'), 'the notice never asked what the platform lacks');
      await signedIn();
      const player = await fixture(html`<betr-message-notice message-id="m-1004"></betr-message-notice>`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shadow(visitor).textContent).to.equal('');
      expect(shadow(player).textContent).to.equal('');
    } finally {
      await resetWorld();
      await loadLacks();
    }
  });

  it('HTML with script in a message shows as text and runs nothing', async () => {
    await signedIn();
    const w = window as unknown as { hacked?: number };
    delete w.hacked;
    const evil: Message = {
      id: 'evil',
      title: 'Offer',
      messageSent: new Date().toISOString(),
      status: 'unpushed',
      content:
        '<p>Safe <img src=x onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:window.hacked=3">text</a></p>',
    };
    const p = await provider();
    const original = p.getMessage;
    p.getMessage = async () => structuredClone(evil);
    try {
      const el = await fixture(html`<betr-message-notice message-id="evil"></betr-message-notice>`);
      await waitUntil(() => shadow(el).querySelector('[part="content"]')?.textContent === 'Safe text');
      expect(shadow(el).querySelector('[part="content"] *')).to.equal(null);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(w.hacked).to.equal(undefined);
    } finally {
      p.getMessage = original;
    }
  });

  it('has no accessibility violations', async () => {
    await signedIn();
    const el = await fixture(html`<betr-message-notice message-id="m-1001"></betr-message-notice>`);
    await text(el, 'Deposit now');
    await expect(el).to.be.accessible();
  });
});
