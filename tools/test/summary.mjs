// npm test's closing summary: the failed tests by name, a table of a row per step (and engine),
// and the line "N passed, N failed".

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The table's rows of a step: one, or one per engine (`parts`), named step/engine, the step's
 * time on the first (the engines ran in one run, side by side). A failure of the run itself
 * that no engine's count holds goes on the first; so do the failures, unless each engine's part
 * names its own.
 */
export function rowsOf(row) {
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

/** Print the failed tests, the table and the closing line of `rows`; the totals. */
export function printSummary(rows, elapsedMs) {
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
  body.push(['total', total.failed ? 'FAILED' : 'ok', total.passed, total.failed, total.skipped, seconds(elapsedMs), '']);
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
  return total;
}
