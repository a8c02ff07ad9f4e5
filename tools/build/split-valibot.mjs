// valibot ships as one module file, and rollup assigns whole modules to chunks: every
// valibot function any feature uses would land in the shared runtime that every page
// loads. This plugin cuts valibot's file into one virtual module per top-level
// declaration (each importing the declarations it references), and rewrites
// `import { a, b } from 'valibot'` in our code to those modules, so rollup places each
// function in the chunk of the features that use it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PREFIX = '\0valibot:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']valibot["'];?/g;

/** Every Identifier name under an ESTree node. */
function identifiers(node, out = new Set()) {
  if (!node || typeof node !== 'object') return out;
  if (Array.isArray(node)) {
    for (const child of node) identifiers(child, out);
    return out;
  }
  if (node.type === 'Identifier') out.add(node.name);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') identifiers(value, out);
  return out;
}

/**
 * valibot attaches the Standard Schema interface (`schema['~standard']`, for libraries that take
 * any validator) to every schema it makes. betr's schemas are read by betr alone, through
 * valibot's own `safeParse`: the interface was bytes in betr.js and in every chunk with a schema,
 * and an object more per schema made. Its helper is cut down to handing the schema back.
 */
const STANDARD = '_standardSchema';
function standardless(code) {
  if (!/^function _standardSchema\(schema\) \{/.test(code))
    throw new Error(`split-valibot: valibot's ${STANDARD} changed; update tools/build/split-valibot.mjs`);
  return 'function _standardSchema(schema) {\n\treturn schema;\n}';
}

export function splitValibot() {
  /** local name → { code, deps } */
  const declarations = new Map();
  /** exported name → local name */
  const exported = new Map();
  return {
    name: 'split-valibot',
    buildStart() {
      const file = require.resolve('valibot').replace(/index\.cjs$/, 'index.mjs');
      const source = readFileSync(file, 'utf8');
      const ast = this.parse(source);
      const parts = [];
      for (const node of ast.body) {
        if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
          for (const s of node.specifiers) exported.set(s.exported.name, s.local.name);
        } else if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
          parts.push({ names: [node.id.name], node });
        } else if (node.type === 'VariableDeclaration') {
          parts.push({ names: node.declarations.map((d) => d.id.name), node });
        } else if (node.type !== 'ImportDeclaration') {
          throw new Error(`split-valibot: unexpected top-level ${node.type} in valibot; update tools/build/split-valibot.mjs`);
        }
      }
      const topLevel = new Set(parts.flatMap((p) => p.names));
      let previousEnd = 0;
      for (const { names, node } of parts) {
        const deps = [...identifiers(node)].filter((n) => topLevel.has(n) && !names.includes(n));
        // valibot marks its schema factories `/* @__NO_SIDE_EFFECTS__ */` in the comment before
        // each one: kept, rollup drops a schema nothing reads (a module's exported schema that
        // only tests import); cut off with the comment, every such schema was shipped.
        const pure = /@__NO_SIDE_EFFECTS__/.test(source.slice(previousEnd, node.start)) ? '/* @__NO_SIDE_EFFECTS__ */ ' : '';
        previousEnd = node.end;
        const code = source.slice(node.start, node.end);
        const standard = names.includes(STANDARD);
        const module = { code: pure + (standard ? standardless(code) : code), deps: standard ? [] : deps, names };
        for (const name of names) declarations.set(name, module);
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const module = declarations.get(id.slice(PREFIX.length));
      const imports = module.deps.map((d) => `import { ${d} } from ${JSON.stringify(PREFIX + declarations.get(d).names[0])};`).join('\n');
      return `${imports}\n${module.code}\nexport { ${module.names.join(', ')} };\n`;
    },
    transform(code, id) {
      if (id.startsWith(PREFIX) || id.includes('node_modules') || !code.includes('valibot')) return null;
      let changed = false;
      const out = code.replace(IMPORT, (statement, list) => {
        const specifiers = list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .map((s) => {
            const [name, alias = name] = s.split(/\s+as\s+/);
            return { name, alias, local: exported.get(name) };
          });
        if (specifiers.some((s) => !s.local)) return statement;
        changed = true;
        return specifiers
          .map((s) => `import { ${s.local} as ${s.alias} } from ${JSON.stringify(PREFIX + declarations.get(s.local).names[0])};`)
          .join('');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
