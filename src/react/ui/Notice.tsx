import { useEffect, useState, type ReactNode } from 'react';
import type { ProviderError } from '../../adapters/provider';
import { loadNamespaces } from '../../stores/i18n';
import { useElement, useLoaded } from './ElementRoot';
import { errorContent } from './messages';
import ui from './ui.module.css';

/**
 * A notice at the top of a form. Errors are announced at once (role=alert); success and
 * information politely (role=status).
 */
export function Notice({ level, children }: { level: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p className={`${ui.notice} ${ui[level]}`} role={level === 'error' ? 'alert' : 'status'} part={`notice notice-${level}`}>
      {children}
    </p>
  );
}

const CATALOGUE = ['errors'] as const;

/**
 * The catalogue message of a provider error. The catalogue is its own namespace, fetched
 * the first time an error shows (forms prefetch it on submit); if it cannot load, the
 * fallback text from `common` shows instead.
 */
export function ErrorNotice({ error }: { error: ProviderError | null }) {
  const { LL, locale } = useElement();
  const catalogue = useLoaded(locale, CATALOGUE);
  const [unavailable, setUnavailable] = useState(false);
  const needsCatalogue = Boolean(error && error.area !== 'general' && !error.description);
  const waiting = needsCatalogue && !unavailable && !catalogue;
  useEffect(() => {
    if (waiting) loadNamespaces(locale, ['errors']).catch(() => setUnavailable(true));
  }, [waiting, locale]);
  if (!error || waiting) return null;
  return <Notice level="error">{errorContent(LL, error)}</Notice>;
}
