import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { useStore } from '@nanostores/react';
import { anyRequested } from '../catalogue';
import { $pageLocale, loadNamespaces } from '../stores/i18n';
import { sharedSheet } from './define';

/**
 * A page whose first betr tag comes later than betr.js (a CMS block shown on a click, a
 * single-page app's next route, a popup opened through `betr.open()`) gets that element
 * sooner when, while the page is idle, betr.js has done the work every element's first
 * render does once per page: the shared style sheet parsed, the page language's common
 * strings loaded, and React's first render (its code run for the first time, the page's
 * first form controls built), here of a small form in a detached node, never shown and
 * unmounted at once. On a page that already has a betr tag, its own element does all this,
 * so nothing is done. About 1 ms of idle main thread; the strings are a file every element
 * loads anyway.
 */
export function warmUpWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => void warmUp());
}

/** The work of {@link warmUpWhenIdle}, now: false (nothing done) once an element was asked for. */
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
