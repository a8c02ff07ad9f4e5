#!/usr/bin/env node
// The declarations of the package (run by `npm run build`): tsc emits dist/types/src/** from
// tsconfig.types.json, and this writes the entry points package.json names:
//   dist/types/index.d.ts  — `betr-widgets`: the host API, configure(), the element classes
//                            (HTMLElementTagNameMap) and the typed betr-* events
//   dist/types/cashier.d.ts — `betr-widgets/cashier`
//   dist/types/jsx.d.ts    — `betr-widgets/jsx`: typed JSX for React 19 (types only)
//   dist/types/rest-gateway.d.ts — `betr-widgets/rest-gateway`: the REST platform's signing gateway (server code)
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const result = spawnSync(tsc, ['-p', join(root, 'tsconfig.types.json')], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

const out = join(root, 'dist', 'types');
mkdirSync(out, { recursive: true });
const entries = { index: './src/index.js', cashier: './src/cashier/index.js', jsx: './src/jsx.js', 'rest-gateway': './src/gateway/index.js' };
for (const [name, target] of Object.entries(entries)) writeFileSync(join(out, `${name}.d.ts`), `export * from '${target}';\n`);
