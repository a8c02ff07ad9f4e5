// The load plan: for each tag, every chunk its element needs beyond the runtime, and for each
// locale, the chunk of each namespace. Written by the build into src/load-plan.ts's module, so
// the autoloader starts an element's chunks and its strings at once instead of finding them
// one round trip at a time (chunk → its imports → render → locale index → namespace).
// Tags and their namespaces are read off the element files (`defineElement('betr-x', …,
// { namespaces: [...] })`), so nothing here is kept by hand.
// The strings' chunks are named by a rule, not listed: `s<hash>-<locale>-<namespace>.js`, the
// hash that of every locale's strings. 66 random names were about 0.5 KiB gzip of every page; the
// price is that a release which changes any string gives every strings chunk a new name.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import MagicString from 'magic-string';

const MARKER = '__BETR_LOAD_PLAN__';
const PLAN_MODULE = /[\\/]src[\\/]load-plan\.ts$/;
const ELEMENT_MODULE = /[\\/]src[\\/]elements[\\/][\w-]+\.tsx?$/;
const LOCALE_MODULE = /[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.ts$/;
const DEFINE = /defineElement\b[^(]*\(\s*['"](betr-[\w-]+)['"][\s\S]*?namespaces:\s*\[([^\]]*)\]/;

/** The catalogue's module (src/catalogue.ts), whose `import()`s load the elements. */
export const CATALOGUE_MODULE = /[\\/]src[\\/]catalogue\.ts$/;

/**
 * The bundle's chunks as a graph, read alike here and by preload-hints: `chunkOf(id)`, the chunk
 * holding a module; `closure(files, stop)`, those files and every chunk they import, depth first,
 * never entering one of `stop`.
 */
export function chunkGraph(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (files, stop = new Set(), into = new Set()) => {
    for (const file of files) {
      if (into.has(file) || stop.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], stop, into);
    }
    return into;
  };
  return { chunkOf: (id) => chunks.find((chunk) => chunk.moduleIds.includes(id)), closure };
}

/** Names numbered in the order they are first asked for: `number(name)` is its index in `names`. */
export function numbering() {
  const names = [];
  const number = (name) => {
    const at = names.indexOf(name);
    return at >= 0 ? at : names.push(name) - 1;
  };
  return { names, number };
}

/** The hash of every locale's strings (locales/<locale>/<namespace>.ts), 7 characters. */
function stringsHash(dir) {
  const hash = createHash('sha256');
  for (const locale of readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    for (const file of readdirSync(new URL(`${locale}/`, dir))
      .filter((name) => /\.ts$/.test(name))
      .sort())
      hash
        .update(`${locale}/${file}\0`)
        .update(readFileSync(new URL(`${locale}/${file}`, dir)))
        .update('\0');
  }
  return hash.digest('base64url').slice(0, 7);
}

/** @param {{ locales?: URL }} [options] where the locales are (a directory URL) */
export function loadPlan({ locales: localesDir = new URL('../../locales/', import.meta.url) } = {}) {
  /** element module id → { tag, namespaces } */
  const elements = new Map();
  let prefix = `s${stringsHash(localesDir)}-`;
  return {
    name: 'load-plan',
    buildStart() {
      prefix = `s${stringsHash(localesDir)}-`;
    },
    /**
     * The file name of a chunk of one locale's namespace (`chunks/s<hash>-<locale>-<namespace>.js`),
     * or undefined for any other chunk: for the output's chunkFileNames.
     */
    stringsFileName(chunk) {
      const match = chunk.moduleIds.length === 1 ? LOCALE_MODULE.exec(chunk.moduleIds[0]) : null;
      return match && match[2] !== 'index' ? `chunks/${prefix}${match[1]}-${match[2]}.js` : undefined;
    },
    /** The start of every strings chunk's file name, `chunks/s<hash>-`: for dist/betr-head.js. */
    stringsPrefix: () => `chunks/${prefix}`,
    /** Each element module read so far: its id, its tag and the namespaces it shows first. */
    elements: () => [...elements].map(([id, { tag, namespaces }]) => ({ id, tag, namespaces })),
    transform(code, id) {
      if (PLAN_MODULE.test(id)) {
        const declaration = /(export const loadPlan\b[^=]*=\s*)null;/;
        if (!declaration.test(code)) this.error('load-plan: src/load-plan.ts no longer declares `export const loadPlan … = null;`');
        return { code: code.replace(declaration, `$1JSON.parse("${MARKER}");`), map: null };
      }
      if (ELEMENT_MODULE.test(id)) {
        const match = DEFINE.exec(code);
        if (match) {
          const namespaces = [...match[2].matchAll(/['"](\w+)['"]/g)].map((m) => m[1]);
          elements.set(id, { tag: match[1], namespaces });
        }
      }
      return null;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.moduleIds.some((id) => PLAN_MODULE.test(id))) return null;
      const all = Object.values(chunks);
      const { chunkOf, closure } = chunkGraph(all);
      // What every page has already loaded with betr.js: never listed.
      const runtime = closure(all.filter((c) => c.isEntry && c.name === 'betr').map((c) => c.fileName));
      const here = posix.dirname(chunk.fileName);
      const { names: files, number } = numbering();
      let base = null;
      const index = (file) => {
        const dir = `${posix.relative(here, posix.dirname(file)) || '.'}/`;
        base ??= dir.startsWith('.') ? dir : `./${dir}`;
        if (posix.normalize(base) !== posix.normalize(dir)) this.error(`load-plan: ${file} is not in ${base} beside the other chunks`);
        return number(posix.basename(file).replace(/\.js$/, ''));
      };
      // Every element the catalogue loads must be in the plan, or its page would load it one round trip at a time again.
      for (const id of this.getModuleIds()) {
        const lazy =
          ELEMENT_MODULE.test(id) && this.getModuleInfo(id)?.dynamicImporters.some((importer) => CATALOGUE_MODULE.test(importer));
        if (lazy && !elements.has(id))
          this.error(`load-plan: ${id} has no defineElement('betr-…', …, { namespaces: […] }) to read its tag and strings from`);
      }
      const tags = {};
      for (const [id, { tag, namespaces }] of [...elements].sort((a, b) => a[1].tag.localeCompare(b[1].tag))) {
        const own = chunkOf(id);
        if (!own) continue;
        // Its own chunk is the catalogue's import(); the rest are what that chunk imports, and theirs.
        const needs = [...closure([own.fileName])].filter((file) => file !== own.fileName && !runtime.has(file));
        tags[tag] = [needs.map(index), namespaces];
      }
      const byLocale = {};
      for (const c of all) {
        for (const id of c.moduleIds) {
          const match = LOCALE_MODULE.exec(id);
          if (!match || match[2] === 'index') continue;
          (byLocale[match[1]] ??= new Set()).add(match[2]);
          const named = `${prefix}${match[1]}-${match[2]}.js`;
          const dir = `${posix.relative(here, posix.dirname(c.fileName)) || '.'}/`;
          if (posix.basename(c.fileName) !== named || c.moduleIds.length !== 1 || posix.normalize(dir) !== posix.normalize(base ?? dir))
            this.error(
              `load-plan: the strings of ${id} are in ${c.fileName}, not in a chunk of their own named ${named} beside the other chunks`,
            );
        }
      }
      const namespaces = [...(byLocale['en-US'] ?? [])].sort();
      const locales = Object.keys(byLocale).sort();
      for (const locale of locales)
        if (byLocale[locale].size !== namespaces.length) this.error(`load-plan: ${locale} lacks some of en-US's namespaces`);
      const plan = JSON.stringify({ base, files, tags, namespaces, locales, strings: prefix });
      const match = new RegExp(`(["'\`])${MARKER}\\1`).exec(code);
      if (!match) this.error(`load-plan: the marker of src/load-plan.ts is missing from ${chunk.fileName}`);
      const out = new MagicString(code);
      out.overwrite(match.index, match.index + match[0].length, JSON.stringify(plan));
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
