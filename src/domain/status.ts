import type { BonusStatus, TransactionStatus } from './model';

const BONUS_STATUS: Readonly<Record<string, BonusStatus>> = {
  Active: 'active',
  PreClaimed: 'active',
  InPlay: 'active',
  Pending: 'active',
  PreWager: 'active',
  Expired: 'expired',
  Finished: 'finished',
  FinishedNoGains: 'finished',
  Canceled: 'canceled',
  Rejected: 'canceled',
  AdminCanceled: 'canceled',
  Initiated: 'initiated',
};

/**
 * A provider's bonus status in our terms (spec: cashier §4); applies to every adapter that
 * receives provider statuses. The spec names no other status: an unknown one is null, and
 * the adapter drops that bonus rather than show an action the platform may refuse.
 */
export function mapBonusStatus(providerStatus: string): BonusStatus | null {
  return BONUS_STATUS[providerStatus] ?? null;
}

/**
 * A provider's transaction status: Default or Completed → completed, Failed → failed,
 * Initiated → initiated, Canceled → canceled, anything else → pending.
 */
export function mapTransactionStatus(providerStatus: string | null | undefined): TransactionStatus {
  switch (providerStatus) {
    case 'Default':
    case 'Completed':
      return 'completed';
    case 'Failed':
      return 'failed';
    case 'Initiated':
      return 'initiated';
    case 'Canceled':
      return 'canceled';
    default:
      return 'pending';
  }
}
