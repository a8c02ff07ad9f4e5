import { provider } from './current-provider';
import { forgetCalls } from './call-cache';
import { loadable } from './loadable';

/** The terms and their version, loaded by the first element that shows them. */
export const $terms = loadable(async () => (await provider()).getTerms(), { area: 'terms' });

/** The provider's welcome: its image and content. */
export const $welcome = loadable(async () => (await provider()).getWelcomeContent(), { area: 'general' });

/** Acceptance sends the version the player was shown. */
export async function acceptTerms(version: string): Promise<void> {
  await (await provider()).acceptTerms(version);
  forgetCalls($terms);
}
