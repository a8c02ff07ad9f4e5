import { anyRequested } from '../catalogue';

/**
 * A page whose first betr tag comes later than betr.js (a CMS block shown on a click, a
 * single-page app's next route, a popup opened through `betr.open()`) gets that element
 * sooner when, while the page is idle, betr.js has done the work every element's first
 * render does once per page: the shared style sheet parsed, the page language's common
 * strings loaded, and React's first render (its code run for the first time, the page's
 * first form controls built), here of a small form in a detached node, never shown and
 * unmounted at once (./warm-up.tsx). For a visitor it also loads the sign-in, the element
 * such a page's 'Sign in' button opens: asked for later, it renders in the next frame
 * (insert -> first input in `npm run bench`: 2.9-3.7 ms, against 4.8-5.3 when its code and
 * strings load on insert; a plain custom element loaded on insert, 2.3-3.4). On a page that
 * already has a betr tag, its own element does all this, so nothing is done, and the
 * warm-up's code is not even loaded: it is a chunk of its own, not bytes in betr.js. The
 * files are the common strings every element loads and, for a visitor, the sign-in's code
 * and strings (about 1.7 KiB of gzip), all while the page is idle.
 */
export function warmUpWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => {
    if (!anyRequested()) import('./warm-up').then((m) => m.warmUp()).catch(() => undefined);
  });
}
