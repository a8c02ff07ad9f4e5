// Unit and component tests in Chromium, Firefox and WebKit, all from Debian (never a downloaded
// browser; tools/engines.mjs). `BETR_ENGINES=chromium` (or any comma-separated subset) narrows a run.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteerCore from 'puppeteer-core';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import rollupReplace from '@rollup/plugin-replace';
import cssModulesPlugin from './tools/css-modules.mjs';
import { prebundleCjs } from './tools/wtr-prebundle-cjs.mjs';
import { countingReporter } from './tools/wtr-counting-reporter.mjs';
import { chromiumArgs, chromiumPath } from './tools/chromium.mjs';
import { firefoxLaunchOptions, selectedEngines, startWebKitDriver, webkitCapabilities } from './tools/engines.mjs';

// The contract suite's provider server (tools/test.mjs starts it on $PORT) and its cashier stand-in
// ($CASHIER_PORT), named to the test page.
const providerServer = `http://localhost:${Number(process.env.PORT ?? 4000)}`;
const cashierServer = `http://localhost:${Number(process.env.CASHIER_PORT ?? 5000)}`;

const cssModules = fromRollup(cssModulesPlugin);

/**
 * WebKit through WebKitWebDriver: one session per driver process, so one page at a time. The
 * launcher runs files in iframes of one page unless the run's concurrency is 1; it is told 1, so
 * each file gets the whole window, as in the other engines.
 */
async function webkit() {
  const driver = await startWebKitDriver();
  const launcher = webdriverLauncher({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    logLevel: 'error',
    // WebdriverIO 9 asks for BiDi by default, which WebKitWebDriver refuses.
    capabilities: { ...webkitCapabilities, 'wdio:enforceWebDriverClassic': true },
  });
  launcher.concurrency = 1;
  const initialize = launcher.initialize.bind(launcher);
  launcher.initialize = async (config, files) => {
    await initialize({ ...config, concurrency: 1 }, files);
    launcher.name = 'WebKit';
  };
  const stop = launcher.stop.bind(launcher);
  launcher.stop = async () => {
    await stop();
    driver.stop();
  };
  return launcher;
}

const launchers = {
  chromium: () => playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } }),
  // One page at a time: Chromium's two and WebKit's one already fill the two cores.
  firefox: () =>
    chromeLauncher({
      puppeteer: puppeteerCore,
      launchOptions: firefoxLaunchOptions,
      concurrency: 1,
      // puppeteer's 30 s for a test page's load ran out on the loaded machine, and the failed
      // navigation ended the whole run without a summary.
      createPage: async ({ context }) => {
        const page = await context.newPage();
        page.setDefaultNavigationTimeout(120000);
        return page;
      },
    }),
  webkit,
};
const browsers = await Promise.all(selectedEngines().map((name) => launchers[name]()));
const replace = fromRollup(rollupReplace);

export default {
  files: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'],
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
    replace({ preventAssignment: true, include: ['**/node_modules/**'], values: { 'process.env.NODE_ENV': '"development"' } }),
    prebundleCjs({ deps: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'qrcode'] }),
    cssModules(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'auto' }),
  ],
  browsers,
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
