import { ProviderError } from '../provider';
import type { CasinoCore } from './core';
import type { PlayerRecord } from './state';
import { DAY, MINUTE } from './time';

/** How long a mailed reset link stays valid. */
const RESET_KEY_LIFETIME = DAY;
/**
 * How long a reset session lasts once the link is opened (its key first checked or used);
 * the spec names no time, this is the casino's. Past it the reset is session-expired.
 */
export const RESET_SESSION_LIFETIME = 15 * MINUTE;

/** Forgotten, reset and changed passwords. */
export class Passwords {
  constructor(private readonly casino: CasinoCore) {}

  /**
   * Mails a reset key twice over: as the first platform's link (`/?reset-pw-key=KEY`, on
   * `page` when the platform is told the player's page, or `resetLink`'s for a platform that
   * builds the link itself) and as the second platform's token with the username.
   */
  forgot(email: string, page = '/', resetLink?: (key: string) => string): void {
    const player = this.casino.findPlayer(email);
    if (!player) throw new ProviderError('forgot-password', 'player-not-found');
    const key = this.casino.randomHex(16);
    this.casino.state.resetKeys[key] = { userId: player.profile.userId, expiresAt: this.casino.iso(RESET_KEY_LIFETIME) };
    const to = player.profile.email;
    const link = resetLink?.(key) ?? `${page}${page.includes('?') ? '&' : '?'}reset-pw-key=${key}`;
    const tokenLink = `/?token=${key}&username=${encodeURIComponent(to)}`;
    this.casino.sendMail({
      to,
      subject: 'Reset your betr password',
      kind: 'reset-password',
      body: `Follow this link to choose a new password: ${link}\nOr: ${tokenLink}\nThe link is valid for 24 hours and can be used once.`,
      code: key,
      link,
    });
  }

  /**
   * A used, unknown or expired key is link-expired; a reset session opened more than
   * {@link RESET_SESSION_LIFETIME} ago is session-expired; a token with someone else's
   * username is invalid-token.
   */
  reset(reset: { key?: string; token?: string; username?: string; password: string }): void {
    const key = reset.key ?? reset.token;
    if (!key) throw new ProviderError('reset-password', 'missing-token');
    const player = this.playerOfKey(key);
    if (!player) throw new ProviderError('reset-password', 'link-expired');
    if (!this.openSession(key)) {
      delete this.casino.state.resetKeys[key];
      this.casino.save();
      throw new ProviderError('reset-password', 'session-expired');
    }
    if (reset.key === undefined && reset.username?.trim().toLowerCase() !== player.profile.email.toLowerCase()) {
      throw new ProviderError('reset-password', 'invalid-token');
    }
    player.password = reset.password;
    delete this.casino.state.resetKeys[key];
    this.casino.save();
  }

  /** Opening the link: the key is valid and its reset session (opened now, if not yet) still runs. */
  isKeyValid(key: string): boolean {
    return this.playerOfKey(key) !== null && this.openSession(key);
  }

  change(sessionId: string, oldPassword: string, newPassword: string): void {
    const player = this.casino.player(sessionId);
    if (player.password === null || player.password !== oldPassword) throw new ProviderError('player', 'incorrect-credentials');
    player.password = newPassword;
    this.casino.save();
  }

  /** Opens the key's reset session if not yet open; whether it still runs. */
  private openSession(key: string): boolean {
    const record = this.casino.state.resetKeys[key]!;
    if (record.sessionEndsAt === undefined) {
      record.sessionEndsAt = this.casino.iso(RESET_SESSION_LIFETIME);
      this.casino.save();
    }
    return Date.parse(record.sessionEndsAt) > this.casino.now();
  }

  private playerOfKey(key: string): PlayerRecord | null {
    const record = this.casino.state.resetKeys[key];
    if (!record || Date.parse(record.expiresAt) <= this.casino.now()) return null;
    return this.casino.state.players[record.userId] ?? null;
  }
}
