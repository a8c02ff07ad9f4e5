/**
 * The journeys of test/engines/journeys.ts in Firefox ESR and WebKitGTK, at 1280 and at 375 px
 * (WebKit at 375 px stands for the iPhone). Starts its own provider server on free ports, runs
 * the two engines side by side (they share nothing: each journey has a casino of its own), one
 * journey at a time in each, and writes the counts per engine to .bench/engine-journeys.json for
 * tools/test.mjs.
 *
 *   node tools/run.mjs test/engines/run.ts [--engine firefox|webkit] [--journey TEXT] [--width 375|1280]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import puppeteer from 'puppeteer-core';
// tools/engines.mjs is plain JavaScript shared with web-test-runner.config.mjs.
import { engineVersions, firefoxLaunchOptions, selectedEngines, startWebKitDriver, webkitCapabilities } from '../../tools/engines.mjs';
import { createServer, repoRoot } from '../../demo/server.ts';
import { firefoxPage, webkitPage, type EnginePage } from './driver.ts';
import { journeys, Player } from './journeys.ts';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];
const JOURNEY_TIMEOUT_MS = 120_000;
const RESULTS = join(repoRoot, '.bench', 'engine-journeys.json');

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
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms).unref())]);

async function main() {
  const { values } = parseArgs({ options: { engine: { type: 'string' }, journey: { type: 'string' }, width: { type: 'string' } } });
  const engines = (values.engine ? [values.engine] : selectedEngines()).filter((name) => name === 'firefox' || name === 'webkit');
  const chosen = journeys.filter((j) => !values.journey || j.name.includes(values.journey));
  const viewports = VIEWPORTS.filter((v) => !values.width || String(v.width) === values.width);

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
      else driver = await startWebKitDriver();
    } catch (error) {
      counts.failed += 1;
      counts.failures.push({ file: 'test/engines/run.ts', name: `${engine}: start`, error: String((error as Error).message ?? error) });
      return;
    }
    try {
      for (const viewport of viewports)
        for (const journey of chosen) {
          const name = `${journey.name} (${viewport.width} px)`;
          const started = performance.now();
          let page: EnginePage | null = null;
          try {
            page = browser ? await firefoxPage(browser) : await webkitPage(driver!.url, webkitCapabilities);
            await page.setViewport(viewport.width, viewport.height);
            const player = new Player(page, server.url);
            await withTimeout(journey.run(player), JOURNEY_TIMEOUT_MS, name);
            const errors = await player.errors();
            if (errors.length > 0) throw new Error(`the page raised: ${errors.join(' | ')}`);
            counts.passed += 1;
            console.log(`  ✓ [${engine}] ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
          } catch (error) {
            counts.failed += 1;
            const message = String((error as Error).message ?? error).split('\n')[0]!.slice(0, 300);
            counts.failures.push({ file: 'test/engines/journeys.ts', name: `[${engine}] ${name}`, error: message });
            console.log(`  ✗ [${engine}] ${name}\n      ${message}`);
          } finally {
            await page?.close().catch(() => undefined);
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
    console.log(`journeys in ${engine} (${versions[engine]}): ${c.passed} passed, ${c.failed} failed`);
  }
  process.exitCode = Object.values(results).some((c) => c.failed > 0) ? 1 : 0;
}

await main();
