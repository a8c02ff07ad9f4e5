import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../../../../test/wait';
import '../../../elements/account';
import type { Message } from '../../../domain/model';
import { $popup, closeAllPopups } from '../../../stores/popup';
import { provider } from '../../../stores/current-provider';
import { signIn } from '../../../stores/session';
import { find, freshStores, resetWorld, shadow, stubControls, text } from '../../../../test/support';
import { $inbox, $messages, inboxMoves, openMessageById } from '../../../stores/inbox';
import { $lacks, loadLacks } from '../../../stores/lacks';

async function signedIn(): Promise<void> {
  await signIn('player@example.com', 'Password1!');
  closeAllPopups();
}

const headers = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button[aria-expanded][aria-controls^="message-"]')];
const header = (el: Element, id: string) => shadow(el).getElementById(`message-${id}-header`) as HTMLButtonElement | null;
const panel = (el: Element, id: string) => shadow(el).getElementById(`message-${id}-panel`)!;
const button = (el: Element, label: string) => [...shadow(el).querySelectorAll('button')].find((b) => b.textContent === label)!;

/** Serve these messages instead of the seeded ones while `run` runs. */
async function withMessages(messages: Message[], run: () => Promise<void>): Promise<void> {
  const p = await provider();
  const original = p.getMessages;
  p.getMessages = async () => structuredClone(messages);
  try {
    await run();
  } finally {
    p.getMessages = original;
  }
}

describe('inbox', () => {
  beforeEach(async () => {
    await resetWorld();
    freshStores($messages);
    await signedIn();
  });
  afterEach(() => closeAllPopups());

  it('an accordion, 5 messages per page, unpushed first then newest, with Previous/Next showing the page number', async () => {
    const el = await fixture(html`<betr-account inline view="inbox"></betr-account>`);
    // The first test of the file also loads the account's code and its inbox tab: time for a busy machine.
    await waitUntil(() => headers(el).length === 5, 'no first page of 5', { timeout: 5000 });
    const titles = headers(el).map((h) => h.querySelector('span span')?.textContent);
    expect(titles).to.deep.equal([
      'Your weekly reload is here',
      'Spring Spins has started',
      'New game: Dragon Gold',
      'Your bonus expires soon',
      'Take a break when you need one',
    ]);
    expect(
      headers(el)
        .slice(0, 3)
        .every((h) => h.textContent?.includes('Unread')),
    ).to.equal(true);
    await text(el, 'Page 1 of 2');
    expect(button(el, 'Previous').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Next').click();
    await text(el, 'Page 2 of 2');
    expect(headers(el).map((h) => h.querySelector('span span')?.textContent)).to.deep.equal(['Verify your account', 'Welcome to betr']);
    expect(button(el, 'Next').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'Previous').click();
    await text(el, 'Page 1 of 2');
  });

  it("a list that failed to load shows 'Something went wrong.' with Try again, which loads the messages", async () => {
    (await stubControls()).fail('getMessages', 'unknown-error', 'general');
    const el = await fixture(html`<betr-account inline view="inbox"></betr-account>`);
    expect((await find(el, '[role="alert"]')).textContent).to.equal('Something went wrong.');
    expect(headers(el)).to.deep.equal([]);
    (await stubControls()).fail('getMessages', null);
    button(el, 'Try again').click();
    await waitUntil(() => headers(el).length === 5, 'no first page of 5 after Try again');
    expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
  });

  it('opening a message marks it read', async () => {
    const el = await fixture(html`<betr-account inline view="inbox"></betr-account>`);
    await waitUntil(() => header(el, 'm-1001'));
    const first = header(el, 'm-1001')!;
    expect(first.textContent).to.include('Unread');
    const read = oneEvent(el, 'betr-message-read');
    first.click();
    expect((await read).detail).to.deep.equal({ messageId: 'm-1001' });
    await waitUntil(() => first.getAttribute('aria-expanded') === 'true');
    expect(panel(el, 'm-1001').hidden).to.equal(false);
    expect(panel(el, 'm-1001').textContent).to.include('extra, up to 100 EUR');
    await waitUntil(() => !first.textContent?.includes('Unread'), 'still unread');
    const stored = (await (await provider()).getMessages()).find((m) => m.id === 'm-1001');
    expect(stored?.status).to.equal('read');
    expect(header(el, 'm-1001')).to.equal(headers(el)[0]);
  });

  it('a message id opens one directly: its page shows with the message open', async () => {
    const el = await fixture(html`<betr-account inline message-id="m-1006"></betr-account>`);
    await waitUntil(() => header(el, 'm-1006')?.getAttribute('aria-expanded') === 'true', 'm-1006 not open');
    await text(el, 'Page 2 of 2');
    await text(el, 'Please upload a proof of address');
  });

  it('a message id opens its message once: the area made again keeps the message the player opened since', async () => {
    const el = await fixture(html`<betr-account inline message-id="m-1006"></betr-account>`);
    await waitUntil(() => header(el, 'm-1006')?.getAttribute('aria-expanded') === 'true', 'm-1006 not open');
    expect(await openMessageById('m-1002')).to.equal(true);
    await waitUntil(() => header(el, 'm-1002')?.getAttribute('aria-expanded') === 'true', 'm-1002 not open');
    // The platform's lacks read anew: the account shows its placeholder, then a new area.
    const moves = inboxMoves();
    $lacks.set(null);
    await waitUntil(() => !header(el, 'm-1002'), 'the area was not made again');
    await loadLacks();
    await waitUntil(() => header(el, 'm-1002')?.getAttribute('aria-expanded') === 'true', 'm-1002 not open after the area came back');
    // The new inbox's effects have run, and a list it asked for has arrived: nothing moved.
    await nextFrame();
    await $messages.retry();
    expect(inboxMoves(), 'moves in the inbox since the player opened m-1002').to.equal(moves);
    expect($inbox.get()).to.deep.equal({ page: 0, openId: 'm-1002' });
    await text(el, 'Page 1 of 2');
  });

  it("a message a link opened before the account's inbox appeared stays open: the account's message id does not pull the player back", async () => {
    // The platform's lacks still loading: the account shows its placeholder, not its tabs yet.
    $lacks.set(null);
    const el = await fixture(html`<betr-account inline message-id="m-1006"></betr-account>`);
    // The account is on screen with its placeholder (given its message id) when the link opens another.
    await waitUntil(() => shadow(el).querySelector('[part~="skeleton"]'), 'the account shows no placeholder');
    expect(await openMessageById('m-1002')).to.equal(true);
    await loadLacks();
    await waitUntil(() => header(el, 'm-1002')?.getAttribute('aria-expanded') === 'true', 'm-1002 not open');
    // The inbox's effects have run, and a list it asked for has arrived: m-1002 is still the one open.
    await nextFrame();
    await $messages.retry();
    expect($inbox.get()).to.deep.equal({ page: 0, openId: 'm-1002' });
    expect(header(el, 'm-1006')?.getAttribute('aria-expanded') ?? 'false').to.equal('false');
  });

  it("empty state: 'You have no messages.'", async () => {
    await withMessages([], async () => {
      const el = await fixture(html`<betr-account inline view="inbox"></betr-account>`);
      await text(el, 'You have no messages.');
      expect(shadow(el).querySelector('nav[aria-label="Message pages"]')).to.equal(null);
    });
  });

  it('an action of none hides the button; other calls to action show their text', async () => {
    const el = await fixture(html`<betr-account inline message-id="m-1005"></betr-account>`);
    await waitUntil(() => header(el, 'm-1005')?.getAttribute('aria-expanded') === 'true');
    expect(panel(el, 'm-1005').querySelector('button, a[part~="button"]')).to.equal(null);
    header(el, 'm-1002')!.click();
    const link = await find<HTMLAnchorElement>(el, '#message-m-1002-panel a[part~="button"]');
    expect(link.textContent).to.equal('Join');
    expect(link.getAttribute('href')).to.equal('/casino');
  });

  it('a call to action opens an account tab, or the cashier, after telling the page', async () => {
    const el = await fixture(html`<betr-account inline style="width: 800px" message-id="m-1006"></betr-account>`);
    await waitUntil(() => header(el, 'm-1006')?.getAttribute('aria-expanded') === 'true');
    const action = oneEvent(el, 'betr-message-action');
    button(el, 'Upload documents').click();
    expect((await action).detail).to.deep.equal({ messageId: 'm-1006', action: 'verify' });
    await waitUntil(() => shadow(el).querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'Verify');

    const inbox = await fixture(html`<betr-account inline message-id="m-1001"></betr-account>`);
    await waitUntil(() => header(inbox, 'm-1001')?.getAttribute('aria-expanded') === 'true');
    button(inbox, 'Deposit now').click();
    await waitUntil(() => $popup.get()?.type === 'deposit', 'no deposit popup');
  });

  it('the page may handle a call to action itself (preventDefault)', async () => {
    const el = await fixture(html`<betr-account inline message-id="m-1002"></betr-account>`);
    const link = await find<HTMLAnchorElement>(el, '#message-m-1002-panel a[part~="button"]');
    const handled = new Promise<CustomEvent>((resolve) =>
      el.addEventListener(
        'betr-message-action',
        (e) => {
          e.preventDefault();
          resolve(e as CustomEvent);
        },
        { once: true },
      ),
    );
    link.click();
    expect((await handled).detail).to.deep.equal({ messageId: 'm-1002', action: '/casino' });
    expect(location.pathname).not.to.equal('/casino');
  });

  it('message HTML that carries script shows its text and runs nothing', async () => {
    const w = window as unknown as { hacked?: number };
    delete w.hacked;
    const evil: Message = {
      id: 'evil',
      title: '<img src=x onerror="window.hacked=1">Hello',
      content:
        '<p>Visible text <img src=x onerror="window.hacked=2"><script>window.hacked=3</script>' +
        '<a href="javascript:window.hacked=4">a link</a><svg onload="window.hacked=5"></svg>' +
        '<iframe src="javascript:window.hacked=6"></iframe></p>',
      messageSent: new Date().toISOString(),
      status: 'unpushed',
      ctaText: 'Click',
      ctaAction: 'javascript:window.hacked=7',
    };
    await withMessages([evil], async () => {
      const el = await fixture(html`<betr-account inline message-id="evil"></betr-account>`);
      await waitUntil(() => header(el, 'evil')?.getAttribute('aria-expanded') === 'true');
      const body = panel(el, 'evil');
      await waitUntil(() => body.textContent?.includes('Visible text'));
      expect(body.textContent).to.include('a link');
      expect(header(el, 'evil')!.textContent).to.include('<img src=x onerror="window.hacked=1">Hello');
      expect(body.querySelector('script, iframe, [onerror], [onload]')).to.equal(null);
      const link = [...body.querySelectorAll('a')].find((a) => a.textContent === 'a link')!;
      expect(link.getAttribute('href') ?? '').not.to.match(/javascript:/i);
      link.click();
      const cta = button(el, 'Click');
      cta.addEventListener('click', () => undefined);
      cta.click();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(w.hacked).to.equal(undefined);
      expect(shadow(el).querySelector('a[href^="javascript:" i]')).to.equal(null);
    });
  });

  it('has no accessibility violations with a message open', async () => {
    const el = await fixture(html`<betr-account inline message-id="m-1004"></betr-account>`);
    await waitUntil(() => header(el, 'm-1004')?.getAttribute('aria-expanded') === 'true');
    await expect(el).to.be.accessible();
  });
});
