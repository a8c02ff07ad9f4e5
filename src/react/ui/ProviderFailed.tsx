import { retryProvider } from '../../stores/current-provider';
import { ProviderError } from '../../stores/errors';
import { useLL } from './ElementRoot';
import { Button } from './Button';
import { ErrorNotice } from './Notice';
import ui from './ui.module.css';

const FAILED = new ProviderError('general', 'unknown-error');

/**
 * Every element, while the page's provider cannot be created (an adapter's factory failed,
 * the console names it): the error with Try again, rather than a view that can only fail.
 * Its own chunk: a page whose provider is created never loads it (the default export is what
 * React's lazy() takes, with no wrapper in the runtime).
 */
export default function ProviderFailed() {
  const LL = useLL();
  return (
    <>
      <ErrorNotice error={FAILED} />
      <div className={ui.actions}>
        <Button onClick={retryProvider}>{LL.actions.tryAgain()}</Button>
      </div>
    </>
  );
}
