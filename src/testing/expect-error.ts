import { expect } from '@esm-bundle/chai';
import type { ErrorArea } from '../domain/error-catalogue';

/**
 * A catalogue error by its shape (an Error with an area and a key) rather than `instanceof`:
 * an operator's adapter throws the ProviderError of its own copy of betr-widgets (betr.js),
 * which this bundle does not hold, and adapters throw subclasses named their own way.
 */
function isCatalogueError(error: unknown): error is Error & { area: string; key: string } {
  if (!(error instanceof Error)) return false;
  const { area, key } = error as Error & Record<string, unknown>;
  return typeof area === 'string' && typeof key === 'string';
}

/** An operation's rejection with NotImplemented (the adapter says it lacks the operation). */
export function isNotImplemented(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotImplemented';
}

/** Runs `run` and checks it failed with this catalogue error (a ProviderError `area.key`). */
export async function expectError(run: () => unknown, area: ErrorArea, key: string): Promise<void> {
  let error: unknown = null;
  try {
    await run();
  } catch (e) {
    error = e;
  }
  expect(isCatalogueError(error), `expected ProviderError ${area}.${key}, got ${String(error)}`).to.equal(true);
  if (isCatalogueError(error)) expect(`${error.area}.${error.key}`).to.equal(`${area}.${key}`);
}
