#!/usr/bin/env node
// The declarations of the package (the last step of `npm run build`): tsc emits dist/types/src/**
// from tsconfig.types.json, and this
//   - gives every relative import in them its file: `./elements/host-api` becomes
//     `./elements/host-api.js` (or `./x/index.js`). The sources import without extensions
//     (moduleResolution bundler), but under node16/nodenext a declaration's relative import
//     must name the file, or every type behind it is lost;
//   - writes the entry point of every `types` that package.json's exports name
//     (`./dist/types/NAME.d.ts`), from its source: src/NAME.ts or src/NAME/index.ts (index: src/index.ts):
//   dist/types/index.d.ts  — `betr-widgets`: the host API, configure(), the element classes
//                            (HTMLElementTagNameMap), the typed betr-* events and React's JSX
//   dist/types/cashier.d.ts — `betr-widgets/cashier`
//   dist/types/jsx.d.ts    — `betr-widgets/jsx`: typed JSX for React 19 (types only)
//   A new subpath export needs no change here when its source follows that rule.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'dist', 'types');
rmSync(out, { recursive: true, force: true });

/** NAME → its source, for each `./dist/types/NAME.d.ts` that package.json's exports name. */
function entryPoints() {
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const entries = {};
  for (const [subpath, target] of Object.entries(exports)) {
    const name = /^\.\/dist\/types\/([\w-]+)\.d\.ts$/.exec(typeof target === 'object' ? (target.types ?? '') : '')?.[1];
    if (!name) continue;
    const source = [`src/${name}.ts`, `src/${name}/index.ts`].find((file) => existsSync(join(root, file)));
    if (!source)
      throw new Error(
        `build-types: package.json exports ${subpath} with types ./dist/types/${name}.d.ts, but neither src/${name}.ts nor src/${name}/index.ts exists`,
      );
    entries[name] = source;
  }
  return entries;
}
const entries = entryPoints();

// tsconfig.types.json and every entry's source (a config beside it that extends it, so its paths hold).
mkdirSync(join(root, '.bench'), { recursive: true });
const config = join(root, '.bench', 'tsconfig.types.entries.json');
writeFileSync(config, JSON.stringify({ extends: '../tsconfig.types.json', files: Object.values(entries).map((file) => `../${file}`) }));
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const result = spawnSync(tsc, ['-p', config], { cwd: root, stdio: 'inherit' });
rmSync(config, { force: true });
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
for (const [name, source] of Object.entries(entries))
  writeFileSync(join(out, `${name}.d.ts`), `export * from './${source.replace(/\.ts$/, '.js')}';\n`);
