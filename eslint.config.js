// ESLint 9 flat config: `npm run lint` = `eslint --max-warnings 0 .`
// typescript-eslint's recommended rules (not type-aware: fast, and no TS program needed),
// React hooks rules on .tsx, Node + browser globals for the plain-JS tools.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'coverage/', '.bench/', 'test-results/', 'playwright-report/', 'examples/*/node_modules/', 'examples/*/out/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // config files and tools run in Node; tools/bench.mjs also hands functions to the browser
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
);
