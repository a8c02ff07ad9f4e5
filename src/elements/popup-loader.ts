import { $popup } from '../stores/popup';

/**
 * The popup host's code arrives with the first popup: a page whose player never opens one
 * never loads it.
 */
export function startPopupHost(): void {
  const stop = $popup.subscribe((request) => {
    if (!request) return;
    queueMicrotask(() => stop());
    import('./popup-host').then((m) => m.mountPopupHost()).catch((error: unknown) => console.error(error));
  });
}
