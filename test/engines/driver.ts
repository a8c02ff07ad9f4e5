/**
 * One small page driver over the two protocols that reach Debian's other engines (Playwright
 * reaches neither): Firefox ESR through puppeteer-core over WebDriver BiDi, and WebKitGTK's
 * MiniBrowser through WebKitWebDriver (WebDriver classic, spoken here over HTTP). The journeys
 * (test/engines/journeys.ts) are written once against `EnginePage`.
 *
 * The player's input is real in both: pointer clicks at an element's centre and typed keys, from
 * the top-level page (WebKitWebDriver's "element click" stops at a shadow host; pointer actions
 * do not). Finding an element is done in the page (`find` below), through open shadow roots.
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

export interface EnginePage {
  readonly engine: string;
  goto(url: string): Promise<void>;
  /** Evaluate a JavaScript expression (it may be a promise) in the top document; the value must be JSON. */
  run<T>(expression: string): Promise<T>;
  /** Evaluate an expression in the frame `frame` names (an iframe found by `find`). */
  runInFrame<T>(frame: Target, expression: string): Promise<T>;
  /** A real pointer click at a point of the top-level viewport. */
  clickAt(x: number, y: number): Promise<void>;
  /** Real key presses: text, or one named key (`Escape`, `Tab`, `Enter`, `Backspace`). */
  type(text: string): Promise<void>;
  press(key: 'Escape' | 'Tab' | 'Enter' | 'Backspace'): Promise<void>;
  /** Typed keys into the focused field of the frame `frame` names (WebKitWebDriver sends keys to the current frame only). */
  typeInFrame(frame: Target, text: string): Promise<void>;
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
  return {
    engine,
    goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    run: async (expression) => (await page.evaluate(`(async () => (${expression}))()`)) as never,
    runInFrame: async (frame, expression) => (await (await frameOf(frame)).evaluate(`(async () => (${expression}))()`)) as never,
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    typeInFrame: (_frame, text) => page.keyboard.type(text),
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
  const inFrame = async <T>(frame: Target, task: () => Promise<T>): Promise<T> => {
    const element = await call('POST', `${base}/execute/sync`, { script: `return (${FINDER})(arguments[0]);`, args: [frame] });
    if (!element) throw new Error(`no frame ${JSON.stringify(frame)}`);
    await call('POST', `${base}/frame`, { id: element });
    try {
      return await task();
    } finally {
      await call('POST', `${base}/frame/parent`, {});
    }
  };
  return {
    engine: 'webkit',
    goto: async (url) => void (await call('POST', `${base}/url`, { url })),
    run: async (expression) => (await execute(expression)) as never,
    runInFrame: (frame, expression) => inFrame(frame, () => execute(expression)) as never,
    typeInFrame: (frame, text) => inFrame(frame, () => keys([...text])),
    clickAt: (x, y) =>
      actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y), duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]),
    type: (text) => keys([...text]),
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
