import { ProviderError } from '../provider';
import type { LimitPeriod, SessionInfo, SignInResult } from '../../domain/model';
import { TERMS_VERSION } from './catalogue';
import type { CasinoCore } from './core';
import type { PlayerRecord } from './state';
import { DAY, MINUTE } from './time';

/** A session limit's period in days (rolling, as the casino's other limits; monthly is 30). */
const SESSION_LIMIT_DAYS: Partial<Record<LimitPeriod, number>> = { daily: 1, weekly: 7, monthly: 30 };

/** Signing in and out, and what a session knows about itself. */
export class Sessions {
  constructor(private readonly casino: CasinoCore) {}

  signIn(email: string, password: string): SignInResult {
    const player = this.casino.findPlayer(email);
    // SGA players have no password: they sign in with a bank identity only.
    if (!player || player.password === null || player.password !== password) {
      throw new ProviderError('sign-in', 'incorrect-credentials');
    }
    return this.admit(player, 'sign-in');
  }

  /**
   * Once a player has proved who they are: refuse those who may not play (operator
   * block, the Spelpaus register, a block or self-exclusion still running), else open a
   * session.
   */
  admit(player: PlayerRecord, area: 'sign-in' | 'sign-up'): SignInResult {
    if (player.blocked) throw new ProviderError(area, 'blocked');
    if (player.profile.jurisdiction === 'SGA' && this.casino.inSpelpaus(player.profile.email, player.personalNumber)) {
      throw new ProviderError(area, 'spel-paus-validation-error');
    }
    if (player.selfBlock && Date.parse(player.selfBlock.until) > this.casino.now()) {
      throw area === 'sign-in' ? new ProviderError('sign-in', 'player-self-blocked') : new ProviderError('sign-up', 'blocked');
    }
    // The sign-up catalogue has no key of its own for it: there it is a block like any other.
    if (player.loginTimeBlockedUntil && Date.parse(player.loginTimeBlockedUntil) > this.casino.now()) {
      throw area === 'sign-in' ? new ProviderError('sign-in', 'login-time-blocked') : new ProviderError('sign-up', 'blocked');
    }
    return this.result(player, this.casino.openSession(player));
  }

  result(player: PlayerRecord, sessionId: string): SignInResult {
    return {
      sessionId,
      mustAcceptTerms: player.acceptedTermsVersion !== TERMS_VERSION,
      isEmailVerified: player.profile.isActivated,
    };
  }

  /** Ending an unknown session is no error: the player is signed out either way. */
  signOut(sessionId: string): void {
    const session = this.casino.state.sessions[sessionId];
    const player = session && this.casino.state.players[session.userId];
    if (!session) return;
    if (player) {
      const length = this.minutesSince(session.started);
      const wager = player.realityCheck.reduce((sum, row) => sum + row.wager, 0);
      const won = player.realityCheck.reduce((sum, row) => sum + row.win, 0);
      player.previousSession = {
        won,
        wager,
        ip: '127.0.0.1',
        device: 'Browser',
        started: session.started,
        ended: this.casino.iso(),
        length,
      };
    }
    delete this.casino.state.sessions[sessionId];
    this.casino.save();
  }

  /**
   * What the casino does when the player with `email` has used up a session limit (the time
   * signed in is measured by the platform: here a test or demo says when): every session of
   * theirs ends, pushed to whoever holds one as a block's end is, and signing in is refused
   * (login-time-blocked) until the shortest such limit's period is over. Throws when the player
   * has no session limit.
   */
  reachSessionLimit(email: string): void {
    const player = this.casino.findPlayer(email);
    const days = Math.min(
      ...(player?.limits ?? []).filter((l) => l.type === 'session').map((l) => SESSION_LIMIT_DAYS[l.period] ?? Infinity),
    );
    if (!player || !Number.isFinite(days)) throw new Error(`no session limit for ${email}`);
    player.loginTimeBlockedUntil = this.casino.iso(days * DAY);
    this.casino.endSessions(player);
  }

  isValid(sessionId: string): boolean {
    const session = this.casino.state.sessions[sessionId];
    return !!session && !!this.casino.state.players[session.userId];
  }

  /** Whose session this is, for an adapter that must route pushed events; null when ended. */
  userId(sessionId: string): string | null {
    return this.isValid(sessionId) ? (this.casino.state.sessions[sessionId]?.userId ?? null) : null;
  }

  info(sessionId: string): SessionInfo {
    const player = this.casino.player(sessionId);
    const started = this.casino.state.sessions[sessionId]?.started ?? this.casino.iso();
    const interval = player.limits.find((l) => l.type === 'reality-check')?.amount;
    let nextRealityCheck: string | null = null;
    if (interval) {
      const elapsed = this.casino.now() - Date.parse(started);
      const checks = Math.floor(elapsed / (interval * MINUTE)) + 1;
      nextRealityCheck = new Date(Date.parse(started) + checks * interval * MINUTE).toISOString();
    }
    return { length: this.minutesSince(started), started, nextRealityCheck, previous: player.previousSession };
  }

  createSsoToken(sessionId: string): string {
    this.casino.player(sessionId);
    return `sso-${this.casino.randomHex(16)}`;
  }

  private minutesSince(iso: string): number {
    return Math.floor((this.casino.now() - Date.parse(iso)) / MINUTE);
  }
}
