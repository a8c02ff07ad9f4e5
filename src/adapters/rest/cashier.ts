import { ProviderError } from '../provider';
import type { CashierEnvironment, DepositConfig } from '../../domain/model';
import { playerProfile } from './account';
import { obj, str, type Answer } from './read';
import type { RestApi } from './request';
import { bootstrap } from './bootstrap';

/**
 * What the cashier needs: the merchant from the bootstrap's `Cashier: {MerchantId,
 * Environment}`, the player from the profile (the page's), and the session id, which the
 * cashier protocol carries in its config.
 */
export async function getDepositConfig(api: RestApi): Promise<DepositConfig> {
  const [cashier, profile] = await Promise.all([merchant(api), playerProfile(api)]);
  const { sessionId } = api;
  if (sessionId === null) throw new ProviderError('general', 'unknown-error');
  return { ...cashier, userId: profile.userId, sessionId, currency: profile.currency, locale: profile.language };
}

/**
 * The operator's merchant, the same for every player, which the platform puts in the bootstrap
 * only when it is asked with a session: read from the page's bootstrap when that was asked so
 * (a returning player's page, one call for the profile and the cashier), else asked now with
 * the player's (the page's deposit store keeps the config for the session).
 */
async function merchant(api: RestApi): Promise<{ merchantId: string; environment: CashierEnvironment }> {
  const read = (site: Answer) => {
    const c = obj(site.Cashier);
    return { merchantId: str(c.MerchantId), environment: str(c.Environment) as CashierEnvironment };
  };
  const kept = await bootstrap(api, (site) => (site.Cashier == null ? null : read(site)), { kept: true });
  return kept ?? bootstrap(api, read);
}
