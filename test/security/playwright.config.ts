// The security suite's one Playwright page (strict CSP, every widget): the e2e settings,
// this folder, its own results file for tools/test.mjs.
import { defineConfig } from '@playwright/test';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import base from '../../playwright.config';

/** The demo server runs from the repository root, whichever folder this config is in. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  reporter: [['list'], ['json', { outputFile: '../../.bench/security-e2e-results.json' }]],
  outputDir: '../../test-results/security',
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: root } : base.webServer,
});
