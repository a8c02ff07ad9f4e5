/**
 * The journeys of test/engines/journeys.ts in Firefox ESR and WebKitGTK, each journey once in
 * each engine, and each engine at both widths: WebKit runs a journey that is most a phone's
 * (`phone`: the sign-up to the first deposit, the limits, Pay N Play, the operator's page) at 375 px, where it stands
 * for the iPhone, and the others (sign-in from the header, the lobby) at 1280 px, as Safari on a
 * Mac; Firefox the other way round. Every journey at both widths in both engines took 204 s of
 * the 2-core machine's CPU, a third of it WebKit at 1280 px, and told little more: the layouts
 * at both sides of the breakpoint are each engine's in the unit run (popup-host.test.ts, the
 * .layout files), and Chromium's journeys (test/e2e) run at both widths. `--width` runs every
 * chosen journey at that width; `--engine chromium` runs both widths. Starts its own provider server on free ports, runs
 * the two engines side by side (they share nothing: each journey has a casino of its own), one
 * journey at a time in each, and writes the counts per engine to .bench/engine-journeys.json for
 * tools/test/test.mjs.
 *
 *   node tools/run.mjs test/engines/run.ts [--engine firefox|webkit] [--journey TEXT] [--width 375|1280]
 *
 * `--engine chromium` runs them in Debian's Chromium through puppeteer-core, by hand only (npm
 * test's Chromium journeys are Playwright's): it tells an engine's difference from this driver's.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
// tools/test/engines.mjs is plain JavaScript shared with web-test-runner.config.mjs.
import { engineVersions, firefoxLaunchOptions, selectedEngines, startWebKitDriver, webkitCapabilities } from '../../tools/test/engines.mjs';
import { createServer, repoRoot } from '../../demo/server.ts';
import { puppeteerPage, webkitPage, type EnginePage } from './driver.ts';
// tools/test/chromium.mjs has no declarations (see playwright.config.ts).
const { chromiumArgs, chromiumPath }: { chromiumArgs: string[]; chromiumPath: string } = await import(
  '../../tools/test/chromium.mjs' as string
);
import { journeys, Player, type Journey } from './journeys.ts';

const PHONE = { width: 375, height: 740 };
const VIEWPORTS = [{ width: 1280, height: 800 }, PHONE];
// WebKit took 104-143 s for the sign-up and the limits beside other browsers on the 2-core machine (load 10-35).
const JOURNEY_TIMEOUT_MS = 240_000;
const RESULTS = join(repoRoot, '.bench', 'engine-journeys.json');
/** The popup's text and field values, through shadow roots (or the page's, with no popup). */
const SCREEN = `(() => {
  const out = [];
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3 && child.textContent.trim()) out.push(child.textContent.trim());
      if (child.nodeType !== 1) continue;
      if (child.matches('input, select, textarea')) out.push('[' + (child.name || child.type) + '=' + (child.type === 'checkbox' ? child.checked : child.value) + (child.disabled ? ' disabled' : '') + ']');
      if (child.matches('button') && child.disabled) out.push('(disabled)');
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(document.querySelector('betr-popup') ?? document.body);
  return out.join(' ').slice(0, 3000);
})()`;

interface Failure {
  file: string;
  name: string;
  error: string;
}
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  failures: Failure[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms).unref()),
  ]);

async function main() {
  const { values } = parseArgs({ options: { engine: { type: 'string' }, journey: { type: 'string' }, width: { type: 'string' } } });
  const engines = values.engine ? [values.engine] : selectedEngines().filter((name) => name !== 'chromium');
  const chosen = journeys.filter((j) => !values.journey || j.name.includes(values.journey));
  /** The widths a journey runs at in an engine (see above). */
  const viewportsOf = (engine: string, journey: Journey) =>
    VIEWPORTS.filter((v) =>
      values.width
        ? String(v.width) === values.width
        : engine === 'chromium' || (v.width === PHONE.width) === (journey.phone === (engine === 'webkit')),
    );

  const cashierPort = await freePort();
  const server = await createServer({ port: 0, cashierPort });
  console.log(`journeys: provider server on ${server.url}, cashier on ${cashierPort}; ${engines.join(' and ')}`);

  const results: Record<string, Counts> = {};
  const runEngine = async (engine: string) => {
    const counts: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
    results[engine] = counts;
    let browser: Awaited<ReturnType<typeof puppeteer.launch>> | null = null;
    let driver: Awaited<ReturnType<typeof startWebKitDriver>> | null = null;
    try {
      if (engine === 'firefox') browser = await puppeteer.launch(firefoxLaunchOptions);
      else if (engine === 'chromium')
        browser = await puppeteer.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
      else driver = await startWebKitDriver();
    } catch (error) {
      counts.failed += 1;
      counts.failures.push({ file: 'test/engines/run.ts', name: `${engine}: start`, error: String((error as Error).message ?? error) });
      return;
    }
    try {
      for (const journey of chosen)
        for (const viewport of viewportsOf(engine, journey)) {
          const name = `${journey.name} (${viewport.width} px)`;
          for (let attempt = 1; ; attempt++) {
            const started = performance.now();
            let page: EnginePage | null = null;
            let failure: string | null = null;
            try {
              page = browser ? await puppeteerPage(browser, engine) : await webkitPage(driver!.url, webkitCapabilities);
              await page.setViewport(viewport.width, viewport.height);
              const player = new Player(page, server.url);
              await withTimeout(journey.run(player), JOURNEY_TIMEOUT_MS, name);
              const errors = await player.errors();
              if (errors.length > 0) throw new Error(`the page raised: ${errors.join(' | ')}`);
              counts.passed += 1;
              console.log(`  ✓ [${engine}] ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
            } catch (error) {
              failure = String((error as Error).message ?? error)
                .split('\n')[0]!
                .slice(0, 300);
              // What the player saw at the failure, to tell a slow page from a wrong one.
              if (page && process.env.BETR_JOURNEY_LOG)
                console.log(await withTimeout(page.run<string>(SCREEN), 10_000, 'the screen').catch(() => '(no screen)'));
            } finally {
              await page?.close().catch(() => undefined);
            }
            // A WebDriver request that failed in transport ("fetch failed") tells nothing of the
            // product: WebKitWebDriver died, or its connection to the MiniBrowser broke while it
            // still answered /status (CI run E). Either way the journey runs once more on a new
            // driver; a second failure, or any other, counts. A journey cut off by its time-out can
            // also leave the driver gone: the next one gets a new driver.
            const transportFailed = driver !== null && failure !== null && failure.includes('fetch failed');
            const driverGone =
              driver !== null &&
              (transportFailed ||
                !(await fetch(`${driver.url}/status`).then(
                  (answer) => answer.ok,
                  () => false,
                )));
            if (driverGone) {
              driver!.stop();
              driver = await startWebKitDriver();
            }
            if (transportFailed && attempt === 1) {
              console.log(`  ↻ [${engine}] ${name}: a WebKitWebDriver request failed (${failure}); once more on a new driver`);
              continue;
            }
            if (failure !== null) {
              counts.failed += 1;
              counts.failures.push({ file: 'test/engines/journeys.ts', name: `[${engine}] ${name}`, error: failure });
              console.log(`  ✗ [${engine}] ${name}\n      ${failure}`);
            }
            break;
          }
        }
    } finally {
      await browser?.close().catch(() => undefined);
      driver?.stop();
    }
  };

  try {
    await Promise.all(engines.map(runEngine));
  } finally {
    await server.close();
  }
  const versions = await engineVersions();
  mkdirSync(join(repoRoot, '.bench'), { recursive: true });
  writeFileSync(RESULTS, JSON.stringify({ engines: results, versions }, null, 2));
  for (const engine of engines) {
    const c = results[engine]!;
    console.log(`journeys in ${engine} (${versions[engine as keyof typeof versions]}): ${c.passed} passed, ${c.failed} failed`);
  }
  process.exitCode = Object.values(results).some((c) => c.failed > 0) ? 1 : 0;
}

await main();
