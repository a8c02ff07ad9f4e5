// docs/elements.md, the element reference, written from custom-elements.json by `npm run build`
// (after `cem analyze`): one section per element with its summary, attributes and their values,
// events and their detail types, parts, CSS properties and a tag to copy. Never edited by hand;
// tools/test/check-docs.mjs fails when an element, attribute or event of the manifest is missing.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REFERENCE = join(root, 'docs', 'elements.md');
/** Where `npm start` serves the catalogue, the live configurator of every element. */
export const CATALOGUE = 'http://localhost:4000/demo/catalogue.html';

/** Every element of the manifest, in the manifest's order. */
export function manifestElements(manifest) {
  return manifest.modules.flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.customElement));
}

/** A table cell: one line, pipes escaped. */
const cell = (text) => (text ?? '').replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|') || '—';

/**
 * An attribute's values cell: each value of a union of string literals (`'inbox' | 'history'`,
 * an open one ending `| (string & {})`), else its type, as code.
 */
export function attributeValues(type) {
  if (!type) return '';
  const members = type.split(' | ');
  if (!members.some((member) => /^'.*'$/.test(member))) return `\`${type}\``;
  return members
    .map((member) =>
      /^'.*'$/.test(member) ? `\`${member.slice(1, -1)}\`` : member === '(string & {})' ? 'or another string' : `\`${member}\``,
    )
    .join(', ');
}

/** An event's detail type: `T` of the manifest's `CustomEvent<T>`, else its whole type. */
export const eventDetail = (type) => (type ? (/^CustomEvent<(.*)>$/s.exec(type)?.[1] ?? type) : undefined);

/** The first value an attribute's description names in backticks (`stub` (default) | `rest` …), if any. */
function exampleValue(attribute) {
  if (attribute.type?.text === 'boolean') return '';
  return /`([^`\s]+)`/.exec(attribute.description ?? '')?.[1] ?? null;
}

function example(element) {
  const attributes = (element.attributes ?? []).filter((attribute) => attribute.name !== 'lang');
  const parts = attributes.some((attribute) => attribute.name === 'inline') ? ['inline'] : [];
  for (const attribute of attributes.filter((attribute) => attribute.name !== 'inline').slice(0, 2)) {
    const value = exampleValue(attribute);
    if (value === '') parts.push(attribute.name);
    else if (value !== null) parts.push(`${attribute.name}="${value.replace(/"/g, '&quot;')}"`);
  }
  return `<${element.tagName}${parts.map((part) => ` ${part}`).join('')}></${element.tagName}>`;
}

function table(header, rows) {
  if (rows.length === 0) return ['None.'];
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}

/** The whole reference as Markdown. */
export function elementReference(manifest) {
  const elements = manifestElements(manifest);
  // The properties every element reads (the shared pieces' colours, …): listed once, above.
  const withProperties = elements.filter((element) => (element.cssProperties ?? []).length > 0);
  const common = (withProperties[0]?.cssProperties ?? []).filter((property) =>
    withProperties.every((element) => element.cssProperties.some((other) => other.name === property.name)),
  );
  const isCommon = (property) => common.some((other) => other.name === property.name);
  const lines = [
    '# The element reference',
    '',
    '<!-- Written by tools/build/element-reference.mjs from custom-elements.json (`npm run build`); do not edit by hand. -->',
    '',
    `Every \`betr-*\` element, from the package's manifest (\`custom-elements.json\`). Each one can be tried`,
    `live, its attributes set in a form, in the catalogue: \`npm start\`, then [${CATALOGUE}](${CATALOGUE}).`,
    'Every element is loaded by the one script tag of the page ([How do I embed betr on a page?](embed-on-a-page.md)).',
    '',
    ...elements.map((element) => `- [\`${element.tagName}\`](#${element.tagName}): ${cell(element.summary ?? element.description)}`),
    '',
    '## CSS properties every element reads',
    '',
    'Set them on an element or any ancestor ([How do I theme betr?](theme-it.md)). Each element below lists only its own besides these.',
    '',
    ...table(
      ['property', 'what it sets'],
      common.map((property) => [`\`${property.name}\``, property.description]),
    ),
    '',
  ];
  for (const element of elements) {
    lines.push(
      `## \`${element.tagName}\``,
      '',
      cell(element.summary ?? element.description),
      '',
      `[Try it in the catalogue](${CATALOGUE}#${element.tagName}).`,
      '',
      '```html',
      example(element),
      '```',
      '',
      '### Attributes',
      '',
      ...table(
        ['attribute', 'values', 'meaning'],
        (element.attributes ?? []).map((attribute) => [
          `\`${attribute.name}\``,
          attributeValues(attribute.type?.text),
          attribute.description,
        ]),
      ),
      '',
      '### Events',
      '',
      ...table(
        ['event', 'detail', 'meaning'],
        (element.events ?? []).map((event) => {
          const detail = eventDetail(event.type?.text);
          return [`\`${event.name}\``, detail ? `\`${detail}\`` : '', event.description];
        }),
      ),
      '',
      '### Parts',
      '',
      ...table(
        ['part', 'what it is'],
        (element.cssParts ?? []).map((part) => [`\`${part.name}\``, part.description]),
      ),
      '',
      '### CSS properties',
      '',
      ...table(
        ['property', 'what it sets'],
        (element.cssProperties ?? [])
          .filter((property) => !isCommon(property))
          .map((property) => [`\`${property.name}\``, property.description]),
      ),
      '',
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  writeFileSync(REFERENCE, elementReference(manifest));
}
