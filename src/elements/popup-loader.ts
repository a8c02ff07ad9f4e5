import { $popup, $popupsAhead } from '../stores/popup';
import { loadElement } from './autoload';

const loadHost = () => import('./popup-host');

/**
 * The popup host's code arrives with the first popup: a page whose player never opens one
 * never loads it. A popup announced ahead ($popupsAhead) has its code and the host's asked for
 * at once, each module once.
 */
export function startPopupHost(): void {
  const stop = $popup.subscribe((request) => {
    if (!request) return;
    queueMicrotask(() => stop());
    loadHost()
      .then((m) => m.mountPopupHost())
      .catch((error: unknown) => console.error(error));
  });
  $popupsAhead.listen((types) => {
    // A failure here is asked again, and shown, when the popup opens.
    loadHost().catch(() => undefined);
    for (const type of types) loadElement(`betr-${type}`).catch(() => undefined);
  });
}
