import { Fragment, type ReactNode } from 'react';

/** Marks a placeholder in the translated text: a character no translation holds. */
const MARK = '\u0001';
const SPLIT = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A translated sentence with React nodes in its placeholders, e.g. links inside a
 * checkbox label: `interpolate((p) => LL.accept({ terms: p.terms }), { terms: <a ...>...</a> })`.
 * Translators keep the whole sentence, so each language orders its parts its own way.
 */
export function interpolate<K extends string>(translate: (marks: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`])) as Record<K, string>;
  return translate(marks)
    .split(SPLIT)
    .map((piece, i) => <Fragment key={i}>{i % 2 === 1 ? parts[piece as K] : piece}</Fragment>);
}
