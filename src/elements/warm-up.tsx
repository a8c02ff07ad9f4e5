import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useStore } from '@nanostores/react';
import { anyRequested } from '../catalogue';
import { $pageLocale, loadNamespaces } from '../stores/i18n';
import { sharedSheet } from './define';

/**
 * The work of warmUpWhenIdle (./warm-up-when-idle.ts), now: false (nothing done) once an
 * element was asked for. A chunk of its own, which only a page with no betr tag yet loads.
 */
export function warmUp(): boolean {
  if (anyRequested()) return false;
  sharedSheet();
  loadNamespaces($pageLocale.get(), ['common']).catch(() => undefined);
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(<Rehearsal />));
  root.unmount();
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
