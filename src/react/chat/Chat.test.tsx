import { expect, fixture, html } from '@open-wc/testing';
import '../../elements/chat';
import { $chat } from '../../stores/chat';
import { find, resetWorld, shadow, stubControls, text } from '../../../test/support';
import { installFakeClock, type FakeClock } from '../../../test/fake-clock';

const launcher = (el: Element) => shadow(el).querySelector('button')!;
const notice = (el: Element) => shadow(el).querySelector('[part~="notice"]')?.textContent;
const scripts = (src: string) => [...document.querySelectorAll('script')].filter((s) => s.getAttribute('src') === src);

describe('<betr-chat>', () => {
  let clock: FakeClock | null = null;
  beforeEach(async () => {
    await resetWorld();
    $chat.set({ status: 'idle' });
  });
  afterEach(() => {
    clock?.uninstall();
    clock = null;
    // What the stand-in chat service put on the page: its global and its window.
    delete (window as { betrChat?: unknown }).betrChat;
    document.getElementById('betr-demo-chat')?.remove();
  });

  it("nothing is loaded until the player asks; 'Chat with us' loads the chat service, looks for it every 500 ms until it is ready, and opens it", async () => {
    const el = await fixture(html`<betr-chat inline></betr-chat>`);
    const button = await find<HTMLButtonElement>(el, 'button');
    expect(button.textContent).to.equal('Chat with us');
    expect(scripts('/demo/chat.js')).to.have.length(0);
    clock = installFakeClock();
    button.click();
    // The stand-in service becomes ready 700 ms after it has loaded; the launcher looks at 0, 500 and 1000 ms.
    await clock.nextTimer(700);
    expect(scripts('/demo/chat.js')).to.have.length(1);
    expect(clock.pending()).to.deep.equal([500, 700]);
    await clock.until(() => notice(el) === 'Starting the chat...', 'the launcher says the chat is starting');
    clock.tick(500);
    await clock.settle();
    expect(document.getElementById('betr-demo-chat')).to.equal(null);
    clock.tick(500);
    await clock.settle();
    await clock.until(() => $chat.get().status === 'open', 'the chat opened');
    const chatWindow = document.getElementById('betr-demo-chat')!;
    expect(chatWindow.hidden).to.equal(false);
    expect(chatWindow.textContent).to.contain('Connected to betr-demo support.');
    expect(clock.pending()).to.deep.equal([]);
    // Asked again, the open service's window shows again; the script is not added twice.
    chatWindow.hidden = true;
    launcher(el).click();
    await clock.until(() => !chatWindow.hidden, 'the chat window shows again');
    expect(scripts('/demo/chat.js')).to.have.length(1);
  });

  it('a chat service that never becomes ready: after 20 looks (10 s) the player is told, and can try again', async () => {
    const src = '/demo/chat.js?ready=never';
    (await stubControls()).setChatScript(src);
    const el = await fixture(html`<betr-chat inline></betr-chat>`);
    const button = await find(el, 'button');
    clock = installFakeClock();
    button.click();
    await clock.nextTimer(500);
    for (let look = 1; look < 19; look++) {
      clock.tick(500);
      await clock.settle();
      expect(clock.pending(), `after look ${look + 1}`).to.deep.equal([500]);
    }
    expect($chat.get().status).to.equal('starting');
    clock.tick(500);
    await clock.settle();
    await clock.until(() => notice(el) === 'The chat could not be started. Please try again later.', 'the failure message');
    expect(clock.pending()).to.deep.equal([]);
    expect(launcher(el).textContent).to.equal('Try again');
    launcher(el).click();
    await clock.until(() => notice(el) === 'Starting the chat...', 'a new start');
    expect(scripts(src)).to.have.length(1);
  });

  it('a chat script address that is not on this site or https is never loaded: the player is told at once', async () => {
    (await stubControls()).setChatScript('javascript:alert(1)');
    const el = await fixture(html`<betr-chat inline></betr-chat>`);
    (await find(el, 'button')).click();
    await text(el, 'The chat could not be started. Please try again later.');
    expect([...document.querySelectorAll('script')].some((s) => s.src.startsWith('javascript:'))).to.equal(false);
  });

  it('has no accessibility violations', async () => {
    const el = await fixture(html`<betr-chat inline></betr-chat>`);
    await find(el, 'button');
    await expect(el).to.be.accessible();
  });
});
