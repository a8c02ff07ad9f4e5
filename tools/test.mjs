#!/usr/bin/env node
// `npm test`: every check, in order, each timed, output passed through; ends with the line
// "N passed, N failed" (", N skipped" when some were) and exits 0 only when nothing failed.
// Works on a fresh clone with CI=true and no standard input (see .ci/run).
//
// How the counts are made:
//   deps       ensure-deps --browser: not a test; 1 failed when it fails
//   typecheck, lint, build, budgets, package: 1 test each (passed/failed by exit code)
//   unit, contract: the tests web-test-runner ran (.bench/unit-results.json by the counting reporter)
//   e2e:       the tests Playwright ran (.bench/e2e-results.json by its json reporter)
//   security:  the tests of test/security: web-test-runner's (against the provider server, as
//              contract) plus Playwright's strict-CSP page (.bench/security-e2e-results.json)
//   A step with no results file counts as 1 failed; a step that exits non-zero without a
//   failed test counts 1 failed more. When the build fails, e2e and budgets (they need
//   dist/) are not run and count 1 failed each. The contract step exists only when
//   test/contract holds *.test.ts files.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const UNIT_RESULTS = join(root, '.bench', 'unit-results.json');
const E2E_RESULTS = join(root, '.bench', 'e2e-results.json');
const SECURITY_E2E_RESULTS = join(root, '.bench', 'security-e2e-results.json');

function run(command, args, env = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('error', (error) => resolveRun({ code: null, error: error.message }));
    child.on('close', (code, signal) => resolveRun({ code, signal }));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function hasTestFiles(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? hasTestFiles(join(dir, entry.name)) : entry.name.endsWith('.test.ts'),
  );
}

function portInUse(port) {
  return new Promise((resolvePort) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once('error', () => resolvePort(false));
  });
}

const exitText = ({ code, signal, error }) => (error ? `could not start: ${error}` : signal ? `killed by ${signal}` : `exit ${code}`);

/** 1 test, passed when the command exits 0. */
async function single(command, args) {
  const result = await run(command, args);
  return result.code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: exitText(result) };
}

/** The counts a test runner wrote to `file`; a crash without results is 1 failed. */
async function counted(command, args, file, readCounts, env) {
  rmSync(file, { force: true });
  const result = await run(command, args, env);
  const counts = existsSync(file) ? readCounts(readJson(file)) : null;
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `no results (${exitText(result)})` };
  if (result.code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `${exitText(result)} without a failed test` };
  return counts;
}

const wtrCounts = (json) =>
  json && Number.isInteger(json.passed) ? { passed: json.passed, failed: json.failed ?? 0, skipped: json.skipped ?? 0 } : null;

const playwrightCounts = (json) => {
  const stats = json?.stats;
  if (!stats) return null;
  const counts = { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
  if ((json.errors?.length ?? 0) > 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = json.errors[0]?.message?.split('\n')[0] ?? 'Playwright reported an error';
  }
  return counts;
};

/** The contract suite reaches rest and wamp through the local provider server: start it unless one runs. */
async function withProviderServer(task) {
  const port = Number(process.env.PORT ?? 4000);
  if (await portInUse(port)) return task();
  let server = null;
  try {
    const { importTs } = await import('./run.mjs');
    const { createServer } = await importTs(join(root, 'demo', 'server.ts'));
    server = await createServer({ port });
    console.log(`test: local provider server on ${server.url} for the contract suite`);
  } catch (error) {
    console.log(`test: could not start the local provider server (${error.message ?? error}); running the contract suite without it`);
  }
  try {
    return await task();
  } finally {
    await server?.close();
  }
}

const steps = [
  {
    name: 'deps',
    title: 'node tools/ensure-deps.mjs --browser',
    run: async () => {
      const result = await run(process.execPath, [join(root, 'tools', 'ensure-deps.mjs'), '--browser']);
      return result.code === 0 ? { passed: 0, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: exitText(result) };
    },
  },
  { name: 'typecheck', title: 'tsc --noEmit', run: () => single(bin('tsc'), ['--noEmit']) },
  { name: 'lint', title: 'eslint --max-warnings 0 .', run: () => single(bin('eslint'), ['--max-warnings', '0', '.']) },
  { name: 'build', title: 'npm run build', run: () => single('npm', ['run', 'build', '--silent']) },
  { name: 'unit', title: 'wtr', run: () => counted(bin('wtr'), [], UNIT_RESULTS, wtrCounts) },
  {
    name: 'contract',
    title: "wtr --concurrency 1 --files 'test/contract/**/*.test.ts'",
    when: () => hasTestFiles(join(root, 'test', 'contract')),
    // One file at a time: the files share one provider server, and the WAMP protocol cases
    // drop its sockets on purpose, which would cut another file's connections.
    run: () => withProviderServer(() => counted(bin('wtr'), ['--concurrency', '1', '--files', 'test/contract/**/*.test.ts'], UNIT_RESULTS, wtrCounts)),
  },
  {
    name: 'security',
    title: "wtr --concurrency 1 --files 'test/security/**/*.test.ts' && playwright test --config test/security/playwright.config.ts",
    needsDist: true,
    when: () => hasTestFiles(join(root, 'test', 'security')),
    run: async () => {
      // The component suites share the provider server's security casino: one file at a time.
      const components = await withProviderServer(() =>
        counted(bin('wtr'), ['--concurrency', '1', '--files', 'test/security/**/*.test.ts'], UNIT_RESULTS, wtrCounts),
      );
      // The strict-CSP page starts its own server (Playwright's webServer), as e2e does.
      const page = await counted(bin('playwright'), ['test', '--config', 'test/security/playwright.config.ts'], SECURITY_E2E_RESULTS, playwrightCounts);
      const note = [components.note, page.note].filter(Boolean).join('; ');
      return {
        passed: components.passed + page.passed,
        failed: components.failed + page.failed,
        skipped: components.skipped + page.skipped,
        ...(note && { note }),
      };
    },
  },
  { name: 'e2e', title: 'playwright test', needsDist: true, run: () => counted(bin('playwright'), ['test'], E2E_RESULTS, playwrightCounts) },
  { name: 'budgets', title: 'node tools/bench.mjs --check', needsDist: true, run: () => single(process.execPath, [join(root, 'tools', 'bench.mjs'), '--check']) },
  // npm pack, the tarball installed in a scratch project and in both examples, their types checked and their pages opened.
  { name: 'package', title: 'node tools/test-package.mjs', needsDist: true, run: () => single(process.execPath, [join(root, 'tools', 'test-package.mjs')]) },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
let buildFailed = false;
const started = performance.now();

for (const step of steps) {
  if (step.when && !step.when()) continue;
  if (step.needsDist && buildFailed) {
    console.log(`\n━━ ${step.name}: not run, the build failed`);
    rows.push({ step: step.name, passed: 0, failed: 1, skipped: 0, ms: 0, note: 'not run: the build failed' });
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.title}`);
  const t0 = performance.now();
  let counts;
  try {
    counts = await step.run();
  } catch (error) {
    console.error(error);
    counts = { passed: 0, failed: 1, skipped: 0, note: `crashed: ${error?.message ?? error}` };
  }
  const ms = performance.now() - t0;
  if (step.name === 'build' && counts.failed > 0) buildFailed = true;
  rows.push({ step: step.name, ...counts, ms });
  console.log(`━━ ${step.name}: ${counts.failed ? 'FAILED' : 'ok'} in ${seconds(ms)}${counts.note ? ` (${counts.note})` : ''}`);
}

const total = rows.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});

const header = ['step', 'result', 'passed', 'failed', 'skipped', 'time', ''];
const body = rows.map((r) => [r.step, r.failed ? 'FAILED' : 'ok', r.passed, r.failed, r.skipped, seconds(r.ms), r.note ?? '']);
body.push(['total', total.failed ? 'FAILED' : 'ok', total.passed, total.failed, total.skipped, seconds(performance.now() - started), '']);
const cells = [header, ...body].map((row) => row.map(String));
const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
const format = (row) => row.map((cell, i) => (i === 0 || i === 1 || i === row.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ').trimEnd();
console.log('');
console.log(format(cells[0]));
console.log(widths.map((w) => '-'.repeat(w)).join('  ').trimEnd());
for (const row of cells.slice(1)) console.log(format(row));
console.log('');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed === 0 ? 0 : 1;
