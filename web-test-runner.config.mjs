// Unit and component tests in Debian's Chromium (never a downloaded browser).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import rollupReplace from '@rollup/plugin-replace';
import cssModulesPlugin from './tools/css-modules.mjs';
import { prebundleCjs } from './tools/wtr-prebundle-cjs.mjs';
import { countingReporter } from './tools/wtr-counting-reporter.mjs';
import { chromiumArgs, chromiumPath } from './tools/chromium.mjs';

// The contract suite's provider server (tools/test.mjs starts it on $PORT) and its cashier stand-in
// ($CASHIER_PORT), named to the test page.
const providerServer = `http://localhost:${Number(process.env.PORT ?? 4000)}`;
const cashierServer = `http://localhost:${Number(process.env.CASHIER_PORT ?? 5000)}`;

const cssModules = fromRollup(cssModulesPlugin);
const replace = fromRollup(rollupReplace);

export default {
  files: ['src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  mimeTypes: { '**/*.module.css': 'js' },
  concurrency: 2,
  testRunnerHtml: (testFramework) =>
    `<html><head><script>window.BETR_PROVIDER_SERVER = ${JSON.stringify(providerServer)}; window.BETR_CASHIER_SERVER = ${JSON.stringify(cashierServer)};</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  plugins: [
    replace({ preventAssignment: true, include: ['**/node_modules/**'], values: { 'process.env.NODE_ENV': '"development"' } }),
    prebundleCjs({ deps: ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'qrcode'] }),
    cssModules(),
    esbuildPlugin({ ts: true, tsx: true, tsconfig: './tsconfig.json', target: 'auto' }),
  ],
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: { executablePath: chromiumPath, headless: true, args: chromiumArgs } })],
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter()],
};
