import { ProviderError, isProviderError } from '../adapters/provider';
import type { DepositConfig, DepositLimitStatus } from '../domain/model';
import type { CashierMethod } from '../domain/cashier-config';
import { isWithdrawalBlockedByBonus } from '../domain/withdrawal';
import { $selectedBonusCode } from './bonuses';
import { DEPOSIT_CONFIG, forgetCalls, sharedCall } from './call-cache';
import { askDepositLimitStatus, forgetLimits } from './limits';
import { provider } from './current-provider';
import { $profile, askProfile } from './profile';
import { $session, checkSession } from './session';
import { $wallet, loadWallet } from './wallet';
import { formatMoney } from '../domain/money';
import { $pageLocale } from './i18n';
import { $popupsAhead } from './popup';

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
    // A profile that cannot be read is told as it is (e.g. 'Could not reach the server.'), with Try again.
    const profile = $profile.get() ?? (await askProfile());
    if (!profile.isActivated) return { status: 'not-activated' };
    const p = await provider();
    // A platform without bonuses (or one that cannot list them now) leaves the rule to its own server.
    if (method === 'withdraw' && isWithdrawalBlockedByBonus(await p.getBonuses().catch(() => []))) return { status: 'bonus-active' };
    // One call each for every deposit and withdraw element of the page.
    const [config, limit] = await Promise.all([
      sharedCall(DEPOSIT_CONFIG, () => p.getDepositConfig()),
      method === 'deposit' ? askDepositLimitStatus(p).catch(() => null) : null,
    ]);
    return { status: 'ready', config, limit };
  } catch (error) {
    return { status: 'failed', error: isProviderError(error) ? error : new ProviderError('cashier', 'load-failed') };
  }
}

/**
 * The deposit popup is opening: what it needs is asked for at once, in parallel, while its
 * code loads and the player is still choosing a bonus: the cashier's config, the deposit
 * limit, the bonus offers, and the cashier bootstrapper's code. Its view then shares these
 * calls (see `sharedCall`) instead of asking one after the other.
 */
export function prefetchDeposit(): void {
  void provider().then(
    (p) => {
      sharedCall(DEPOSIT_CONFIG, () => p.getDepositConfig()).catch(() => undefined);
      askDepositLimitStatus(p).catch(() => undefined);
    },
    () => undefined,
  );
  void import('./bonuses').then(
    (bonuses) => bonuses.$bonusOffers.retry(),
    () => undefined,
  );
  void import('../cashier/index').catch(() => undefined);
}

/**
 * While the signed-in player's page is idle, the code the first deposit popup runs is loaded
 * and compiled, and the number format of the player's currency built, so that opening it waits
 * for the platform's answers only. A player who cannot deposit gets none of it.
 */
export function preloadDeposit(): void {
  const profile = $profile.get();
  if (!profile?.isActivated) return;
  loadDepositCode();
  formatMoney(0, profile.currency, $pageLocale.get());
}

/**
 * The code of the deposit popup, all of it asked for at once (each module once however often
 * this runs): the host API's actions, the popup host, the deposit and bonus selector elements
 * with their strings, the cashier bootstrapper and the platform's deposit operations. Nothing
 * is asked of the platform. Opening the popup starts it before the player's activation is
 * known, so that the code does not wait behind that answer and then behind itself.
 */
export function loadDepositCode(): void {
  const ignore = () => undefined;
  void import('./open').catch(ignore);
  $popupsAhead.set(['deposit', 'bonus-selector']);
  void import('../cashier/index').catch(ignore);
  void provider()
    .then((p) => p.prepare?.(['getDepositConfig', 'getLimits', 'getBonusOffers']), ignore)
    .catch(ignore);
}

/**
 * After a completed payment every element shows the new balance; a deposit has used the
 * bonus code picked for it.
 */
export async function paymentCompleted(method: CashierMethod): Promise<void> {
  if (method === 'deposit') $selectedBonusCode.set(null);
  // A payment counts toward the deposit limits.
  forgetLimits();
  forgetCalls($wallet);
  await loadWallet();
}
