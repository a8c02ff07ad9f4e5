// A local ESLint rule: no import cycles among our modules.
// eslint-plugin-import-x's `no-cycle` resolves every import through its resolver on every
// file; this rule reads each file's static imports once per lint run (TypeScript's parser,
// no type checking) and asks whether the file can reach itself. Only imports that run count:
// `import type` / `export type` are erased, and dynamic `import()` is how the catalogue loads
// an element lazily, so neither can close a cycle at load time.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const importsOf = new Map(); // absolute file -> absolute files it imports at run time

function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function runtimeSpecifiers(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause &&
        !clause.name &&
        named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const named = statement.exportClause;
      const onlyTypes = named && ts.isNamedExports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

function edges(file, text) {
  if (text === undefined && importsOf.has(file)) return importsOf.get(file);
  const found = runtimeSpecifiers(file, text ?? fs.readFileSync(file, 'utf8'))
    .map((specifier) => resolve(file, specifier))
    .filter((target) => target && !target.includes(`${path.sep}node_modules${path.sep}`));
  importsOf.set(file, found);
  return found;
}

/** The shortest path from `start` back to `target`, or null. */
function pathBack(start, target) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of edges(file)) {
      if (next === target) {
        const chain = [file];
        for (let at = previous.get(file); at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles (static, run-time imports between our modules)' },
    messages: { cycle: 'Import cycle: {{chain}}' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return {
      Program() {
        edges(file, context.sourceCode.text); // this file as the editor has it
      },
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return;
        const target = resolve(file, node.source.value);
        if (!target || !edges(file).includes(target)) return;
        const chain = target === file ? [] : pathBack(target, file);
        if (!chain) return;
        const shown = [file, ...chain, file].map((f) => path.relative(root, f)).join(' → ');
        context.report({ node, messageId: 'cycle', data: { chain: shown } });
      },
    };
  },
};
