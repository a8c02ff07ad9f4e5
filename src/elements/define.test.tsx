import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { expect } from '@open-wc/testing';
import { slowRow } from '../../test/slow-row';
import { waitUntil } from '../../test/wait';
import { configure } from '../stores/config';
import { isLoaded, loadNamespaces } from '../stores/i18n';
import { useElement } from '../react/ui/ElementRoot';
import { defineElement, sharedSheet } from './define';

/** A view that shows its attribute in the element's language (the `account` strings' menu label). */
function Greeting({ name }: { name?: string }) {
  const { LL } = useElement();
  return <p>{`${LL.account.menu.label()}: ${name ?? ''}`}</p>;
}

defineElement<{ name?: string }>('betr-test-greeting', Greeting, {
  attributes: { name: 'string' },
  stylesheet: '',
  namespaces: ['account'],
});

/**
 * Whether a React root has been created in the element's shadow root. React attaches its
 * event listeners to a root's container when the root is created (React 17 and later), so a
 * spy put on the shadow root before the element is in the page sees it.
 */
function watchMount(el: Element): () => boolean {
  const shadow = el.shadowRoot!;
  const listened = new Set<string>();
  const add = shadow.addEventListener.bind(shadow);
  shadow.addEventListener = (type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
    listened.add(type);
    add(type, ...rest);
  };
  return () => listened.has('click');
}

describe('defineElement: React mounts when the element can show something', () => {
  it('an element whose strings are on their way mounts no React root until they are here (no commit of nothing), then shows the attribute set meanwhile', async () => {
    expect(isLoaded('fi', ['common', 'account']), 'the Finnish account strings are loaded already').to.equal(false);
    const el = document.createElement('betr-test-greeting');
    const mounted = watchMount(el);
    el.setAttribute('lang', 'fi');
    document.body.append(el);
    el.setAttribute('name', 'Ann');
    expect(mounted()).to.equal(false);
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
    await waitUntil(() => el.shadowRoot!.textContent?.endsWith(': Ann'), `shows "${el.shadowRoot!.textContent}"`);
    expect(isLoaded('fi', ['common', 'account'])).to.equal(true);
    expect(mounted()).to.equal(true);
    el.remove();
  });

  it('an element removed while it waits never mounts', async () => {
    const el = document.createElement('betr-test-greeting');
    const mounted = watchMount(el);
    el.setAttribute('lang', 'sv');
    document.body.append(el);
    el.remove();
    await waitUntil(() => isLoaded('sv', ['common', 'account']), 'the Swedish strings never came');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted()).to.equal(false);
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
  });

  it('an element shown when the page changes its language loads the new strings and shows them', async () => {
    const el = document.createElement('betr-test-greeting');
    el.setAttribute('name', 'Cy');
    document.body.append(el);
    await waitUntil(() => el.shadowRoot!.textContent === 'Account menu: Cy', `shows "${el.shadowRoot!.textContent}"`);
    expect(isLoaded('nb', ['common', 'account']), 'the Norwegian account strings are loaded already').to.equal(false);
    configure({ lang: 'nb' });
    try {
      await waitUntil(() => el.shadowRoot!.textContent === 'Kontomeny: Cy', `shows "${el.shadowRoot!.textContent}"`);
    } finally {
      configure({ lang: null });
      el.remove();
    }
  });

  it('an element whose strings are here mounts at once', async () => {
    const el = document.createElement('betr-test-greeting');
    const mounted = watchMount(el);
    el.setAttribute('lang', 'fi');
    el.setAttribute('name', 'Bo');
    document.body.append(el);
    expect(mounted()).to.equal(true);
    await waitUntil(() => el.shadowRoot!.textContent?.endsWith(': Bo'), `shows "${el.shadowRoot!.textContent}"`);
    el.remove();
  });
});

describe('defineElement: when a first screen renders', () => {
  const greeting = (name: string) => {
    const el = document.createElement('betr-test-greeting');
    el.setAttribute('lang', 'en-US');
    el.setAttribute('name', name);
    return el;
  };
  before(() => loadNamespaces('en-US', ['common', 'account']));

  it("an element shown alone renders its first screen in the task that shows it (its microtasks), so the next frame paints it: not in React's task after that frame", async () => {
    const el = greeting('Di');
    document.body.append(el);
    await Promise.resolve();
    expect(el.shadowRoot!.textContent).to.equal('Account menu: Di');
    el.remove();
  });

  it("several shown in one task render through React's scheduler, which yields between them: none blocks the task that shows them", async () => {
    const names = ['Ed', 'Fa', 'Gu'];
    const els = names.map(greeting);
    document.body.append(...els);
    await Promise.resolve();
    expect(els.map((el) => el.shadowRoot!.textContent)).to.deep.equal(['', '', '']);
    const shown = () => els.map((el) => el.shadowRoot!.textContent);
    await waitUntil(() => shown().join() === names.map((name) => `Account menu: ${name}`).join(), `shows ${shown().join(', ')}`);
    els.forEach((el) => el.remove());
  });

  it("an element that waited for its first screen's code renders in React's task, not in the microtask of what it waited on: a ResizeObserver's report, which the browser would call a loop", async () => {
    // As the account's menu waits for its width (useHostWidth): one observer of the host, which goes on watching.
    const observers: ResizeObserver[] = [];
    defineElement<object>('betr-test-measured', () => <p style={{ height: '40px', margin: 0 }}>measured</p>, {
      attributes: {},
      stylesheet: '',
      namespaces: [],
      prepare: (_props, host) =>
        new Promise<void>((resolve) => {
          const observer = new ResizeObserver(() => resolve());
          observer.observe(host);
          observers.push(observer);
        }),
    });
    const loops: string[] = [];
    const onError = (event: ErrorEvent) => {
      if (!/ResizeObserver/.test(event.message)) return;
      loops.push(event.message);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    const el = document.createElement('betr-test-measured');
    el.setAttribute('lang', 'en-US');
    try {
      document.body.append(el);
      await waitUntil(() => el.shadowRoot!.textContent === 'measured', 'never rendered');
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    } finally {
      window.removeEventListener('error', onError);
      observers.forEach((observer) => observer.disconnect());
      el.remove();
    }
    expect(loops).to.deep.equal([]);
  });
});

describe("defineElement: a first screen whose code comes apart (prepare) is the element's first commit", () => {
  // The view's code, as preloadable gives it: a component once its import has answered.
  let arrive: () => void = () => undefined;
  let asked: string[] = [];
  let Offers: ((props: { name?: string }) => ReactNode) | undefined;
  const commits: string[] = [];
  function Shell({ name }: { name?: string }) {
    const { LL } = useElement();
    useLayoutEffect(() => void commits.push(Offers ? 'view' : 'loading'));
    return Offers ? <Offers name={name} /> : <p>{LL.states.loading()}</p>;
  }
  defineElement<{ name?: string }>('betr-test-prepared', Shell, {
    attributes: { name: 'string' },
    stylesheet: '',
    namespaces: [],
    prepare: ({ name }) => {
      asked.push(name ?? '');
      if (name === 'visitor') return undefined;
      return new Promise<void>((resolve) => (arrive = resolve)).then(() => {
        Offers ??= ({ name: shown }) => <p>{`the offers for ${shown ?? ''}`}</p>;
      });
    },
  });
  beforeEach(() => {
    asked = [];
    Offers = undefined;
    commits.length = 0;
  });

  it('mounts no React root until the code is here, then commits the view with the attributes set meanwhile: never a Loading... first', async () => {
    const el = document.createElement('betr-test-prepared');
    const mounted = watchMount(el);
    el.setAttribute('name', 'Ann');
    document.body.append(el);
    el.setAttribute('name', 'Bo');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounted()).to.equal(false);
    expect(el.shadowRoot!.childNodes.length).to.equal(0);
    arrive();
    await waitUntil(() => el.shadowRoot!.textContent === 'the offers for Bo', `shows "${el.shadowRoot!.textContent}"`);
    expect(commits).to.deep.equal(['view']);
    expect(asked, 'prepare is asked once, with the attributes the element had').to.deep.equal(['Ann']);
    el.remove();
  });

  it('a first screen that needs nothing more (prepare answers undefined) mounts at once', async () => {
    const el = document.createElement('betr-test-prepared');
    const mounted = watchMount(el);
    el.setAttribute('name', 'visitor');
    document.body.append(el);
    expect(mounted()).to.equal(true);
    await waitUntil(() => el.shadowRoot!.textContent === 'Loading...', `shows "${el.shadowRoot!.textContent}"`);
    el.remove();
  });

  it('code that fails to come holds nothing back: the element renders, and its view shows what it can', async () => {
    defineElement<{ name?: string }>('betr-test-prepare-fails', Greeting, {
      attributes: { name: 'string' },
      stylesheet: '',
      namespaces: ['account'],
      prepare: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    });
    const el = document.createElement('betr-test-prepare-fails');
    document.body.append(el);
    await waitUntil(() => el.shadowRoot!.textContent === 'Account menu: ', `shows "${el.shadowRoot!.textContent}"`);
    el.remove();
  });
});

describe('defineElement: tags on the page before their element is defined', () => {
  it('mount right after define(), each rendered once with its attributes', async () => {
    await waitUntil(() => isLoaded('fi', ['common', 'account']), 'the Finnish account strings never came');
    const renders: string[] = [];
    function Counted({ name }: { name?: string }) {
      renders.push(name ?? '');
      return <Greeting name={name} />;
    }
    const first = document.createElement('betr-test-early');
    first.setAttribute('lang', 'fi');
    first.setAttribute('name', 'Ann');
    first.setAttribute('inline', '');
    const second = document.createElement('betr-test-early');
    second.setAttribute('lang', 'fi');
    second.setAttribute('name', 'Bo');
    document.body.append(first, second);
    defineElement<{ name?: string }>('betr-test-early', Counted, {
      attributes: { name: 'string' },
      stylesheet: '',
      namespaces: ['account'],
    });
    await waitUntil(() => /: Bo$/.test(second.shadowRoot!.textContent ?? ''), 'the second never rendered');
    expect(first.shadowRoot!.textContent).to.match(/: Ann$/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).to.deep.equal(['Ann', 'Bo']);
    first.remove();
    second.remove();
  });

  it("mount in slices: a view slow to render lets the page run between them, never one long task (each counts in the host page's total blocking time)", async () => {
    const order: string[] = [];
    const Slow = slowRow(order);
    const Rows = () => Array.from({ length: 20 }, (_, i) => <Slow key={i} i={i} />);
    const el = document.createElement('betr-test-sliced');
    el.setAttribute('lang', 'en-US');
    document.body.append(el);
    defineElement<object>('betr-test-sliced', Rows, { attributes: {}, stylesheet: '', namespaces: [] });
    await waitUntil(() => el.shadowRoot!.querySelectorAll('p').length === 20, 'the rows never all rendered');
    // 160 ms of rendering, with the page's task run before the last row
    expect(order.indexOf('the page'), order.join(', ')).to.be.within(0, order.lastIndexOf('row 19') - 1);
    el.remove();
  });
});

interface Typed {
  flag?: boolean;
  count?: number;
  data?: { a: number };
  name?: string;
}

/** Shows the props it receives, as JSON (an absent one as null). */
function ShowProps({ inline, flag, count, data, name }: Typed & { inline?: boolean }) {
  return (
    <output>
      {JSON.stringify({ inline: inline ?? null, flag: flag ?? null, count: count ?? null, data: data ?? null, name: name ?? null })}
    </output>
  );
}

const TypedElement = defineElement<Typed>('betr-test-typed', ShowProps, {
  attributes: { flag: 'boolean', count: 'number', data: 'json', name: 'string' },
  stylesheet: ':host { color: red; }',
  namespaces: [],
});

async function typedElement(html = ''): Promise<InstanceType<typeof TypedElement>> {
  const holder = document.createElement('div');
  holder.innerHTML = `<betr-test-typed lang="en-US"${html}></betr-test-typed>`;
  document.body.append(holder);
  const el = holder.firstElementChild as InstanceType<typeof TypedElement>;
  expect(el).to.be.instanceOf(TypedElement);
  await waitUntil(() => el.shadowRoot!.querySelector('output'), 'the element never rendered');
  return el;
}

/** The props the element's view shows, or none while it shows nothing. */
const shown = (el: Element) => JSON.parse(el.shadowRoot!.querySelector('output')?.textContent ?? '{}') as Record<string, unknown>;

async function shows(el: Element, expected: Record<string, unknown>): Promise<void> {
  await waitUntil(
    () => Object.keys(shown(el)).length && JSON.stringify(shown(el)) === JSON.stringify({ ...shown(el), ...expected }),
    `shows ${JSON.stringify(shown(el))}, not ${JSON.stringify(expected)}`,
  );
}

describe('defineElement: attributes are typed props', () => {
  it('a bare boolean attribute is true; "false", an absent and a removed one are false', async () => {
    const el = await typedElement(' inline flag');
    expect(shown(el)).to.include({ inline: true, flag: true });
    el.setAttribute('flag', 'false');
    await shows(el, { flag: false });
    el.setAttribute('flag', '');
    await shows(el, { flag: true });
    el.removeAttribute('flag');
    el.removeAttribute('inline');
    await shows(el, { flag: false, inline: false });
    el.parentElement!.remove();
  });

  it('a number attribute is a number, and one that is not a number is left out', async () => {
    const el = await typedElement(' count="12"');
    expect(shown(el)).to.include({ count: 12 });
    el.setAttribute('count', 'twelve');
    await shows(el, { count: null });
    el.setAttribute('count', '0.5');
    await shows(el, { count: 0.5 });
    el.parentElement!.remove();
  });

  it('a json attribute is parsed, and a malformed one is left out without an error', async () => {
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    const el = await typedElement(` data='{"a":1}'`);
    expect(shown(el)).to.deep.include({ data: { a: 1 } });
    el.setAttribute('data', '{a:');
    await shows(el, { data: null });
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
    el.parentElement!.remove();
  });

  it('a property sets its attribute, renders, and reads back as its type', async () => {
    const el = await typedElement();
    el.flag = true;
    el.count = 5;
    el.name = 'Ann';
    expect([el.getAttribute('flag'), el.getAttribute('count'), el.getAttribute('name')]).to.deep.equal(['', '5', 'Ann']);
    expect([el.flag, el.count, el.name]).to.deep.equal([true, 5, 'Ann']);
    await shows(el, { flag: true, count: 5, name: 'Ann' });
    el.flag = false;
    el.name = undefined;
    expect([el.hasAttribute('flag'), el.hasAttribute('name')]).to.deep.equal([false, false]);
    await shows(el, { flag: false, name: null });
    el.parentElement!.remove();
  });
});

describe('defineElement: the shadow root and the React root', () => {
  it("the shadow root is open and adopts the shared sheet, then the view's own", async () => {
    const el = await typedElement();
    const sheets = el.shadowRoot!.adoptedStyleSheets;
    expect(sheets.length).to.equal(2);
    expect(sheets[0]).to.equal(sharedSheet());
    expect([...sheets[1].cssRules].map((rule) => rule.cssText)).to.deep.equal([':host { color: red; }']);
    el.parentElement!.remove();
  });

  it('a removed element unmounts its view, and shows it again with its attributes where it is put back', async () => {
    const el = await typedElement(' name="Bo"');
    const holder = el.parentElement!;
    el.remove();
    await waitUntil(() => el.shadowRoot!.childNodes.length === 0, 'the view stayed');
    document.body.append(el);
    await shows(el, { name: 'Bo' });
    el.remove();
    holder.remove();
  });

  it('an element moved within one task keeps its view: not mounted again', async () => {
    const mounts: string[] = [];
    function Mounted() {
      useEffect(() => {
        mounts.push('mount');
        return () => void mounts.push('unmount');
      }, []);
      return <p>here</p>;
    }
    defineElement<object>('betr-test-moved', Mounted, { attributes: {}, stylesheet: '', namespaces: [] });
    const el = document.createElement('betr-test-moved');
    el.setAttribute('lang', 'en-US');
    const [from, to] = [document.createElement('div'), document.createElement('div')];
    document.body.append(from, to);
    from.append(el);
    // React runs effects after it paints: a loaded WebKit showed the text before the effect ran
    await waitUntil(() => mounts.length === 1, 'the element never mounted');
    to.append(el);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.textContent).to.equal('here');
    expect(mounts).to.deep.equal(['mount']);
    from.remove();
    to.remove();
  });

  it('a view that removes an element while React commits has that element unmounted after the commit, with no warning of a root unmounted during a render', async () => {
    const warnings: unknown[][] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void warnings.push(args);
    try {
      const el = await typedElement(' name="Cy"');
      function Remover() {
        useLayoutEffect(() => el.remove(), []);
        return null;
      }
      const root = createRoot(document.createElement('div'));
      flushSync(() => root.render(<Remover />));
      await waitUntil(() => el.shadowRoot!.childNodes.length === 0, 'the view stayed');
      root.unmount();
    } finally {
      console.error = error;
    }
    expect(warnings.map((args) => String(args[0]))).to.deep.equal([]);
  });
});
