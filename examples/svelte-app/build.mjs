// Builds the app with esbuild and Svelte's own compiler (what a Svelte bundler plugin does, in
// a few lines). Nothing betr-specific: Svelte treats the betr-* tags as custom elements.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { compile } from 'svelte/compiler';

const svelte = {
  name: 'svelte',
  setup(context) {
    context.onLoad({ filter: /\.svelte$/ }, async ({ path }) => {
      const { js, warnings } = compile(await readFile(path, 'utf8'), { filename: path, generate: 'client', css: 'injected' });
      return { contents: js.code, loader: 'js', warnings: warnings.map((warning) => ({ text: warning.message })) };
    });
  },
};

await build({
  entryPoints: ['src/main.js'],
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  outdir: 'out',
  logLevel: 'warning',
  conditions: ['svelte', 'browser'],
  plugins: [svelte],
});
