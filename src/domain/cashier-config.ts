import type { DepositConfig } from './model';
import type { CashierConfig } from '../cashier/config';
import { depositAmount } from './amounts';

export type CashierMethod = 'deposit' | 'withdraw';

/** What a deposit or withdrawal screen asks of the cashier (spec: cashier config inside the widget). */
export interface CashierRequest {
  method: CashierMethod;
  amount?: number;
  bonusCode?: string;
  providerType?: string;
  autoProcess?: boolean;
  settings?: CashierSettings;
}

/** The operator's settings of the cashier: the style of its page (SET_CSS) and its amount buttons. */
export interface CashierSettings {
  css?: string;
  predefinedAmounts?: number[];
}

/** The cashier's minimum height in the widget (spec: 600px). */
export const CASHIER_MIN_HEIGHT = '600px';

/**
 * The bootstrapper config for a player: the provider's merchant, player and session, the
 * locale and environment, and the screen's method (the cashier says 'withdrawal'), amount,
 * bonus code, provider type, auto-process and predefined amounts. An amount that is not one
 * (src/domain/amounts: negative, too large, more decimals than the currency has) is left out.
 */
export function cashierConfigFor(deposit: DepositConfig, request: CashierRequest): CashierConfig {
  return {
    environment: deposit.environment,
    merchantId: deposit.merchantId,
    userId: deposit.userId,
    sessionId: deposit.sessionId,
    locale: deposit.locale,
    method: request.method === 'withdraw' ? 'withdrawal' : 'deposit',
    amount: request.amount === undefined ? undefined : (depositAmount(request.amount, deposit.currency) ?? undefined),
    bonusCode: request.bonusCode,
    providerType: request.providerType,
    autoProcess: request.autoProcess,
    predefinedAmounts: request.settings?.predefinedAmounts,
    containerMinHeight: CASHIER_MIN_HEIGHT,
  };
}
