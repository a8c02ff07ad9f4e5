import { atom } from 'nanostores';
import type { ProviderError } from '../adapters/provider';
import type { Terms, WelcomeContent } from '../domain/model';
import { provider } from './current-provider';
import { toProviderError } from './errors';
import { forgetCalls, sharedCall } from './call-cache';
import { LOADING, type Loadable } from './loadable';

export const $terms = atom<Loadable<Terms>>(LOADING);
export const $welcome = atom<Loadable<WelcomeContent>>(LOADING);

/** One call for every element that shows it (see `sharedCall`); an equal answer changes nothing. */
async function load<T>(store: ReturnType<typeof atom<Loadable<T>>>, fetch: () => Promise<T>, area: ProviderError['area']): Promise<void> {
  if (store.get().status !== 'ready') store.set(LOADING);
  try {
    const value = await sharedCall(store, fetch);
    const shown = store.get();
    if (!(shown.status === 'ready' && shown.value === value)) store.set({ status: 'ready', value });
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
  forgetCalls($terms);
}
