/**
 * Typed JSX for a React 19 app (`betr-widgets/jsx`), checked by `tsc --noEmit`: each tag takes
 * its own attributes in kebab-case, with their types; a misspelt one is an error.
 */
import type {} from '../../src/jsx';
import { useRef } from 'react';

export function CasinoPage() {
  const account = useRef<HTMLElementTagNameMap['betr-account']>(null);
  return (
    <main>
      <betr-config adapter="rest" api-url="https://casino.example/api" />
      <betr-sign-in inline lang="sv" />
      <betr-account ref={account} view="responsible-gaming" message-id="m-1" enabled-limit-types="deposit,loss" />
      <betr-deposit inline />
      {/* @ts-expect-error `inlin` is no attribute of <betr-sign-in> */}
      <betr-sign-in inlin />
      {/* @ts-expect-error `inline` is a boolean */}
      <betr-deposit inline={3} />
    </main>
  );
}
