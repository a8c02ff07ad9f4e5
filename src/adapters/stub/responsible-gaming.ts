import { ProviderError } from '../provider';
import type {
  CrossBrandDepositLimit,
  GamblingTestResult,
  ProductBlock,
  RealityCheckRow,
  SelfExcludeChoice,
  SessionSummary,
  SourceOfWealth,
} from '../../domain/model';
import type { CasinoCore } from './core';
import type { Limits } from './limits';
import type { PlayerRecord } from './state';
import { DAY } from './time';

/** Breaks, self-exclusion and the declarations a regulator asks for. */
export class ResponsibleGaming {
  constructor(
    private readonly casino: CasinoCore,
    private readonly limits: Limits,
  ) {}

  /**
   * A block and a self-exclusion both keep the player out for `days` (99999 is
   * indefinite) and end every session at once; signing in meanwhile is player-self-blocked.
   */
  block(sessionId: string, days: number): void {
    this.keepOut(this.casino.player(sessionId), 'block', days);
  }

  selfExclude(sessionId: string, days: number): void {
    this.keepOut(this.casino.player(sessionId), 'self-exclude', days);
  }

  /** Recorded only: the popup signs out itself after Pause. */
  sendSelfExcludeChoice(sessionId: string, choice: SelfExcludeChoice): void {
    this.casino.player(sessionId).selfExcludeChoices.push({ choice, at: this.casino.iso() });
    this.casino.save();
  }

  realityCheck(sessionId: string): RealityCheckRow[] {
    return this.casino.player(sessionId).realityCheck;
  }

  productBlocks(sessionId: string): ProductBlock[] {
    return this.casino.player(sessionId).productBlocks;
  }

  /** Deposits minus withdrawals over the last 12 months, with the current deposit limits. */
  sessionSummary(sessionId: string): SessionSummary {
    const player = this.casino.player(sessionId);
    const since = this.casino.now() - 365 * DAY;
    const sum = (type: string) =>
      player.history
        .filter((t) => t.transactionType === type && t.status === 'completed' && Date.parse(t.date) >= since)
        .reduce((total, t) => total + t.amount, 0);
    const limits = this.limits.list(sessionId).filter((l) => l.type === 'deposit');
    const amountOf = (period: 'daily' | 'weekly' | 'monthly') => limits.find((l) => l.period === period)?.amount ?? null;
    return {
      depositWithdrawalSummary: sum('deposit') - sum('withdraw'),
      currency: player.profile.currency,
      depositLimits: { daily: amountOf('daily'), weekly: amountOf('weekly'), monthly: amountOf('monthly') },
      lastLoggedIn: player.previousSession?.started ?? null,
    };
  }

  submitSourceOfWealth(sessionId: string, answer: SourceOfWealth): void {
    const player = this.casino.player(sessionId);
    player.sourceOfWealth = {
      income: { ...answer.income },
      industry: answer.industry,
      occupation: answer.occupation,
      sources: [...answer.sources],
    };
    this.casino.completePage(player, 'source-of-wealth');
  }

  submitGamblingTest(sessionId: string, result: GamblingTestResult): void {
    const player = this.casino.player(sessionId);
    if (!Number.isInteger(result.total) || result.total < 0) throw new ProviderError('general', 'unknown-error');
    player.gamblingTests.push({ ...result, at: this.casino.iso() });
    this.casino.completePage(player, 'responsible-gaming-test');
  }

  /**
   * Known by person, so also before sign-in: for a sign-up token, those of the person the
   * bank identified (sign-up shows a warning against them).
   */
  crossBrandLimits(sessionId: string | null, token?: string): CrossBrandDepositLimit[] {
    if (sessionId) return this.casino.player(sessionId).crossBrandLimits;
    const personalNumber = token === undefined ? null : (this.casino.state.signUpTokens[token]?.personalNumber ?? null);
    return structuredClone((personalNumber && this.casino.state.crossBrandLimits?.[personalNumber]) || []);
  }

  /** The person's limits at other brands (a test and demo control). */
  setCrossBrandLimits(personalNumber: string, limits: CrossBrandDepositLimit[]): void {
    this.casino.state.crossBrandLimits = { ...this.casino.state.crossBrandLimits, [personalNumber]: limits };
    this.casino.save();
  }

  private keepOut(player: PlayerRecord, kind: 'block' | 'self-exclude', days: number): void {
    if (!Number.isFinite(days) || days < 1) throw new ProviderError('general', 'unknown-error');
    player.selfBlock = { kind, until: this.casino.iso(days * DAY) };
    this.casino.endSessions(player);
  }
}
