import { Component, createContext, lazy, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Namespace } from '../../../locales/index';
import {
  $strings,
  $words,
  $pageLocale,
  $translationsVersion,
  isLoaded,
  loadNamespaces,
  resolveLocale,
  translator,
  type ShownLocale,
  type Translator,
} from '../../stores/i18n';
import { $sessionChecked, checkSession, hasStoredSession } from '../../stores/session';
import { $providerFailed } from '../../stores/current-provider';
import type { BetrEventMap, BetrEventName } from '../../elements/events';
import { emit } from '../../stores/page-events';
import ui from './ui.module.css';

/** Loaded only on a page whose provider could not be created. */
const ProviderFailed = lazy(() => import('./ProviderFailed'));

export interface ElementContextValue {
  host: HTMLElement;
  locale: ShownLocale;
  LL: Translator;
  inline: boolean;
  /** Shown by the popup host (then success closes it) rather than placed in the page. */
  inPopup: boolean;
  /** Dispatch a typed betr event from this element (bubbles, composed). */
  emit<K extends BetrEventName>(name: K, detail: BetrEventMap[K]): boolean;
}

const ElementContext = createContext<ElementContextValue | null>(null);

/** The element around a view: its host, locale, translator and event dispatch. */
export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('betr: a view rendered outside its element');
  return value;
}

export function useLL(): Translator {
  return useElement().LL;
}

/**
 * More namespaces for a view (a lazily loaded tab), through their store: true once they are
 * there. The element's own namespaces are loaded before it renders; this is for the rest.
 */
export const useNamespaces = (namespaces: Namespace[]): boolean => useStore($strings(useElement().locale, namespaces)) === 'ready';

/** Told when strings arrive, the stored session has been checked or the page's language changes: what an element waits for. */
export const onStringsOrSession = (changed: () => void) => {
  const stops = [$translationsVersion, $sessionChecked, $pageLocale].map((store) => store.listen(changed));
  return () => stops.forEach((stop) => stop());
};

/** A visitor's page waits for no session; a returning player's for the stored one's check. */
const sessionResumed = () => $sessionChecked.get() || !hasStoredSession();
const onSessionChecked = (changed: () => void) => $sessionChecked.listen(changed);

/**
 * Whether an element in `locale` that shows `needed` can render: its strings are here and a
 * visitor's page needs nothing more, a returning player's the resumed session, its profile and wallet.
 */
export const canRender = (locale: ShownLocale, needed: readonly Namespace[]) => isLoaded(locale, needed) && sessionResumed();

/** Ask for what an element waits for before it renders: the stored session's check (once a page), its strings. */
export function prepareRender(locale: ShownLocale, needed: readonly Namespace[]): void {
  void checkSession();
  if (!isLoaded(locale, needed)) loadNamespaces(locale, needed).catch(() => undefined);
}

/**
 * The store key of a form here: a form in a popup and the same form placed in the page
 * keep separate values and errors, while a re-created element finds its own again.
 */
export function useFormKey(base: string): string {
  return useElement().inPopup ? `${base}@popup` : base;
}

/** Name the popup's dialog after the view's heading, for screen readers; null leaves the name to another view. */
export function usePopupTitle(title: string | null): void {
  const { host, inPopup } = useElement();
  useEffect(() => {
    if (inPopup && title) host.dispatchEvent(new CustomEvent('betr-popup-title', { detail: { title }, bubbles: true, composed: true }));
  }, [host, inPopup, title]);
}

interface Props {
  host: HTMLElement;
  lang: string | undefined;
  inline: boolean;
  namespaces: Namespace[];
  children: ReactNode;
}

/**
 * Renders a view once its translations are loaded and, for a returning player, the stored
 * session is resumed (once per page); the element's `lang` wins over the page's.
 */
export function ElementRoot({ host, lang, inline, namespaces, children }: Props) {
  const pageLocale = useStore($pageLocale);
  const failed = useStore($providerFailed);
  // The operator's words, when they change, show in every open element at once.
  const words = useStore($words);
  const locale = resolveLocale(lang) ?? pageLocale;
  const needed = useMemo((): Namespace[] => ['common', ...namespaces], [namespaces]);
  // The strings' store loads a locale the element switches to (the page's language changed).
  const strings = useStore($strings(locale, needed));
  const ready = useSyncExternalStore(onSessionChecked, sessionResumed) && strings === 'ready';
  const inPopup = host.parentElement?.localName === 'betr-popup';
  // One value while nothing it holds changes: the views below re-render for their own stores only.
  const value = useMemo(
    (): ElementContextValue => ({
      host,
      locale,
      LL: translator(locale),
      inline,
      inPopup,
      emit: (name, detail) => emit(host, name, detail),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new value re-renders the views: LL reads the new words
    [host, locale, inline, inPopup, words],
  );

  if (!ready) return null;
  return (
    <ElementContext.Provider value={value}>
      <ErrorBoundary message={value.LL.errors.fallback()}>{failed ? <ProviderFailed /> : children}</ErrorBoundary>
    </ElementContext.Provider>
  );
}

/** A view that throws shows the catalogue's fallback instead of vanishing. */
class ErrorBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p role="alert" className={`${ui.notice} ${ui.error}`}>
        {this.props.message}
      </p>
    ) : (
      this.props.children
    );
  }
}
