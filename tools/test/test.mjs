#!/usr/bin/env node
// `npm test`: every check, in order, each timed, output passed through; ends with the line
// "N passed, N failed" (", N skipped" when some were) and exits 0 only when nothing failed.
// Works on a fresh clone with CI=true and no standard input (see .ci/run).
//
// How the counts are made:
//   deps       ensure-deps --browser: not a test; 1 failed when it fails
//   typecheck, lint, build, budgets (the sizes), package: 1 test each (passed/failed by exit code)
//   unit:      the tests web-test-runner ran in each engine, a row per engine (unit/chromium,
//              .bench/unit-results.json; unit/firefox and unit/webkit, a run each beside e2e,
//              .bench/unit-results-firefox.json and -webkit.json; by the counting reporter). A run
//              that dies runs its unfinished files once more (unitRun)
//   contract:  the same, in Chromium only (a protocol is covered once), plus Playwright's `node`
//              project (test/contract/*.node.spec.ts: autobahn against the WAMP peer), run in the e2e step
//   docs:      tools/test/check-docs.mjs after the build, 1 test per Markdown file's links, per complete
//              example, and 2 for the element reference (.bench/docs-results.json)
//   gateway:   the tests of Playwright's gateway project (server code in Node, no browser: the REST
//              signing gateway and the REST stand-in's signature check; .bench/gateway-results.json)
//   e2e/chromium: the tests of Playwright's e2e project (.bench/e2e-results.json by its json reporter)
//   e2e/firefox, e2e/webkit: the journeys of test/engines in each (.bench/engine-journeys.json)
//   security:  the tests of test/security: web-test-runner's (against the provider server, as
//              contract) plus the strict-CSP page, which Playwright runs in the e2e step as its
//              `security` project (one browser, one server, the same workers) and counts here
//   time:      the whole run against budgets.json "suite" (1 test: failed past maxSeconds)
//   A step with no results file counts as 1 failed; a step that exits non-zero without a
//   failed test counts 1 failed more.
//   Order: deps; typecheck, lint and build side by side (each mostly one core), so the three
//   take about as long as lint alone; unit in Chromium; gateway; unit in Firefox and WebKit side by
//   side (one page each); e2e in Chromium alone (two workers); then the size budgets, contract followed
//   by security (one lane: they share the provider server), package (each about one core) and the
//   Firefox and WebKit journeys (their own provider server on free ports; mostly waiting on the
//   two browsers), side by side. The timing budgets are `npm run bench -- --check`'s, on a quiet
//   machine. Output of steps run side by side is held
//   and printed in order. When the build fails, e2e, budgets and package (they need dist/) are
//   not run and count 1 failed each. The contract step exists only when test/contract holds
//   *.test.ts files.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { totalsOf } from './wtr-counting-reporter.mjs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const UNIT_RESULTS = join(root, '.bench', 'unit-results.json');
const E2E_RESULTS = join(root, '.bench', 'e2e-results.json');
const GATEWAY_RESULTS = join(root, '.bench', 'gateway-results.json');
const DOCS_RESULTS = join(root, '.bench', 'docs-results.json');
const JOURNEY_RESULTS = join(root, '.bench', 'engine-journeys.json');
/** The row of each engine, in this order. */
const ENGINES = [
  ['chromium', 'Chromium'],
  ['firefox', 'Firefox'],
  ['webkit', 'WebKit'],
];
/** The engines the unit suite runs in: BETR_ENGINES (e.g. `chromium` alone), else the three. */
const TEST_ENGINES = process.env.BETR_ENGINES || 'chromium,firefox,webkit';
const named = (list) => {
  const names = list.split(',').map((engine) => engine.trim().toLowerCase());
  return ENGINES.filter(([name]) => names.includes(name));
};
/**
 * The unit suite's two runs: Chromium's first, alone (its two kept pages fill the two cores for
 * about 75 s); then Firefox's and WebKit's, one page each, beside Playwright's e2e step, whose
 * waits they fill. In a quiet fresh-clone run the two side by side took 402 s and e2e 506 s
 * (the group 506 s), where one after the other would take about 221 s and 350 s.
 */
const UNIT_FIRST = named(TEST_ENGINES).filter(([name]) => name === 'chromium');
const UNIT_BESIDE = named(TEST_ENGINES).filter(([name]) => name !== 'chromium');
/** Firefox's and WebKit's results: unit-results-firefox.json and unit-results-webkit.json. */
const UNIT_BESIDE_RESULTS = join(root, '.bench', 'unit-results.json');
/**
 * The engines the player's journeys run in besides Playwright's Chromium (test/engines): those of
 * BETR_ENGINES, else Firefox and WebKit, in every run. Ten journeys an engine, about 3 minutes for
 * both side by side, beside the last group's steps: a break that only Safari or Firefox shows
 * fails npm test.
 */
const JOURNEY_ENGINES = named(process.env.BETR_ENGINES || 'firefox,webkit').filter(([name]) => name !== 'chromium');
/**
 * BETR_ONE_AT_A_TIME=1 runs every step alone, in order, with nothing beside it: how the time that
 * running steps side by side saves is measured (CONTRIBUTING.md, "Fresh-clone run times").
 */
const ONE_AT_A_TIME = process.env.BETR_ONE_AT_A_TIME === '1';
/** Contract and security cover a protocol and the product's defences, once: in Chromium. */
const CHROMIUM_ONLY = { BETR_ENGINES: 'chromium' };
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Run a command; with `output` (an array) its stdout and stderr are collected there instead of shown. */
function run(command, args, env = {}, output = null) {
  return new Promise((resolveRun) => {
    const stdio = output ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
    const child = spawn(command, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    if (output) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
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
async function single(command, args, output = null) {
  const result = await run(command, args, {}, output);
  return result.code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: exitText(result) };
}

/** The counts a test runner wrote to `file`; a crash without results is 1 failed. */
async function counted(command, args, file, readCounts, env = {}, output = null) {
  rmSync(file, { force: true });
  const result = await run(command, args, env, output);
  const counts = existsSync(file) ? readCounts(readJson(file)) : null;
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `no results (${exitText(result)})` };
  if (result.code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `${exitText(result)} without a failed test` };
  return counts;
}

/** A unit run's partial log (tools/test/wtr-counting-reporter.mjs): its test files, and the records of those that finished. */
function readPartial(file) {
  let lines = [];
  try {
    lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  } catch {
    return { files: [], records: [] };
  }
  const parsed = lines.flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return []; // a line cut by the crash
    }
  });
  return { files: parsed[0]?.files ?? [], records: parsed.filter((entry) => entry.file) };
}

/**
 * A unit run (web-test-runner) whose browser or driver may die under it: what finished counts,
 * and the files that had not finished run once more in a new run (a new browser and driver). A
 * file that a second run does not finish either counts 1 failed in each engine of the run.
 * Without this, one WebKitWebDriver that stopped answering cost the step every result.
 */
async function unitRun(env, resultsFile, engines, output) {
  const partialFile = `${resultsFile}.partial`;
  const say = (line) => (output ? output.push(Buffer.from(`${line}\n`)) : console.log(line));
  const records = [];
  let files = [];
  let unfinished = [];
  let last = null;
  for (let attempt = 1; attempt <= 2; attempt++) {
    rmSync(resultsFile, { force: true });
    rmSync(partialFile, { force: true });
    last = await run(bin('wtr'), files, { ...env, BETR_UNIT_RESULTS: resultsFile }, output);
    const log = readPartial(partialFile);
    const finished = existsSync(resultsFile);
    records.push(...log.records);
    const done = new Set(log.records.map((record) => record.file));
    unfinished = finished ? [] : (attempt === 1 ? log.files : files).filter((file) => !done.has(file));
    if (finished || (log.files.length === 0 && attempt === 2)) break;
    if (attempt === 1) {
      say(
        `test: the unit run ended without its results (${exitText(last)}); ${unfinished.length || 'all'} unfinished files once more, in a new run`,
      );
      files = unfinished;
    }
  }
  const json = totalsOf(records);
  for (const file of unfinished)
    for (const [, label] of engines) {
      const mine = (json.engines[label] ??= { passed: 0, failed: 0, skipped: 0, failures: [] });
      const failure = { file, name: `[${label}] (the file)`, error: 'did not finish in two runs: its browser or driver died' };
      mine.failed += 1;
      mine.failures.push(failure);
      json.failed += 1;
      json.failures.push(failure);
    }
  if (records.length === 0 && unfinished.length === 0) return { passed: 0, failed: 1, skipped: 0, note: `no results (${exitText(last)})` };
  const counts = wtrCountsPerEngine(engines)(json);
  if (last.code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `${exitText(last)} without a failed test` };
  return counts;
}

const wtrCounts = (json) =>
  json && Number.isInteger(json.passed)
    ? { passed: json.passed, failed: json.failed ?? 0, skipped: json.skipped ?? 0, failures: json.failures ?? [] }
    : null;

/** A unit run's counts with a part per engine of `engines`; an engine that ran nothing is 1 failed. */
const wtrCountsPerEngine = (engines) => (json) => {
  const counts = wtrCounts(json);
  if (!counts) return null;
  const parts = engines.map(([name, label]) => {
    const mine = json.engines?.[label];
    return mine
      ? {
          name,
          passed: mine.passed,
          failed: mine.failed,
          skipped: mine.skipped,
          failures: mine.failures ?? [],
        }
      : { name, passed: 0, failed: 1, skipped: 0, note: `no ${label} results` };
  });
  const missing = parts.filter((part) => part.note).length;
  return { ...counts, failed: counts.failed + missing, parts };
};

/** The Firefox and WebKit journeys' counts, a part per engine. */
const journeyCounts = (json) => {
  if (!json?.engines) return null;
  const parts = JOURNEY_ENGINES.map(([name]) => {
    const mine = json.engines[name];
    return mine
      ? {
          name,
          passed: mine.passed,
          failed: mine.failed,
          skipped: mine.skipped,
          failures: mine.failures ?? [],
          note: json.versions?.[name],
        }
      : { name, passed: 0, failed: 1, skipped: 0, note: `no ${name} results` };
  });
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  return { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped'), parts };
};

/**
 * A failed test's error as a CI log's tail should show it: the first line, the locator and
 * the expectation it waited on, and the line of the spec that failed (a journey has many
 * `toBeVisible`s; the first line alone does not say which).
 */
function playwrightError(result) {
  const error = result?.error;
  if (!error) return '';
  const lines = stripAnsi(error.message ?? '').split('\n');
  const detail = lines.filter((line) => /^\s*(Locator|Expected|Received|Timeout):/.test(line)).map((line) => line.trim());
  const where = error.location ? `at ${error.location.file.replace(`${root}/`, '')}:${error.location.line}` : '';
  return [lines[0], ...detail, where].filter(Boolean).join('\n      ').slice(0, 800);
}

/** The counts of one Playwright project's tests (by the last result of each: a retried pass is flaky, counted passed). */
const playwrightCounts = (json, project) => {
  if (!json?.stats) return null;
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.projectName !== project) continue;
        if (test.status === 'skipped') counts.skipped += 1;
        else if (test.status === 'expected' || test.status === 'flaky') counts.passed += 1;
        else {
          counts.failed += 1;
          counts.failures.push({ file: spec.file, name: [...path, spec.title].join(' › '), error: playwrightError(test.results?.at(-1)) });
        }
      }
    for (const child of suite.suites ?? []) walk(child, child.title && !child.title.endsWith('.ts') ? [...path, child.title] : path);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  if ((json.errors?.length ?? 0) > 0 && counts.failed === 0) {
    counts.failed = 1;
    counts.note = json.errors[0]?.message?.split('\n')[0] ?? 'Playwright reported an error';
  }
  return counts;
};

/** The e2e step's Playwright run, kept for the security step, which counts the security project's tests from it. */
let playwrightRun = null;

/** The contract suite reaches rest and wamp through the local provider server: start it unless one runs. */
async function withProviderServer(task, output = null) {
  const log = (line) => (output ? output.push(Buffer.from(`${line}\n`)) : console.log(line));
  const port = Number(process.env.PORT ?? 4000);
  if (await portInUse(port)) return task();
  let server = null;
  try {
    const { importTs } = await import('../run.mjs');
    const { createServer } = await importTs(join(root, 'demo', 'server.ts'));
    server = await createServer({ port });
    log(`test: local provider server on ${server.url} for the contract suite`);
  } catch (error) {
    log(`test: could not start the local provider server (${error.message ?? error}); running the contract suite without it`);
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
    title: 'node tools/test/ensure-deps.mjs --browser',
    run: async () => {
      const result = await run(process.execPath, [join(root, 'tools', 'test', 'ensure-deps.mjs'), '--browser']);
      return result.code === 0 ? { passed: 0, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0, note: exitText(result) };
    },
  },
  // typecheck, lint and build share the two cores (the same `together` group).
  { name: 'typecheck', title: 'tsc --noEmit', together: 'checks', run: (output) => single(bin('tsc'), ['--noEmit'], output) },
  // eslint, then prettier --check.
  { name: 'lint', title: 'npm run lint', together: 'checks', run: (output) => single('npm', ['run', 'lint', '--silent'], output) },
  { name: 'build', title: 'npm run build', together: 'checks', run: (output) => single('npm', ['run', 'build', '--silent'], output) },
  // The docs' links and anchors, the element reference against the manifest, the complete examples (after the build).
  {
    name: 'docs',
    title: 'node tools/test/check-docs.mjs',
    run: () => counted(process.execPath, [join(root, 'tools', 'test', 'check-docs.mjs'), '--json', DOCS_RESULTS], DOCS_RESULTS, wtrCounts),
  },
  // Chromium's unit run; Firefox's and WebKit's run beside the e2e step (UNIT_BESIDE).
  {
    name: 'unit',
    title: 'wtr (Chromium)',
    when: () => UNIT_FIRST.length > 0,
    run: () => unitRun({ BETR_ENGINES: 'chromium' }, UNIT_RESULTS, UNIT_FIRST),
  },
  // Its own Playwright run and results file (the json reporter's file named by the environment).
  {
    name: 'gateway',
    title: 'playwright test --project gateway',
    run: () =>
      counted(
        bin('playwright'),
        ['test', '--project', 'gateway', '--reporter', 'list,json'],
        GATEWAY_RESULTS,
        (json) => playwrightCounts(json, 'gateway'),
        {
          PLAYWRIGHT_JSON_OUTPUT_FILE: GATEWAY_RESULTS,
        },
      ),
  },
  // Firefox's and WebKit's unit runs: a process each, side by side, with nothing else beside them.
  {
    name: 'unit',
    title: `wtr (${UNIT_BESIDE.map(([, label]) => label).join(', ')})`,
    when: () => UNIT_BESIDE.length > 0,
    // One page each, about a core each: side by side they took 3 min 41 s in a fresh-clone run
    // where one after the other took 7 min 46 s (CONTRIBUTING.md, "Fresh-clone run times"). Beside
    // e2e they made its journeys' steps two to three times as slow (load average 21 on the 2
    // cores) and the account journey ran out of its 90 s, so e2e waits for them. A run each: a
    // WebKitWebDriver that stops answering ends WebKit's run alone, whose unfinished files run again.
    run: async () => {
      const runs = await Promise.all(
        UNIT_BESIDE.map((engine) =>
          unitRun({ BETR_ENGINES: engine[0] }, UNIT_BESIDE_RESULTS.replace('.json', `-${engine[0]}.json`), [engine]),
        ),
      );
      return runs.reduce((all, one) => ({ ...sumCounts(all, one), parts: [...all.parts, ...(one.parts ?? [])] }), {
        passed: 0,
        failed: 0,
        skipped: 0,
        parts: [],
      });
    },
  },
  {
    name: 'e2e/chromium',
    title: 'playwright test (projects e2e, security: the strict-CSP page, and node: autobahn)',
    needsDist: true,
    run: async (output) => {
      rmSync(E2E_RESULTS, { force: true });
      const result = await run(bin('playwright'), ['test', '--project', 'e2e', '--project', 'security', '--project', 'node'], {}, output);
      playwrightRun = { result, json: existsSync(E2E_RESULTS) ? readJson(E2E_RESULTS) : null };
      return fromPlaywright(playwrightRun, 'e2e');
    },
  },
  // The size budgets (budgets.json pages and files). The timings (load path, first input, the
  // account area, the first deposit, the lobby, Lighthouse) need a quiet machine and about four
  // minutes of it: `npm run bench -- --check` measures and checks them, not npm test.
  // A failed budget is named in the summary (the bench's own table may be cut from CI's log).
  {
    name: 'budgets',
    title: 'node tools/bench/bench.mjs --check --bytes',
    together: 'last',
    needsDist: true,
    run: async (output) => {
      const report = join(root, '.bench', 'bench.json');
      rmSync(report, { force: true });
      const counts = await single(process.execPath, [join(root, 'tools', 'bench', 'bench.mjs'), '--check', '--bytes'], output);
      if (counts.failed === 0 || !existsSync(report)) return counts;
      const missed = (readJson(report).checks ?? []).filter((c) => !c.ok);
      return { ...counts, failures: missed.map((c) => ({ file: 'budgets.json', name: c.name, error: c.message })) };
    },
  },
  // The last group: contract then security (one lane: they share the provider server, one
  // file at a time, each about one core) beside package (npm, tsc and one page, about one core).
  {
    name: 'contract',
    title: "wtr --concurrency 1 --files 'test/contract/**/*.test.ts' (+ autobahn in Node, run in the e2e step)",
    together: 'last',
    lane: 'provider server',
    when: () => hasTestFiles(join(root, 'test', 'contract')),
    // One file at a time: the files share one provider server, and the WAMP protocol cases
    // drop its sockets on purpose, which would cut another file's connections.
    run: async (output) => {
      const suites = await withProviderServer(
        () =>
          counted(
            bin('wtr'),
            ['--concurrency', '1', '--files', 'test/contract/**/*.test.ts'],
            UNIT_RESULTS,
            wtrCounts,
            CHROMIUM_ONLY,
            output,
          ),
        output,
      );
      const node = playwrightRun
        ? fromPlaywright(playwrightRun, 'node')
        : { passed: 0, failed: 1, skipped: 0, note: 'autobahn was not run (the build failed)' };
      return sumCounts(suites, node);
    },
  },
  {
    name: 'security',
    title: "wtr --concurrency 1 --files 'test/security/**/*.test.ts' (+ the strict-CSP page, run in the e2e step)",
    together: 'last',
    lane: 'provider server',
    when: () => hasTestFiles(join(root, 'test', 'security')),
    run: async (output) => {
      // The component suites share the provider server's security casino: one file at a time.
      const components = await withProviderServer(
        () =>
          counted(
            bin('wtr'),
            ['--concurrency', '1', '--files', 'test/security/**/*.test.ts'],
            UNIT_RESULTS,
            wtrCounts,
            CHROMIUM_ONLY,
            output,
          ),
        output,
      );
      const page = playwrightRun
        ? fromPlaywright(playwrightRun, 'security')
        : { passed: 0, failed: 1, skipped: 0, note: 'the strict-CSP page was not run (the build failed)' };
      return sumCounts(components, page);
    },
  },
  // npm pack; publint, are-the-types-wrong and npm publish --dry-run on the tarball; the examples
  // (plain HTML, React, TypeScript, Vue, Svelte, a CDN page under a strict CSP) built from it and opened.
  {
    name: 'package',
    title: 'node tools/test/test-package.mjs',
    together: 'last',
    needsDist: true,
    run: (output) => single(process.execPath, [join(root, 'tools', 'test', 'test-package.mjs')], output),
  },
  // The player journeys in Firefox and WebKit (Playwright drives neither of Debian's builds):
  // a row per engine.
  {
    name: 'e2e',
    title: 'node tools/run.mjs test/engines/run.ts (the journeys in Firefox and WebKit)',
    together: 'last',
    lane: 'engines',
    needsDist: true,
    when: () => JOURNEY_ENGINES.length > 0,
    run: (output) =>
      counted(
        process.execPath,
        [join(root, 'tools', 'run.mjs'), join('test', 'engines', 'run.ts')],
        JOURNEY_RESULTS,
        journeyCounts,
        { BETR_ENGINES: JOURNEY_ENGINES.map(([name]) => name).join(',') },
        output,
      ),
  },
];

/** Two sets of counts as one row's. */
function sumCounts(a, b) {
  const note = [a.note, b.note].filter(Boolean).join('; ');
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    failures: [...(a.failures ?? []), ...(b.failures ?? [])],
    ...(note && { note }),
  };
}

/** One Playwright project's counts from the e2e run; a run without results is 1 failed. */
function fromPlaywright({ result, json }, project) {
  const counts = json ? playwrightCounts(json, project) : null;
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `no results (${exitText(result)})` };
  // A failing exit is charged to the e2e row when no test of any project failed.
  if (
    project === 'e2e' &&
    result.code !== 0 &&
    counts.failed === 0 &&
    playwrightCounts(json, 'security')?.failed === 0 &&
    playwrightCounts(json, 'node')?.failed === 0
  )
    return { ...counts, failed: 1, note: `${exitText(result)} without a failed test` };
  return counts;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
let buildFailed = false;
const started = performance.now();

/** Run one step (output held in `output` when given) and record its row. */
async function runStep(step, output = null) {
  const t0 = performance.now();
  let counts;
  try {
    counts = await step.run(output);
  } catch (error) {
    console.error(error);
    counts = { passed: 0, failed: 1, skipped: 0, note: `crashed: ${error?.message ?? error}` };
  }
  return { step: step.name, ...counts, ms: performance.now() - t0 };
}

const report = (row) =>
  console.log(`━━ ${row.step}: ${row.failed ? 'FAILED' : 'ok'} in ${seconds(row.ms)}${row.note ? ` (${row.note})` : ''}`);

/**
 * The table's rows of a step: one, or one per engine (`parts`), named step/engine, the step's
 * time on the first (the engines ran in one run, side by side). A failure of the run itself
 * that no engine's count holds goes on the first; so do the failures, unless each engine's part
 * names its own.
 */
function rowsOf(row) {
  if (!row.parts) return [row];
  const extra = row.failed - row.parts.reduce((sum, part) => sum + part.failed, 0);
  return row.parts.map((part, i) => ({
    step: `${row.step}/${part.name}`,
    passed: part.passed,
    failed: part.failed + (i === 0 ? Math.max(0, extra) : 0),
    skipped: part.skipped,
    ms: i === 0 ? row.ms : null,
    note: [i === 0 ? row.note : null, part.note].filter(Boolean).join('; ') || undefined,
    failures: part.failures ?? (i === 0 ? row.failures : []),
  }));
}

const notRun = (step) => ({ step: step.name, passed: 0, failed: 1, skipped: 0, ms: 0, note: 'not run: the build failed' });

for (let i = 0; i < steps.length; i++) {
  const step = steps[i];
  if (step.together) {
    // The whole group at once: steps of one `lane` one after the other, the lanes side by side;
    // each one's output is held and printed, in order, when all are done.
    const group = [step];
    while (steps[i + 1]?.together === step.together) group.push(steps[++i]);
    const members = group.filter((s) => !s.when || s.when());
    console.log(`\n━━ ${members.map((s) => s.name).join(' + ')}: side by side`);
    const outputs = new Map(members.map((s) => [s, []]));
    const done = new Map();
    const lanes = new Map();
    for (const s of members) {
      const lane = ONE_AT_A_TIME ? 'one at a time' : (s.lane ?? s);
      lanes.set(lane, [...(lanes.get(lane) ?? []), s]);
    }
    await Promise.all(
      [...lanes.values()].map(async (lane) => {
        for (const s of lane) done.set(s, s.needsDist && buildFailed ? notRun(s) : await runStep(s, outputs.get(s)));
      }),
    );
    for (const s of members) {
      const row = done.get(s);
      console.log(`\n━━ ${s.name}: ${s.title}`);
      process.stdout.write(Buffer.concat(outputs.get(s)));
      report(row);
      if (s.name === 'build' && row.failed > 0) buildFailed = true;
      rows.push(...rowsOf(row));
    }
    continue;
  }
  if (step.when && !step.when()) continue;
  if (step.needsDist && buildFailed) {
    console.log(`\n━━ ${step.name}: not run, the build failed`);
    rows.push(notRun(step));
    continue;
  }
  console.log(`\n━━ ${step.name}: ${step.title}`);
  const row = await runStep(step);
  if (step.name === 'build' && row.failed > 0) buildFailed = true;
  rows.push(...rowsOf(row));
  report(row);
}

// The suite's own budget (budgets.json "suite"): a fresh clone's whole run on the 2-core machine.
const suiteBudget = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')).suite;
if (typeof suiteBudget?.maxSeconds === 'number') {
  const elapsed = (performance.now() - started) / 1000;
  const within = elapsed <= suiteBudget.maxSeconds;
  rows.push({
    step: 'time',
    passed: within ? 1 : 0,
    failed: within ? 0 : 1,
    skipped: 0,
    ms: elapsed * 1000,
    note: `the whole run took ${elapsed.toFixed(0)} s, budget ${suiteBudget.maxSeconds} s`,
  });
}

const total = rows.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);

// The failed tests by name, last but for the table, where a CI log's tail shows them.
const failures = rows.flatMap((r) => (r.failures ?? []).map((f) => ({ step: r.step, ...f })));
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) console.log(`  ${f.step}: ${f.file} › ${f.name}${f.error ? `\n      ${f.error}` : ''}`);
}

const header = ['step', 'result', 'passed', 'failed', 'skipped', 'time', ''];
const body = rows.map((r) => [
  r.step,
  r.failed ? 'FAILED' : 'ok',
  r.passed,
  r.failed,
  r.skipped,
  r.ms === null ? '' : seconds(r.ms),
  r.note ?? '',
]);
body.push(['total', total.failed ? 'FAILED' : 'ok', total.passed, total.failed, total.skipped, seconds(performance.now() - started), '']);
const cells = [header, ...body].map((row) => row.map(String));
const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
const format = (row) =>
  row
    .map((cell, i) => (i === 0 || i === 1 || i === row.length - 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
    .join('  ')
    .trimEnd();
console.log('');
console.log(format(cells[0]));
console.log(
  widths
    .map((w) => '-'.repeat(w))
    .join('  ')
    .trimEnd(),
);
for (const row of cells.slice(1)) console.log(format(row));
console.log('');
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed === 0 ? 0 : 1;
