import { ProviderError, isProviderError, type DepositConfig, type DepositLimitStatus } from '../adapters/provider';
import type { CashierMethod } from '../domain/cashier-config';
import { isWithdrawalBlockedByBonus } from '../domain/withdrawal';
import { $selectedBonusCode } from './bonuses';
import { provider } from './current-provider';
import { $profile, loadProfile } from './profile';
import { $session, checkSession } from './session';
import { loadWallet } from './wallet';

/** Whether the player can use the cashier now, and if so what it needs. */
export type CashierAccess =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'not-activated' }
  | { status: 'bonus-active' }
  | { status: 'failed'; error: ProviderError }
  | { status: 'ready'; config: DepositConfig; limit: DepositLimitStatus | null };

/**
 * The cashier for `method`, by the spec's rules: a visitor signs in first; only an activated
 * player deposits or withdraws; a withdrawal waits while a non-deposit bonus is active. A
 * deposit also brings the deposit-limit status for its notice.
 */
export async function loadCashierAccess(method: CashierMethod): Promise<CashierAccess> {
  await checkSession();
  if (!$session.get()) return { status: 'signed-out' };
  try {
    const profile = $profile.get() ?? (await loadProfile());
    if (!profile) throw new ProviderError('cashier', 'load-failed');
    if (!profile.isActivated) return { status: 'not-activated' };
    const p = await provider();
    // A platform without bonuses (or one that cannot list them now) leaves the rule to its own server.
    if (method === 'withdraw' && isWithdrawalBlockedByBonus(await p.getBonuses().catch(() => []))) return { status: 'bonus-active' };
    const [config, limit] = await Promise.all([
      p.getDepositConfig(),
      method === 'deposit' ? p.getDepositLimitStatus().catch(() => null) : null,
    ]);
    return { status: 'ready', config, limit };
  } catch (error) {
    return { status: 'failed', error: isProviderError(error) ? error : new ProviderError('cashier', 'load-failed') };
  }
}

/**
 * After a completed payment every element shows the new balance; a deposit has used the
 * bonus code picked for it.
 */
export async function paymentCompleted(method: CashierMethod): Promise<void> {
  if (method === 'deposit') $selectedBonusCode.set(null);
  await loadWallet();
}
