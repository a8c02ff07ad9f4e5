// Writes the unit suite's totals, and the same per engine (`engines`: Chromium, Firefox,
// WebKit), where tools/test/test.mjs reads them for its closing table and "N passed, N failed" line;
// and each engine's slowest files (the sum of their tests' durations), where to cut the run's time.
// As the run goes it also appends to `<file>.partial`: first the run's test files, then a record
// per finished file and engine. A run whose browser or driver died without a summary still
// leaves what it finished there, and tools/test/test.mjs runs only the rest again.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const firstLine = (error) =>
  String(error?.message ?? error ?? '')
    .split('\n')[0]
    .slice(0, 300);

const testsMs = (suite) =>
  (suite?.tests ?? []).reduce((ms, test) => ms + (test.duration ?? 0), 0) +
  (suite?.suites ?? []).reduce((ms, child) => ms + testsMs(child), 0);

function count(suite, totals, file, path = []) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else {
      totals.failed += 1;
      totals.failures.push({ file, name: [...path, test.name].join(' › '), error: firstLine(test.error) });
    }
  }
  for (const child of suite?.suites ?? []) count(child, totals, file, [...path, child.name]);
}

const relative = (file) => file.replace(`${process.cwd()}/`, '');

/** One finished session (a file in an engine) as a record: its counts, failures and time. */
function recordOf(session) {
  const file = relative(session.testFile);
  const record = { file, engine: session.browser.name, passed: 0, failed: 0, skipped: 0, failures: [], ms: 0 };
  count(session.testResults, record, file);
  record.ms = Math.round(testsMs(session.testResults));
  // a file that failed to load counts as a failure, not as nothing
  if (!session.passed && (session.errors?.length ?? 0) > 0) {
    record.failed += 1;
    record.failures.push({ file, name: '(the file)', error: firstLine(session.errors[0]) });
  }
  return record;
}

/** The totals of some records, and per engine with its slowest files. */
export function totalsOf(records) {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [], engines: {} };
  const files = {};
  for (const record of records) {
    const mine = (totals.engines[record.engine] ??= { passed: 0, failed: 0, skipped: 0, failures: [] });
    mine.passed += record.passed;
    mine.failed += record.failed;
    mine.skipped += record.skipped;
    mine.failures.push(...record.failures);
    (files[record.engine] ??= []).push([record.file, record.ms]);
  }
  for (const [engine, mine] of Object.entries(totals.engines)) {
    mine.slowest = files[engine]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([file, ms]) => `${ms} ms ${file}`);
    totals.passed += mine.passed;
    totals.failed += mine.failed;
    totals.skipped += mine.skipped;
    mine.failures = mine.failures.map((failure) => ({ ...failure, name: `[${engine}] ${failure.name}` }));
    totals.failures.push(...mine.failures);
  }
  return totals;
}

/** `file`: where the counts go (.bench/unit-results.json unless named). */
export function countingReporter({ file = '.bench/unit-results.json' } = {}) {
  const partial = `${file}.partial`;
  return {
    start({ testFiles }) {
      mkdirSync(dirname(partial), { recursive: true });
      writeFileSync(partial, `${JSON.stringify({ files: testFiles.map(relative) })}\n`);
    },
    reportTestFileResults({ sessionsForTestFile }) {
      for (const session of sessionsForTestFile) appendFileSync(partial, `${JSON.stringify(recordOf(session))}\n`);
    },
    onTestRunFinished({ sessions }) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totalsOf(sessions.map(recordOf))));
    },
  };
}
