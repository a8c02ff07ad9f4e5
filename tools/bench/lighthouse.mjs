// Lighthouse (budgets.json "lighthouse"): its default mobile run of each page, in a process of
// its own, the demo server behind a front (front.mjs): HTTP/2 as a CDN serves a page, or a page's
// `"http": 1`, HTTP/1.1 as many operators' own servers do; a page's `"apiElsewhere": true`, its
// platform on another origin. A page's own `budgets` replace the common ones they name.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../test/chromium.mjs';
import { rel, root } from './common.mjs';
import { startFront } from './front.mjs';

/**
 * Lighthouse's default run (mobile: simulated slow 4G, 4x CPU) of one page, in a process of its
 * own driving Debian's Chromium (CHROME_PATH): never a synchronous spawn, as this process serves
 * the page. Its whole report goes to .bench/lighthouse-<name>.json; the figures and the layout
 * shifts' culprits (the `layout-shifts` audit's elements) to bench.json.
 */
function runLighthouse(url, name) {
  const out = join(root, '.bench', `lighthouse-${name}.json`);
  const cli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  // The HTTP/2 front's certificate is the run's own (tools/bench/front.mjs).
  const own = ['--headless=new', '--no-sandbox', '--ignore-certificate-errors'];
  const flags = [...own, ...chromiumArgs.filter((arg) => arg !== '--headless' && arg !== '--no-sandbox')].join(' ');
  const args = [
    cli,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${flags}`,
    '--only-categories=performance,accessibility,best-practices',
  ];
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    const timer = setTimeout(() => child.kill('SIGTERM'), 240_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0 || !existsSync(out))
        return resolveRun({ error: `lighthouse exited ${code}: ${stderr.trim().split('\n').slice(-2).join(' ')}` });
      resolveRun({ report: JSON.parse(readFileSync(out, 'utf8')), file: rel(out) });
    });
  });
}

/** `front`: the demo server behind its front, HTTP/2 or HTTP/1.1 (tools/bench/front.mjs). */
async function measureLighthouse(front, name, spec) {
  const url = `${front.url}${spec.path}`;
  const { report, file, error } = await runLighthouse(url, name);
  if (error) return { url, error };
  if (report.runtimeError) return { url, error: `${report.runtimeError.code}: ${report.runtimeError.message}` };
  const score = (category) => (report.categories[category]?.score == null ? null : Math.round(report.categories[category].score * 100));
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const failing = (category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  const shiftItems = report.audits['layout-shifts']?.details?.items ?? [];
  return {
    url,
    report: file,
    lighthouse: report.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    layoutShifts: shiftItems.map((item) => ({
      score: item.score,
      element: item.node?.snippet ?? item.node?.selector ?? null,
      causes: (item.subItems?.items ?? []).map((cause) => cause.cause ?? cause.extra?.value ?? null),
    })),
    failingAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
  };
}

/** budgets.json "lighthouse": each page's figures into the report, their checks into `addCheck`. */
export async function benchLighthouse(server, lighthouse, report, addCheck) {
  report.lighthouse = {};
  const pages = Object.entries(lighthouse.pages);
  const apiElsewhere = pages.filter(([, spec]) => spec.apiElsewhere).map(([, spec]) => new URL(spec.path, server.url).pathname);
  const fronts = {
    2: await startFront(server.url, { apiElsewhere }),
    1: await startFront(server.url, { http2: false, apiElsewhere }),
  };
  // One Lighthouse at a time, with the bench's own browser idle.
  for (const [name, spec] of pages) {
    const b = { ...lighthouse.budgets, ...spec.budgets };
    const front = fronts[spec.http ?? 2];
    let figure = await measureLighthouse(front, name, spec);
    // Lighthouse's simulated figures move with the machine's moment (its own docs take a
    // median of runs): a page past a timing budget is measured once more, as the insert
    // timings are, and its checks are that second run's.
    const slow = (f) => !f.error && (f.performance < b.minPerformance || f.lcpMs > b.maxLcpMs || f.tbtMs > b.maxTbtMs);
    if (slow(figure)) {
      const first = figure;
      figure = await measureLighthouse(front, name, spec);
      figure.firstRun = { performance: first.performance, lcpMs: first.lcpMs, tbtMs: first.tbtMs };
    }
    report.lighthouse[name] = { ...figure, http: spec.http ?? 2, apiElsewhere: Boolean(spec.apiElsewhere) };
    if (figure.error) {
      addCheck(`Lighthouse ${name}`, false, figure.error);
      continue;
    }
    addCheck(`Lighthouse ${name}: performance ≥ ${b.minPerformance}`, figure.performance >= b.minPerformance, String(figure.performance));
    addCheck(`Lighthouse ${name}: CLS ≤ ${b.maxCls}`, figure.cls <= b.maxCls, String(figure.cls));
    addCheck(`Lighthouse ${name}: LCP ≤ ${b.maxLcpMs} ms`, figure.lcpMs <= b.maxLcpMs, `${figure.lcpMs} ms`);
    addCheck(`Lighthouse ${name}: total blocking time ≤ ${b.maxTbtMs} ms`, figure.tbtMs <= b.maxTbtMs, `${figure.tbtMs} ms`);
    addCheck(
      `Lighthouse ${name}: accessibility ≥ ${b.minAccessibility}`,
      figure.accessibility >= b.minAccessibility,
      `${figure.accessibility}${figure.failingAudits.accessibility.length ? ` (${figure.failingAudits.accessibility.join(', ')})` : ''}`,
    );
    addCheck(
      `Lighthouse ${name}: best practices ≥ ${b.minBestPractices}`,
      figure.bestPractices >= b.minBestPractices,
      `${figure.bestPractices}${figure.failingAudits.bestPractices.length ? ` (${figure.failingAudits.bestPractices.join(', ')})` : ''}`,
    );
  }
  await Promise.all(Object.values(fronts).map((front) => front.close()));
}
