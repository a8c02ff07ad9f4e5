import { ProviderError } from '../provider';
import type { Limit, LimitPeriod, LimitType, RemoveLimitRequest, SetLimitRequest } from '../../domain/model';
import { limitIncreaseTakesEffect } from '../../domain/limit-queue';
import type { CasinoCore } from './core';
import type { PlayerRecord } from './state';
import { DAY } from './time';

/**
 * Limits that protect the player: raising one is queued. A reality check is a reminder
 * interval, not a ceiling, so it changes at once either way.
 */
const PROTECTIVE: readonly LimitType[] = ['deposit', 'wager', 'loss', 'session', 'product-session'];

/** Rolling windows; monthly is 30 days (spec). */
const PERIOD_DAYS: Partial<Record<LimitPeriod, number>> = { daily: 1, weekly: 7, monthly: 30 };

const locked = () => new ProviderError('responsible-gaming', 'limit-locked');
const invalid = () => new ProviderError('general', 'unknown-error');

/** A limit request as the casino received it. */
export type LimitRequestReceipt = { operation: 'set'; request: SetLimitRequest } | { operation: 'remove'; request: RemoveLimitRequest };

/** Deposit, wager, loss, session and reality-check limits. */
export class Limits {
  private received: LimitRequestReceipt | null = null;

  constructor(private readonly casino: CasinoCore) {}

  /** The last set or remove request, as received (a test reads what was sent). */
  lastRequest(): LimitRequestReceipt | null {
    return this.received;
  }

  list(sessionId: string): Limit[] {
    const player = this.casino.player(sessionId);
    this.applyDueIncreases(player);
    return player.limits.map((limit) => this.withRemaining(player, limit));
  }

  /** A decrease (or a new limit) applies at once; an increase is queued for 72 hours, or to the next period if that is later. */
  set(sessionId: string, request: SetLimitRequest): Limit[] {
    const player = this.casino.player(sessionId);
    this.received = { operation: 'set', request: structuredClone(request) };
    if (request.type === 'block' || request.type === 'self-exclude') throw invalid();
    if (!Number.isFinite(request.amount) || request.amount < 1) throw invalid();
    this.applyDueIncreases(player);
    const existing = this.find(player, request);
    if (existing?.locked) throw locked();
    if (!existing) {
      player.limits.push({
        id: `l-${this.casino.randomHex(4)}`,
        type: request.type,
        period: request.period,
        status: 'active',
        amount: request.amount,
        remainingAmount: null,
        currency: player.profile.currency,
        product: request.product ?? null,
        queued: null,
        locked: false,
        expiryDate: null,
      });
    } else if (PROTECTIVE.includes(request.type) && request.amount > existing.amount) {
      existing.queued = {
        amount: request.amount,
        activatesAt: new Date(limitIncreaseTakesEffect(request.period, this.casino.now())).toISOString(),
      };
    } else {
      existing.amount = request.amount;
      existing.queued = null;
    }
    this.casino.save();
    if (request.type === 'deposit') this.casino.completePage(player, 'deposit-limits');
    return this.list(sessionId);
  }

  /** Under SGA deposit limits cannot be removed; locked limits cannot be touched. */
  remove(sessionId: string, request: RemoveLimitRequest): Limit[] {
    const player = this.casino.player(sessionId);
    this.received = { operation: 'remove', request: structuredClone(request) };
    const existing = this.find(player, request);
    if (!existing) throw invalid();
    if (existing.locked || (existing.type === 'deposit' && player.profile.jurisdiction === 'SGA')) throw locked();
    player.limits = player.limits.filter((l) => l !== existing);
    this.casino.save();
    return this.list(sessionId);
  }

  /** Completed deposits within a rolling window ending now. */
  deposited(player: PlayerRecord, days: number): number {
    const since = this.casino.now() - days * DAY;
    return player.history
      .filter((t) => t.transactionType === 'deposit' && t.status === 'completed' && Date.parse(t.date) >= since)
      .reduce((sum, t) => sum + t.amount, 0);
  }

  private find(
    player: PlayerRecord,
    request: { type: LimitType; period: LimitPeriod; id?: string; product?: string | null },
  ): Limit | undefined {
    if (request.id) return player.limits.find((l) => l.id === request.id);
    return player.limits.find((l) => l.type === request.type && l.period === request.period && l.product === (request.product ?? null));
  }

  /** Queued increases take effect when someone next looks, as they would have by then. */
  private applyDueIncreases(player: PlayerRecord): void {
    const due = player.limits.filter((l) => l.queued && Date.parse(l.queued.activatesAt) <= this.casino.now());
    for (const limit of due) {
      limit.amount = limit.queued?.amount ?? limit.amount;
      limit.queued = null;
    }
    if (due.length) this.casino.save();
  }

  private withRemaining(player: PlayerRecord, limit: Limit): Limit {
    const days = PERIOD_DAYS[limit.period];
    if (limit.type !== 'deposit' || days === undefined) return limit;
    return { ...limit, remainingAmount: Math.max(0, limit.amount - this.deposited(player, days)) };
  }
}
