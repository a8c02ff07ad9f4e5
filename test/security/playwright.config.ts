// The security suite's one Playwright page (strict CSP, every widget): the e2e settings,
// this folder, its own results file for tools/test.mjs.
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  reporter: [['list'], ['json', { outputFile: '../../.bench/security-e2e-results.json' }]],
  outputDir: '../../test-results/security',
});
