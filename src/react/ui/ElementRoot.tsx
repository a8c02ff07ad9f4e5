import { Component, createContext, lazy, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Namespace } from '../../../locales/index';
import {
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
 * Load more namespaces from inside a view (a lazily loaded tab): true once they are there.
 * The element's own namespaces are loaded before it renders; this is for the rest.
 */
export function useNamespaces(namespaces: Namespace[]): boolean {
  const { locale } = useElement();
  const ready = useLoaded(locale, namespaces);
  const key = namespaces.join();
  useEffect(() => {
    if (!ready) loadNamespaces(locale, key.split(',') as Namespace[]).catch(() => undefined);
  }, [locale, ready, key]);
  return ready;
}

const onTranslations = (changed: () => void) => $translationsVersion.listen(changed);
/** Told when strings arrive, the stored session has been checked or the page's language changes: what an element waits for. */
export const onStringsOrSession = (changed: () => void) => {
  const stops = [$translationsVersion, $sessionChecked, $pageLocale].map((store) => store.listen(changed));
  return () => stops.forEach((stop) => stop());
};

/**
 * Whether an element in `locale` that shows `needed` can render: its strings are here and a
 * visitor's page needs nothing more, a returning player's the resumed session, its profile and wallet.
 */
export const canRender = (locale: ShownLocale, needed: readonly Namespace[]) =>
  isLoaded(locale, needed) && ($sessionChecked.get() || !hasStoredSession());

/** Ask for what an element waits for before it renders: the stored session's check (once a page), its strings. */
export function prepareRender(locale: ShownLocale, needed: readonly Namespace[]): void {
  void checkSession();
  if (!isLoaded(locale, needed)) loadNamespaces(locale, needed).catch(() => undefined);
}

/**
 * Whether `namespaces` of `locale` are loaded. The view re-renders only when that answer
 * changes: once, when the last of them arrives, not once per file nor for other elements' strings.
 */
export function useLoaded(locale: ShownLocale, namespaces: readonly Namespace[]): boolean {
  return useSyncExternalStore(onTranslations, () => isLoaded(locale, namespaces));
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
  // Strings and the session render once, when the last of them is there, not once each.
  const ready = useSyncExternalStore(onStringsOrSession, () => canRender(locale, needed));
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

  useEffect(() => {
    prepareRender(locale, needed);
    // `needed` is derived from the element's fixed namespaces
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, ready]);

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
