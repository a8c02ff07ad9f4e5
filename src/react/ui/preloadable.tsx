import { lazy, useState, type ComponentType } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * `React.lazy` without the wait once the code is here. A lazy component suspends on its
 * first render even when its module has already been fetched (an import answers a tick
 * later), and React then keeps the Suspense fallback on screen for about 300 ms before it
 * reveals the content (its throttle of revealed fallbacks): the first deposit popup showed
 * 'Loading...' that long with nothing left to wait for. `load()` imports the module as soon as
 * a view knows it will show the component (the browser imports a module once however often it
 * is asked); once it is in, the component renders in place, and a Suspense boundary around it
 * never shows its fallback. `when`: the module is imported as soon as that store holds a value
 * (code only a signed-in player runs, started by `$session`).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when?: ReadableAtom<unknown>,
): { Component: ComponentType<P>; load(): Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  const start = () => load().then((component) => (loaded = component));
  when?.subscribe((value) => {
    if (value) void start().catch(() => undefined);
  });
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  return {
    // The type is chosen once: a mounted component never changes it (that would lose its state).
    Component: (props: P) => {
      const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
      return <Component {...props} />;
    },
    load: start,
  };
}
