#!/usr/bin/env node
// The declarations of the package (the last step of `npm run build`): tsc emits dist/types/src/**
// from tsconfig.types.json, and this
//   - gives every relative import in them its file: `./elements/host-api` becomes
//     `./elements/host-api.js` (or `./x/index.js`). The sources import without extensions
//     (moduleResolution bundler), but under node16/nodenext a declaration's relative import
//     must name the file, or every type behind it is lost;
//   - writes the entry points package.json names:
//   dist/types/index.d.ts  — `betr-widgets`: the host API, configure(), the element classes
//                            (HTMLElementTagNameMap) and the typed betr-* events
//   dist/types/cashier.d.ts — `betr-widgets/cashier`
//   dist/types/jsx.d.ts    — `betr-widgets/jsx`: typed JSX for React 19 (types only)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'types');
rmSync(out, { recursive: true, force: true });
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const result = spawnSync(tsc, ['-p', join(root, 'tsconfig.types.json')], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

/** The specifier with the file it names, as node16/nodenext resolve it; throws when there is none. */
function withFile(specifier, from) {
  if (/\.(js|css|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(from), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`build-types: ${relative(root, from)} imports ${specifier}, which has no declaration file`);
}

// `from './x'`, `import './x'` and `import('./x')`, with either quote.
const RELATIVE = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g;
function addExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) addExtensions(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      const fixed = text.replace(RELATIVE, (_, lead, quote, specifier) => `${lead}${quote}${withFile(specifier, path)}${quote}`);
      if (fixed !== text) writeFileSync(path, fixed);
    }
  }
}
addExtensions(out);

mkdirSync(out, { recursive: true });
const entries = { index: './src/index.js', cashier: './src/cashier/index.js', jsx: './src/jsx.js' };
for (const [name, target] of Object.entries(entries)) writeFileSync(join(out, `${name}.d.ts`), `export * from '${target}';\n`);
