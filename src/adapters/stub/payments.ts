import { ProviderError } from '../provider';
import type { DepositConfig, HistoryPage, HistoryQuery, HistoryType, PaymentStats, Wallet } from '../../domain/model';
import type { Bonuses } from './bonuses';
import type { CasinoCore } from './core';
import { transaction } from './seed';
import type { PlayerRecord } from './state';

export const HISTORY_PAGE_SIZE = 10;
/** The simulated casino is one brand of its operator (its cashier merchant too). */
export const STUB_BRAND = 'betr-demo';
/** The history starts here (spec). */
const HISTORY_START = Date.UTC(2020, 0, 1);

const TRANSACTION_TYPES: Record<HistoryType, readonly string[]> = {
  Deposit: ['deposit'],
  Withdraw: ['withdraw'],
  Gambling: ['bet', 'win', 'cashout'],
};

/** The wallet, money in and out (what the cashier stand-in calls), history and stats. */
export class Payments {
  constructor(
    private readonly casino: CasinoCore,
    private readonly bonuses: Bonuses,
  ) {}

  wallet(sessionId: string): Wallet {
    return this.casino.wallet(this.casino.player(sessionId));
  }

  /** A completed deposit; with a deposit bonus's code it also activates that bonus. */
  credit(sessionId: string, amount: number, options: { method?: string; bonusCode?: string } = {}): Wallet {
    const player = this.payer(sessionId, amount);
    this.record(player, 'deposit', amount, options.method ?? 'Trustly');
    this.casino.changeBalance(player, { real: amount });
    if (options.bonusCode) this.bonuses.applyDeposit(player, options.bonusCode, amount);
    return this.casino.wallet(player);
  }

  /** A completed withdrawal of real money. */
  debit(sessionId: string, amount: number, options: { method?: string } = {}): Wallet {
    const player = this.payer(sessionId, amount);
    if (amount > player.balance.real) throw new ProviderError('general', 'unknown-error');
    this.record(player, 'withdraw', amount, options.method ?? 'Trustly');
    return this.casino.changeBalance(player, { real: -amount });
  }

  /** Zero-based pages of 10, newest first, from the query's start date (2020-01-01 by default). */
  history(sessionId: string, query: HistoryQuery): HistoryPage {
    const types = TRANSACTION_TYPES[query.type];
    const from = (query.startDate && Date.parse(query.startDate)) || HISTORY_START;
    const matching = this.casino.player(sessionId).history.filter((t) => types.includes(t.transactionType) && Date.parse(t.date) >= from);
    const start = Math.max(0, query.page) * HISTORY_PAGE_SIZE;
    return {
      transactions: matching.slice(start, start + HISTORY_PAGE_SIZE),
      totalPageCount: Math.ceil(matching.length / HISTORY_PAGE_SIZE),
    };
  }

  /** Completed transactions only; per brand, the one brand this casino is. */
  stats(sessionId: string): PaymentStats {
    const player = this.casino.player(sessionId);
    const completed = (type: string) => player.history.filter((t) => t.transactionType === type && t.status === 'completed');
    const total = (type: string) => completed(type).reduce((sum, t) => sum + t.amount, 0);
    const deposits = completed('deposit');
    return {
      totalDeposit: total('deposit'),
      totalWithdraw: total('withdraw'),
      netGrossRenew: total('deposit') - total('withdraw'),
      depositCount: deposits.length,
      withdrawCount: completed('withdraw').length,
      lastDepositAmount: deposits[0]?.amount ?? null,
      netGamingRevenue: total('bet') - total('win') - total('cashout'),
      currency: player.profile.currency,
      perBrand: [
        {
          brand: STUB_BRAND,
          totalDeposit: total('deposit'),
          totalWithdraw: total('withdraw'),
          depositCount: deposits.length,
          withdrawCount: completed('withdraw').length,
        },
      ],
    };
  }

  depositConfig(sessionId: string): DepositConfig {
    const { profile } = this.casino.player(sessionId);
    return {
      merchantId: STUB_BRAND,
      userId: profile.userId,
      sessionId,
      environment: 'development',
      currency: profile.currency,
      locale: profile.language,
    };
  }

  /** Only activated players move money (spec). */
  private payer(sessionId: string, amount: number): PlayerRecord {
    const player = this.casino.player(sessionId);
    if (!player.profile.isActivated) throw new ProviderError('general', 'activation-required');
    if (!Number.isFinite(amount) || amount <= 0) throw new ProviderError('general', 'unknown-error');
    return player;
  }

  private record(player: PlayerRecord, type: 'deposit' | 'withdraw', amount: number, method: string): void {
    const id = `t-${this.casino.randomHex(4)}`;
    player.history.unshift(transaction(id, type, amount, 'completed', method, player.profile.currency, this.casino.iso()));
    this.casino.save();
  }
}

/** A payment the cashier stand-in (demo/server/cashier.ts) reports as completed. */
export interface StandInPayment {
  txRefId: string;
  amount: number;
  withdrawal: boolean;
  method?: string;
  bonusCode?: string;
  /** The player the stand-in was opened for. */
  userId?: string;
}

/** The cashier stand-in's default address (CASHIER_PORT 5000); `<betr-config cashier-url>` moves it. */
export const CASHIER_STAND_IN_URL = 'http://localhost:5000';

/**
 * A completed payment in a message from the cashier stand-in: TX_SUCCESS `{amount, txRefId}`
 * (plus what the stand-in adds: txType, paymentMethod, bonusCode, userId). Anything else,
 * from any origin but the stand-in's (`standIn`, the configured cashier address), is null.
 */
export function standInPayment(origin: string, data: unknown, standIn = CASHIER_STAND_IN_URL): StandInPayment | null {
  if (origin !== new URL(standIn).origin) return null;
  let message = data;
  try {
    if (typeof message === 'string') message = JSON.parse(message);
  } catch {
    return null;
  }
  const { eventType, payload } = (message ?? {}) as { eventType?: unknown; payload?: Record<string, unknown> };
  if (eventType !== 'TX_SUCCESS' || !payload) return null;
  const amount = Number(payload.amount);
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const txRefId = text(payload.txRefId);
  if (!txRefId || !(amount > 0)) return null;
  return {
    txRefId,
    amount,
    withdrawal: payload.txType === 'withdrawal',
    method: text(payload.paymentMethod),
    bonusCode: text(payload.bonusCode),
    userId: text(payload.userId),
  };
}
