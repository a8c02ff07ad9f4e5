/**
 * Typed JSX for the betr tags in a React 19 app: `import … from 'betr-widgets'` brings it (as
 * does `betr-widgets/jsx`, kept for apps that list it in tsconfig's `types`). Each tag then takes its own attributes, in their
 * kebab-case spelling (`<betr-account view="inbox" message-id="m-1" inline />`), besides the
 * usual HTML attributes, `ref` (typed as the element) and `key`. Types only: nothing runs.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { BetrElementAttributes, BetrElementTagNameMap, Kebab } from './elements/autoload';
import type { BetrConfigAttributes, BetrConfigElement } from './elements/config';

type AttributeValue<V> = V extends boolean ? boolean : V extends number ? number | string : string;
type KebabAttributes<A> = { [K in keyof A as Kebab<K & string>]?: AttributeValue<A[K]> };

type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

/** Each tag's JSX props: HTML attributes, and its own attributes in kebab-case. */
export type BetrIntrinsicElements = {
  [Tag in keyof BetrElementAttributes]: ElementProps<BetrElementTagNameMap[Tag]> & KebabAttributes<BetrElementAttributes[Tag]>;
} & { 'betr-config': Omit<ElementProps<BetrConfigElement>, 'lang'> & BetrConfigAttributes };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace.
  namespace JSX {
    interface IntrinsicElements extends BetrIntrinsicElements {}
  }
}
