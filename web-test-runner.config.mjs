// Unit and component tests in Chromium, Firefox and WebKit, all from Debian (never a downloaded
// browser; tools/test/engines.mjs). `BETR_ENGINES=chromium` (or any comma-separated subset) narrows a run.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteerCore from 'puppeteer-core';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import rollupReplace from '@rollup/plugin-replace';
import cssModulesPlugin from './tools/build/css-modules.mjs';
import { prebundleCjs } from './tools/test/wtr-prebundle-cjs.mjs';
import { countingReporter } from './tools/test/wtr-counting-reporter.mjs';
import { chromiumArgs, chromiumPath } from './tools/test/chromium.mjs';
import { firefoxLaunchOptions, selectedEngines, startWebKitDriver, webkitCapabilities } from './tools/test/engines.mjs';

// The contract suite's provider server (tools/test/test.mjs starts it on $PORT) and its cashier stand-in
// ($CASHIER_PORT), named to the test page.
const providerServer = `http://localhost:${Number(process.env.PORT ?? 4000)}`;
const cashierServer = `http://localhost:${Number(process.env.CASHIER_PORT ?? 5000)}`;

const cssModules = fromRollup(cssModulesPlugin);

/**
 * `betr-widgets/testing` (the contract suite's package export) from its source, as tsconfig.json's
 * paths name it: the contract files import it as an operator does, and run without a build.
 */
const packageSelf = {
  name: 'betr-widgets-self',
  resolveImport({ source }) {
    if (source === 'betr-widgets/testing') return '/src/testing/index.ts';
  },
};

/** In-page source: what a file leaves in its page's origin, emptied (Firefox and WebKit; Chromium empties it over CDP). */
const EMPTY_PAGE = 'localStorage.clear(); sessionStorage.clear(); window.name = "";';

/**
 * WebKit runs every file in the one window of its MiniBrowser, as Firefox's and Chromium's kept
 * pages (emptiedOnLeave, keptPages), so a file leaving empties what it left for the next: the
 * local and session storage and window.name of its origin, and the cookies. A file that left a
 * session in sessionStorage made the next file's <betr-sign-in> show the signed-in player. A
 * page that cannot answer is left to the launcher's stop, which starts a fresh MiniBrowser.
 */
async function emptyWebKitPage(driver) {
  try {
    await driver.execute(EMPTY_PAGE);
    await driver.deleteAllCookies();
  } catch {
    // Nothing of the file's to empty, or a browser the launcher restarts.
  }
}

/** Test files per MiniBrowser: past this many the WebKit run starts a fresh driver and browser (see webkit()). */
const WEBKIT_FILES_PER_BROWSER = Number(process.env.BETR_WEBKIT_BATCH ?? 20);

/**
 * WebKit through WebKitWebDriver: one session per driver process, so one page at a time. The
 * launcher runs files in iframes of one page unless the run's concurrency is 1; it is told 1, so
 * each file gets the whole window, as in the other engines.
 *
 * One MiniBrowser for the whole suite did not last on the shared 2-core machine: not for memory
 * (its web process stayed at 300-400 MB) nor for one file, but under load (load average 20-35)
 * WebKit's own watchdog stopped the browser (a `WatchDogQueue` trap in the kernel log), then
 * WebKitWebDriver crashed (a segfault) answering for it, and the launcher's next navigation failed
 * in a promise nobody awaited, which ended web-test-runner (exit 1, no summary). So a failed
 * navigation or read costs only its own file, on a fresh Xvfb, driver and MiniBrowser, while the
 * run goes on; and every WEBKIT_FILES_PER_BROWSER files they are started afresh anyway.
 */
async function webkit() {
  let driver = await startWebKitDriver();
  const launcher = webdriverLauncher({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'error',
    // WebdriverIO 9 asks for BiDi by default, which WebKitWebDriver refuses.
    capabilities: { ...webkitCapabilities, 'wdio:enforceWebDriverClassic': true },
    // A command the driver never answers fails after 60 s, once, and the file gets a fresh
    // driver and browser: WebdriverIO's own defaults (120 s, sent 4 times) held one hung
    // navigation for 5 minutes in a fresh-clone run, and the run ended without its results.
    connectionRetryTimeout: 60_000,
    connectionRetryCount: 0,
  });
  launcher.concurrency = 1;
  const initialize = launcher.initialize.bind(launcher);
  launcher.initialize = async (config, files) => {
    await initialize({ ...config, concurrency: 1 }, files);
    launcher.name = 'WebKit';
  };
  const stop = launcher.stop.bind(launcher);
  let restarting = null;
  /**
   * A new driver and browser: the launcher opens a session on it at its next file. One at a
   * time (a file's start and the last file's stop may both ask), and never a failure of its own:
   * a dead driver's session cannot be deleted, and a throw here ended the run.
   */
  const restart = (why) =>
    (restarting ??= (async () => {
      if (why) console.error(`WebKit: a fresh WebKitWebDriver and MiniBrowser after ${String(why?.message ?? why).split('\n')[0]}`);
      await stop().catch(() => undefined);
      // stop() keeps its session when deleting it fails (a dead driver): forget it, or every later
      // file would be sent to the deleted session.
      clearInterval(launcher.pendingHeartbeat);
      launcher.driver = undefined;
      launcher.driverManager = undefined;
      driver.stop();
      driver = await startWebKitDriver();
      launcher.options.port = driver.port;
    })().finally(() => {
      restarting = null;
    }));
  let files = 0;
  launcher.startSession = async (id, url) => {
    await launcher.ensureManagerInitialized();
    try {
      // Awaited here (the launcher's own does not await its navigation: a failure there was unhandled).
      await launcher.driverManager.startSession(id, url);
    } catch (error) {
      await restart(error);
      await launcher.ensureManagerInitialized();
      await launcher.driverManager.startSession(id, url);
    }
  };
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (id) => {
    files += 1;
    try {
      await emptyWebKitPage(launcher.driver);
      const result = await stopSession(id);
      if (files % WEBKIT_FILES_PER_BROWSER === 0) await restart();
      return result;
    } catch (error) {
      await restart(error);
      throw error;
    }
  };
  launcher.stop = async () => {
    await stop();
    driver.stop();
  };
  return launcher;
}

/**
 * Chromium's pages are kept from one test file to the next, each emptied in between. A new
 * browser context and page per file cost about 0.8 s of Chromium's own work (a renderer
 * process), one file after another whatever the concurrency: 52 files of pure rules took 70 s
 * for tests that ran for under one, and 17 s on kept pages. Between two files the page is on
 * about:blank (the launcher's stop), and everything a file could leave is emptied: the storage
 * of every origin it opened (local and session storage, IndexedDB, caches, service workers),
 * the cookies, the permissions, the emulated media and window.name; the launcher sets the
 * viewport again at each file. The HTTP cache is kept, as a returning player's browser keeps it
 * (emptying it cost 0.25 s a file; the platforms' answers are not cacheable). A page that closed
 * or crashed is not kept.
 */
function keptPages() {
  const idle = [];
  /** A page and what it touched, posing as its context for the launcher (which only closes it). */
  const keep = (context, page) => {
    const origins = new Set();
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) origins.add(origin);
    });
    const kept = {
      page,
      async close() {
        if (page.isClosed()) return context.close();
        try {
          const cdp = await context.newCDPSession(page);
          for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
          await cdp.detach();
          origins.clear();
          await Promise.all([
            context.clearCookies(),
            context.clearPermissions(),
            page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null }),
          ]);
          await page.evaluate(() => (window.name = ''));
          idle.push(kept);
        } catch {
          await context.close().catch(() => undefined);
        }
      },
    };
    return kept;
  };
  return {
    /** A kept page when one is free, else a new one. */
    async createBrowserContext({ browser }) {
      const free = idle.pop();
      if (free) return free;
      const context = await browser.newContext();
      return keep(context, await context.newPage());
    },
    createPage: ({ context }) => context.page,
  };
}

/**
 * Firefox's launcher keeps its pages from one test file to the next by itself (a new page only
 * when none is free). As Chromium's kept pages are emptied (keptPages), a page leaving a file
 * for about:blank first empties the file's origin's local and session storage and window.name,
 * and the browser's cookies. WebDriver BiDi reaches the storage only from a page of the origin.
 */
function emptiedOnLeave(page) {
  const empty = async () => {
    await page.evaluate(EMPTY_PAGE);
    const cookies = await page.browserContext().cookies();
    if (cookies.length > 0) await page.browserContext().deleteCookie(...cookies);
  };
  return new Proxy(page, {
    get(target, name) {
      if (name === 'goto')
        return async (url, options) => {
          // A page that a test took elsewhere, or that crashed, has nothing of the file's to empty.
          if (url === 'about:blank') await empty().catch(() => undefined);
          return target.goto(url, options);
        };
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A Firefox that disconnected costs its own file, not the rest of the run. The launcher starts
 * a new browser for the next file by itself, but hands it a kept page of the old one, whose
 * every file would then fail: those pages are dropped first. (Firefox disconnected once in a
 * fresh-clone run of the three engines.)
 */
function newBrowserAfterDisconnect(launcher) {
  const startSession = launcher.startSession.bind(launcher);
  launcher.startSession = (id, url) => {
    launcher.inactivePages = launcher.inactivePages.filter(
      ({ puppeteerPage }) => !puppeteerPage.isClosed() && puppeteerPage.browser().connected,
    );
    return startSession(id, url);
  };
  return launcher;
}

/**
 * A Chromium page that closed or aborted while it opened a test file ran none of the file's
 * tests: the file opens once more, on a new page (the closed one is never kept). A fresh-clone
 * run lost a file so ("page.goto: net::ERR_ABORTED; maybe frame was detached?", then "Target
 * page, context or browser has been closed"), and with it the whole unit step.
 */
function openAgainOnANewPage(launcher) {
  const startSession = launcher.startSession.bind(launcher);
  launcher.startSession = async (id, url) => {
    try {
      return await startSession(id, url);
    } catch (error) {
      const page = launcher.activePages.get(id)?.playwrightPage;
      if (!page?.isClosed() && !String(error?.message).includes('net::ERR_ABORTED')) throw error;
      console.error(`Chromium: a test page failed to open (${String(error?.message).split('\n')[0]}); once more on a new page`);
      await page
        ?.context()
        .close()
        .catch(() => undefined);
      return startSession(id, url);
    }
  };
  return launcher;
}

const launchers = {
  chromium: () =>
    openAgainOnANewPage(
      playwrightLauncher({
        product: 'chromium',
        launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs },
        ...keptPages(),
      }),
    ),
  // One page at a time: Chromium's two and WebKit's one already fill the two cores.
  firefox: () =>
    newBrowserAfterDisconnect(
      chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: firefoxLaunchOptions,
        concurrency: 1,
        // puppeteer's 30 s for a test page's load ran out on the loaded machine, and the failed
        // navigation ended the whole run without a summary.
        createPage: async ({ context }) => {
          const page = await context.newPage();
          page.setDefaultNavigationTimeout(120000);
          return emptiedOnLeave(page);
        },
      }),
    ),
  webkit,
};
const browsers = await Promise.all(selectedEngines().map((name) => launchers[name]()));
const replace = fromRollup(rollupReplace);

/** Every unit and component test file. */
const ALL_FILES = ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'];
/**
 * The files Firefox's and WebKit's runs run (BETR_ENGINES without chromium, as npm test's second
 * unit run); Chromium's run runs every file. The rule: three engines are for what the
 * engine itself does, where engines really differ: what renders, focuses or lays out, and what
 * talks to the platform's APIs (storage and its events, Web Locks, history, frames and their
 * messages, scripts, crypto, files and images, Intl, the URL and HTML parsers, Trusted Types).
 * Pure rules (src/domain), protocol cases, the stores' logic, and a view's React logic, store
 * wiring, texts and request bodies run once, in Chromium: a second engine tells nothing more about
 * them. A rule file runs here only where its rule is the engine's own Intl or URL parser. Where a
 * view's or store's file holds both, the engine-bound tests have a file of their own
 * (`View.layout.test.tsx`, `.keyboard`, `.files`; `store.tabs.test.ts`). The player journeys of
 * test/engines run the main flows in both engines as well (sign-in, sign-up to the first deposit
 * in the cashier frame, the limits, a lobby launch and its return, Pay N Play).
 *
 * Paths, not globs: a new test file runs in Chromium alone until it is named here, with its
 * reason. Light files first: the first file of a freshly started browser and test server waits
 * for every module it imports to be built, and define.test.tsx's strings ran out of time as the
 * first file on the loaded machine. `--files` still runs any file in any engine.
 */
const EVERY_ENGINE_FILES = [
  // The engine's Intl (amounts, dates) and URL parser (what a link, image or frame may load), under the rules that use them.
  'src/domain/money.test.ts',
  'src/domain/date-time.test.ts',
  'src/domain/safe-url.test.ts',
  // Scripts loaded into the page: the turnkey platform's framework (load, error, once per host) and the Trusted Types policy they pass.
  'src/trusted-types.test.ts',
  'src/adapters/turnkey/framework.test.ts',
  // The cashier bootstrapper: iframes and their allow list, postMessage between frames, scripts it adds, crypto.subtle, the device traits (audio, screen, time zone).
  'src/cashier/pkce.test.ts',
  'src/cashier/device-id.test.ts',
  'src/cashier/cashier.test.ts',
  // Storage shared by the tabs: the session in localStorage and its storage event, the reality check's answer and Web Lock with the page's visibility, drafts in sessionStorage (blocked storage too).
  'src/stores/session.tabs.test.ts',
  'src/stores/reality-check.tabs.test.ts',
  'src/stores/tab-drafts.test.ts',
  // The one guard around storage: a private window or a blocked storage refuses it differently in each engine.
  'src/browser-storage.test.ts',
  // The engine's HTML parser: provider HTML sanitized (DOMPurify, SafeHtml) and read as text.
  'src/react/ui/htmlText.test.ts',
  'src/react/terms-and-conditions/TermsAndConditions.test.tsx',
  // The themes: custom properties through the cascade, computed colours, prefers-color-scheme.
  'src/themes/themes.test.ts',
  // Layout and focus in views: the account menu that follows its own width (ResizeObserver) and
  // its arrow keys; keys that open a limits group and move the focus; paging that keeps the focus
  // (aria-disabled); the QR code's box, skeleton animation and image load; a frame's 16:9 box
  // below and above its breakpoint, and the addresses it refuses to frame.
  'src/react/account/Account.layout.test.tsx',
  'src/react/account/responsible-gaming/ResponsibleGaming.keyboard.test.tsx',
  'src/react/tournament/Tournament.keyboard.test.tsx',
  'src/react/oauth/BankIdentity.layout.test.tsx',
  'src/react/external/External.test.tsx',
  // Files and images: a canvas-drawn image decoded, scaled and encoded as JPEG, a file input's files (DataTransfer) and its focus.
  'src/react/account/verify/Verify.files.test.tsx',
  // The popup layer: the native modal <dialog> and its cancel, the focus given back, the breakpoint layout, the CSS transition, its history entry and the back action.
  'src/elements/popup-host.test.ts',
  // Custom elements: the element callbacks, open shadow roots, adopted style sheets, attribute parsing, the task each mounts in.
  'src/elements/define.test.tsx',
];

export default {
  files: selectedEngines().includes('chromium') ? ALL_FILES : EVERY_ENGINE_FILES,
  nodeResolve: { exportConditions: ['browser', 'production'] },
  mimeTypes: { '**/*.module.css': 'js' },
  concurrency: 2,
  // The three engines at once (the default is two browsers, which held the third back until one had finished).
  concurrentBrowsers: 3,
  testRunnerHtml: (testFramework) =>
    `<html><head><script>window.BETR_PROVIDER_SERVER = ${JSON.stringify(providerServer)}; window.BETR_CASHIER_SERVER = ${JSON.stringify(cashierServer)};</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  // Firefox and MiniBrowser start in 5-10 s on an idle 2-core machine and took past the default
  // 30 s while other browsers ran beside them; the first file of an engine waits for its start.
  browserStartTimeout: 120000,
  // A test page's first script: past the default 20 s for WebKit on the loaded 2-core machine.
  testsStartTimeout: 60000,
  plugins: [
    packageSelf,
    replace({ preventAssignment: true, include: ['**/node_modules/**'], values: { 'process.env.NODE_ENV': '"development"' } }),
    prebundleCjs({ deps: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'qrcode'] }),
    cssModules(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'auto' }),
  ],
  browsers,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter({ file: process.env.BETR_UNIT_RESULTS })],
};
