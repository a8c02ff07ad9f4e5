import { anyRequested } from '../catalogue';

/**
 * A page whose first betr tag comes later than betr.js (a CMS block shown on a click, a
 * single-page app's next route, a popup opened through `betr.open()`) gets that element
 * sooner when, while the page is idle, betr.js has done the work every element's first
 * render does once per page: the shared style sheet parsed, the page language's common
 * strings loaded, and React's first render (its code run for the first time, the page's
 * first form controls built), here of a small form in a detached node, never shown and
 * unmounted at once (./warm-up.tsx). On a page that already has a betr tag, its own element
 * does all this, so nothing is done, and the warm-up's code is not even loaded: it is a chunk
 * of its own, not bytes in betr.js. About 1 ms of idle main thread; the strings are a file
 * every element loads anyway.
 */
export function warmUpWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    if (!anyRequested()) import('./warm-up').then((m) => m.warmUp()).catch(() => undefined);
  });
}
