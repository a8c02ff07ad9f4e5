// The bench's report as the terminal shows it: a table per kind of figure, then the checks.
import { gatewayLines } from './gateway.mjs';
import { kib } from './common.mjs';
import { machineWords } from './performance-figures.mjs';

function table(rows, header, { leftLast = false } = {}) {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const left = (i) => i === 0 || (leftLast && i === header.length - 1);
  const line = (row) =>
    row
      .map((cell, i) => (left(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** The checks' table and the closing line, naming the report's file. */
function checksLines(report, file) {
  return [
    '',
    table(
      report.checks.map((c) => [c.name, c.ok ? 'ok' : 'FAILED', c.message]),
      ['check', 'result', 'measured'],
      { leftLast: true },
    ),
    '',
    `bench: ${report.ok ? 'every budget met' : `${report.checks.filter((c) => !c.ok).length} check(s) failed`}; report in ${file}`,
  ];
}

/** --gateway's report. */
export function printGateway(report) {
  const out = [`bench: the gateway on ${machineWords(report.machine)}`];
  if (report.gateway?.runs) out.push('', ...gatewayLines(report.gateway));
  out.push(...checksLines(report, '.bench/bench-gateway.json'));
  console.log(out.join('\n'));
}

/** A run's report: the pages, dist/, each figure, the checks. */
export function printReport(report) {
  const out = [];
  out.push(`bench: demo server ${report.server}, Chromium ${report.chromium}, on ${machineWords(report.machine)}`);
  out.push('');
  out.push(
    table(
      Object.entries(report.pages).map(([name, p]) => [
        name,
        p.missing ? '-' : kib(p.totalGzipBytes),
        p.budgetKiB ?? '-',
        p.missing ? 'missing' : p.withinBudget === undefined ? 'report' : p.withinBudget ? 'ok' : 'OVER',
        p.missing ? '-' : p.files.length,
      ]),
      ['page (script + style, gzip)', 'KiB', 'budget', 'status', 'files'],
    ),
  );
  for (const [name, p] of Object.entries(report.pages)) {
    if (p.missing) continue;
    out.push('');
    out.push(`${name}: ${p.url}`);
    out.push(
      table(
        p.files.map((f) => [
          `  ${f.path}${f.stubModules ? '  [stub adapter code]' : ''}`,
          f.type,
          f.status,
          kib(f.bytes),
          kib(f.gzipBytes),
        ]),
        ['  file', 'type', 'http', 'KiB', 'gzip KiB'],
      ),
    );
    for (const note of p.notes) out.push(`  note: ${note}`);
    for (const error of p.pageErrors.slice(0, 5)) out.push(`  page error: ${error}`);
  }
  out.push('');
  out.push(
    table(
      report.dist.files.map((f) => [f.path, kib(f.bytes), kib(f.gzipBytes)]),
      ['dist/ (every file)', 'KiB', 'gzip KiB'],
    ),
  );
  out.push('');
  for (const [name, f] of Object.entries(report.files)) {
    out.push(
      `${name} (${f.path}): ${f.gzipBytes === undefined ? f.note : `${kib(f.gzipBytes)} KiB gzip${f.staticImports.length ? ` with its imports ${f.staticImports.join(', ')} (file alone ${kib(f.fileGzipBytes)})` : ''}, budget ${f.budgetKiB ?? '-'} KiB`}`,
    );
  }
  for (const [name, t] of Object.entries(report.timings)) {
    const what =
      t.medianMs !== undefined
        ? `median ${t.medianMs} ms (min ${t.minMs}, max ${t.maxMs}, ${t.runs.length} runs), budget ${t.budgetMs ?? '-'} ms`
        : (t.error ?? t.notes.join('; '));
    out.push(`${name}: ${what}`);
    if (t.floor)
      out.push(
        `  floor, <${t.floor.tag}> (no framework): ${t.floor.error ?? `median ${t.floor.medianMs} ms (runs ${t.floor.runs.join(', ')})`}`,
      );
    for (const note of t.notes) if (t.medianMs !== undefined) out.push(`  note: ${note}`);
  }
  for (const [name, l] of Object.entries(report.lobby ?? {})) {
    out.push(
      `${name}: ${l.medianMs !== undefined ? `${l.games} games, first usable Play button median ${l.medianMs} ms (min ${l.minMs}, max ${l.maxMs}, ${l.runs.length} loads), ${l.tiles} tiles rendered, budget ${l.budgetMs ?? '-'} ms` : l.error}`,
    );
  }
  for (const [name, f] of Object.entries(report.loadPath ?? {})) {
    if (f.error) out.push(`${name}: ${f.error}`);
    else if (f.waves) {
      out.push(`${name}: ${f.roundTrips} sequential round trips from betr.js to <${f.tag}>'s first usable input, budget ${f.budget}`);
      f.waves.forEach((w, i) => out.push(`  ${i + 1}. +${w.startMs} ms  ${w.files.join(' ')}`));
    } else out.push(`${name}: median ${f.medianMs} ms (${f.runs.join(', ')}), budget ${f.budget} ms`);
  }
  if (report.accountArea?.many) {
    const { few, many, msPerExtraElement } = report.accountArea;
    for (const load of [few, many]) {
      out.push(
        `account area, ${load.n} elements: ${load.calls} back-end calls, ${load.commits} React commits (${load.commitsPerElement.toFixed(1)} per element)`,
      );
      out.push(
        `  ${Object.entries(load.byPath)
          .map(([path, count]) => `${path} ×${count}`)
          .join(', ')}`,
      );
    }
    out.push(
      `account area: main thread per extra element ${msPerExtraElement} ms (${many.n - few.n} appended to the settled ${few.n}-element page)`,
    );
    for (const [n, r] of Object.entries(report.accountArea.repeats ?? {})) {
      out.push(
        `account area, ${n} elements, ${r.loads} loads each right after a sign-in: ${Object.entries(r.callSets)
          .map(([calls, times]) => `${times}× [${calls}]`)
          .join('; ')}`,
      );
    }
  }
  if (report.firstDeposit?.runs.length)
    out.push(`first deposit popup at ${report.firstDeposit.cpuSlowdown}× CPU: ${report.firstDeposit.runs.join(', ')} ms`);
  if (report.typing?.interactions) {
    const t = report.typing;
    out.push(
      `'Find a game', ${t.games} games at ${t.cpuSlowdown}× CPU, "${t.text}" typed: longest key ${t.maxMs} ms (${t.interactions.join(', ') || 'every key under 16'} ms)${t.count ? `, then "${t.count}"` : ''}`,
    );
    for (const note of t.notes) out.push(`  note: ${note}`);
  }
  for (const [name, l] of Object.entries(report.lighthouse ?? {})) {
    if (l.error) {
      out.push(`Lighthouse ${name}: ${l.error}`);
      continue;
    }
    out.push(
      `Lighthouse ${l.lighthouse} ${name} (mobile, simulated slow 4G, 4× CPU; HTTP/${l.http === 1 ? '1.1' : '2'}${l.apiElsewhere ? ', the platform on another origin' : ''}): performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}; CLS ${l.cls}, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, FCP ${l.fcpMs} ms; report ${l.report}`,
    );
    if (l.firstRun)
      out.push(
        `  note: measured twice: the first run (performance ${l.firstRun.performance}, LCP ${l.firstRun.lcpMs} ms, TBT ${l.firstRun.tbtMs} ms) was past a budget`,
      );
    if (l.lcpElement) out.push(`  LCP element: ${l.lcpElement}`);
    for (const shift of l.layoutShifts)
      out.push(`  layout shift ${shift.score}: ${shift.element}${shift.causes.length ? ` (${shift.causes.join('; ')})` : ''}`);
  }
  if (report.gateway?.runs) out.push(...gatewayLines(report.gateway));
  else if (report.gateway?.error) out.push(`gateway under load: ${report.gateway.error}`);
  out.push(...checksLines(report, '.bench/bench.json'));
  console.log(out.join('\n'));
}
