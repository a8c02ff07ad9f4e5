/** Helpers for the bank-identity views' component tests (BankIdentity.test.tsx and BankIdentity.layout.test.tsx). */
import { waitUntil } from '../../../test/wait';
import type { FakeClock } from '../../../test/fake-clock';
import { $bankIdentity } from '../../stores/bank-identity';

/** The order ref of the next attempt that is pending (other than `previous`); on `clock` while one is installed. */
export async function pendingOrder(previous: string | null = null, clock?: FakeClock): Promise<string> {
  const pending = () => {
    const state = $bankIdentity.get();
    return state.status === 'pending' && state.orderRef !== previous;
  };
  const what = 'no new pending bank-identity attempt';
  await (clock ? clock.until(pending, what) : waitUntil(pending, what, { timeout: 5000 }));
  return $bankIdentity.get().orderRef!;
}

/** A gii:bankid:collect message of the identity frame. */
export const collect = (query: Record<string, unknown>) => ({ name: 'betr-oauth', query: { action: 'gii:bankid:collect', ...query } });

/** What the identity frame would post, as if it came from `origin`. */
export function post(data: unknown, origin: string): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}
