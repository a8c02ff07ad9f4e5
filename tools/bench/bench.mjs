#!/usr/bin/env node
// Measures the bars of DESIGN.md against budgets.json: `npm run bench`, `node tools/bench/bench.mjs --check`.
//   --build   rebuild dist/ first (otherwise only when dist/betr.js is missing)
//   --check   exit 1 when a budget is exceeded or a rest page loaded the stub or turnkey adapter
//   --bytes   the sizes only (pages and files), none of the timings
//   --vitals  the sizes, typing in the lobby and Lighthouse only (the host page's vitals)
//   --timings the sizes and the insert -> first input timings only (a minute, for a change to the element path)
//   --gateway the signing gateway under load only (tools/bench/gateway.mjs; no browser, about 2 minutes)
// Bytes: each page in budgets.json "pages" (test/bench/<name>.html) is opened in a fresh
// browser context on the demo server (started in-process on $BENCH_PORT, default 4400);
// every script and style sheet response is recorded after network idle + 1 s and its body
// gzipped (level 9) here. Also: every file in dist/ and dist/cashier.js on its own.
// Speed: on test/bench/<timing page>.html (stub adapter, HTTP cache warmed once) the median
// over N page loads of the time from inserting the tag to its first usable input (an
// enabled, visible <input> in its shadow root), in a Chromium driven over a bare DevTools
// pipe (tools/bench/bare-chromium.mjs): Playwright's network instrumentation would add its own
// work to each of the element's requests.
// Lobby: on test/bench/lobby-rest.html with the stand-in serving budgets.json "lobby" games
// (500), the median over N page loads (HTTP cache warmed once) of the time from navigation
// to the first visible, enabled Play button in <betr-game-list>.
// Scale (budgets.json "accountArea"): test/bench/account-area-rest.html signed in as a
// returning player, with `few` and `many` mixed account-area elements: back-end calls (every
// request under /api/rest), React commits per element (a __REACT_DEVTOOLS_GLOBAL_HOOK__ stub
// installed before load counts onCommitFiberRoot) and main-thread time (CDP TaskDuration) per
// element appended to the settled `few`-element page, each the median of `loads` loads (3);
// then each page loaded `repeats` times more,
// each right after a sign-in, `parallel` tabs at a time: every load makes the same calls, each
// path once. First deposit popup ("firstDeposit"): the same page with no element, CPU
// slowed down by CDP, from betr.openDeposit() to the popup's first enabled control.
// Typing ("typing"): 'Find a game' on test/bench/lobby-rest.html with 5,000 games at 4x CPU, the
// longest key press from input to paint (Event Timing). Lighthouse ("lighthouse"): its default
// mobile run of each page, in a process of its own, against the budgets, the demo server behind
// an HTTP/2 front as a CDN serves it (tools/bench/front.mjs); reports in .bench/.
// Gateway ("gateway"): tools/bench/gateway.mjs, the gateway's CLI and a bare forwarding proxy
// in front of a platform that answers at once, driven by autocannon; last in a full run.
// The full report goes to .bench/bench.json (.bench/bench-gateway.json with --gateway).
// Its parts: sizes.mjs, timings.mjs (insert and load path), lobby.mjs (lobby and typing),
// account-area.mjs (scale and first deposit), lighthouse.mjs, gateway.mjs; in-page.mjs is the
// one way they wait for something in a page; report.mjs prints the report.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, platform, release, totalmem } from 'node:os';
import { importTs } from '../run.mjs';
import { chromiumArgs, chromiumPath } from '../test/chromium.mjs';
import { benchAccountArea, benchFirstDeposit } from './account-area.mjs';
import { root } from './common.mjs';
import { measureGateway } from './gateway.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchLobby, benchTyping } from './lobby.mjs';
import { GATEWAY_PAGE, writeFigures } from './performance-figures.mjs';
import { printGateway, printReport } from './report.mjs';
import { benchSizes } from './sizes.mjs';
import { benchLoadPath, checkTimings, measureTimings } from './timings.mjs';

const argv = process.argv.slice(2);
const check = argv.includes('--check');
const forceBuild = argv.includes('--build');
const bytesOnly = argv.includes('--bytes');
const vitalsOnly = argv.includes('--vitals');
const timingsOnly = argv.includes('--timings');
const gatewayOnly = argv.includes('--gateway');
for (const arg of argv) {
  if (!['--check', '--build', '--bytes', '--vitals', '--timings', '--gateway'].includes(arg)) {
    console.error(`bench: unknown option ${arg} (use --check, --build, --bytes, --vitals, --timings, --gateway)`);
    process.exit(2);
  }
}

function build() {
  console.log('bench: building dist/ (rollup -c)');
  const rollup = join(root, 'node_modules', '.bin', 'rollup');
  const result = spawnSync(rollup, ['-c', '--silent'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    console.error(`bench: the build failed (${result.error?.message ?? `exit ${result.status}`}); nothing measured`);
    process.exit(1);
  }
  // dist/betr-reserve.css, which the pages link (npm run build writes it after rollup too).
  spawnSync(process.execPath, [join(root, 'tools', 'build', 'reserve-css.mjs')], { cwd: root, stdio: 'inherit' });
}

async function startServer() {
  const { createServer } = await importTs(join(root, 'demo', 'server.ts'));
  const fromEnv = process.env.BENCH_PORT !== undefined;
  const port = Number(process.env.BENCH_PORT ?? 4400);
  const cashierPort = Number(process.env.BENCH_CASHIER_PORT ?? 5400);
  try {
    return await createServer({ port, cashierPort, root });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE' || fromEnv) throw error;
    console.log(`bench: port ${port} is busy, using a free one`);
    return createServer({ port: 0, cashierPort, root });
  }
}

/** budgets.json "gateway": its figures into the report, its checks into `addCheck`. */
async function benchGateway(budgets, report, addCheck) {
  if (!budgets.gateway) return;
  try {
    report.gateway = await measureGateway(budgets.gateway);
    for (const [name, ok, measured] of report.gateway.checks) addCheck(name, ok, measured);
  } catch (error) {
    report.gateway = { error: error.message };
    addCheck('gateway under load', false, error.message);
  }
}

/** --gateway: the gateway's part alone, its own report. */
async function mainGateway(budgets) {
  const report = { date: new Date().toISOString(), machine: machineOf(), scope: 'gateway', checks: [] };
  await benchGateway(budgets, report, (name, ok, message) => report.checks.push({ name, ok, message }));
  report.ok = report.checks.every((c) => c.ok);
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench', 'bench-gateway.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFigures(report, GATEWAY_PAGE);
  printGateway(report);
  if (check && !report.ok) process.exitCode = 1;
}

/**
 * How fast this machine runs one core's fixed work (sorting 200,000 numbers and a JSON round trip
 * of them), the best of 7, in ms: the shared machine's hosts differ by two times and more from
 * one day to the next, and every timing moves with them.
 */
function cpuGauge() {
  let seed = 1;
  const numbers = Array.from({ length: 200_000 }, () => (seed = (seed * 16807) % 2147483647));
  let best = Infinity;
  for (let i = 0; i < 7; i += 1) {
    const t0 = performance.now();
    JSON.parse(JSON.stringify([...numbers].sort((a, b) => a - b)));
    best = Math.min(best, performance.now() - t0);
  }
  return Math.round(best);
}

/** Where the figures were measured, for the docs that show them (tools/bench/performance-figures.mjs). */
function machineOf() {
  return {
    cpus: cpus().length,
    model: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${platform()} ${release()}`,
    gaugeMs: cpuGauge(),
  };
}

async function main() {
  const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
  if (gatewayOnly) return mainGateway(budgets);
  if (forceBuild || !existsSync(join(root, 'dist', 'betr.js'))) build();

  const report = { date: new Date().toISOString(), pages: {}, dist: {}, files: {}, timings: {}, lobby: {}, checks: [] };
  report.machine = machineOf();
  report.scope = bytesOnly ? 'bytes' : vitalsOnly ? 'vitals' : 'all';
  const checks = report.checks;
  const addCheck = (name, ok, message) => checks.push({ name, ok, message });

  const server = await startServer();
  report.server = server.url;
  // The insert timings first, while no other browser runs beside them.
  const timings = bytesOnly || vitalsOnly ? [] : await measureTimings(server, budgets);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs.filter((arg) => arg !== '--headless' && arg !== '--no-sandbox'),
  });
  report.chromium = browser.version();
  try {
    await benchSizes(browser, server, budgets, report, addCheck);
    // --bytes: sizes only (a few seconds), for trying a build change.
    if (!bytesOnly) {
      checkTimings(timings, report, addCheck);
      if (!vitalsOnly && !timingsOnly) {
        await benchLobby(browser, server, budgets, report, addCheck);
        await benchLoadPath(browser, server, budgets, report, addCheck);
        if (budgets.accountArea) await benchAccountArea(browser, server, budgets.accountArea, report, addCheck);
        if (budgets.firstDeposit) await benchFirstDeposit(browser, server, budgets.firstDeposit, report, addCheck);
      }
      if (!timingsOnly && budgets.typing) await benchTyping(browser, server, budgets.typing, report, addCheck);
      if (!timingsOnly && budgets.lighthouse) await benchLighthouse(server, budgets.lighthouse, report, addCheck);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  // Last, with no browser and no demo server left running beside it.
  if (!bytesOnly && !vitalsOnly && !timingsOnly) await benchGateway(budgets, report, addCheck);

  report.ok = checks.every((c) => c.ok);
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  // A whole run's figures are the docs' (a partial one, such as npm test's sizes, leaves them).
  if (report.scope === 'all' && !timingsOnly) writeFigures(report);
  printReport(report);
  if (check && !report.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error('bench:', error);
  process.exitCode = 1;
});
