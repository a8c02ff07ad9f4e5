import type { ReactNode } from 'react';
import type { Loadable } from '../../stores/loadable';
import { Button } from './Button';
import { useElement } from './ElementRoot';
import { ErrorNotice } from './Notice';
import { Skeleton } from './Skeleton';
import ui from './ui.module.css';

interface LoadedProps<T> {
  /** The store's value; null or undefined until its first load is asked for, which reads as loading. */
  state: Loadable<T> | null | undefined;
  /** Loads again: what 'Try again' does after a failure. */
  retry: () => void;
  /** Skeleton lines while loading, about the height of what will show. */
  lines?: number;
  /** What shows while loading instead of the skeleton, where the place has its own (the game grid's tiles). */
  placeholder?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * Every view that shows loaded data shows its three states the same way: a skeleton while it
 * loads, the error with 'Try again' when it failed (not where the platform lacks the call), the
 * content once it is there.
 */
export function Loaded<T>({ state, retry, lines, placeholder, children }: LoadedProps<T>) {
  const { LL } = useElement();
  if (!state || state.status === 'loading') return placeholder ?? <Skeleton label={LL.states.loading()} lines={lines} />;
  if (state.status === 'failed') {
    // What the platform cannot do at all ('This is not available here.') no second try can bring.
    const lacking = state.error.area === 'general' && state.error.key === 'not-implemented';
    return (
      <>
        <ErrorNotice error={state.error} />
        {!lacking && (
          <div className={ui.actions}>
            <Button onClick={retry}>{LL.actions.tryAgain()}</Button>
          </div>
        )}
      </>
    );
  }
  return children(state.value);
}
