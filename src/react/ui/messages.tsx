import type { ReactNode } from 'react';
import type { ProviderError } from '../../adapters/provider';
import type { Translator } from '../../stores/i18n';

type Messages = Record<string, Record<string, ((args?: Record<string, string>) => string) | undefined> | undefined>;

const SUPPORT_MARK = '\u0000support\u0000';

/**
 * The player's text for a catalogue error: `errors[area][key]`, else the area's
 * unknown-error, else the fallback. A provider description shows only when it carries one
 * (the websocket platform surfaces its own text).
 */
export function errorText(LL: Translator, error: ProviderError): string {
  if (error.description) return error.description;
  // The translator answers any key, an unknown one with '': every real text is non-empty
  // (locales.test.ts), so '' means "not in the catalogue".
  const message = (LL.errors as unknown as Messages)[error.area]?.[error.key]?.({ supportLink: SUPPORT_MARK });
  return message || LL.errors.fallback();
}

/** The error text with `{supportLink}` as a real link to /support. */
export function errorContent(LL: Translator, error: ProviderError): ReactNode {
  const text = errorText(LL, error);
  if (!text.includes(SUPPORT_MARK)) return text;
  const [before, after] = text.split(SUPPORT_MARK);
  return (
    <>
      {before}
      <a href="/support">{LL.support()}</a>
      {after}
    </>
  );
}
