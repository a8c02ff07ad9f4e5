import { atom } from 'nanostores';
import { ProviderError } from '../adapters/provider';
import type { Loadable } from './loadable';
import { toProviderError } from './errors';
import { provider } from './current-provider';

/** The outcome of the unsubscribe link opened on this page (one token at a time). */
export const $unsubscribe = atom<{ token: string; outcome: Loadable<true> } | null>(null);

/**
 * Unsubscribe with a mail link's token: every channel off. Without a token the link is
 * broken ('Missing token'). A token that worked (or is being used) is not sent again
 * when the widget shows again; one that failed is. True when this call unsubscribed.
 */
export async function unsubscribeWithToken(token: string | undefined): Promise<boolean> {
  const wanted = token?.trim() ?? '';
  const current = $unsubscribe.get();
  if (current && current.token === wanted && current.outcome.status !== 'failed') return false;
  if (!wanted) {
    $unsubscribe.set({ token: '', outcome: { status: 'failed', error: new ProviderError('unsubscribe', 'missing-token') } });
    return false;
  }
  const settle = (outcome: Loadable<true>) => {
    if ($unsubscribe.get()?.token === wanted) $unsubscribe.set({ token: wanted, outcome });
  };
  $unsubscribe.set({ token: wanted, outcome: { status: 'loading' } });
  try {
    await (await provider()).unsubscribe(wanted);
    settle({ status: 'ready', value: true });
    return true;
  } catch (error) {
    settle({ status: 'failed', error: toProviderError(error, 'unsubscribe') });
    return false;
  }
}
