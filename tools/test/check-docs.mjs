// The docs' links and examples, a step of `npm test` (after the build: it reads
// custom-elements.json and dist/types). One test per checked Markdown file (README.md,
// CONTRIBUTING.md, docs/*.md): every relative link reaches a file, and every #anchor a heading
// of that file (GitHub's slugs). One test that the element reference (docs/elements.md) is the
// one tools/build/element-reference.mjs writes from the manifest, one that it names every element,
// attribute and event, and one that every event of the manifest has its detail type. One test per code block marked as a complete example (```ts example,
// ```tsx example, ```js example): it type-checks against the package's own types (dist/types).
// One test that every string of budgets.json fits a line (300 characters), and one that no
// tracked file of the code, tests, tools, demo or docs names a tracker number ("issue N").
// Prints each test and "N passed, N failed"; `--json FILE` writes the counts for tools/test/test.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementReference, manifestElements, REFERENCE } from '../build/element-reference.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt > 0 ? resolve(process.argv[jsonAt + 1]) : null;

const files = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const results = [];
const record = (file, name, problems) => {
  results.push({ file, name, problems });
  console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
  for (const problem of problems) console.log(`       ${problem}`);
};

/** The fenced code blocks of a Markdown text: the opening line's info string, its lines, and where it is. */
function blocks(text) {
  const found = [];
  let open = null;
  text.split('\n').forEach((line, index) => {
    const fence = /^\s*(`{3,})(.*)$/.exec(line);
    if (!open && fence) open = { ticks: fence[1].length, info: fence[2].trim(), start: index, lines: [] };
    else if (open && fence && fence[1].length >= open.ticks && fence[2].trim() === '') {
      found.push({ ...open, end: index });
      open = null;
    } else if (open) open.lines.push(line);
  });
  return found;
}

/** The Markdown outside fenced code blocks, line by line (a block's lines are blank). */
function prose(text) {
  const lines = text.split('\n');
  for (const block of blocks(text)) for (let index = block.start; index <= block.end; index += 1) lines[index] = '';
  return lines;
}

/** GitHub's anchor of a heading: its text without markup, lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, (mark) => (mark === '_' ? '_' : ''))
    .toLowerCase()
    .trim();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

const anchorCache = new Map();
/** The anchors a Markdown file's headings make, a repeated one with -1, -2 … as GitHub does. */
function anchors(path) {
  if (!anchorCache.has(path)) {
    const seen = new Map();
    const found = new Set();
    for (const line of prose(readFileSync(path, 'utf8'))) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    anchorCache.set(path, found);
  }
  return anchorCache.get(path);
}

/** The links of a file's prose: [text](target), inline code left out. */
function links(text) {
  const found = [];
  for (const line of prose(text)) {
    const plain = line.replace(/`[^`]*`/g, '');
    for (const match of plain.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) found.push(match[1]);
  }
  return found;
}

for (const file of files) {
  const path = join(root, file);
  const problems = [];
  for (const target of links(readFileSync(path, 'utf8'))) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http(s), mailto: not this check's
    const [part, anchor] = target.split('#');
    const destination = part ? resolve(dirname(path), decodeURI(part)) : path;
    if (!existsSync(destination)) {
      problems.push(`${target}: no such file (${relative(root, destination)})`);
      continue;
    }
    if (anchor !== undefined && anchor !== '') {
      if (!destination.endsWith('.md') || statSync(destination).isDirectory())
        problems.push(`${target}: an anchor into a file that is not Markdown`);
      else if (!anchors(destination).has(anchor)) problems.push(`${target}: no heading makes #${anchor} in ${relative(root, destination)}`);
    }
  }
  record(file, `${file}: every relative link and #anchor holds`, problems);
}

// The element reference against the manifest.
const manifestPath = join(root, 'custom-elements.json');
if (!existsSync(manifestPath)) {
  record('docs/elements.md', 'docs/elements.md is written from custom-elements.json', [
    'no custom-elements.json: run `npm run build` first',
  ]);
} else {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const reference = existsSync(REFERENCE) ? readFileSync(REFERENCE, 'utf8') : '';
  record(
    'docs/elements.md',
    'docs/elements.md is the one tools/build/element-reference.mjs writes from custom-elements.json',
    reference === elementReference(manifest)
      ? []
      : ['docs/elements.md differs from the manifest: run `npm run build` and commit docs/elements.md'],
  );
  // Each element's section, and in it each attribute and event by name.
  const sections = new Map(
    reference
      .split(/^## /m)
      .slice(1)
      .map((section) => [/^`([^`]+)`/.exec(section)?.[1], section]),
  );
  const missing = [];
  for (const element of manifestElements(manifest)) {
    const section = sections.get(element.tagName);
    if (!section) {
      missing.push(`no section for <${element.tagName}>`);
      continue;
    }
    for (const attribute of element.attributes ?? [])
      if (!section.includes(`| \`${attribute.name}\` |`)) missing.push(`<${element.tagName}>: attribute ${attribute.name} missing`);
    for (const event of element.events ?? [])
      if (!section.includes(`| \`${event.name}\` |`)) missing.push(`<${element.tagName}>: event ${event.name} missing`);
  }
  record('docs/elements.md', 'docs/elements.md names every element, attribute and event of the manifest', missing);
  // Each event's type (`CustomEvent<detail>`) comes from the typed event map; one the map lacks has none.
  const untyped = manifestElements(manifest).flatMap((element) =>
    (element.events ?? [])
      .filter((event) => !event.type?.text)
      .map((event) => `<${element.tagName}>: event ${event.name} has no detail type: add it to BetrEventMap in src/elements/events.ts`),
  );
  record('custom-elements.json', 'custom-elements.json: every event has its detail type', untyped);
}

// The complete examples: each its own module, type-checked in one tsc run against dist/types.
const examples = [];
for (const file of files)
  for (const block of blocks(readFileSync(join(root, file), 'utf8'))) {
    const marked = /^(ts|tsx|js)\s+example$/.exec(block.info);
    if (marked) examples.push({ file, line: block.start + 1, lang: marked[1], code: block.lines });
  }
if (examples.length > 0) {
  const dir = join(root, '.bench', 'docs-examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const types = join(root, 'dist', 'types', 'index.d.ts');
  examples.forEach((example, index) => {
    example.path = join(dir, `example-${index}.${example.lang}`);
    const code = example.code.join('\n');
    // A block with no import or export is a script to the compiler; each example is a module of its own.
    writeFileSync(example.path, `${code}\n${/^\s*(import|export)\s/m.test(code) ? '' : 'export {};\n'}`);
  });
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowJs: true,
        checkJs: true,
        skipLibCheck: true,
        types: [],
        paths: { 'betr-widgets': [types], 'betr-widgets/*': [join(root, 'dist', 'types', '*')] },
      },
      include: ['*.ts', '*.tsx', '*.js'],
    }),
  );
  const ran = existsSync(types)
    ? spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(dir, 'tsconfig.json')], {
        encoding: 'utf8',
      })
    : null;
  const errors = ran ? `${ran.stdout}${ran.stderr}`.split('\n').filter((line) => /error TS/.test(line)) : [];
  // An error in no example's file (the types themselves, the set-up) fails them all.
  const elsewhere = errors.filter((line) => !/example-\d+\./.test(line));
  for (const example of examples) {
    const name = `${example.file}:${example.line}: the ${example.lang} example type-checks against dist/types`;
    if (!ran) record(example.file, name, ['no dist/types: run `npm run build` first']);
    else if (ran.status !== 0 && errors.length === 0) record(example.file, name, [`tsc failed: ${ran.stderr || ran.stdout}`]);
    else record(example.file, name, [...errors.filter((line) => line.includes(relative(dir, example.path))), ...elsewhere]);
  }
}

// Reasons and comments say why themselves: a budget's reason fits a line (its history is in git),
// and no comment sends the reader to a tracker number ("issue N") they may not have.
const MAX_REASON = 300;
const longStrings = [];
(function walk(value, path) {
  if (typeof value === 'string' && value.length > MAX_REASON) longStrings.push(`${path}: ${value.length} characters`);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
})(JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')), 'budgets.json');
record('budgets.json', `budgets.json: every string is at most ${MAX_REASON} characters`, longStrings);

const TRACKED = ['src', 'test', 'tools', 'demo', 'docs', 'examples', 'README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md'];
const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...TRACKED], {
  cwd: root,
  encoding: 'utf8',
});
const trackerNumbers = listed.status === 0 ? [] : [`git ls-files failed: ${listed.stderr}`];
for (const file of listed.status === 0 ? listed.stdout.split('\0').filter(Boolean) : []) {
  const text = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
  if (text.includes('\0')) continue; // an image
  text.split('\n').forEach((line, index) => {
    if (/\bissues? ?#?\d/i.test(line)) trackerNumbers.push(`${file}:${index + 1}: ${line.trim().slice(0, 100)}`);
  });
}
record('comments', `no tracker number ("issue N") in ${TRACKED.join(', ')}`, trackerNumbers);

const failed = results.filter((result) => result.problems.length > 0);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
if (jsonFile) {
  mkdirSync(dirname(jsonFile), { recursive: true });
  writeFileSync(
    jsonFile,
    JSON.stringify({
      passed: results.length - failed.length,
      failed: failed.length,
      skipped: 0,
      failures: failed.map((result) => ({ file: result.file, name: result.name, error: result.problems.join('\n') })),
    }),
  );
}
process.exitCode = failed.length > 0 ? 1 : 0;
