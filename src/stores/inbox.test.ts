import { expect } from '@open-wc/testing';
import type { Message } from '../domain/model';
import { $inbox, $messages, inboxMoves, openMessage, openMessageById, showInbox, showInboxPage } from './inbox';
import { signIn, signOut } from './session';
import { holdCalls, replaceOperation, resetWorld } from '../../test/support';

const DAY = 86_400_000;
const message = (id: string, daysAgo: number): Message => ({
  id,
  title: `Title ${id}`,
  content: `<p>Content ${id}</p>`,
  messageSent: new Date(Date.now() - daysAgo * DAY).toISOString(),
  status: 'unpushed',
});
const INBOX = Array.from({ length: 12 }, (_, i) => message(`m-${i}`, i + 1));

/** Let the promises of a released answer run on. */
const settled = () => new Promise((resolve) => setTimeout(resolve));
// The tests read the list as `$messages.value`: `get()` would show the store for a moment, and so load it.

describe('inbox: a message opened by id', () => {
  // The provider's inbox: each list call waits for the test's answer; reading a message is accepted at once.
  let inbox: Awaited<ReturnType<typeof holdCalls<'getMessages'>>>;
  let restoreRead: () => void;
  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    inbox = await holdCalls('getMessages');
    restoreRead = await replaceOperation('markMessageRead', async () => undefined);
  });
  afterEach(async () => {
    inbox.restore();
    restoreRead();
    await signOut();
  });

  /** The list is on screen, its answer kept. */
  async function listShown(): Promise<void> {
    const loading = $messages.retry();
    await inbox.answer(INBOX);
    await loading;
  }

  /** The list is on screen and one message has been read (which forgets the kept list). */
  async function listShownAndOneRead(): Promise<void> {
    await listShown();
    await openMessage('m-0');
  }

  it('the account opened at a message id, still reloading the list, does not take the player back from the message they opened since', async () => {
    await listShownAndOneRead();
    const linked = showInbox('m-0');
    showInboxPage(1);
    await openMessage('m-7');
    await inbox.answer(INBOX);
    await linked;
    await settled();
    expect($inbox.get()).to.deep.equal({ page: 1, openId: 'm-7' });
  });

  it('a link to a message, opened while the account is still reloading for its own message id, shows the linked message at its page', async () => {
    await listShownAndOneRead();
    const accountAtItsId = showInbox('m-0');
    expect(await openMessageById('m-7')).to.equal(true);
    await inbox.answer(INBOX);
    await accountAtItsId;
    await settled();
    expect($inbox.get()).to.deep.equal({ page: 1, openId: 'm-7' });
  });

  it('a link to a message the kept list does not have yet asks for the list again and opens it', async () => {
    await listShown();
    const arrived = message('m-new', 0);
    const opening = openMessageById('m-new');
    await inbox.answer([...INBOX, arrived]);
    expect(await opening).to.equal(true);
    expect($inbox.get()).to.deep.equal({ page: 0, openId: 'm-new' });
    const shown = $messages.value!;
    expect(shown.status === 'ready' && shown.value.find((m) => m.id === 'm-new')?.status).to.equal('read');
  });

  it('the open message stays in view when the list arrives sorted anew: read, it goes behind the unpushed ones, and the page follows it', async () => {
    await listShown();
    await openMessage('m-1');
    expect($inbox.get()).to.deep.equal({ page: 0, openId: 'm-1' });
    const reload = $messages.retry();
    await inbox.answer(INBOX.map((m) => (m.id === 'm-0' || m.id === 'm-1' ? { ...m, status: 'read' as const } : m)));
    await reload;
    const shown = $messages.value!;
    expect(shown.status === 'ready' && shown.value.map((m) => m.id).slice(-2)).to.deep.equal(['m-0', 'm-1']);
    expect($inbox.get()).to.deep.equal({ page: 2, openId: 'm-1' });
  });

  it('a link to a message that is not in the inbox opens nothing', async () => {
    await listShown();
    await openMessage('m-0');
    const opening = openMessageById('m-gone');
    await inbox.answer(INBOX);
    expect(await opening).to.equal(false);
    expect($inbox.get().openId, 'the message the player had open stays open').to.equal('m-0');
  });
});

describe('inbox: a message read while the list loads', () => {
  let inbox: Awaited<ReturnType<typeof holdCalls<'getMessages'>>>;
  let read: Awaited<ReturnType<typeof holdCalls<'markMessageRead'>>>;
  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    inbox = await holdCalls('getMessages');
    read = await holdCalls('markMessageRead');
  });
  afterEach(async () => {
    inbox.restore();
    read.restore();
    await signOut();
  });

  /** The list is on screen, then the player opens message `id`; the platform has not yet marked it read. */
  async function listShownThenOpened(id: string): Promise<{ opening: Promise<void> }> {
    const first = $messages.retry();
    await inbox.answer(INBOX);
    await first;
    return { opening: openMessage(id) };
  }

  const statusOf = (id: string) => {
    const shown = $messages.value!;
    return shown.status === 'ready' ? shown.value.find((m) => m.id === id)?.status : shown.status;
  };

  it('Opening a message marks it read: a list answered while the platform was still marking it does not show it unread again', async () => {
    const { opening } = await listShownThenOpened('m-0');
    // Another inbox on the page loads the list; the platform answers it before it has marked the message read.
    const reload = $messages.retry();
    await inbox.answer(INBOX);
    await reload;
    await read.answer(undefined);
    await opening;
    expect(statusOf('m-0')).to.equal('read');
  });

  it('Opening a message marks it read: a list asked for while the platform was marking it, answered after, is not shown', async () => {
    const { opening } = await listShownThenOpened('m-0');
    const reload = $messages.retry();
    await read.answer(undefined);
    await opening;
    await inbox.answer(INBOX);
    await reload;
    expect(statusOf('m-0')).to.equal('read');
  });
});

describe('inbox: a view that opens its message id late', () => {
  let inbox: Awaited<ReturnType<typeof holdCalls<'getMessages'>>>;
  beforeEach(async () => {
    await resetWorld();
    await signIn('player@example.com', 'Password1!');
    inbox = await holdCalls('getMessages');
  });
  afterEach(async () => {
    inbox.restore();
    await signOut();
  });

  it('the account opened at a message id whose inbox effect runs after the player opened another message leaves that message open', async () => {
    const first = $messages.retry();
    await inbox.answer(INBOX);
    await first;
    const appeared = inboxMoves();
    await openMessageById('m-7');
    // The view's effect only now opens the account's message id.
    const late = showInbox('m-0', appeared);
    await inbox.answer(INBOX).catch(() => undefined);
    await late;
    expect($inbox.get()).to.deep.equal({ page: 1, openId: 'm-7' });
  });
});
