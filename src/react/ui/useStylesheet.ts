import { useInsertionEffect } from 'react';
import { useElement } from './ElementRoot';

const sheets = new Map<string, CSSStyleSheet>();

/** Add a compiled CSS module to a shadow root, once (constructed sheets are shared). */
export function adoptStylesheet(root: ShadowRoot | null, css: string): void {
  if (!root) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The styles of a piece that arrives after its element was defined (a lazily loaded tab, a
 * shared piece): adopted into the element's shadow root before the piece paints.
 */
export function useStylesheet(css: string): void {
  const { host } = useElement();
  useInsertionEffect(() => adoptStylesheet(host.shadowRoot, css), [host, css]);
}
