// Writes the unit suite's totals, and the same per engine (`engines`: Chromium, Firefox,
// WebKit), where tools/test.mjs reads them for its closing table and "N passed, N failed" line;
// and each engine's slowest files (the sum of their tests' durations), where to cut the run's time.
import { mkdirSync, writeFileSync } from 'node:fs';

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

/** `file`: where the counts go (.bench/unit-results.json unless named). */
export function countingReporter({ file = '.bench/unit-results.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      // the failed tests by name, so that the run's last lines say which failed
      const totals = { passed: 0, failed: 0, skipped: 0, failures: [], engines: {} };
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        const engine = session.browser.name;
        const mine = (totals.engines[engine] ??= { passed: 0, failed: 0, skipped: 0, failures: [] });
        count(session.testResults, mine, file);
        (mine.files ??= []).push([file, Math.round(testsMs(session.testResults))]);
        // a file that failed to load counts as a failure, not as nothing
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          mine.failed += 1;
          mine.failures.push({ file, name: '(the file)', error: firstLine(session.errors[0]) });
        }
      }
      for (const [engine, mine] of Object.entries(totals.engines)) {
        mine.slowest = mine.files
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([file, ms]) => `${ms} ms ${file}`);
        delete mine.files;
        totals.passed += mine.passed;
        totals.failed += mine.failed;
        totals.skipped += mine.skipped;
        mine.failures = mine.failures.map((failure) => ({ ...failure, name: `[${engine}] ${failure.name}` }));
        totals.failures.push(...mine.failures);
      }
      mkdirSync('.bench', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
