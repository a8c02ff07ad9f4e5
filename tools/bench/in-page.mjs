// The bench's one way to wait for something in a page. installPageHelpers runs in every page a
// figure is measured on, before its scripts (an init script), and gives the page two helpers:
//   window.__benchUsableInput(root)  an enabled, visible <input> with a box, in `root` or in the
//                                    shadow root of an element in it (what counts as usable)
//   window.__benchWaitFor(probe, { since, timeoutMs, wake })
//                                    probes once at once, then every animation frame and on each
//                                    mutation of the trees probe(watch) asks to watch, until
//                                    probe returns something: resolves with { value, ms }, `ms`
//                                    counted from `since` (default: the call; 0: the navigation's
//                                    start); past `timeoutMs`, with { timeout: true }. `wake`, a
//                                    promise, probes once more when it settles.
// The measuring functions that run in the page (insertAndWait, watchFirstPlay, ...) wait with it.

/** Installed before a page's scripts run: window.__benchUsableInput and window.__benchWaitFor. */
export function installPageHelpers() {
  const usableInput = (root) => {
    for (const input of root.querySelectorAll('input')) {
      if (input.type === 'hidden' || input.matches(':disabled')) continue;
      if (!input.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = input.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) return input;
    }
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot && usableInput(el.shadowRoot)) return el;
    }
    return null;
  };
  const waitFor = (probe, { since = performance.now(), timeoutMs = Infinity, wake } = {}) =>
    new Promise((resolve) => {
      let done = false;
      const watched = new Set();
      const observer = new MutationObserver(() => check());
      const watch = (node, options = { childList: true, subtree: true, attributes: true }) => {
        if (watched.has(node)) return;
        watched.add(node);
        observer.observe(node, options);
      };
      const finish = (result) => {
        done = true;
        observer.disconnect();
        resolve(result);
      };
      function check() {
        if (done) return;
        const value = probe(watch);
        if (value) finish({ value, ms: performance.now() - since });
        else if (performance.now() - since > timeoutMs) finish({ timeout: true });
      }
      wake?.then(check, check);
      const frame = () => {
        check();
        if (!done) requestAnimationFrame(frame);
      };
      frame();
    });
  window.__benchUsableInput = usableInput;
  window.__benchWaitFor = waitFor;
}

/** An init script's source: the helpers, then `fn(arg)` (one script, so they are there first). */
export const withHelpers = (fn, arg) => `(${installPageHelpers})();\n(${fn})(${arg === undefined ? '' : JSON.stringify(arg)});`;

/** What `read` (run in the page, usually a promise of __benchWaitFor) resolves with, or null after `timeoutMs`. */
export async function inPageWithin(page, read, timeoutMs) {
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  try {
    return await Promise.race([page.evaluate(read), late]);
  } finally {
    clearTimeout(timer);
  }
}
