import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ProviderError } from '../../adapters/provider';
import { $strings } from '../../stores/i18n';
import { useElement } from './ElementRoot';
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
const NONE = [] as const;

/**
 * The catalogue message of a provider error. The catalogue is its own namespace, fetched
 * the first time an error shows (forms prefetch it on submit) through its store; if it cannot
 * load, the fallback text from `common` shows instead. An error without one waits for nothing.
 */
export function ErrorNotice({ error }: { error: ProviderError | null }) {
  const { LL, locale } = useElement();
  const needsCatalogue = error && error.area !== 'general' && !error.description;
  const catalogue = useStore($strings(locale, needsCatalogue ? CATALOGUE : NONE));
  if (!error || catalogue === 'loading') return null;
  return <Notice level="error">{errorContent(LL, error)}</Notice>;
}
