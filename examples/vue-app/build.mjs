// Builds the app with esbuild and Vue's own SFC compiler (what @vitejs/plugin-vue does, in
// a few lines): App.vue's <script setup> and template become one module. The one betr-specific
// line is `isCustomElement`: tags starting with `betr-` are custom elements, not Vue components.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { compileScript, parse } from 'vue/compiler-sfc';

const isCustomElement = (tag) => tag.startsWith('betr-');

const vue = {
  name: 'vue',
  setup(context) {
    context.onLoad({ filter: /\.vue$/ }, async ({ path }) => {
      const { descriptor, errors } = parse(await readFile(path, 'utf8'), { filename: path });
      if (errors.length) return { errors: errors.map((error) => ({ text: String(error.message ?? error) })) };
      const script = compileScript(descriptor, {
        id: path,
        inlineTemplate: true,
        templateOptions: { compilerOptions: { isCustomElement } },
      });
      return { contents: script.content, loader: 'js' };
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
  plugins: [vue],
  define: {
    'process.env.NODE_ENV': '"production"',
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
});
