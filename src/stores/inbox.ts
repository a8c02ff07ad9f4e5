import { map, type ReadableAtom } from 'nanostores';
import type { Message } from '../domain/model';
import { inboxPageOf, sortMessages } from '../domain/inbox';
import { loader, playerAtom, playerAtomsByKey } from './account';
import type { Loadable } from './loadable';
import { forgetCalls } from './call-cache';
import { provider } from './current-provider';
import { $session } from './session';

/**
 * The player's messages, unpushed first then newest first. The order is set when the list
 * loads: a message that is read where the player is reading it stays in its place.
 */
export const $messages = playerAtom<Message[]>();

/** Which page of the inbox shows and which message is open; kept across tab switches. */
export const $inbox = map<{ page: number; openId: string | null }>({ page: 0, openId: null });

$session.listen((session) => {
  if (!session) $inbox.set({ page: 0, openId: null });
});

const load = loader($messages, 'general', { keepValue: true });

const fetchMessages = async () => sortMessages(await (await provider()).getMessages());

export function loadMessages(): Promise<void> {
  return load(fetchMessages);
}

// A list that arrives sorted anew (a message just read goes behind the unpushed ones) keeps the
// open message in view: the page follows it.
$messages.listen((messages) => {
  const { page, openId } = $inbox.get();
  const at = openId !== null && messages.status === 'ready' ? inboxPageOf(messages.value, openId) : null;
  if (at !== null && at !== page) $inbox.setKey('page', at);
});

export function showInboxPage(page: number): void {
  asked();
  $inbox.set({ page, openId: null });
}

/**
 * Each move in the inbox (a page, a message opened or closed, by the player or by a link)
 * takes a turn. A link's open that is still waiting for the list when the player moves on
 * (the account opened at a `message-id` reloads the list first) does not pull the player
 * back when the list arrives: only the latest move is made.
 */
let moves = 0;
function asked(): () => boolean {
  const move = ++moves;
  return () => move === moves;
}

/** Opening a message marks it read (unpushed → read). */
export function openMessage(id: string): Promise<void> {
  asked();
  return open(id);
}

async function open(id: string): Promise<void> {
  $inbox.setKey('openId', id);
  const messages = $messages.get();
  if (messages.status !== 'ready') return;
  const message = messages.value.find((m) => m.id === id);
  if (!message || message.status === 'read') return;
  setStatus(id, 'read');
  // The list as the provider answered it before still has the message unread.
  forgetCalls($messages);
  try {
    await (await provider()).markMessageRead(id);
    // A list asked for while the platform was marking it may still have it unread: that answer
    // is dropped if it has not arrived yet, and undone if it has.
    forgetCalls($messages);
    setStatus(id, 'read');
  } catch {
    setStatus(id, message.status);
  }
}

export function closeMessage(): void {
  asked();
  $inbox.setKey('openId', null);
}

/** How many moves the inbox has seen: a view notes it when it appears (see `showInbox`). */
export function inboxMoves(): number {
  return moves;
}

/**
 * Show the inbox: the list (one call for every inbox on the page) and, when asked, one message
 * open. `since` (`inboxMoves()` when the view appeared): a move made after it, before the view
 * got to open its message, is newer and stays.
 */
export async function showInbox(messageId?: string, since = moves): Promise<void> {
  const latest = messageId && since === moves ? asked() : null;
  await loadMessages();
  if (messageId && latest) await openWhenLatest(messageId, latest);
}

/**
 * A message id can open one directly: its page shows, the message open. A message the kept
 * list does not have (it arrived since) is looked for in the list asked for again.
 */
export async function openMessageById(id: string): Promise<boolean> {
  const latest = asked();
  const kept = $messages.get();
  if (kept.status !== 'ready') await loadMessages();
  else if (inboxPageOf(kept.value, id) === null) {
    forgetCalls($messages);
    await load(fetchMessages);
  }
  return openWhenLatest(id, latest);
}

/** Open message `id` at its page, unless the player (or another link) moved since `latest` was taken. */
async function openWhenLatest(id: string, latest: () => boolean): Promise<boolean> {
  const messages = $messages.get();
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
const notice = playerAtomsByKey<string, Message | null>('general');

/** The store of the notice for message `id` (none: the notice that picks its message). */
export function noticeMessage(id?: string): ReadableAtom<Loadable<Message | null>> {
  return notice(id ?? '').store;
}

export function loadNoticeMessage(id?: string): Promise<void> {
  return notice(id ?? '').load(async () => {
    const p = await provider();
    if (id) return p.getMessage(id);
    const [unpushed] = sortMessages(await p.getMessages('unpushed'));
    return unpushed ?? sortMessages(await p.getMessages())[0] ?? null;
  });
}

function setStatus(id: string, status: Message['status']): void {
  const messages = $messages.get();
  if (messages.status !== 'ready' || messages.value.every((m) => m.id !== id || m.status === status)) return;
  $messages.set({ status: 'ready', value: messages.value.map((m) => (m.id === id ? { ...m, status } : m)) });
}
