// Scale (budgets.json "accountArea"): back-end calls, React commits and main-thread time on a
// page of many account-area elements signed in as a returning player; and the first deposit
// popup (budgets.json "firstDeposit") on the same page, with the CPU slowed down.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './common.mjs';
import { inPageWithin, installPageHelpers } from './in-page.mjs';

/** A returning player's session id: the page resumes it from localStorage, as after a reload. */
async function signedInSession(server) {
  const response = await fetch(`${server.url}/api/rest/player/signin/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // The platform's sign-in body (its SDK's SignInParams), through the demo's signing gateway.
    body: JSON.stringify({
      Username: 'player@example.com',
      Password: 'Password1!',
      Platform: 'desktop',
      UserAgent: 'bench',
      Jurisdiction: 'MGA',
    }),
  });
  const { SessionId } = await response.json();
  if (!SessionId) throw new Error(`bench: sign-in on the demo server answered ${response.status} without a session`);
  return SessionId;
}

/** Installed before any script: the returning player's session, which the page resumes. */
function resumeSession(sessionId) {
  localStorage.setItem('betr:session', sessionId);
}

/**
 * Installed before any script: counts React commits through a stub of React DevTools' hook.
 * Not on a page whose time is measured: with the hook there, React does the work of telling
 * it every commit, which a player's browser does not (the first deposit read 17-40 ms more
 * at 4x CPU with it, in runs interleaved with runs without).
 */
function countCommits() {
  window.__betrBench = { commits: 0 };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      window.__betrBench.commits += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/**
 * Wait until every element has rendered, at least `minCalls` calls were made (a load compared
 * with another waits for as many: a busy machine may be slow to ask, not a reason to count
 * fewer) and no call or commit came for 750 ms (at most 15 s).
 */
async function settle(tab, calls, pageErrors, minCalls = 0) {
  const state = () =>
    tab.evaluate(() => ({
      commits: window.__betrBench.commits,
      empty: [...document.querySelectorAll('#slot > *')].filter((el) => !el.shadowRoot?.childElementCount).length,
    }));
  const started = Date.now();
  let last = '';
  for (;;) {
    const now = JSON.stringify({ ...(await state()), calls });
    const asked = Object.values(calls).reduce((sum, count) => sum + count, 0);
    if (now === last && !JSON.parse(now).empty && asked >= minCalls) return;
    if (Date.now() - started > 15_000) return void pageErrors.push(`not settled in 15 s: ${now}`);
    last = now;
    await tab.waitForTimeout(750);
  }
}

/**
 * One load of the account-area page with `n` elements: calls by path and commits; with
 * `add`, that many more elements are then appended to the settled page, and the main-thread
 * time (CDP TaskDuration) they cost is measured.
 */
async function loadAccountArea(browser, server, page, n, add = 0, minCalls = 0) {
  const context = await browser.newContext();
  await context.addInitScript(resumeSession, await signedInSession(server));
  await context.addInitScript(countCommits);
  const tab = await context.newPage();
  const calls = {};
  const pageErrors = [];
  tab.on('pageerror', (error) => pageErrors.push(error.message));
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/rest/')) return;
    const key = `${request.method()} ${url.pathname.slice('/api/rest'.length)}`;
    calls[key] = (calls[key] ?? 0) + 1;
  });
  try {
    await tab.goto(`${server.url}/test/bench/${page}.html?n=${n}`, { waitUntil: 'networkidle', timeout: 30_000 });
    await settle(tab, calls, pageErrors, minCalls);
    const commits = await tab.evaluate(() => window.__betrBench.commits);
    const total = Object.values(calls).reduce((sum, count) => sum + count, 0);
    const result = { n, calls: total, byPath: { ...calls }, commits, commitsPerElement: n ? commits / n : 0, pageErrors };
    if (add) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Performance.enable');
      const taskMs = async () =>
        ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
      const before = await taskMs();
      await tab.evaluate((count) => window.betrBenchAdd(count), add);
      await settle(tab, calls, pageErrors);
      result.msPerAddedElement = Math.round((((await taskMs()) - before) / add) * 10) / 10;
    }
    return result;
  } finally {
    await context.close();
  }
}

/** The load whose `figure` is the median of `loads`. */
const medianOf = (loads, figure) => [...loads].sort((a, b) => figure(a) - figure(b))[Math.floor(loads.length / 2)];

async function measureAccountArea(browser, server, spec) {
  const result = { page: spec.page, notes: [] };
  if (!existsSync(join(root, 'test', 'bench', `${spec.page}.html`))) {
    result.error = `test/bench/${spec.page}.html does not exist`;
    return result;
  }
  await loadAccountArea(browser, server, spec.page, spec.few); // warms the server and the HTTP cache
  // Each figure is the median load of `loads`: one load's main-thread time moved by half of
  // itself with the same code (a garbage collection falling in it or not), its commits by 0.1.
  const fews = [];
  const manys = [];
  for (let i = 0; i < (spec.loads ?? 3); i += 1) {
    fews.push(await loadAccountArea(browser, server, spec.page, spec.few, spec.many - spec.few));
    manys.push(await loadAccountArea(browser, server, spec.page, spec.many));
  }
  const few = medianOf(fews, (load) => load.msPerAddedElement);
  const many = medianOf(manys, (load) => load.commitsPerElement);
  result.few = few;
  result.many = many;
  result.msPerExtraElement = few.msPerAddedElement;
  result.loads = {
    msPerExtraElement: fews.map((load) => load.msPerAddedElement),
    commitsPerElement: manys.map((load) => load.commitsPerElement),
  };
  // One call per datum every time, not once in a lucky load: each page loaded `repeats` times
  // more, each right after a sign-in of its own, a few tabs at a time (only calls are counted).
  result.repeats = {};
  for (const [n, reference] of [
    [spec.few, few],
    [spec.many, many],
  ]) {
    const loads = [];
    for (let i = 0; i < (spec.repeats ?? 0); i += spec.parallel ?? 4) {
      const batch = Math.min(spec.parallel ?? 4, spec.repeats - i);
      loads.push(
        ...(await Promise.all(Array.from({ length: batch }, () => loadAccountArea(browser, server, spec.page, n, 0, reference.calls)))),
      );
    }
    const sets = new Map();
    for (const load of loads) {
      const key = Object.entries(load.byPath)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, count]) => `${path} ×${count}`)
        .join(', ');
      sets.set(key, (sets.get(key) ?? 0) + 1);
    }
    const repeated = [
      ...new Set(
        loads.flatMap((load) =>
          Object.entries(load.byPath)
            .filter(([, count]) => count > 1)
            .map(([path]) => path),
        ),
      ),
    ];
    result.repeats[n] = {
      loads: loads.length,
      callSets: Object.fromEntries(sets),
      repeated,
      maxCalls: Math.max(0, ...loads.map((l) => l.calls)),
    };
    for (const error of loads.flatMap((l) => l.pageErrors).slice(0, 2)) result.notes.push(`page error: ${error}`);
  }
  for (const error of [...fews, ...manys].flatMap((load) => load.pageErrors).slice(0, 3)) result.notes.push(`page error: ${error}`);
  return result;
}

/** budgets.json "accountArea": its figures into the report, its checks into `addCheck`. */
export async function benchAccountArea(browser, server, area, report, addCheck) {
  const scale = await measureAccountArea(browser, server, area);
  report.accountArea = scale;
  if (scale.error) {
    addCheck(`back-end calls, ${area.many} account-area elements`, false, scale.error);
    return;
  }
  const { few, many } = scale;
  addCheck(
    `back-end calls, ${area.many} signed-in account-area elements ≤ ${area.maxCalls}`,
    many.calls <= area.maxCalls,
    `${many.calls} calls`,
  );
  addCheck(`back-end calls, ${area.many} elements ≤ those of ${area.few}`, many.calls <= few.calls, `${many.calls} vs ${few.calls}`);
  for (const [n, r] of Object.entries(scale.repeats ?? {})) {
    const sets = Object.keys(r.callSets).length;
    addCheck(
      `${n} elements, ${r.loads} loads after a sign-in: the same calls each time`,
      sets === 1,
      sets === 1 ? `${r.maxCalls} calls every time` : `${sets} different sets of calls`,
    );
    addCheck(
      `${n} elements, ${r.loads} loads after a sign-in: each datum asked once`,
      r.repeated.length === 0 && r.maxCalls <= area.maxCalls,
      r.repeated.length ? `asked again: ${r.repeated.join(', ')}` : `at most ${r.maxCalls} calls`,
    );
  }
  addCheck(
    `React commits per element, ${area.many} elements ≤ ${area.maxCommitsPerElement}`,
    many.commitsPerElement <= area.maxCommitsPerElement,
    `${many.commitsPerElement.toFixed(1)} (${many.commits} commits)`,
  );
  addCheck(
    `main thread per extra element ≤ ${area.maxMsPerExtraElement} ms`,
    scale.msPerExtraElement <= area.maxMsPerExtraElement,
    `${scale.msPerExtraElement} ms`,
  );
}

/**
 * Runs in the page: open the deposit popup, resolve with the time to its first enabled control.
 * The probe reads no layout: a getBoundingClientRect per control, every frame, forced the
 * layout the popup was still building and inflated and scattered the figure. It looks for an
 * enabled control in the popup's shadow trees and asks the engine whether it is visible
 * (`checkVisibility`, style only), once per frame.
 */
async function openDepositAndWait({ timeoutMs }) {
  const usable = (root) => {
    for (const el of root.querySelectorAll('button:enabled, input:enabled, select:enabled, iframe'))
      if (el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return el;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && usable(el.shadowRoot)) return el;
    return null;
  };
  const t0 = performance.now();
  void window.betr.openDeposit();
  const shown = await window.__benchWaitFor(
    () => {
      const deposit = document.querySelector('betr-popup betr-deposit');
      return deposit?.shadowRoot && usable(deposit.shadowRoot);
    },
    { since: t0, timeoutMs },
  );
  return shown.timeout ? { error: 'timeout' } : { ms: shown.ms };
}

async function measureFirstDeposit(browser, server, spec) {
  const runs = [];
  const result = { page: spec.page, cpuSlowdown: spec.cpuSlowdown, runs, notes: [] };
  for (let i = 0; i < (spec.runs ?? 3); i += 1) {
    const context = await browser.newContext();
    await context.addInitScript(resumeSession, await signedInSession(server));
    await context.addInitScript(installPageHelpers);
    const tab = await context.newPage();
    try {
      await tab.goto(`${server.url}/test/bench/${spec.page}.html?n=0`, { waitUntil: 'networkidle', timeout: 30_000 });
      const ready = () => window.__benchWaitFor(() => window.betr && localStorage.getItem('betr:session'));
      if ((await inPageWithin(tab, ready, 30_000)) === null) throw new Error('bench: window.betr or the session not there in 30 s');
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: spec.cpuSlowdown });
      const run = await tab.evaluate(openDepositAndWait, { timeoutMs: 15_000 });
      if (run.error) result.error = `run ${i + 1}: the deposit popup showed no enabled control in 15 s`;
      else runs.push(Math.round(run.ms));
    } finally {
      await context.close();
    }
  }
  if (runs.length) result.medianMs = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return result;
}

/** budgets.json "firstDeposit": its figure into the report, its check into `addCheck`. */
export async function benchFirstDeposit(browser, server, deposit, report, addCheck) {
  const first = await measureFirstDeposit(browser, server, deposit);
  report.firstDeposit = first;
  const name = `first deposit popup, ${deposit.cpuSlowdown}× CPU ≤ ${deposit.maxMs} ms`;
  if (first.error) addCheck(name, false, first.error);
  else addCheck(name, first.medianMs <= deposit.maxMs, `median ${first.medianMs} ms of ${first.runs.length}`);
}
