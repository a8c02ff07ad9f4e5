// npm test's steps, in order: each a name, the command it shows, and how it runs and counts.
// A step with `together` runs beside the steps of the same group (one after the other within a
// `lane`); `needsDist` steps are not run when the build failed; `when` leaves a step out.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fromPlaywright, journeyCounts, playwrightCounts, sumCounts, wtrCounts } from './counts.mjs';
import { bin, counted, exitText, hasTestFiles, portInUse, readJson, root, run, single } from './processes.mjs';
import { unitRun } from './unit-run.mjs';

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
export const ONE_AT_A_TIME = process.env.BETR_ONE_AT_A_TIME === '1';
/** Contract and security cover a protocol and the product's defences, once: in Chromium. */
const CHROMIUM_ONLY = { BETR_ENGINES: 'chromium' };

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

/**
 * A suite of `dir` against the provider server, one file at a time, in Chromium, with the tests
 * of the Playwright `project` (`what`) that the e2e step ran.
 */
const providerSuite = (dir, project, what) => async (output) => {
  const suites = await withProviderServer(
    () => counted(bin('wtr'), ['--concurrency', '1', '--files', `${dir}/**/*.test.ts`], UNIT_RESULTS, wtrCounts, CHROMIUM_ONLY, output),
    output,
  );
  const fromE2e = playwrightRun
    ? fromPlaywright(playwrightRun, project)
    : { passed: 0, failed: 1, skipped: 0, note: `${what} was not run (the build failed)` };
  return sumCounts(suites, fromE2e);
};

export const steps = [
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
    run: providerSuite('test/contract', 'node', 'autobahn'),
  },
  {
    name: 'security',
    title: "wtr --concurrency 1 --files 'test/security/**/*.test.ts' (+ the strict-CSP page, run in the e2e step)",
    together: 'last',
    lane: 'provider server',
    when: () => hasTestFiles(join(root, 'test', 'security')),
    // The component suites share the provider server's security casino: one file at a time.
    run: providerSuite('test/security', 'security', 'the strict-CSP page'),
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
        journeyCounts(JOURNEY_ENGINES),
        { BETR_ENGINES: JOURNEY_ENGINES.map(([name]) => name).join(',') },
        output,
      ),
  },
];
