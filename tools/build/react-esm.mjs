// React's production build as ES modules, so the bundle keeps only the exports something uses.
// React ships CommonJS: `exports.preload = …` stays in betr.js whether or not anything calls it,
// because a CommonJS module's exports object is one value. Here each production file becomes a
// module whose exports are ES exports, read by the others as `import * as React` (member reads a
// bundler follows), and the package entries resolve straight to those files. Nothing inside
// React is renamed or rewritten: React DevTools and the tools that read fibers see the same
// code, and the files are the ones `process.env.NODE_ENV === 'production'` would pick.
// Any other use of `require`, `module` or a bare `exports` in those files fails the build
// rather than guess.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString from 'magic-string';

const require = createRequire(import.meta.url);

/** Each entry a page imports, and the production file its CommonJS index would load. */
const ENTRIES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
/** A file of a package, found from the package's own directory (its `exports` do not list the cjs files). */
const resolve = (file) => {
  const [, pkg, rest] = /^((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  return join(dirname(require.resolve(`${pkg}/package.json`)), rest);
};
const FILES = new Map(Object.entries(ENTRIES).map(([entry, file]) => [resolve(file), entry]));

/** Walk an ESTree node, calling `visit(node, parent)` for every node below it and itself. */
function walk(node, parent, visit) {
  visit(node, parent);
  for (const value of Object.values(node))
    for (const child of Array.isArray(value) ? value : [value]) if (typeof child?.type === 'string') walk(child, node, visit);
}

/**
 * Read by react-dom from the scheduler, which has them only in its test builds: undefined in
 * CommonJS as here, where the bundler says so.
 */
const ABSENT = new Set(['log', 'unstable_setDisableYieldValue']);

export function reactEsm() {
  return {
    name: 'react-esm',
    onLog(_level, log) {
      if (log.code === 'MISSING_EXPORT' && ABSENT.has(log.binding) && /[\\/]scheduler[\\/]/.test(log.exporter ?? '')) return false;
    },
    resolveId(source) {
      return Object.hasOwn(ENTRIES, source) ? resolve(ENTRIES[source]) : null;
    },
    transform(code, id) {
      if (!FILES.has(id)) return null;
      const ast = this.parse(code);
      const out = new MagicString(code);
      const imports = [];
      /** The `require("…")` calls of the top-level declarations, which become imports. */
      const required = new Set();
      const exported = new Set();
      for (const statement of ast.body) {
        // `var Scheduler = require("scheduler"), React = require("react");`
        if (statement.type !== 'VariableDeclaration') continue;
        const requires = statement.declarations.filter((d) => d.init?.type === 'CallExpression' && d.init.callee.name === 'require');
        if (requires.length === 0) continue;
        if (requires.length !== statement.declarations.length) this.error(`react-esm: ${id} mixes require() with other declarations`);
        for (const { id: name, init } of requires) {
          const [entry] = init.arguments;
          if (name.type !== 'Identifier' || entry?.type !== 'Literal' || !Object.hasOwn(ENTRIES, entry.value))
            this.error(`react-esm: ${id} requires something other than React's own entries`);
          imports.push(`import * as ${name.name} from ${JSON.stringify(entry.value)};`);
          required.add(init);
        }
        out.remove(statement.start, statement.end);
      }
      walk(ast, null, (node, parent) => {
        // `exports.createRoot`, read or written: a variable of the module, exported below.
        if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'exports') {
          if (node.computed) this.error(`react-esm: ${id} reads exports[…]`);
          exported.add(node.property.name);
          out.overwrite(node.start, node.end, `$$${node.property.name}`);
          return;
        }
        if (node.type !== 'Identifier' || !['exports', 'module', 'require'].includes(node.name)) return;
        const rewritten =
          (node.name === 'exports' && parent.type === 'MemberExpression' && parent.object === node) ||
          (node.name === 'require' && required.has(parent)) ||
          (parent.type === 'MemberExpression' && parent.property === node && !parent.computed);
        if (!rewritten) this.error(`react-esm: ${id} uses \`${node.name}\` in a way this plugin does not rewrite`);
      });
      const names = [...exported].sort();
      out.prepend(`${imports.join('\n')}\nvar ${names.map((n) => `$$${n}`).join(', ')};\n`);
      out.append(`\nexport { ${names.map((n) => `$$${n} as ${n}`).join(', ')} };\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
