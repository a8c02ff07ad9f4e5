// Writes custom-elements.json (schema 1.0.0) from the JSDoc of each file in src/elements:
// @summary, @attr, @event, @csspart, @cssproperty. Run by `npm run build`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const COMMON_ATTRIBUTES = [
  { name: 'lang', type: { text: 'string' }, description: 'Language of this element: en-US, nb, fi, pl-PL, th-TH or sv. The page\'s by default.' },
  { name: 'inline', type: { text: 'boolean' }, description: 'Render the in-page variant instead of the popup variant.' },
];
const COMMON_PROPERTIES = [
  '--betr-color-primary', '--betr-color-text', '--betr-color-error', '--betr-color-success', '--betr-color-focus',
  '--betr-color-border', '--betr-font-family', '--betr-font-size', '--betr-radius', '--betr-spacing',
].map((name) => ({ name, description: 'Theme property shared by every betr element.' }));

function tags(doc, tag) {
  return [...doc.matchAll(new RegExp(`@${tag}\\s+([\\w-]+)(?:\\s+-\\s+([^\\n@]*))?`, 'g'))].map((m) => ({ name: m[1], description: (m[2] ?? '').trim() }));
}

/** The first entry of a name wins: an element's own description over the common one. */
const unique = (items) => items.filter((item, i) => items.findIndex((other) => other.name === item.name) === i);

const modules = [];
for (const file of readdirSync('src/elements').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
  const path = `src/elements/${file}`;
  const source = readFileSync(path, 'utf8');
  const tagName = source.match(/defineElement<[^>]*>\('(betr-[\w-]+)'/)?.[1] ?? source.match(/'(betr-[\w-]+)': Betr\w+Element;/)?.[1];
  if (!tagName) continue;
  const doc = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)].map((m) => m[1].replace(/^\s*\* ?/gm, '')).find((d) => d.includes('@summary')) ?? '';
  const name = source.match(/export (?:const|class) (Betr\w+)/)?.[1] ?? tagName;
  const isReact = source.includes('defineElement');
  modules.push({
    kind: 'javascript-module',
    path,
    declarations: [{
      kind: 'class',
      name,
      tagName,
      customElement: true,
      summary: doc.match(/@summary\s+([^@]*)/)?.[1].replace(/\s+/g, ' ').trim() ?? '',
      attributes: unique([...tags(doc, 'attr'), ...(isReact ? COMMON_ATTRIBUTES : [])]),
      events: tags(doc, 'event'),
      cssParts: tags(doc, 'csspart'),
      cssProperties: [...(isReact ? COMMON_PROPERTIES : []), ...tags(doc, 'cssproperty').map((p) => ({ name: p.name, description: p.description }))],
    }],
    exports: [{ kind: 'custom-element-definition', name: tagName, declaration: { name, module: path } }],
  });
}
writeFileSync('custom-elements.json', `${JSON.stringify({ schemaVersion: '1.0.0', modules }, null, 2)}\n`);
if (!process.argv.includes('--quiet')) console.log(`custom-elements.json: ${modules.length} elements`);
