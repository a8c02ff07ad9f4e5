// The lobby with many games: the first usable Play button (budgets.json "lobby") and typing in
// 'Find a game' (budgets.json "typing"), with the stand-in serving a big catalogue.
import { withMedian } from './common.mjs';
import { inPageWithin, withHelpers } from './in-page.mjs';

/** Ask the demo's stand-in for `count` games in the lobby (0: its usual few). */
const lobbySize = (server, count) =>
  fetch(`${server.url}/api/demo/control`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'setLobbySize', args: [count] }),
  });

// Runs in the page from its first byte (an init script): resolves with the time since the
// navigation began at which <betr-game-list> first shows a visible, enabled Play button, and
// what the lobby shows then (tiles rendered, 'Showing n of m games').
function watchFirstPlay() {
  window.__betrFirstPlay = window
    .__benchWaitFor(
      () => {
        const root = document.querySelector('betr-game-list')?.shadowRoot;
        for (const button of root?.querySelectorAll('button[aria-label^="Play "]') ?? []) {
          if (!button.disabled && button.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
            return {
              tiles: root.querySelectorAll('[part="tile"]').length,
              count: root.querySelector('[part="count"]')?.textContent ?? '',
            };
        }
        return null;
      },
      { since: 0 },
    )
    .then(({ value, ms }) => ({ ms, ...value }));
}

/**
 * The lobby with many games (budgets.json "lobby"): the stand-in is asked for `spec.games`
 * games (the setLobbySize control), then the page is loaded `runs` times after one warm-up
 * load, each measuring the time from navigation to the first usable Play button.
 */
async function measureLobby(browser, server, name, spec) {
  const url = `${server.url}/test/bench/${spec.page}.html`;
  const runs = spec.runs ?? 7;
  const result = { url, games: spec.games, runs: [], notes: [] };
  await lobbySize(server, spec.games);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(withHelpers(watchFirstPlay));
  try {
    for (let i = 0; i <= runs; i += 1) {
      await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
      const run = await inPageWithin(page, () => window.__betrFirstPlay, 10_000);
      if (!run) {
        result.error = `load ${i + 1}: <betr-game-list> showed no usable Play button in 10 s`;
        break;
      }
      if (!run.count.endsWith(`of ${spec.games} games`)) {
        result.error = `the lobby shows "${run.count}", not ${spec.games} games`;
        break;
      }
      result.tiles = run.tiles;
      if (i > 0) result.runs.push(Math.round(run.ms * 10) / 10); // the first load warms the HTTP cache
    }
  } catch (error) {
    result.error = error.message.split('\n')[0];
  } finally {
    await context.close();
    await lobbySize(server, 0);
  }
  return withMedian(result);
}

/** budgets.json "lobby": each figure into the report, its check into `addCheck`. */
export async function benchLobby(browser, server, budgets, report, addCheck) {
  for (const [name, spec] of Object.entries(budgets.lobby ?? {})) {
    if (name.startsWith('$')) continue;
    const lobby = await measureLobby(browser, server, name, spec);
    lobby.budgetMs = spec.maxMs ?? null;
    report.lobby[name] = lobby;
    if (lobby.error) addCheck(`${name} ≤ ${spec.maxMs} ms`, false, lobby.error);
    else if (typeof spec.maxMs === 'number') {
      lobby.withinBudget = lobby.medianMs <= spec.maxMs;
      addCheck(
        `${name} (${spec.games} games) ≤ ${spec.maxMs} ms`,
        lobby.withinBudget,
        `median ${lobby.medianMs} ms of ${lobby.runs.length}, ${lobby.tiles} tiles rendered`,
      );
    }
  }
}

// Installed before the lobby's scripts run: every interaction's Event Timing entries (from the
// key's input to the next paint), kept in window.__benchInteractions by interaction id.
function watchInteractions() {
  window.__benchInteractions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__benchInteractions[entry.interactionId];
      window.__benchInteractions[entry.interactionId] = {
        name: known?.name ?? entry.name,
        duration: Math.max(known?.duration ?? 0, entry.duration),
      };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Typing in the lobby's 'Find a game' with a big catalogue (budgets.json "typing"): the stand-in
 * serves `spec.games` games, the CPU is slowed down `spec.cpuSlowdown` times over CDP, and
 * `spec.text` is typed a key every `spec.keyDelayMs` (a quick typist). Each key press is one
 * interaction; its figure is Event Timing's duration, from the key's input to the paint after
 * it (entries under 16 ms are not reported by the browser: they count as 16).
 */
async function measureTyping(browser, server, spec) {
  const url = `${server.url}/test/bench/${spec.page}.html`;
  const result = { url, games: spec.games, cpuSlowdown: spec.cpuSlowdown, text: spec.text, interactions: [], notes: [] };
  await lobbySize(server, spec.games);
  const context = await browser.newContext();
  await context.addInitScript(watchInteractions);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    const input = page.locator('betr-game-list input[type="search"]');
    await page.locator('betr-game-list [part="tile"]').first().waitFor({ timeout: 15_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: spec.cpuSlowdown });
    await input.focus();
    await page.keyboard.type(spec.text, { delay: spec.keyDelayMs });
    await page.waitForTimeout(1000);
    const count = await page
      .locator('betr-game-list [part="count"]')
      .textContent()
      .catch(() => null);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const interactions = Object.values(await page.evaluate(() => window.__benchInteractions));
    result.interactions = interactions.map((i) => Math.round(i.duration));
    result.keys = spec.text.length;
    result.count = count;
    // A key whose interaction took under 16 ms has no entry: it counts as 16.
    result.maxMs = Math.max(16, ...result.interactions);
    if (interactions.length < spec.text.length)
      result.notes.push(`${spec.text.length - interactions.length} of ${spec.text.length} keys under 16 ms (no Event Timing entry)`);
  } catch (error) {
    result.error = error.message.split('\n')[0];
  } finally {
    await context.close();
    await lobbySize(server, 0);
  }
  return result;
}

/** budgets.json "typing": its figure into the report, its check into `addCheck`. */
export async function benchTyping(browser, server, typing, report, addCheck) {
  const figure = await measureTyping(browser, server, typing);
  report.typing = figure;
  const name = `'Find a game' with ${typing.games} games, ${typing.cpuSlowdown}× CPU: every key ≤ ${typing.maxMs} ms to paint`;
  if (figure.error) addCheck(name, false, figure.error);
  else addCheck(name, figure.maxMs <= typing.maxMs, `longest ${figure.maxMs} ms of ${figure.keys} keys`);
}
