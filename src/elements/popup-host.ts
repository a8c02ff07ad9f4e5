import { $popup, closePopup, lastCloseReason, type PopupRequest } from '../stores/popup';
import { $pageLocale, loadNamespaces, translator } from '../stores/i18n';
import { emit } from '../stores/page-events';
import { loadElement } from './autoload';
import styles, { stylesheet } from './popup-host.module.css';

let sheet: CSSStyleSheet | null = null;

/**
 * @summary The one popup host: shows the widget of the `$popup` store in a native modal
 * `<dialog>` (focus kept inside, Escape, top layer). Created on demand at the end of
 * `<body>`; the widget element is created in place (never moved), so the autoloader sees
 * it and nothing a player typed depends on React state.
 *
 * Opening pushes a history entry: the browser's back action or the close button closes
 * the popup. A popup that is not dismissible hides the close button and ignores Escape.
 *
 * @csspart dialog - the dialog box (max 600x700px, full screen under 480px)
 * @csspart close - the close button
 * @cssproperty --betr-popup-background
 * @cssproperty --betr-popup-backdrop
 * @cssproperty --betr-popup-radius
 * @cssproperty --betr-color-hover - the close button under the pointer (the themes' hover colour)
 */
export class BetrPopupElement extends HTMLElement {
  private readonly dialog: HTMLDialogElement;
  private readonly closeButton: HTMLButtonElement;
  private current: PopupRequest | null = null;
  private historyEntry = false;
  /** The page's address under the popups' history entry. */
  private pageUrl = '';
  /** history.back() was called and its popstate has not arrived yet. */
  private backPending = false;
  private returnFocus: HTMLElement | null = null;
  private stop: (() => void) | null = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(stylesheet);
    root.adoptedStyleSheets = [sheet];
    this.dialog = document.createElement('dialog');
    this.dialog.setAttribute('part', 'dialog');
    const bar = document.createElement('div');
    bar.className = styles.bar;
    this.closeButton = document.createElement('button');
    this.closeButton.type = 'button';
    this.closeButton.className = styles.close;
    this.closeButton.setAttribute('part', 'close');
    this.closeButton.textContent = '\u00d7';
    this.closeButton.setAttribute('aria-label', 'Close');
    bar.append(this.closeButton);
    const body = document.createElement('div');
    body.className = styles.body;
    body.append(document.createElement('slot'));
    this.dialog.append(bar, body);
    root.append(this.dialog);

    this.closeButton.addEventListener('click', () => closePopup('dismissed'));
    this.dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      if (this.current?.dismissible) closePopup('dismissed');
    });
    this.addEventListener('betr-popup-title', (event) => {
      const title = (event as CustomEvent<{ title: string }>).detail.title;
      if (title) this.dialog.setAttribute('aria-label', title);
    });
  }

  connectedCallback(): void {
    this.stop = $popup.subscribe((request) => this.show(request));
    window.addEventListener('popstate', this.onPopState);
    void this.translateClose();
  }

  disconnectedCallback(): void {
    this.stop?.();
    window.removeEventListener('popstate', this.onPopState);
  }

  private readonly onPopState = () => {
    if (this.backPending) {
      // Our own history.back() arrived. A popup opened meanwhile gets its entry now.
      this.backPending = false;
      if (this.current) this.pushEntry(this.current);
      return;
    }
    if (!this.historyEntry) return;
    // The browser already left our entry: close without going back again.
    this.historyEntry = false;
    if (this.current) closePopup('dismissed');
  };

  private async translateClose(): Promise<void> {
    const locale = $pageLocale.get();
    await loadNamespaces(locale, ['common']).catch(() => undefined);
    this.closeButton.setAttribute('aria-label', translator(locale).actions.close());
  }

  private pushEntry(request: PopupRequest): void {
    if (this.historyEntry) return;
    this.pageUrl = location.href;
    history.pushState({ ...(history.state as object | null), betrPopup: true }, '', request.path);
    this.historyEntry = true;
  }

  private show(request: PopupRequest | null): void {
    const previous = this.current;
    if (request === previous) return;
    this.current = request;
    if (previous) emit(document, 'betr-popup-close', { type: previous.type, reason: lastCloseReason() });
    if (!request) {
      this.replaceChildren();
      if (this.dialog.open) this.dialog.close();
      if (this.historyEntry) {
        this.historyEntry = false;
        this.backPending = true;
        history.back();
      }
      this.returnFocus?.focus();
      this.returnFocus = null;
      return;
    }
    const tag = `betr-${request.type}`;
    const widget = document.createElement(tag);
    for (const [name, value] of Object.entries(request.attributes)) widget.setAttribute(name, value);
    this.dialog.removeAttribute('aria-label');
    this.replaceChildren(widget);
    this.closeButton.hidden = !request.dismissible;
    loadElement(tag).catch((error: unknown) => console.error(error));
    if (!this.dialog.open) {
      this.returnFocus = deepActiveElement();
      this.dialog.showModal();
      if (!this.backPending) this.pushEntry(request);
    } else if (this.historyEntry && previous?.path !== request.path) {
      // The next popup in the same entry shows its own address (a game's /play/{gameId}) or the page's.
      history.replaceState(history.state, '', request.path ?? this.pageUrl);
    }
    emit(document, 'betr-popup-open', { type: request.type });
  }
}

function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Define the host element and add it to the page, once. */
export function mountPopupHost(): void {
  if (!customElements.get('betr-popup')) customElements.define('betr-popup', BetrPopupElement);
  if (!document.querySelector('betr-popup')) document.body.append(document.createElement('betr-popup'));
}

declare global {
  interface HTMLElementTagNameMap {
    'betr-popup': BetrPopupElement;
  }
}
