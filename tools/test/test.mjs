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
// Its parts: steps.mjs (the steps, in order), processes.mjs (running a command, its counts),
// unit-run.mjs (a unit run that survives its browser dying), counts.mjs (each runner's results
// as counts), summary.mjs (the closing table).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './processes.mjs';
import { ONE_AT_A_TIME, steps } from './steps.mjs';
import { printSummary, rowsOf, seconds } from './summary.mjs';

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

const total = printSummary(rows, performance.now() - started);
process.exitCode = total.failed === 0 ? 0 : 1;
