import type { Message } from './model';
import { isAccountView, type AccountView } from './account';
import { pageOfIndex } from './pagination';
import { safeLink } from './safe-url';

/** Messages page size (spec: 5). */
export const INBOX_PAGE_SIZE = 5;

/** Message preview length in the message-notice popup (spec: 100 characters). */
export const MESSAGE_PREVIEW_LENGTH = 100;

const sentAt = (message: Message) => Date.parse(message.messageSent) || 0;

/** Unpushed messages first, then newest first. */
export function sortMessages(messages: readonly Message[]): Message[] {
  return [...messages].sort((a, b) => Number(b.status === 'unpushed') - Number(a.status === 'unpushed') || sentAt(b) - sentAt(a));
}

/** The zero-based page of the inbox that shows message `id`, or null when it is not there. */
export function inboxPageOf(sorted: readonly Message[], id: string): number | null {
  const index = sorted.findIndex((m) => m.id === id);
  return index < 0 ? null : pageOfIndex(index, INBOX_PAGE_SIZE);
}

/**
 * A preview cut at `max` characters on a word boundary, with an ellipsis when cut. White
 * space is collapsed first; a single word longer than `max` is cut where it reaches it.
 */
export function truncateAtWord(text: string, max: number = MESSAGE_PREVIEW_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const atBoundary = clean[max] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  const kept = atBoundary || lastSpace <= 0 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** What a message's call-to-action button does. */
export type MessageAction =
  /** Open a tab of the account area (e.g. 'verify', 'bonuses'). */
  | { kind: 'account'; view: AccountView }
  /** Open the cashier (activated players only). */
  | { kind: 'deposit' }
  | { kind: 'withdraw' }
  /** Launch a game (a link to the site's /play/{gameId}): the one launch flow, not a page load. */
  | { kind: 'game'; gameId: string }
  /** Go to a page of the site (a path, or an http(s) address). */
  | { kind: 'link'; href: string }
  /** Something only the host page understands: it is told through an event. */
  | { kind: 'custom'; action: string };

/**
 * A message's call to action: its text and action, or null when there is none. An action
 * of none hides the button, and so does a missing text or action.
 */
export function messageCallToAction(message: Pick<Message, 'ctaText' | 'ctaAction'>): { text: string; action: MessageAction } | null {
  const text = message.ctaText?.trim();
  const action = message.ctaAction?.trim();
  if (!text || !action || action.toLowerCase() === 'none') return null;
  if (action === 'deposit' || action === 'withdraw') return { text, action: { kind: action } };
  if (isAccountView(action) && action !== 'sign-out') return { text, action: { kind: 'account', view: action } };
  const game = /^\/play\/([^/?#]+)$/.exec(action);
  if (game) return { text, action: { kind: 'game', gameId: decodeURIComponent(game[1]!) } };
  const href = safeLink(action);
  if (href) return { text, action: { kind: 'link', href } };
  return { text, action: { kind: 'custom', action } };
}
