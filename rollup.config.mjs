// The one build: dist/betr.js, the script a page needs, and the runtime every element shares
// (React, the stores a page always has, the element factory, the shared UI pieces) in one file:
// no round trip between the script a page names and the code it runs. Every element, adapter
// and locale namespace is a lazy chunk in dist/chunks/, started all at once (tools/build/load-plan.mjs).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import MagicString from 'magic-string';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import cssModules from './tools/build/css-modules.mjs';
import { splitValibot } from './tools/build/split-valibot.mjs';
import { loadPlan } from './tools/build/load-plan.mjs';
import { preloadHints } from './tools/build/preload-hints.mjs';
import { reactEsm } from './tools/build/react-esm.mjs';

// One load plan per build: it also names the strings' chunks (tools/build/load-plan.mjs).
const plan = loadPlan();

const production = process.env.NODE_ENV !== 'development';

// Old chunks would linger under new hashes: every build starts from an empty dist/.
if (!process.env.ROLLUP_WATCH) rmSync('dist', { recursive: true, force: true });

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|@nanostores[\\/]react|nanostores)[\\/]/;

// The runtime every element shares, in betr.js: the stores a page always has, the element
// factory, the shared UI pieces, and the libraries they use. Feature stores, views, rules,
// adapters and locales stay in their own lazy chunks.
// The valibot functions every form uses (tools/build/split-valibot.mjs cuts valibot into one
// module per declaration): in the shared runtime rather than in a handful of tiny chunks.
const VALIBOT_CORE = ['string', 'pipe', 'object', 'nonEmpty', 'trim', 'email', 'safeParse', 'flatten'].map((n) => `\0valibot:${n}`);

const SHARED = [
  /[\\/]node_modules[\\/]typesafe-i18n[\\/]/,
  /[\\/]src[\\/]stores[\\/](config|current-provider|session|profile|wallet|call-cache|popup|forms|errors|i18n|jurisdiction|page-events)\.ts$/,
  /[\\/]src[\\/]react[\\/]ui[\\/](ElementRoot|Field|Button|Notice|useForm|messages|UnlessLacking)\.tsx?$/,
  // The platforms' one HTTP transport (REST, WAMP's casino API, turnkey's services): a few hundred
  // bytes every real platform's first call needs; a chunk of its own cost a round trip and 0.3 KiB.
  /[\\/]src[\\/]adapters[\\/]http\.ts$/,
  // Every adapter's provider is made whole by defineProvider, with the operations' names: in its
  // own chunk it cost every page a round trip, and a REST sign-in page 0.25 KiB more.
  /[\\/]src[\\/]adapters[\\/]define-provider\.ts$/,
  /[\\/]src[\\/]domain[\\/]operations\.ts$/,
  // Each a few hundred bytes that most forms import (what the platform lacks, the input
  // limits, the sign-in rules): a round trip of their own on every form's first load otherwise.
  /[\\/]src[\\/]stores[\\/]lacks\.ts$/,
  /[\\/]src[\\/]domain[\\/](input-limits|sign-in)\.ts$/,
  /[\\/]src[\\/]react[\\/]ui[\\/]ui\.module\.css$/,
  /[\\/]src[\\/](catalogue|load-plan)\.ts$/,
  /[\\/]src[\\/]elements[\\/](define|events|autoload|config|host-api|popup-loader)\.tsx?$/,
  /[\\/]src[\\/]domain[\\/]jurisdiction\.ts$/,
  /[\\/]src[\\/]adapters[\\/]provider\.ts$/,
  /[\\/]locales[\\/]index\.ts$/,
];

/** Extensionless relative imports of the gateway's TypeScript files (nodeResolve is the page build's). */
function resolveTs(source, importer) {
  if (!importer || !source.startsWith('.')) return null;
  const base = resolvePath(dirname(importer), source);
  const file = [base, `${base}.ts`, `${base}/index.ts`].find((candidate) => /\.ts$/.test(candidate) && existsSync(candidate));
  return file ?? null;
}

/** The themes (src/themes/*.css): plain stylesheets a host page links, copied as they are to dist/themes/. */
function themes() {
  const dir = new URL('./src/themes/', import.meta.url);
  return {
    name: 'betr-themes',
    buildStart() {
      for (const file of readdirSync(dir).filter((name) => name.endsWith('.css'))) {
        this.addWatchFile(new URL(file, dir).pathname);
        this.emitFile({ type: 'asset', fileName: `themes/${file}`, source: readFileSync(new URL(file, dir), 'utf8') });
      }
    },
  };
}

/**
 * After esbuild, terser's second look, on every chunk: ~1.4 KiB of gzip off betr.js (React and
 * the shared runtime) and about 3 % off the lazy chunks (0.11 KiB off the sign-in page's, 0.24
 * off the four-widget page's, 0.17 off the lobby's), for about 3 s more of build. `ecma: 2020`,
 * as the build's target (es2022) allows: shorter forms of the same code, 73 bytes off betr.js.
 */
const minify = () => terser({ module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } });

/**
 * betr.js begins with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136 and
 * later; a comment elsewhere): every function in it is compiled as the file arrives, on a
 * background thread, rather than on the main thread the first time it runs. React's and the
 * runtime's code runs at a page's first render and at each new kind of view after it (the
 * first deposit popup at 4x CPU: a median of 185 -> 162 ms, 21 interleaved runs). 23 bytes of
 * gzip. Only betr.js: each lazy chunk would pay them again (the four-widget page, about 0.5 KiB).
 */
function compileHint() {
  return {
    name: 'compile-hint',
    renderChunk(code, chunk) {
      if (!(chunk.isEntry && chunk.name === 'betr')) return null;
      const s = new MagicString(code);
      s.prepend('//# allFunctionsCalledOnLoad\n');
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}

/**
 * The REST platform's signing gateway (src/rest-gateway): server code for the operator's Node server
 * or edge function, never a page's. Its own build, with no browser resolution and no shared
 * chunk with the page bundle: dist/rest-gateway.js (the module) and dist/rest-gateway-cli.js
 * (`betr-rest-gateway`), which imports the module rather than holding a second copy.
 */
const GATEWAY = fileURLToPath(new URL('./src/rest-gateway/index.ts', import.meta.url));
const gateway = [
  // rate-limiter-flexible is a dependency of the package; ioredis an optional peer, loaded only with a Redis store.
  { input: { 'rest-gateway': GATEWAY }, banner: undefined, external: [/^node:/, /^rate-limiter-flexible\//, 'ioredis'] },
  { input: { 'rest-gateway-cli': 'src/rest-gateway/cli.ts' }, banner: '#!/usr/bin/env node', external: [/^node:/, GATEWAY, 'undici'] },
].map(({ input, banner, external }) => ({
  input,
  external: (id) => external.some((pattern) => (typeof pattern === 'string' ? id === pattern : pattern.test(id))),
  output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', banner, paths: (id) => (id === GATEWAY ? './rest-gateway.js' : id) },
  plugins: [
    esbuild({ target: 'node20', minify: false, tsconfig: 'tsconfig.json', legalComments: 'none' }),
    { name: 'resolve-ts', resolveId: resolveTs },
  ],
}));

/**
 * betr-widgets/testing (src/testing): the adapter contract suite for an operator's own adapter, run
 * in the operator's tests, never on a page. Its own build, sharing no chunk with betr.js (whose
 * bytes it must not change), with chai's assertions bundled (a consumer installs nothing more) and
 * unminified: a failing case's stack should read as the source.
 */
const testing = {
  input: { testing: 'src/testing/index.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    sourcemap: true,
    banner:
      '// betr-widgets/testing. Bundles chai 4 (MIT, (c) Jake Luer and the chai contributors) as @esm-bundle/chai (MIT, (c) 2020 esm-bundle).',
  },
  plugins: [
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
    esbuild({ target: 'es2022', minify: false, tsconfig: 'tsconfig.json', legalComments: 'none' }),
  ],
};

export default [
  {
    input: {
      betr: 'src/index.ts',
      cashier: 'src/cashier/index.ts',
    },
    output: {
      dir: 'dist',
      format: 'es',
      sourcemap: 'hidden',
      entryFileNames: '[name].js',
      // Chunks are named by their hash alone: the load plan (tools/build/load-plan.mjs) names every
      // chunk in betr.js, and each name there is bytes on every page. The source maps say what
      // a chunk holds (`npm run bench` reads them). The strings' chunks follow a rule the plan
      // states once: `s<hash of all strings>-<locale>-<namespace>.js`.
      chunkFileNames: (chunk) => plan.stringsFileName(chunk) ?? 'chunks/[hash:7].js',
      manualChunks(id) {
        // With the entry module in it, this chunk is betr.js itself (its signature extended with
        // what the lazy chunks import from it): one request and one gzip stream for the runtime.
        if (REACT.test(id) || SHARED.some((pattern) => pattern.test(id)) || VALIBOT_CORE.includes(id) || /[\\/]src[\\/]index\.ts$/.test(id))
          return 'runtime';
      },
    },
    // betr.js exports the public API (src/index.ts) and, besides, what the lazy chunks import from it.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      // React and nanostores read process.env.NODE_ENV: replace it before commonjs so only
      // React's production build is bundled.
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
      // React's production files as ES modules: only the exports betr uses are bundled (tools/build/react-esm.mjs).
      production && reactEsm(),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
      commonjs(),
      plan,
      cssModules({ minify: production }),
      esbuild({ target: 'es2022', minify: production, tsconfig: 'tsconfig.json', legalComments: 'none' }),
      splitValibot(),
      themes(),
      // dist/preload.html: the modulepreload lines of a page in each language (the entry and its common strings).
      preloadHints({ plan }),
      production && minify(),
      // Last: the hint must stay the file's first line, after the minifiers.
      production && compileHint(),
    ],
  },
  testing,
  ...gateway,
];
