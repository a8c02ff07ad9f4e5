import { atom } from 'nanostores';
import type { WidgetType } from '../catalogue';

/** Widget types that can be shown as a popup: each tag of the catalogue without `betr-` (the element is `betr-{type}`). */
export type { WidgetType };

export interface PopupRequest {
  type: WidgetType;
  /** Attributes set on the created element, e.g. `{ type: 'activation-required' }`. */
  attributes: Record<string, string>;
  /** When false the close button, Escape and back do not dismiss it (required steps). */
  dismissible: boolean;
  /** Address shown while the popup is open (a game at /play/{identifier}); the page's own otherwise. */
  path?: string;
  /** Runs when this popup closes, however it closes. */
  onClose?: (reason: 'done' | 'dismissed') => void;
}

/** The popup on screen, if any. One popup host shows it (src/elements/popup-host.ts). */
export const $popup = atom<PopupRequest | null>(null);
const queue: PopupRequest[] = [];
let lastReason: 'done' | 'dismissed' = 'done';

/** Why the last popup closed: the popup host reports it in `betr-popup-close`. */
export function lastCloseReason(): 'done' | 'dismissed' {
  return lastReason;
}

export type OpenOptions = Partial<Omit<PopupRequest, 'type'>>;

/** The request for widget `type` with `options`' defaults filled in (dismissible). */
export function request(type: WidgetType, options: OpenOptions): PopupRequest {
  return {
    type,
    attributes: options.attributes ?? {},
    dismissible: options.dismissible ?? true,
    path: options.path,
    onClose: options.onClose,
  };
}

/**
 * Popups about to open (a player who will deposit): the popup layer loads their code and the
 * popup host's as soon as this is set (src/elements/popup-loader.ts), so that opening waits for
 * the platform only. Stores say what will be shown; how its code arrives is the elements' affair.
 */
export const $popupsAhead = atom<readonly WidgetType[]>([]);

/** Show a widget as a popup now, replacing the one on screen. */
export function openPopup(type: WidgetType, options: OpenOptions = {}): void {
  $popup.set(request(type, options));
}

/** Show a widget after the current popup (and those queued before it) close. */
export function queuePopup(type: WidgetType, options: OpenOptions = {}): void {
  const next = request(type, options);
  if ($popup.get()) queue.push(next);
  else $popup.set(next);
}

/**
 * Close the popup on screen: 'done' when its widget finished its job, 'dismissed' when
 * the player closed it. The next queued popup, if any, opens.
 */
export function closePopup(reason: 'done' | 'dismissed' = 'done'): void {
  const current = $popup.get();
  if (!current) return;
  lastReason = reason;
  $popup.set(queue.shift() ?? null);
  current.onClose?.(reason);
}

/** Drop the queue and close (sign-out). */
export function closeAllPopups(): void {
  queue.length = 0;
  closePopup('dismissed');
}
