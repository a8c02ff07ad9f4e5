// A unit run of web-test-runner that survives its browser or driver dying under it.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { wtrCountsPerEngine } from './counts.mjs';
import { bin, exitText, run } from './processes.mjs';
import { totalsOf } from './wtr-counting-reporter.mjs';

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
export async function unitRun(env, resultsFile, engines, output) {
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
