import { startTransition, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { Namespace } from '../../locales/index';
import { $pageLocale, ownWordsArriving, resolveLocale } from '../stores/i18n';
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
  /**
   * Code the element's first screen needs beyond its own chunk (a signed-in player's view, the
   * tab `view` names), asked for once strings and session are here: the element's first render
   * waits for it, so the page never commits a 'Loading...' only to replace it a moment later.
   * Its space is held meanwhile (dist/betr-reserve.css). Undefined: nothing more to wait for. A
   * failure holds nothing back: the view asks again and shows the error. `host` is the element
   * (a first screen laid out by its width measures it here: useHostWidth's measureHostWidth).
   */
  prepare?: (props: P & CommonAttributes, host: HTMLElement) => Promise<unknown> | undefined;
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

/**
 * While customElements.define() upgrades a tag's elements: how to show each one that is ready
 * (one entry per element, however many of its attributes changed meanwhile).
 */
let upgrading: Map<HTMLElement, () => void> | null = null;

/**
 * Whether the first screen of an element put in the page in this task, ready at once, is alone
 * so far (undefined: none yet). Alone, it renders in the task's microtask, so the next frame
 * paints it (a tag a page inserts, a popup's widget): React's own task comes after that frame
 * when one is due, and in a trace of an inserted `<betr-sign-in>` a frame of 1 ms painted the
 * element empty before the form came. Several go through React's scheduler, which yields between
 * them: a page that adds fifty elements in one task is not blocked for all their renders at once.
 * A first screen renders in one piece either way (React's default priority is not sliced): only
 * when it starts differs. Not for the tags on the page before define() (they mount in its
 * transition), nor for an element that waited (strings, session, its first screen's code): that
 * one renders in React's task, never in the microtask of whatever it waited on (a ResizeObserver's
 * report, whose callback must not change the layout it reports: the browser then reports a loop).
 */
let alone: boolean | undefined;

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

/** The attribute a property set stands for: null removes it (a false boolean, no value). */
function serialize(type: AttributeType, value: unknown): string | null {
  if (type === 'boolean') return value ? '' : null;
  if (value === undefined || value === null) return null;
  return type === 'json' ? JSON.stringify(value) : String(value);
}

/**
 * Define `tag` as a custom element around a React view: an open shadow root holding the
 * shared UI sheet and the view's sheet (nothing goes to the page's `<head>`), attributes
 * parsed to props (a bare boolean attribute is true, a removed one false), properties that
 * set the attributes, and the view rendered in a React root of its own inside
 * {@link ElementRoot} (translations, host element, error boundary).
 */
export function defineElement<P extends object>(
  tag: string,
  View: ComponentType<P & CommonAttributes>,
  options: ElementOptions<P>,
): BetrElementConstructor<P> {
  const existing = customElements.get(tag);
  if (existing) return existing as BetrElementConstructor<P>;
  const types: Record<string, AttributeType> = { lang: 'string', inline: 'boolean', ...options.attributes };
  const byAttribute = new Map(Object.entries(types).map(([prop, type]) => [kebab(prop), { prop, type }]));
  const namespaces = options.namespaces;
  const needed: Namespace[] = ['common', ...namespaces];
  // Parsed as the tag is defined: for a tag defined ahead (the warm-up's sign-in), not as it is inserted.
  const adopted = [sharedSheet(), sheet(options.stylesheet)];

  function Root({ host, props }: { host: HTMLElement; props: P & CommonAttributes }) {
    return (
      <ElementRoot host={host} lang={props.lang} inline={props.inline ?? false} namespaces={namespaces}>
        <View {...props} />
      </ElementRoot>
    );
  }
  Root.displayName = `Element(${tag})`;

  class BetrElement extends HTMLElement {
    static readonly observedAttributes = [...byAttribute.keys()];

    static {
      for (const [attribute, { prop, type }] of byAttribute) {
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: BetrElement) {
            return this.#props[prop];
          },
          // The attribute is the one source of a prop: frameworks and CMSs set either.
          set(this: BetrElement, value: unknown) {
            const next = serialize(type, value);
            if (this.getAttribute(attribute) === next) return;
            if (next === null) this.removeAttribute(attribute);
            else this.setAttribute(attribute, next);
          },
        });
      }
    }

    readonly #shadow: ShadowRoot;
    readonly #props: Record<string, unknown> = {};
    #connected = false;
    #root: Root | undefined;
    #stopWaiting: (() => void) | undefined;
    /** Whether the first screen's code (options.prepare) is here: true, false before it is asked for, its promise meanwhile. */
    #prepared: boolean | Promise<unknown> = !options.prepare;

    constructor() {
      super();
      this.#shadow = this.attachShadow({ mode: 'open' });
      this.#shadow.adoptedStyleSheets = adopted;
      for (const [attribute, { prop, type }] of byAttribute) this.#props[prop] = parse(type, this.getAttribute(attribute));
    }

    connectedCallback(): void {
      this.#connected = true;
      this.#update(true);
    }

    disconnectedCallback(): void {
      this.#connected = false;
      this.#stopWaiting?.();
      this.#stopWaiting = undefined;
      // Unmounted once the task's own work is done: a view that removes an element while
      // React commits (a wizard step that embeds one) must not have this root unmounted
      // inside that commit, and an element moved within one task keeps its view.
      queueMicrotask(() => {
        if (this.#connected || !this.#root) return;
        this.#root.unmount();
        this.#root = undefined;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const entry = byAttribute.get(name);
      if (!entry) return;
      this.#props[entry.prop] = parse(entry.type, value);
      // Attributes given before the element is in the page are read when it arrives.
      if (this.#connected) this.#update();
    }

    // React mounts when the element can show something: its strings, and a returning
    // player's session. Until then nothing is rendered at all, rather than a first commit of
    // nothing for every element of the page (then one more when they arrive). Each change
    // decides anew: a changed `lang` keeps what is shown until the other strings are here.
    // `connecting`: called as the element is put in the page (see `alone`).
    #update(connecting?: boolean): void {
      this.#stopWaiting?.();
      this.#stopWaiting = undefined;
      if (this.#canRender()) return this.#show(connecting);
      const stop = onStringsOrSession(() => {
        if (!this.#canRender()) return;
        stop();
        this.#stopWaiting = undefined;
        this.#show();
      });
      this.#stopWaiting = stop;
    }

    #canRender(): boolean {
      const locale = resolveLocale(this.#props.lang as string | undefined) ?? $pageLocale.get();
      if (canRender(locale, needed) && !ownWordsArriving) return this.#prepared === true || this.#prepare();
      prepareRender(locale, needed);
      return false;
    }

    /** Ask once for the first screen's code (options.prepare): true when there is none to wait for. */
    #prepare(): boolean {
      if (this.#prepared) return false;
      const preparing = options.prepare!(this.#props as P & CommonAttributes, this);
      this.#prepared = preparing ?? true;
      const settled = () => {
        this.#prepared = true;
        if (this.#connected) this.#update();
      };
      preparing?.then(settled, settled);
      return !preparing;
    }

    /** `connecting`: shown as the element is put in the page, ready at once (see `alone`). */
    #show(connecting?: boolean): void {
      if (!this.#root) {
        if (upgrading) return void upgrading.set(this, () => this.#connected && this.#show());
        this.#root = createRoot(this.#shadow);
        if (connecting) {
          alone = alone === undefined;
          return queueMicrotask(() => {
            const one = alone;
            alone = undefined;
            if (one) flushSync(() => this.#render());
            else this.#render();
          });
        }
      }
      this.#render();
    }

    #render(): void {
      this.#root?.render(<Root host={this} props={{ ...this.#props } as P & CommonAttributes} />);
    }
  }

  // The tags already on the page upgrade inside define(), and mount together in a transition: React
  // renders them in slices of a few milliseconds, so a big view (sign-up's wizard) never blocks the
  // page's main thread in one long task, which the host page's total blocking time counts
  // (budgets.json's lighthouse: at most 100 ms). Their space is held meanwhile
  // (dist/betr-reserve.css), so the frames before they show shift nothing.
  const upgraded = new Map<HTMLElement, () => void>();
  upgrading = upgraded;
  try {
    customElements.define(tag, BetrElement);
  } finally {
    upgrading = null;
  }
  if (upgraded.size) startTransition(() => upgraded.forEach((show) => show()));
  // P's properties are defined above from `attributes`, where the type system cannot follow.
  return BetrElement as unknown as BetrElementConstructor<P>;
}
