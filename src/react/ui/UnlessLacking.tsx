import type { ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import type { Lack } from '../../domain/operations';
import { ProviderError } from '../../stores/errors';
import { $lacks } from '../../stores/lacks';
import { ErrorNotice } from './Notice';

const LACKING = new ProviderError('general', 'not-implemented');

/** What shows in place of something the platform or this build lacks: the translated 'This is not available here.' */
export function Lacking() {
  return <ErrorNotice error={LACKING} />;
}

/**
 * The view, unless the platform lacks the operation it is built on (Provider.lacks): then
 * the translated 'This is not available here.' instead of a form or a spinner that can only
 * fail (e.g. sign-up on the turnkey platform, whose framework registers players itself).
 */
export function unlessLacking<P extends object>(View: ComponentType<P>, operation: Lack): ComponentType<P> {
  function Available(props: P) {
    const lacks = useStore($lacks);
    return lacks?.has(operation) ? <Lacking /> : <View {...props} />;
  }
  // No displayName: the build renames the views, so it read `UnlessLacking(e)` in React DevTools
  // for 28 bytes of gzip on every page; the element's own `Element(betr-…)` names the tree.
  return Available;
}
