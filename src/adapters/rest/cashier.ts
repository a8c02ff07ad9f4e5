import { ProviderError } from '../provider';
import type { CashierEnvironment, DepositConfig } from '../../domain/model';
import { getProfile } from './account';
import { obj, str } from './read';
import type { RestApi } from './request';
import { bootstrap } from './bootstrap';

/**
 * What the cashier needs: the merchant from the bootstrap's `Cashier: {MerchantId,
 * Environment}` (present when signed in), the player from the profile, and the session id,
 * which the cashier protocol carries in its config.
 */
export async function getDepositConfig(api: RestApi): Promise<DepositConfig> {
  const [cashier, profile] = await Promise.all([
    bootstrap(
      api,
      (site) => {
        const c = obj(site.Cashier);
        return { merchantId: str(c.MerchantId), environment: str(c.Environment) as CashierEnvironment };
      },
      { keep: 'session' },
    ),
    getProfile(api),
  ]);
  const { sessionId } = api;
  if (sessionId === null) throw new ProviderError('general', 'unknown-error');
  return { ...cashier, userId: profile.userId, sessionId, currency: profile.currency, locale: profile.language };
}
