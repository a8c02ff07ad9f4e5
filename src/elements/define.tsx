import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { flushSync } from 'react-dom';
import { matchLocale, type Namespace } from '../../locales/index';
import { $pageLocale } from '../stores/i18n';
import { ElementRoot, canRender, onStringsOrSession, prepareRender } from '../react/ui/ElementRoot';
import { stylesheet as uiStylesheet } from '../react/ui/ui.module.css';

export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

/** Attributes every betr element understands. */
export interface CommonAttributes {
  /** Language of this element (en-US, nb, fi, pl-PL, th-TH, sv); the page's by default. */
  lang?: string;
  /** Render in place instead of as a popup. */
  inline?: boolean;
}

/** A betr element: an `HTMLElement` with its attributes as typed, camelCase properties. */
export type BetrElement<P extends object = object> = HTMLElement & Partial<P> & CommonAttributes;

/** What {@link defineElement} registers: the class of a betr element whose attributes are `P`. */
export interface BetrElementConstructor<P extends object = object> {
  new (): BetrElement<P>;
  readonly prototype: BetrElement<P>;
}

export interface ElementOptions<P> {
  /** camelCase prop → type; the attribute is its kebab-case name. */
  attributes: { [K in Exclude<keyof P, keyof CommonAttributes>]-?: AttributeType };
  /** The view's compiled CSS module. */
  stylesheet: string;
  /** Locale namespaces the view reads besides `common`. */
  namespaces: Namespace[];
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function parse(type: AttributeType, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  return value;
}

/** While customElements.define() upgrades a tag's elements: those ready to mount. */
let upgrading: Set<HTMLElement & R2wcInternals> | null = null;

const sheets = new Map<string, CSSStyleSheet>();

/** The sheet every element adopts (parsed once for the page). */
export const sharedSheet = (): CSSStyleSheet => sheet(uiStylesheet);

function sheet(css: string): CSSStyleSheet {
  let s = sheets.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    sheets.set(css, s);
  }
  return s;
}

/**
 * Define `tag` as a custom element around a React view: an open shadow root holding the
 * shared UI sheet and the view's sheet (nothing goes to the page's `<head>`), attributes
 * parsed to props (a bare boolean attribute is true, a removed one false), and the view
 * rendered inside {@link ElementRoot} (translations, host element, error boundary).
 */
export function defineElement<P extends object>(tag: string, View: ComponentType<P & CommonAttributes>, options: ElementOptions<P>): BetrElementConstructor<P> {
  const existing = customElements.get(tag);
  if (existing) return existing as unknown as BetrElementConstructor<P>;
  const types: Record<string, AttributeType> = { lang: 'string', inline: 'boolean', ...options.attributes };
  const byAttribute = new Map(Object.entries(types).map(([prop, type]) => [kebab(prop), { prop, type }]));
  const namespaces = options.namespaces;

  function Root(props: P & CommonAttributes & { container?: ShadowRoot }) {
    const { container, ...viewProps } = props;
    return (
      <ElementRoot host={(container as ShadowRoot).host as HTMLElement} lang={props.lang} inline={props.inline ?? false} namespaces={namespaces}>
        <View {...(viewProps as P & CommonAttributes)} />
      </ElementRoot>
    );
  }
  Root.displayName = `Element(${tag})`;

  const Base = r2wc(Root, { shadow: 'open', props: types as never });
  class BetrElement extends Base {
    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = [sharedSheet(), sheet(options.stylesheet)];
      const internals = this as unknown as R2wcInternals;
      for (const [attribute, { prop, type }] of byAttribute) internals[PROPS][prop] = parse(type, this.getAttribute(attribute));
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const entry = byAttribute.get(name);
      if (!entry) return;
      const internals = this as unknown as R2wcInternals;
      internals[PROPS][entry.prop] = parse(entry.type, value);
      internals[RENDER]();
    }
  }
  // React mounts when the element can show something: its strings, and a returning player's
  // session. Until then nothing is rendered at all, rather than a first commit of nothing for
  // every element of the page (then one more when they arrive). Attributes set meanwhile are
  // kept; an element removed meanwhile does not mount (r2wc checks that it is connected).
  const needed: Namespace[] = ['common', ...namespaces];
  const render = (Base.prototype as unknown as R2wcInternals)[RENDER];
  const waiting = new WeakMap<HTMLElement, () => void>();
  (BetrElement.prototype as unknown as R2wcInternals)[RENDER] = function (this: BetrElement & R2wcInternals) {
    // Each call decides anew (a changed `lang` waits for other strings).
    waiting.get(this)?.();
    const check = () => {
      const locale = matchLocale(this[PROPS].lang as string | undefined) ?? $pageLocale.get();
      if (!canRender(locale, needed)) return prepareRender(locale, needed);
      waiting.get(this)?.();
      waiting.delete(this);
      if (upgrading) upgrading.add(this);
      else render.call(this);
    };
    waiting.set(this, onStringsOrSession(check));
    check();
  };
  // The tags already on the page upgrade inside define(), in the task that ran this chunk:
  // they mount there, together, rather than in a task of React's scheduler after it, with a
  // frame of the page without them between the two.
  const upgraded = new Set<BetrElement & R2wcInternals>();
  upgrading = upgraded;
  try {
    customElements.define(tag, BetrElement);
  } finally {
    upgrading = null;
  }
  if (upgraded.size) flushSync(() => upgraded.forEach((element) => render.call(element)));
  return BetrElement as unknown as BetrElementConstructor<P>;
}
