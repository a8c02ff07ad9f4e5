// The catalogue page, a configurator for CMS editors: every element of custom-elements.json
// (what the build writes from the elements' JSDoc) with its attributes as a form, the exact
// tag to copy, a live instance on the embedded simulated casino that follows the form, and
// its events, parts and CSS properties. What an editor needs to place a tag without reading
// code. Built with DOM calls only (no innerHTML): the page runs under
// the demo's strict CSP.

import { VERSION } from '/dist/betr.js';

/** `el('td', {}, 'text')`: an element with attributes and children. */
function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

/** Text with its `code` spans as <code>. */
const prose = (text) => text.split('`').map((piece, i) => (i % 2 ? el('code', {}, piece) : piece));

/** A table of `rows` ([cells…]) under `heading`, or nothing when there are none. */
function table(heading, columns, rows) {
  if (rows.length === 0) return null;
  return el(
    'section',
    {},
    el('h3', {}, heading),
    el(
      'table',
      {},
      el('thead', {}, el('tr', {}, ...columns.map((c) => el('th', { scope: 'col' }, c)))),
      el(
        'tbody',
        {},
        ...rows.map((cells) => el('tr', {}, ...cells.map((cell, i) => el('td', {}, ...(i === 0 ? [el('code', {}, cell)] : prose(cell)))))),
      ),
    ),
  );
}

/**
 * The values an attribute allows, read from its description in the manifest ("`stub`
 * (default) | `rest`", "inbox (default), edit-profile, …" before any ";"), or null when the
 * description lists none (free text, or a comma-separated list of several).
 */
function allowedValues(description = '') {
  const clause = description.split(';')[0];
  const list = clause.slice(clause.lastIndexOf(':') + 1);
  const pieces = list.split(/\s*[|,]\s*/).map((piece) => piece.replaceAll('`', '').trim());
  const values = pieces.map((piece) => piece.replace(/\s*\(default\)$/, ''));
  if (values.length < 2 || !values.every((value) => /^[A-Za-z0-9-]+$/.test(value))) return null;
  return { values, fallback: values[pieces.findIndex((piece) => piece.endsWith('(default)'))] ?? null };
}

const LOCALES = ['en-US', 'nb', 'fi', 'pl-PL', 'th-TH', 'sv'];
const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The tag for `values` (attribute name → '' for a boolean that is on, a string, or null for absent). */
function tagText(tag, values) {
  const attributes = [...values]
    .filter(([, value]) => value !== null)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`));
  return `<${tag}${attributes.join('')}></${tag}>`;
}

/** A code block with a Copy button; the status beside it tells a screen reader that it was copied. */
function copyable(label, id) {
  const code = el('code', { id });
  const status = el('span', { role: 'status', class: 'copied' });
  const button = el('button', { type: 'button', 'aria-describedby': id }, label);
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(code.textContent);
      status.textContent = 'Copied';
    } catch {
      status.textContent = 'Could not copy: select the text and copy it';
    }
    setTimeout(() => (status.textContent = ''), 4000);
  });
  return { code, block: el('div', { class: 'copyable' }, el('pre', {}, code), button, status) };
}

/** One form control per attribute, the control's kind from the manifest: a checkbox, a list or text. */
function control(tag, attribute, onChange) {
  const id = `attribute-${attribute.name}`;
  const help = el('span', { id: `${id}-help`, class: 'help' }, ...prose(attribute.description ?? ''));
  // A union of string literals (`'inbox' | 'history' | …`) is a string to the form, its choices read from the description.
  const type = /^'/.test(attribute.type?.text ?? '') ? 'string' : (attribute.type?.text ?? 'string');
  const allowed = attribute.name === 'lang' ? { values: LOCALES, fallback: null } : allowedValues(attribute.description);
  let input;
  let read;
  if (type === 'boolean') {
    input = el('input', { type: 'checkbox', id, 'aria-describedby': help.id });
    input.checked = attribute.name === 'inline' && tag !== 'betr-config';
    read = () => (input.checked ? '' : null);
  } else if (allowed) {
    const unset = allowed.fallback ? `(default: ${allowed.fallback})` : attribute.name === 'lang' ? "(the page's)" : '(none)';
    input = el(
      'select',
      { id, 'aria-describedby': help.id },
      el('option', { value: '' }, unset),
      ...allowed.values.map((value) => el('option', { value }, value)),
    );
    read = () => input.value || null;
  } else {
    input = el('input', {
      type: type === 'number' ? 'number' : 'text',
      id,
      'aria-describedby': help.id,
      autocomplete: 'off',
      spellcheck: 'false',
    });
    read = () => input.value.trim() || null;
  }
  input.addEventListener(type === 'boolean' || allowed ? 'change' : 'input', onChange);
  const field = el('div', { class: 'field' }, el('label', { for: id }, el('code', {}, attribute.name), ` (${type})`), input, help);
  return { field, name: attribute.name, read };
}

function show(element, common) {
  const main = document.getElementById('element');
  const own = (element.cssProperties ?? []).filter((p) => !common.has(p.name));
  const live = el('div', { class: 'live', 'data-testid': 'live' });
  const tag = element.tagName;
  const attributes = element.attributes ?? [];
  const result = copyable('Copy the tag', 'tag-code');
  const controls = [];
  // The live element is made anew from the same values as the copied text, so the tag an
  // editor pastes renders what the page shows.
  const update = () => {
    const values = new Map(controls.map((c) => [c.name, c.read()]));
    result.code.textContent = tagText(tag, values);
    if (tag === 'betr-config') return;
    const instance = document.createElement(tag);
    for (const [name, value] of values) if (value !== null) instance.setAttribute(name, value);
    live.replaceChildren(instance);
  };
  controls.push(...attributes.map((attribute) => control(tag, attribute, update)));
  const form = el('form', { class: 'configurator', 'aria-labelledby': 'configure-heading' }, ...controls.map((c) => c.field));
  form.addEventListener('submit', (event) => event.preventDefault());
  main.replaceChildren(
    el('h2', {}, el('code', {}, `<${tag}>`)),
    el('p', {}, ...prose(element.summary ?? '')),
    el('section', { id: 'configurator' }, el('h3', { id: 'configure-heading' }, 'Configure the tag'), form, result.block),
    table(
      'Attributes',
      ['attribute', 'type', 'what it does'],
      attributes.map((a) => [a.name, a.type?.text ?? 'string', a.description ?? '']),
    ),
    table(
      'Events',
      ['event', 'when, and its detail'],
      (element.events ?? []).map((e) => [e.name, e.description ?? '']),
    ),
    table(
      'Parts (::part)',
      ['part', 'what it is'],
      (element.cssParts ?? []).map((p) => [p.name, p.description ?? '']),
    ),
    table(
      'Its own CSS properties',
      ['property', 'what it sets'],
      own.map((p) => [p.name, p.description ?? '']),
    ),
    tag === 'betr-config' ? null : el('h3', {}, 'Live, on the simulated casino'),
    live,
  );
  update();
  document.title = `<${tag}> — betr widgets`;
  for (const link of document.querySelectorAll('#element-list a')) link.toggleAttribute('aria-current', link.hash === `#${tag}`);
}

const manifest = await (await fetch('/custom-elements.json')).json();
const elements = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .filter((d) => d.customElement && d.tagName && d.tagName !== 'betr-popup')
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
// The theme properties every element reads are listed once, at the top of the list.
const common = new Set(
  elements
    .filter((e) => e.tagName !== 'betr-config')
    .map((e) => (e.cssProperties ?? []).map((p) => p.name))
    .reduce((a, b) => a.filter((n) => b.includes(n))),
);
const commonRows = [...common]
  .sort()
  .map((name) => [name, elements.flatMap((e) => e.cssProperties ?? []).find((p) => p.name === name)?.description ?? '']);
// The page's setup, once for every element: the script and a <betr-config> (the
// betr-config entry configures the latter).
const setup = copyable('Copy the setup', 'setup-code');
setup.code.textContent = `<script type="module" src="https://cdn.example/betr-widgets@${VERSION}/dist/betr.js"></script>\n<betr-config adapter="rest" api-url="https://casino.example/api"></betr-config>`;
document.getElementById('setup').append(setup.block);
const list = document.getElementById('element-list');
list.append(...elements.map((e) => el('li', {}, el('a', { href: `#${e.tagName}` }, e.tagName))));
list.after(table('Every element reads', ['property', 'what it sets'], commonRows) ?? '');

function route() {
  const wanted = decodeURIComponent(location.hash.slice(1));
  show(elements.find((e) => e.tagName === wanted) ?? elements.find((e) => e.tagName === 'betr-sign-in') ?? elements[0], common);
}
addEventListener('hashchange', route);
route();
