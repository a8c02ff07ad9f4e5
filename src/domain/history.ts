import type { HistoryType, TransactionStatus } from './model';
import { mapTransactionStatus } from './status';

/** History page size 10, start date 2020-01-01, pages zero-based (spec: account §9). */
export const HISTORY_PAGE_SIZE = 10;
export const HISTORY_START_DATE = '2020-01-01';
export const FIRST_HISTORY_PAGE = 0;

/** The type filter: Deposit, Withdraw, Gambling; deposits first. */
export const HISTORY_TYPES: readonly HistoryType[] = ['Deposit', 'Withdraw', 'Gambling'];

const STATUSES: readonly TransactionStatus[] = ['completed', 'failed', 'initiated', 'canceled', 'pending'];

/**
 * The status the screen shows: one of ours as it is, a provider's through the mapping
 * (Default and Completed → completed … anything else → pending). The screen also shows pending.
 */
export function transactionStatus(status: string | null | undefined): TransactionStatus {
  return (STATUSES as readonly (string | null | undefined)[]).includes(status)
    ? (status as TransactionStatus)
    : mapTransactionStatus(status);
}

export type TransactionKind = 'deposit' | 'withdraw' | 'bet' | 'win' | 'cashout' | 'other';
const KINDS: readonly TransactionKind[] = ['deposit', 'withdraw', 'bet', 'win', 'cashout'];

/** A transaction type as a label key: deposit, withdraw and the gambling types including cashout. */
export function transactionKind(transactionType: string): TransactionKind {
  const type = transactionType.toLowerCase();
  if (type === 'withdrawal') return 'withdraw';
  return (KINDS as readonly string[]).includes(type) ? (type as TransactionKind) : 'other';
}
