import { map } from 'nanostores';
import type { Message } from '../domain/model';
import { inboxPageOf, sortMessages } from '../domain/inbox';
import { loadable, loadableByKey, type LoadableStore } from './loadable';
import { forgetCalls } from './call-cache';
import { provider } from './current-provider';
import { asked, inboxMoves } from './inbox-moves';
import { $session } from './session';

export { inboxMoves };

/** Which page of the inbox shows and which message is open; kept across tab switches. */
export const $inbox = map<{ page: number; openId: string | null }>({ page: 0, openId: null });

/**
 * The player's messages, unpushed first then newest first, loaded when the first inbox shows
 * them, only while signed in. The order is set when the list loads: a message that is read
 * where the player is reading it stays in its place.
 */
export const $messages = loadable(
  async () => {
    const messages = sortMessages(await (await provider()).getMessages());
    // A list that arrives sorted anew (a message just read goes behind the unpushed ones) keeps
    // the open message in view: the page follows it. (Here rather than in a listener of the
    // list: a listener would show the store, and so load it, on every page.)
    const { page, openId } = $inbox.get();
    const at = openId === null ? null : inboxPageOf(messages, openId);
    if (at !== null && at !== page) $inbox.setKey('page', at);
    return messages;
  },
  { area: 'general', player: $session },
);

$session.listen((session) => {
  if (!session) $inbox.set({ page: 0, openId: null });
});

export function showInboxPage(page: number): void {
  asked();
  $inbox.set({ page, openId: null });
}

/** Opening a message marks it read (unpushed → read). */
export function openMessage(id: string): Promise<void> {
  asked();
  return open(id);
}

async function open(id: string): Promise<void> {
  $inbox.setKey('openId', id);
  const messages = $messages.value!;
  if (messages.status !== 'ready') return;
  const message = messages.value.find((m) => m.id === id);
  if (!message || message.status === 'read') return;
  setStatus(id, 'read');
  // The list as the provider answered it before still has the message unread.
  forgetCalls($messages);
  try {
    await (await provider()).markMessageRead(id);
    // A list asked for while the platform was marking it may still have it unread: that answer
    // is dropped if it has not arrived yet, and undone if it has. The next load asks again.
    setStatus(id, 'read');
    forgetCalls($messages);
  } catch {
    setStatus(id, message.status);
  }
}

export function closeMessage(): void {
  asked();
  $inbox.setKey('openId', null);
}

/**
 * The account opened at a message id: once the list is there (the inbox's own load, shared),
 * its page shows with the message open. `since` (`inboxMoves()` when the account was given the
 * id): a move made after it, before the inbox got to open its message, is newer and stays.
 */
export async function showInbox(messageId: string, since = inboxMoves()): Promise<void> {
  if (since !== inboxMoves()) return;
  const latest = asked();
  await $messages.retry();
  await openWhenLatest(messageId, latest);
}

/**
 * A message id can open one directly: its page shows, the message open. A message the kept
 * list does not have (it arrived since) is looked for in the list asked for again.
 */
export async function openMessageById(id: string): Promise<boolean> {
  const latest = asked();
  const kept = $messages.value!;
  if (kept.status !== 'ready') await $messages.retry();
  else if (inboxPageOf(kept.value, id) === null) {
    forgetCalls($messages);
    await $messages.retry();
  }
  return openWhenLatest(id, latest);
}

/** Open message `id` at its page, unless the player (or another link) moved since `latest` was taken. */
async function openWhenLatest(id: string, latest: () => boolean): Promise<boolean> {
  const messages = $messages.value!;
  const page = messages.status === 'ready' ? inboxPageOf(messages.value, id) : null;
  if (page === null || !latest()) return false;
  $inbox.setKey('page', page);
  await open(id);
  return true;
}

/**
 * The message a message notice shows: the one asked for by id (fetched on its own), else the
 * newest unpushed message (fetched by status), else the inbox's first; null when none. Each
 * id has a store of its own ('' for the notice without one), so two notices on one page
 * never show each other's message.
 */
const notices = loadableByKey<string, Message | null>(
  async (id) => {
    const p = await provider();
    if (id) return p.getMessage(id);
    const [unpushed] = sortMessages(await p.getMessages('unpushed'));
    return unpushed ?? sortMessages(await p.getMessages())[0] ?? null;
  },
  { area: 'general', player: $session },
);

/** The store of the notice for message `id` (none: the notice that picks its message). */
export function noticeMessage(id?: string): LoadableStore<Message | null> {
  return notices(id ?? '');
}

/**
 * A message's status as the player sees it: set at once; an answer asked for before it, still
 * in flight, no longer shows (it may have the message as it was).
 */
function setStatus(id: string, status: Message['status']): void {
  const messages = $messages.value!;
  if (messages.status === 'ready') $messages.mutate(messages.value.map((m) => (m.id === id ? { ...m, status } : m)));
}
