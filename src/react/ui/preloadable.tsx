import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';

/** What a {@link preloadable} view shows while its code is still coming. */
export interface FallbackProps {
  fallback?: ReactNode;
}

/**
 * A view whose code loads apart from the element's, imported as soon as a view knows it will
 * show it: `load()`, or `when` holding a value (code only a signed-in player runs, started by
 * `$session`); the browser imports a module once however often it is asked, and a failed
 * import is tried again on the next load.
 *
 * `Component` shows the view, or its `fallback` while the code is still coming. Not
 * `React.lazy` under a Suspense boundary: a boundary that has shown its fallback keeps it on
 * screen for about 300 ms before it reveals the content (React's throttle of revealed
 * fallbacks), and the first deposit popup showed 'Loading...' that long with nothing left to
 * wait for, in about half the bench's runs. Here a state set when the import answers shows the
 * view at the next render; loaded ahead, the first commit is the view itself. A failed import
 * throws, to the element's error boundary.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when?: ReadableAtom<unknown>,
): { Component: ComponentType<P & FallbackProps>; load(): Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((component) => (loaded = component));
  when?.subscribe((value) => {
    if (value) void start().catch(() => undefined);
  });
  function Preloaded({ fallback = null, ...props }: P & FallbackProps) {
    const [state, setState] = useState<{ view?: ComponentType<P>; error?: unknown }>({});
    const View = state.view ?? loaded;
    useEffect(() => {
      if (View) return;
      let live = true;
      start().then(
        (view) => live && setState({ view }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [View]);
    if (state.error !== undefined) throw state.error;
    return View ? <View {...(props as P)} /> : fallback;
  }
  return { Component: Preloaded, load: start };
}
