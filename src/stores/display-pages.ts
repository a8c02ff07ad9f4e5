import type { DisplayPageName } from '../domain/model';
import { requiredPopups } from '../domain/display-pages';
import { queuePopup, type OpenOptions, type PopupRequest } from './popup';
import { provider } from './current-provider';
import { $session } from './session';

/**
 * Queue the pages the provider requires right after the sign-in of session `sessionId`, in
 * its order, before any other popup (a forced page cannot be dismissed). `skip` names pages
 * shown another way (the terms, when they must be accepted anyway); `show` queues one (a
 * popup, or a step of the sign-in flow). A provider that cannot say queues none, and none
 * are queued once that session has ended.
 */
export async function queueDisplayPages(
  sessionId: string,
  skip: readonly DisplayPageName[] = [],
  show: (type: PopupRequest['type'], options: OpenOptions) => void = queuePopup,
): Promise<void> {
  const current = () => $session.get()?.sessionId === sessionId;
  if (!current()) return;
  let pages;
  try {
    pages = await (await provider()).getDisplayPages();
  } catch {
    return;
  }
  if (!current()) return;
  for (const popup of requiredPopups(pages, skip)) {
    show(popup.type, { attributes: popup.attributes, dismissible: popup.dismissible });
  }
}
