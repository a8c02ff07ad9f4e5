import { atom } from 'nanostores';
import type { ProviderError, Terms, WelcomeContent } from '../adapters/provider';
import { provider } from './current-provider';
import { toProviderError } from './errors';

/** Something loaded from the provider: loading, its value, or the error to show. */
export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: ProviderError };

export const $terms = atom<Loadable<Terms>>({ status: 'loading' });
export const $welcome = atom<Loadable<WelcomeContent>>({ status: 'loading' });

async function load<T>(store: ReturnType<typeof atom<Loadable<T>>>, fetch: () => Promise<T>, area: ProviderError['area']): Promise<void> {
  if (store.get().status !== 'ready') store.set({ status: 'loading' });
  try {
    store.set({ status: 'ready', value: await fetch() });
  } catch (error) {
    store.set({ status: 'failed', error: toProviderError(error, area) });
  }
}

export function loadTerms(): Promise<void> {
  return load($terms, async () => (await provider()).getTerms(), 'terms');
}

export function loadWelcome(): Promise<void> {
  return load($welcome, async () => (await provider()).getWelcomeContent(), 'general');
}

/** Acceptance sends the version the player was shown. */
export async function acceptTerms(version: string): Promise<void> {
  await (await provider()).acceptTerms(version);
}
