// Counting the tests of each step: from web-test-runner's counting reporter, Playwright's json
// reporter and the engines' journeys; a failed test with the error a CI log's tail should show.
import { root, exitText } from './processes.mjs';

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

export const wtrCounts = (json) =>
  json && Number.isInteger(json.passed)
    ? { passed: json.passed, failed: json.failed ?? 0, skipped: json.skipped ?? 0, failures: json.failures ?? [] }
    : null;

/** One engine's part of a row: its counts (and `note`), or 1 failed when it has no results. */
const enginePart = (name, mine, label, note) =>
  mine
    ? { name, passed: mine.passed, failed: mine.failed, skipped: mine.skipped, failures: mine.failures ?? [], ...(note && { note }) }
    : { name, passed: 0, failed: 1, skipped: 0, note: `no ${label} results` };

/** A unit run's counts with a part per engine of `engines`; an engine that ran nothing is 1 failed. */
export const wtrCountsPerEngine = (engines) => (json) => {
  const counts = wtrCounts(json);
  if (!counts) return null;
  const parts = engines.map(([name, label]) => enginePart(name, json.engines?.[label], label));
  const missing = parts.filter((part) => part.note).length;
  return { ...counts, failed: counts.failed + missing, parts };
};

/** The Firefox and WebKit journeys' counts, a part per engine of `engines`. */
export const journeyCounts = (engines) => (json) => {
  if (!json?.engines) return null;
  const parts = engines.map(([name]) => enginePart(name, json.engines[name], name, json.versions?.[name]));
  const sum = (key) => parts.reduce((total, part) => total + part[key], 0);
  return { passed: sum('passed'), failed: sum('failed'), skipped: sum('skipped'), parts };
};

/**
 * A failed test's errors as a CI log's tail should show them: of each, the first line, the
 * locator and the expectation it waited on, what last kept an action from its element (a popup
 * over a button), and the line of the spec that failed (a journey has many `toBeVisible`s; the
 * first line alone does not say which). A test timeout's first error names no step: the action
 * it cut short is the next.
 */
function playwrightError(result) {
  const errors = result?.errors?.length ? result.errors : result?.error ? [result.error] : [];
  const one = (error) => {
    const lines = stripAnsi(error.message ?? '').split('\n');
    const detail = lines.filter((line) => /^\s*(Locator|Expected|Received|Timeout):/.test(line)).map((line) => line.trim());
    const blocked = lines.findLast((line) => /intercepts pointer events|not (visible|enabled|stable)/.test(line))?.trim();
    const where = error.location ? `at ${error.location.file.replace(`${root}/`, '')}:${error.location.line}` : '';
    return [lines[0], ...detail, blocked, where].filter(Boolean);
  };
  return errors.slice(0, 2).flatMap(one).join('\n      ').slice(0, 800);
}

/** The counts of one Playwright project's tests (by the last result of each: a retried pass is flaky, counted passed). */
export const playwrightCounts = (json, project) => {
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

/** Two sets of counts as one row's. */
export function sumCounts(a, b) {
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
export function fromPlaywright({ result, json }, project) {
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
