import { lazy, useEffect, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Like a `React.lazy` component, but rendered in place once `load()` has brought its code. */
  Component: ComponentType<P>;
  /** Imports the module (the browser imports a module once, however often it is asked). */
  load(): Promise<ComponentType<P>>;
  /** The component, once a load has brought it. */
  loaded(): ComponentType<P> | undefined;
}

/**
 * A view in a chunk of its own, without React's wait once the code is here. A `React.lazy`
 * component suspends on its first render even when its module has already been fetched (an
 * import answers a tick later), and React then keeps the Suspense fallback on screen for about
 * 300 ms before it reveals the content (its throttle of revealed fallbacks): the first deposit
 * popup showed 'Loading...', and the account its first tab's skeleton, that long with nothing
 * left to wait for. `load()` imports the module as soon as a view knows it will show it; once
 * it is in, `Component` renders in place and a Suspense boundary around it never shows its
 * fallback. `useLoaded` tells a view when to render it, without Suspense.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  return {
    // The type is chosen once: a mounted component never changes it (that would lose its state).
    Component: (props: P) => {
      const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
      return <Component {...props} />;
    },
    load: start,
    loaded: () => loaded,
  };
}

/**
 * Whether the view's code is here (asked for now if it is not): until then the caller shows a
 * loading state of its own, rather than a Suspense fallback that React would hold; then its
 * `Component` renders in place. A failed import is thrown where the view would render, for the
 * error boundary around it.
 */
export function useLoaded(view: Preloadable<object> | null): boolean {
  const [state, setState] = useState<{ loaded: boolean; error?: unknown }>(() => ({ loaded: !!view?.loaded() }));
  useEffect(() => {
    if (!view || state.loaded || state.error) return;
    let live = true;
    view.load().then(
      () => live && setState({ loaded: true }),
      (error: unknown) => live && setState({ loaded: false, error }),
    );
    return () => {
      live = false;
    };
  }, [view, state]);
  if (state.error) throw state.error;
  return state.loaded;
}
