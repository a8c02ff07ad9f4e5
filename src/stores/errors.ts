import { NotImplemented, ProviderError, isProviderError } from '../adapters/provider';
import type { ErrorArea } from '../domain/error-catalogue';

// Views make catalogue errors of their own (a missing link token) without importing the adapters layer.
export { ProviderError };

/**
 * Whatever an action threw, as the catalogue error the player is shown. Adapters already
 * throw ProviderErrors; anything else (a bug, a browser failure) becomes the area's
 * unknown-error rather than raw text.
 */
export function toProviderError(error: unknown, area: ErrorArea): ProviderError {
  if (isProviderError(error)) return error;
  if (error instanceof NotImplemented) return new ProviderError('general', 'not-implemented');
  return new ProviderError(area, 'unknown-error');
}
