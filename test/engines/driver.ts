/**
 * One small page driver over the two protocols that reach Debian's other engines (Playwright
 * reaches neither): Firefox ESR through puppeteer-core over WebDriver BiDi, and WebKitGTK's
 * MiniBrowser through WebKitWebDriver (WebDriver classic, spoken here over HTTP). The journeys
 * (test/engines/journeys.ts) are written once against `EnginePage`.
 *
 * What a journey finds is found in the page (`FINDER` below), through open shadow roots, by its
 * text or label. Waiting until it can be used, and using it, is each driver's own:
 * - Firefox: a puppeteer locator, which waits until the element is in the viewport, its box is
 *   the same over two animation frames and it is enabled, then clicks its centre or fills it by
 *   typing, and tries again while it cannot.
 * - WebKit: WebDriver's own checks (is the element enabled, is it in view) and its pointer
 *   actions at the element, which the driver places at its in-view centre (see `click` below
 *   for why not "element click"); a look or an action the driver refuses is tried again until
 *   the time-out, as WebDriver clients wait (Selenium's WebDriverWait).
 */
import type { Browser, ElementHandle, Frame, Page as PuppeteerPage } from 'puppeteer-core';

/** What a journey looks for: elements under `in` (each space crosses into shadow roots), matching `css`, with the given text, label or ARIA name. */
export interface Target {
  in?: string;
  css?: string;
  /** Exact trimmed text (or aria-label, or value of an input button). */
  text?: string;
  /** A form control by its label's text or aria-label. */
  label?: string;
  /** Text the element contains (a part of its text). */
  contains?: string;
}

/** How long to wait, and the iframe (found by `find`) the target is in. */
export interface Waiting {
  timeout: number;
  frame?: Target;
}

export interface EnginePage {
  readonly engine: string;
  goto(url: string): Promise<void>;
  /** Evaluate a JavaScript expression (it may be a promise) in the top document; the value must be JSON. */
  run<T>(expression: string): Promise<T>;
  /** Evaluate an expression in the frame `frame` names (an iframe found by `find`). */
  runInFrame<T>(frame: Target, expression: string): Promise<T>;
  /** Wait, the driver's way, until `target` (inside the iframe `frame` names, if given) can be clicked, and click it. */
  click(target: Target, options: Waiting): Promise<void>;
  /** Wait as `click` does, then replace what the field holds by typing `value`. */
  fill(target: Target, value: string, options: Waiting): Promise<void>;
  /** A real key press of one named key (`Escape`, `Tab`, `Enter`, `Backspace`). */
  press(key: 'Escape' | 'Tab' | 'Enter' | 'Backspace'): Promise<void>;
  back(): Promise<void>;
  /** The layout viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The in-page finder, as source: `find(target)` returns the first visible match or null. It walks
 * open shadow roots, so `in: 'betr-popup betr-sign-in'` finds the sign-in inside the popup host.
 */
export const FINDER = `(() => {
  const deep = (root) => {
    const out = [];
    const walk = (node) => {
      for (const el of node.querySelectorAll('*')) {
        out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(root);
    return out;
  };
  const visible = (el) => {
    if (!el.isConnected || el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const textOf = (el) => (el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement && ['button', 'submit'].includes(el.type) ? el.value : el.textContent) ?? '').replace(/\\s+/g, ' ').trim();
  const labelOf = (el) => {
    const names = [];
    if (el.getAttribute('aria-label')) names.push(el.getAttribute('aria-label'));
    for (const label of el.labels ?? []) names.push(label.textContent);
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const root = el.getRootNode();
      names.push(by.split(' ').map((id) => root.getElementById?.(id)?.textContent ?? '').join(' '));
    }
    return names.map((n) => (n ?? '').replace(/\\s+/g, ' ').trim());
  };
  const inside = (scope) => (scope === document ? deep(document) : [...(scope.shadowRoot ? deep(scope.shadowRoot) : []), ...deep(scope)]);
  return (target) => {
    let scopes = [document];
    for (const step of (target.in ?? '').split(' ').filter(Boolean)) {
      scopes = scopes.flatMap((scope) => inside(scope).filter((el) => el.matches(step)));
    }
    for (const scope of scopes) {
      for (const el of inside(scope)) {
        if (target.css && !el.matches(target.css)) continue;
        if (target.text !== undefined && textOf(el) !== target.text) continue;
        if (target.contains !== undefined && !textOf(el).includes(target.contains)) continue;
        if (target.label !== undefined && !labelOf(el).includes(target.label)) continue;
        if (visible(el)) return el;
      }
    }
    return null;
  };
})()`;

/** The key of an element reference in WebDriver's JSON. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

const KEYS = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007', Backspace: '\uE003' } as const;

/** Firefox ESR through puppeteer-core (WebDriver BiDi); Chromium the same way, to compare by hand. */
export async function puppeteerPage(browser: Browser, engine: string): Promise<EnginePage> {
  const context = await browser.createBrowserContext();
  const page: PuppeteerPage = await context.newPage();
  // The frame of the very iframe element `find` names: the same address can be in several
  // frames (the page's own sign-in element and Pay N Play's each show a bank's frame).
  const frameOf = async (target: Target): Promise<Frame> => {
    const element = await page.evaluateHandle(`(${FINDER})(${JSON.stringify(target)})`);
    try {
      const frame = element.asElement() ? await (element as ElementHandle<HTMLIFrameElement>).contentFrame() : null;
      if (!frame) throw new Error(`no frame ${JSON.stringify(target)}`);
      return frame;
    } finally {
      await element.dispose();
    }
  };
  // The frame once its iframe is in the page and has its document, looked for every 100 ms.
  const frameWithin = async (target: Target, deadline: number): Promise<Frame> => {
    for (;;) {
      try {
        return await frameOf(target);
      } catch (error) {
        if (!/^no frame/.test((error as Error).message) || Date.now() > deadline) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // Found first by puppeteer's waitForFunction looking every 100 ms: a function locator's own
  // wait looks every animation frame, and each look walks the page's shadow roots.
  const locate = async (target: Target, { frame, timeout }: Waiting) => {
    const scope = frame ? await frameWithin(frame, Date.now() + timeout) : page;
    const find = `(${FINDER})(${JSON.stringify(target)})`;
    await scope.waitForFunction(`${find} !== null`, { polling: 100, timeout });
    return scope.locator(new Function(`return ${find}`) as () => HTMLElement).setTimeout(timeout);
  };
  return {
    engine,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run: async (expression) => (await page.evaluate(`(async () => (${expression}))()`)) as never,
    runInFrame: async (frame, expression) => (await (await frameOf(frame)).evaluate(`(async () => (${expression}))()`)) as never,
    click: async (target, options) => (await locate(target, options)).click(),
    fill: async (target, value, options) => (await locate(target, options)).fill(value),
    press: (key) => page.keyboard.press(key),
    back: async () => void (await page.goBack({ waitUntil: 'load' }).catch(() => null)),
    setViewport: (width, height) => page.setViewport({ width, height }),
    close: () => context.close(),
  };
}

/** How long a WebDriver command may go unanswered before it counts as a transport failure. */
const WEBDRIVER_ANSWER_MS = 60_000;

/** A WebDriver classic session on WebKitWebDriver (`driverUrl`), spoken over HTTP. */
export async function webkitPage(driverUrl: string, capabilities: object): Promise<EnginePage> {
  const call = async (method: string, path: string, body?: object): Promise<unknown> => {
    // Every command answers within the session's 30 s script and page-load time-outs. One that
    // has no answer after 60 s is a driver that hangs (fetch's own limit is 5 minutes, which a
    // fresh-clone run waited out): it fails as a transport failure, which run.ts retries once
    // on a new driver.
    const answer = await fetch(`${driverUrl}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(WEBDRIVER_ANSWER_MS),
    }).catch((error: Error) => {
      const why = error.name === 'TimeoutError' ? `no answer in ${WEBDRIVER_ANSWER_MS / 1000} s` : error.message;
      throw new Error(`WebDriver ${method} ${path}: fetch failed (${why})`);
    });
    const json = (await answer.json()) as { value: unknown };
    if (!answer.ok) {
      const error = json.value as { error?: string; message?: string };
      throw new Error(`WebDriver ${method} ${path}: ${error?.error ?? answer.status} ${error?.message ?? ''}`.trim());
    }
    return json.value;
  };
  const session = (await call('POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string };
  const base = `/session/${session.sessionId}`;
  await call('POST', `${base}/timeouts`, { script: 30_000, pageLoad: 30_000 });
  const execute = async (expression: string): Promise<unknown> => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(async () => (${expression})).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`;
    const result = (await call('POST', `${base}/execute/async`, { script, args: [] })) as { value?: unknown; error?: string };
    if (result?.error) throw new Error(result.error);
    return result?.value;
  };
  const actions = async (sources: object[]) => {
    await call('POST', `${base}/actions`, { actions: sources });
    await call('DELETE', `${base}/actions`);
  };
  const keys = (values: string[]) =>
    actions([
      {
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);
  const inFrame = async <T>(frame: Target | undefined, task: () => Promise<T>): Promise<T> => {
    if (!frame) return task();
    const element = await call('POST', `${base}/execute/sync`, { script: `return (${FINDER})(arguments[0]);`, args: [frame] });
    if (!element) throw new Error(`no frame ${JSON.stringify(frame)}`);
    await call('POST', `${base}/frame`, { id: element });
    try {
      return await task();
    } finally {
      await call('POST', `${base}/frame/parent`, {});
    }
  };
  /**
   * Find `target`, and once the driver says it is enabled, `act` on it; while it is not found or
   * the driver answers that it cannot act yet (out of view, not interactable, gone from the
   * page), look again after 100 ms, for at most `timeout`.
   */
  const withElement = async (target: Target, { frame, timeout }: Waiting, act: (element: string) => Promise<void>) => {
    const deadline = Date.now() + timeout;
    let last = 'not found';
    for (;;) {
      try {
        return await inFrame(frame, async () => {
          const found = await call('POST', `${base}/execute/sync`, { script: `return (${FINDER})(arguments[0]);`, args: [target] });
          if (!found) throw new Error('not found');
          const element = Object.values(found as Record<string, string>)[0]!;
          if (!(await call('GET', `${base}/element/${element}/enabled`))) throw new Error('disabled');
          await act(element);
        });
      } catch (error) {
        last = (error as Error).message;
        if (
          !/^(not found|disabled)$|^no frame|move target out of bounds|element not interactable|stale element reference|no such (element|frame)/.test(
            last,
          )
        )
          throw error;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${JSON.stringify(target)} to take a click (${last})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /**
   * WebDriver's "element click" would be the driver's own judge of a click, but WebKitWebDriver
   * answers `element click intercepted` for every field in betr's popups: its hit test finds the
   * inner element's shadow host on top (the WebKit the journeys run, 2.50). So the click is the
   * driver's pointer action at the element (`origin`: the element's in-view centre, as the driver
   * computes it), after scrolling it into view; the driver answers `move target out of bounds`
   * while the element is not in view.
   */
  const click = async (element: string) => {
    const reference = { [ELEMENT]: element };
    // Scrolled, then two frames for the scroll to reach the screen: WebKitGTK scrolls in its UI
    // process after the page has, and a pointer sent before lands where the element was.
    await call('POST', `${base}/execute/async`, {
      script:
        "const done = arguments[1]; arguments[0].scrollIntoView({ block: 'center', inline: 'center' }); requestAnimationFrame(() => requestAnimationFrame(() => done()));",
      args: [reference],
    });
    await actions([
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: reference, x: 0, y: 0, duration: 0 },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  };
  return {
    engine: 'webkit',
    goto: async (url) => void (await call('POST', `${base}/url`, { url })),
    run: async (expression) => (await execute(expression)) as never,
    runInFrame: (frame, expression) => inFrame(frame, () => execute(expression)) as never,
    click: (target, options) => withElement(target, options, click),
    // Clicked, emptied as puppeteer's fill empties a field (its value set to '', which React's
    // value tracking notes), then typed into with key actions. Not "element send keys": in the
    // cashier's frame WebKitWebDriver answers that the amount "is not focusable".
    fill: (target, value, options) =>
      withElement(target, options, async (element) => {
        await click(element);
        await call('POST', `${base}/execute/sync`, { script: 'arguments[0].value = "";', args: [{ [ELEMENT]: element }] });
        await keys([...value]);
      }),
    press: (key) => keys([KEYS[key]]),
    back: async () => void (await call('POST', `${base}/back`, {})),
    setViewport: async (width, height) => {
      // The window's outer size holds the browser's own chrome: grow it by the difference.
      await call('POST', `${base}/window/rect`, { width, height });
      const inner = (await execute('({ w: window.innerWidth, h: window.innerHeight })')) as { w: number; h: number };
      if (inner.w !== width || inner.h !== height)
        await call('POST', `${base}/window/rect`, { width: width + (width - inner.w), height: height + (height - inner.h) });
    },
    close: async () => void (await call('DELETE', base).catch(() => null)),
  };
}
