// ESLint 9 flat config: `npm run lint` = `eslint --max-warnings 0 .`
// typescript-eslint's recommended rules (not type-aware: fast, and no TS program needed),
// React hooks rules on .tsx, Node + browser globals for the plain-JS tools.
// Architecture, checked here so a breach fails `npm run lint`:
// - no import cycles (tools/eslint/no-import-cycle.mjs: static run-time imports only);
// - layers (ARCHITECTURE.md): src/domain imports nothing of ours (nothing of src/adapters, not
//   even a type: the operations' names and the error catalogue are the domain's), src/react never
//   imports src/adapters or src/elements, src/stores never imports src/react or src/elements,
//   src/adapters never imports src/stores, src/react or src/elements. Type-only imports of two contracts are allowed: the provider's types
//   (src/adapters/provider.ts — the Provider interface, ProviderError; the domain types every layer
//   speaks, Bonus, Profile, …, are src/domain/model.ts, which any layer may import;
//   an `import type` is erased, so it cannot load an adapter or close a cycle) and the page
//   event map (src/elements/events.ts, whose `emit` lives in src/stores/page-events.ts).
//   Tests, and their helpers (*.testing.ts), may import across layers (a view's test registers its element).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noImportCycle from './tools/eslint/no-import-cycle.mjs';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts'];
const PROVIDER_TYPES = {
  group: ['**/adapters/provider'],
  allowTypeImports: true,
  message: 'Only `import type` from the provider contract: the layer must not load adapter code.',
};
const NO_ADAPTERS = {
  group: ['**/adapters/**', '!**/adapters/provider'],
  message: 'This layer never imports an adapter (only src/stores reaches the provider).',
};
const EVENT_TYPES = {
  group: ['**/elements/events'],
  allowTypeImports: true,
  message: "Import only the event map's types; `emit` is in src/stores/page-events.ts.",
};
const NO_ELEMENTS = {
  group: ['**/elements/**', '!**/elements/events'],
  message: 'Views never import src/elements (the tag table is src/catalogue.ts).',
};
const NO_PROVIDER_CALLS = {
  group: ['**/stores/current-provider'],
  importNames: ['provider'],
  message: 'Only src/stores calls the provider (STYLE.md rule 6): ask a store.',
};
const layer = (files, patterns) => ({
  files,
  ignores: TESTS,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      '.bench/',
      'test-results/',
      'playwright-report/',
      'examples/*/node_modules/',
      'examples/*/out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // config files and tools run in Node; the bench (tools/bench/) also hands functions to the browser
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      // `interface DocumentEventMap extends BetrEvents {}` is how a global map is widened.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'locales/**/*.ts', 'demo/**/*.ts'],
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // Tests wait with test/wait.ts (10 ms polling, a 3 s time-out that a busy CI machine needs).
    files: [...TESTS, 'test/**/*.ts'],
    ignores: ['test/wait.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@open-wc/testing', importNames: ['waitUntil'], message: 'Import waitUntil from test/wait.ts.' }] },
      ],
    },
  },
  layer(
    ['src/domain/**'],
    [
      {
        // src/adapters is left to the next pattern, which allows no type (re-including a folder's
        // files needs the folder re-included too).
        group: ['../**', '!../domain/**', '!../adapters', '!../adapters/**'],
        allowTypeImports: true,
        message: 'src/domain imports nothing of ours outside src/domain (an `import type` excepted).',
      },
      {
        group: ['**/adapters/**'],
        message: "src/domain imports nothing of src/adapters, not even a type: the adapters speak the domain's words, not the reverse.",
      },
    ],
  ),
  layer(['src/react/**'], [PROVIDER_TYPES, NO_ADAPTERS, EVENT_TYPES, NO_ELEMENTS, NO_PROVIDER_CALLS]),
  layer(['src/elements/**'], [NO_PROVIDER_CALLS]),
  // Stores sit under the views and the elements: they never import either (the page-event map's types excepted).
  layer(
    ['src/stores/**'],
    [
      EVENT_TYPES,
      {
        group: ['**/elements/**', '!**/elements/events', '**/react/**'],
        message: 'Stores never import src/elements or src/react: page events are sent with src/stores/page-events.ts.',
      },
    ],
  ),
  layer(
    ['src/adapters/**'],
    [
      {
        group: ['**/stores/**', '**/stores', '**/react/**', '**/elements/**'],
        message:
          'Adapters never import src/stores, src/react or src/elements (the configuration they read is AdapterConfig in provider.ts).',
      },
    ],
  ),
);
