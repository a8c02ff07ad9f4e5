// End-to-end tests: Playwright against the demo server, in Debian's Chromium (never a
// downloaded browser). `npm run test:e2e`; tools/test/test.mjs reads .bench/e2e-results.json.
// Three projects share the one server and the workers: `e2e` (test/e2e, the player's journeys)
// `security` (test/security/*.spec.ts, the strict-CSP page of the security suite, counted
// in the security step) and `node` (test/contract/*.node.spec.ts, foreign WAMP clients in Node).
// `--project security` runs only that page.
import { defineConfig } from '@playwright/test';

// tools/test/chromium.mjs is plain JavaScript shared with web-test-runner.config.mjs and has no
// type declarations; the dynamic import keeps tsc quiet and is typed here.
const { chromiumArgs, chromiumPath }: { chromiumArgs: string[]; chromiumPath: string } = await import(
  './tools/test/chromium.mjs' as string
);

const port = Number(process.env.PORT ?? 4000);

export default defineConfig({
  // Two workers on the 2-core machine: three were tried (sign-in, wamp and games files, back
  // to back under load: 133/107 s with two, 134/137 s with three, and 1-2 time-outs each run).
  workers: 2,
  // Every test on its worker's page, emptied, and its own casino (openFresh): the two workers share the tests,
  // not the files. A file's tests one after another left one worker on the security suite's 16
  // cross-tab tests for 3.5 minutes while the other had nothing left.
  fullyParallel: true,
  projects: [
    // Screenshot baselines are named without the project (test/e2e/screenshots.spec.ts-snapshots/{name}-linux.png).
    {
      name: 'e2e',
      testDir: 'test/e2e',
      snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
    },
    { name: 'security', testDir: 'test/security', testMatch: '*.spec.ts' },
    // Server code in Node, no browser: the signing gateway (src/rest-gateway) and the REST stand-in's
    // signature check (demo/server/rest). tools/test/test.mjs runs it as its own step.
    { name: 'gateway', testDir: '.', testMatch: /(src[\\/]rest-gateway|demo[\\/]server)[\\/].*\.spec\.ts$/ },
    // Node-only checks of the server's peers by clients that are not ours (autobahn against the
    // WAMP peer): no page, so no browser is started.
    { name: 'node', testDir: 'test/contract', testMatch: '*.node.spec.ts' },
  ],
  // An expectation waits up to 10 s, not Playwright's 5: two workers, each a browser and the
  // demo server's work, share the 2-core machine, and one expectation of the REST account
  // journey missed 5 s in one of the last three fresh-clone runs (the journey takes 20 s alone
  // and up to 59 s with a core busy beside it).
  expect: { timeout: 10_000 },
  // A journey has a minute, not Playwright's 30 s: the accessibility journeys scan four or five
  // screens with axe and took 26 s in a quiet fresh-clone run, and one of them (bonuses and
  // verify) passed 30 s in the next run with the machine's second core busy.
  timeout: 60_000,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.bench/e2e-results.json' }]],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // No trace unless asked for (BETR_TRACE=1 npx playwright test ...): 'retain-on-failure' records
    // every test's DOM snapshots and screencast and drops them when it passes, which doubled each
    // journey's time (the REST account journey, alone: 16.7 and 21.0 s without, 37.6 and 48.0 s with).
    // A failure still leaves its screenshot and the error's call log.
    trace: process.env.BETR_TRACE ? 'on' : 'off',
    // A worker keeps its browser context and page from test to test: a new context starts a new
    // renderer, which compiles the bundle afresh (4.7 s of CPU a demo page load, against 1.0 s in
    // the kept page). What Playwright clears between tests, and openFresh's check that it did:
    // CONTRIBUTING.md. A test.use() of another context option gets a context of its own.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Playwright adds --headless (when headless) and --no-sandbox (chromiumSandbox is false) itself.
      // V8 without its optimizing tiers (TurboFan, Maglev): a journey's pages live seconds, and
      // compiling hot code for them costs more than it saves. 29 journeys (sign-in, sign-up, bank
      // identity, smoke) took 129 and 131 s of CPU so, against 143 and 149 s with them; --max-lazy
      // as well, 142 s. What the page does is the same; the bench (tools/bench) keeps every tier.
      // The unit suite gains nothing from it (417 view tests: 98.8 against 98.7 s).
      args: [...chromiumArgs.filter((arg: string) => arg !== '--headless' && arg !== '--no-sandbox'), '--js-flags=--no-opt --no-maglev'],
    },
  },
  webServer: {
    command: 'node tools/run.mjs demo/server.ts',
    port,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 3000 },
    timeout: 60_000,
  },
});
