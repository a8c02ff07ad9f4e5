// The catalogue page: every element of custom-elements.json (what the build writes from the
// elements' JSDoc) with its attributes, events, parts and CSS properties, the tag to paste,
// and a live instance on the embedded simulated casino. What a CMS editor needs to place a
// tag without reading code. Built with DOM calls only (no innerHTML): the page runs under
// the demo's strict CSP.

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
    el('table', {}, el('thead', {}, el('tr', {}, ...columns.map((c) => el('th', { scope: 'col' }, c)))), el('tbody', {}, ...rows.map((cells) => el('tr', {}, ...cells.map((cell, i) => el('td', {}, ...(i === 0 ? [el('code', {}, cell)] : prose(cell)))))))),
  );
}

function show(element, common) {
  const main = document.getElementById('element');
  const own = (element.cssProperties ?? []).filter((p) => !common.has(p.name));
  const live = el('div', { class: 'live', 'data-testid': 'live' });
  const tag = element.tagName;
  if (tag !== 'betr-config') {
    const instance = document.createElement(tag);
    instance.setAttribute('inline', '');
    live.append(instance);
  }
  main.replaceChildren(
    el('h2', {}, el('code', {}, `<${tag}>`)),
    el('p', {}, ...prose(element.summary ?? '')),
    el('pre', {}, el('code', {}, tag === 'betr-config' ? '<betr-config adapter="rest" api-url="https://casino.example/api"></betr-config>' : `<${tag} inline></${tag}>`)),
    table('Attributes', ['attribute', 'type', 'what it does'], (element.attributes ?? []).map((a) => [a.name, a.type?.text ?? 'string', a.description ?? ''])),
    table('Events', ['event', 'when, and its detail'], (element.events ?? []).map((e) => [e.name, e.description ?? ''])),
    table('Parts (::part)', ['part', 'what it is'], (element.cssParts ?? []).map((p) => [p.name, p.description ?? ''])),
    table('Its own CSS properties', ['property', 'what it sets'], own.map((p) => [p.name, p.description ?? ''])),
    tag === 'betr-config' ? null : el('h3', {}, 'Live, on the simulated casino'),
    live,
  );
  document.title = `<${tag}> — betr widgets`;
  for (const link of document.querySelectorAll('#element-list a')) link.toggleAttribute('aria-current', link.hash === `#${tag}`);
}

const manifest = await (await fetch('/custom-elements.json')).json();
const elements = manifest.modules
  .flatMap((m) => m.declarations ?? [])
  .filter((d) => d.customElement && d.tagName && d.tagName !== 'betr-popup')
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
// The theme properties every element reads are listed once, at the top of the list.
const common = new Set(elements.filter((e) => e.tagName !== 'betr-config').map((e) => (e.cssProperties ?? []).map((p) => p.name)).reduce((a, b) => a.filter((n) => b.includes(n))));
const commonRows = [...common].sort().map((name) => [name, elements.flatMap((e) => e.cssProperties ?? []).find((p) => p.name === name)?.description ?? '']);
const list = document.getElementById('element-list');
list.append(...elements.map((e) => el('li', {}, el('a', { href: `#${e.tagName}` }, e.tagName))));
list.after(table('Every element reads', ['property', 'what it sets'], commonRows) ?? '');

function route() {
  const wanted = decodeURIComponent(location.hash.slice(1));
  show(elements.find((e) => e.tagName === wanted) ?? elements.find((e) => e.tagName === 'betr-sign-in') ?? elements[0], common);
}
addEventListener('hashchange', route);
route();
