import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useStore } from '@nanostores/react';
import { anyRequested, loadElement } from '../catalogue';
import { $config } from '../stores/config';
import { $pageLocale, loadNamespaces } from '../stores/i18n';
import { hasStoredSession } from '../stores/session';
import { sharedSheet } from './define';

/**
 * The work of warmUpWhenIdle (./warm-up-when-idle.ts), now: false (nothing done) once an
 * element was asked for. A chunk of its own, which only a page with no betr tag yet loads.
 */
export function warmUp(): boolean {
  if (anyRequested()) return false;
  // A visitor's page: the sign-in its 'Sign in' button opens (betr.openSignIn()), defined with
  // its strings, so it shows in the frame after it is asked for. Not for a returning player,
  // nor on the turnkey platform, whose framework shows its own sign-in.
  const visitor = !hasStoredSession() && $config.get().adapter !== 'turnkey';
  sharedSheet();
  // The sign-in's own strings too: a build's load plan names them with its code, a run from source only here.
  loadNamespaces($pageLocale.get(), visitor ? ['common', 'signIn'] : ['common']).catch(() => undefined);
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Rehearsal />));
  root.unmount();
  if (visitor) loadElement('betr-sign-in').catch(() => undefined);
  return true;
}

/** The hooks and controls a betr view uses most, for React's first render. */
function Rehearsal() {
  const id = useId();
  const locale = useStore($pageLocale);
  const [value, setValue] = useState('');
  useLayoutEffect(() => undefined, []);
  useEffect(() => undefined, []);
  return (
    <form noValidate className="form" aria-labelledby={id}>
      <label htmlFor={id} lang={locale}>
        <input id={id} type="email" autoComplete="username" value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="submit" disabled={value === ''}>
        {locale}
      </button>
    </form>
  );
}
