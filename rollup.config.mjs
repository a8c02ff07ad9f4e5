// The one build: dist/betr.js, the script a page needs.
// Every element, adapter and locale namespace is a lazy chunk; React is one shared chunk.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { rmSync } from 'node:fs';
import cssModules from './tools/css-modules.mjs';
import { splitValibot } from './tools/split-valibot.mjs';

const production = process.env.NODE_ENV !== 'development';

// Old chunks would linger under new hashes: every build starts from an empty dist/.
if (!process.env.ROLLUP_WATCH) rmSync('dist', { recursive: true, force: true });

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc[\\/][^\\/]+|@nanostores[\\/]react|nanostores)[\\/]/;

// The runtime every element shares, as one chunk: the stores a page always has, the element
// factory, the shared UI pieces, and the libraries they use. Feature stores, views, rules,
// adapters and locales stay in their own lazy chunks.
// The valibot functions every form uses (tools/split-valibot.mjs cuts valibot into one
// module per declaration): in the shared runtime rather than in a handful of tiny chunks.
const VALIBOT_CORE = ['string', 'pipe', 'object', 'nonEmpty', 'trim', 'email', 'safeParse', 'flatten'].map((n) => `\0valibot:${n}`);

const SHARED = [
  /[\\/]node_modules[\\/]typesafe-i18n[\\/]/,
  /[\\/]src[\\/]stores[\\/](config|current-provider|session|profile|wallet|player-data|popup|forms|errors|i18n|jurisdiction)\.ts$/,
  /[\\/]src[\\/]react[\\/]ui[\\/](ElementRoot|emit|Field|Button|Notice|useForm|messages)\.tsx?$/,
  /[\\/]src[\\/]react[\\/]ui[\\/]ui\.module\.css$/,
  /[\\/]src[\\/]catalogue\.ts$/,
  /[\\/]src[\\/]elements[\\/](define|events|autoload|config|host-api|popup-loader)\.tsx?$/,
  /[\\/]src[\\/]domain[\\/]jurisdiction\.ts$/,
  /[\\/]src[\\/]adapters[\\/]provider\.ts$/,
  /[\\/]locales[\\/]index\.ts$/,
];

export default {
  input: {
    betr: 'src/index.ts',
    cashier: 'src/cashier/index.ts',
  },
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      if (REACT.test(id)) return 'react';
      if (SHARED.some((pattern) => pattern.test(id)) || VALIBOT_CORE.includes(id)) return 'shared';
    },
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    // React and nanostores read process.env.NODE_ENV: replace it before commonjs so only
    // React's production build is bundled.
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    cssModules({ minify: production }),
    esbuild({ target: 'es2022', minify: production, tsconfig: 'tsconfig.json', legalComments: 'none' }),
    splitValibot(),
  ],
};
