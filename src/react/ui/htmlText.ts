import { inertDocument } from '../../trusted-types';

/** Elements whose text is not content a reader sees. */
const HIDDEN = 'script, style, template, noscript, iframe, object, svg, math, head';
/** Elements after which reading pauses: a space keeps their words apart. */
const BLOCKS = 'p, div, br, li, dt, dd, h1, h2, h3, h4, h5, h6, blockquote, tr, td, th, section, article';

/**
 * The text of provider HTML, for previews shown as plain text. The HTML is parsed into an
 * inert document: no script runs, no image or other resource loads.
 */
export function htmlText(html: string): string {
  const { body } = inertDocument(html);
  body.querySelectorAll(HIDDEN).forEach((node) => node.remove());
  body.querySelectorAll(BLOCKS).forEach((node) => node.after(' '));
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
