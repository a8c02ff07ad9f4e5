// Writes the unit suite's totals where tools/test.mjs reads them for the final
// "N passed, N failed" line.
import { mkdirSync, writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite?.suites ?? []) count(child, totals);
}

export function countingReporter({ file = '.bench/unit-results.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, totals);
        // a file that failed to load counts as a failure, not as nothing
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed += 1;
      }
      mkdirSync('.bench', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
