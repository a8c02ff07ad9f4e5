#!/usr/bin/env node
// Runs a TypeScript file with Node 20: `node tools/run.mjs FILE.ts [args...]`.
// esbuild bundles FILE (and the repo files it imports; npm packages stay external) into
// node_modules/.cache/betr/ and the result is imported in this process. The script sees
// process.argv as if it were run directly (`node FILE.ts args...`), and `import.meta.url`,
// `import.meta.dirname` and `import.meta.filename` keep naming the source .ts file, so the
// usual "am I the main module" check works:
//   if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
// Other tools use the exported importTs(file) to load a .ts module without running it as main.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(repoRoot, 'node_modules', '.cache', 'betr');

// Keep import.meta.* pointing at the original source file inside the bundle.
const sourceLocation = {
  name: 'betr-source-location',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => {
      if (args.path.includes(`${join('node_modules', '')}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_m, prop) =>
        JSON.stringify(prop === 'url' ? pathToFileURL(args.path).href : prop === 'dirname' ? dirname(args.path) : args.path),
      );
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Bundles a TypeScript entry into node_modules/.cache/betr/ and returns the output path. */
export async function bundleTs(file) {
  const entry = resolve(file);
  const id = createHash('sha256').update(entry).digest('hex').slice(0, 10);
  const outfile = join(cacheDir, `${basename(entry).replace(/\.[cm]?tsx?$/, '')}-${id}.mjs`);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    sourcemap: 'inline',
    absWorkingDir: repoRoot,
    tsconfig: join(repoRoot, 'tsconfig.json'),
    write: false,
    logLevel: 'silent',
    plugins: [sourceLocation],
  }).catch((error) => {
    const messages = (error.errors ?? []).map(
      (m) => `${m.location ? `${relative(repoRoot, m.location.file)}:${m.location.line}:${m.location.column}: ` : ''}${m.text}`,
    );
    throw new Error(`tools/run.mjs: cannot bundle ${relative(repoRoot, entry)}\n${messages.join('\n') || error.message}`);
  });
  mkdirSync(cacheDir, { recursive: true });
  // write atomically: two tools may bundle the same file at the same time
  const tmp = `${outfile}.${process.pid}.tmp`;
  writeFileSync(tmp, result.outputFiles[0].contents);
  renameSync(tmp, outfile);
  return outfile;
}

/** Imports a TypeScript module (bundled with esbuild) and returns its namespace. */
export async function importTs(file) {
  process.setSourceMapsEnabled?.(true);
  const out = await bundleTs(file);
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [file, ...args] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node tools/run.mjs FILE.ts [args...]');
    process.exit(2);
  }
  const entry = resolve(file);
  try {
    process.setSourceMapsEnabled?.(true);
    const out = await bundleTs(entry);
    process.argv = [process.argv[0], entry, ...args];
    await import(pathToFileURL(out).href);
  } catch (error) {
    console.error(error instanceof Error && error.message.startsWith('tools/run.mjs:') ? error.message : error);
    process.exit(1);
  }
}
