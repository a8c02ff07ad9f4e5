import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { ReadableAtom } from 'nanostores';

/** What a {@link preloadable} view shows while its code is still coming. */
export interface FallbackProps {
  fallback?: ReactNode;
}

/**
 * A view whose code loads apart from the element's, imported as soon as a view knows it will
 * show it: `load()`, or `when` holding a value (code only a signed-in player runs, started by
 * `$session`); imported once however often it is asked, and after a failure tried again on
 * the next load. An element whose first screen is such a view waits for it before its first
 * render (`prepare` in defineElement), so its first commit is the view, not 'Loading...'.
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
  // One import in flight for every element that asks (each import() call costs the main thread
  // its set-up, even for a module already here); after a failure the next ask imports again.
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
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
