// Writes the unit suite's totals where tools/test.mjs reads them for the final
// "N passed, N failed" line.
import { mkdirSync, writeFileSync } from 'node:fs';

const firstLine = (error) => String(error?.message ?? error ?? '').split('\n')[0].slice(0, 300);

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

export function countingReporter({ file = '.bench/unit-results.json' } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      // the failed tests by name, so that the run's last lines say which failed
      const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
      for (const session of sessions) {
        const file = session.testFile.replace(`${process.cwd()}/`, '');
        count(session.testResults, totals, file);
        // a file that failed to load counts as a failure, not as nothing
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.failed += 1;
          totals.failures.push({ file, name: '(the file)', error: firstLine(session.errors[0]) });
        }
      }
      mkdirSync('.bench', { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
