/**
 * betr widgets — the one script a page needs. It registers every `betr-*` tag lazily,
 * reads `<betr-config>`, exposes the host API on `window.betr`, and announces itself
 * with the `betr-ready` document event.
 */
// First: it defines <betr-config> and starts the autoloader before the rest of betr.js is evaluated.
import './elements/start';
import { warmUpWhenIdle } from './elements/warm-up-when-idle';
import { startPopupHost } from './elements/popup-loader';
import { betr, startHostApi, VERSION } from './elements/host-api';
import { emit } from './stores/page-events';

export { betr, VERSION } from './elements/host-api';
export type { BetrHostApi, StubKnobs } from './elements/host-api';
export { configure } from './stores/config';
export { registerAdapter } from './stores/current-provider';
export type { BetrConfig, ConfigureOptions, AdapterName, BuiltInAdapter } from './stores/config';
/** The operator's own texts for `betr.configure({ messages })`: locale, then namespace, then the keys of locales/en-US. */
export type { Messages, LocaleMessages } from '../locales/index';
export type { BetrEventMap, BetrEventName, BetrEvent } from './elements/events';
export type { WidgetType } from './stores/popup';
// The element types: exporting them makes the entry's declarations carry the global tag map
// (HTMLElementTagNameMap) and the betr-* events, so `import … from 'betr-widgets'` alone types them.
export type {
  BetrElementTagNameMap,
  BetrElementAttributes,
  BetrTagElement,
  BetrAttributeName,
  GlobalAttributeName,
} from './elements/autoload';
export type { BetrElement, CommonAttributes } from './elements/define';
export type { BetrConfigElement, BetrConfigAttributes } from './elements/config';
export type { BetrPopupElement } from './elements/popup-host';
// React's JSX.IntrinsicElements too: a React 19 app types `<betr-sign-in inline />` from this import alone.
export type { BetrIntrinsicElements } from './jsx';
export type {
  Provider,
  ProviderEvent,
  AdapterConfig,
  AdapterOptions,
  AdapterFactory,
  PartialProvider,
  MinimumOperation,
} from './adapters/provider';
export type { ProviderOperation, Lack } from './domain/operations';
export type { ErrorArea, ErrorKey } from './domain/error-catalogue';
export type {
  Jurisdiction,
  Profile,
  Wallet,
  Game,
  PlayMode,
  SignInResult,
  VersionInfo,
  BrandBlock,
  SessionInfo,
  PreviousSession,
  RestoredSession,
  PlayerDetails,
  Gender,
  ProfileField,
} from './domain/model';
export { ProviderError, NotImplemented } from './adapters/provider';

declare global {
  interface Window {
    betr: typeof betr;
  }
}

if (!window.betr) {
  window.betr = betr;
  startPopupHost();
  // In tasks after the one that evaluates betr.js, each its own: first the stored session's
  // check (the page's first storage read, a synchronous call to the browser of 1-16 ms in a new
  // tab here, and the adapter's import), then the idle warm-up. In the evaluating task they made
  // it a long task at 4x CPU, which the host page's total blocking time counts. A page that calls
  // betr.configure() right after importing betr.js is configured before the session is checked.
  // The page's tags started loading first (./elements/start), so the warm-up knows whether the
  // page has a tag of its own.
  setTimeout(() => {
    startHostApi();
    emit(document, 'betr-ready', { version: VERSION });
  });
  setTimeout(warmUpWhenIdle);
}
