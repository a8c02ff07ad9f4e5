// betr-widgets/testing's contract suite against this example's adapter, as README.md's "Testing
// your adapter" runs it: `npm test` (web-test-runner, one file, Chromium). The platform's API is
// mounted in web-test-runner's own server, so the adapter calls '/rpc' on the suite's page as it
// does on the example's page.
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { platformApi } from './platform.mjs';

const api = platformApi();

/** The platform's requests answered by the stand-in; everything else is web-test-runner's. */
async function platform(ctx, next) {
  if (!api(ctx.req, ctx.res)) return next();
  ctx.respond = false;
  if (!ctx.res.writableFinished) await new Promise((done) => ctx.res.once('close', done));
}

export default {
  files: ['test/adapter.contract.test.js'],
  nodeResolve: true,
  concurrency: 1,
  middleware: [platform],
  // Playwright's own Chromium (`npx playwright install chromium`), or the one CHROMIUM_PATH names.
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: process.env.CHROMIUM_PATH || undefined } })],
  // The summary lists every case: a skipped one with its reason (a fixture not given, an operation the adapter lacks).
  reporters: [defaultReporter(), summaryReporter()],
};
