import { ProviderError } from '../provider';
import type { Bonus } from '../../domain/model';
import { BONUS_OFFERS, bonusFrom, offerByCode, type BonusOffer } from './catalogue';
import type { CasinoCore } from './core';
import type { PlayerRecord } from './state';
import { DAY } from './time';

const invalidBonus = () => new ProviderError('bonus', 'invalid-bonus');

/**
 * Bonuses a player holds and the offers anyone may take. A non-deposit bonus grants its
 * maxAmount as bonus money when it becomes active; a deposit bonus waits for a deposit
 * made with its code ({@link Bonuses.applyDeposit}).
 */
export class Bonuses {
  constructor(private readonly casino: CasinoCore) {}

  list(sessionId: string): Bonus[] {
    const player = this.casino.player(sessionId);
    this.expire(player);
    return player.bonuses;
  }

  /** Offered at sign-up and in the bonus selector: what the player does not hold already. */
  offers(sessionId: string | null): Bonus[] {
    const player = sessionId ? this.casino.player(sessionId) : null;
    const held = new Set(player?.bonuses.filter((b) => live(b)).map((b) => b.code));
    return BONUS_OFFERS.filter((o) => !held.has(o.code)).map((o) =>
      bonusFrom(o, {
        id: `offer-${o.identifier}`,
        status: 'initiated',
        startTime: this.casino.iso(),
        endTime: this.casino.iso(o.validDays * DAY),
        currency: player?.profile.currency ?? 'EUR',
      }),
    );
  }

  trigger(sessionId: string, code: string): void {
    const player = this.casino.player(sessionId);
    const offer = offerByCode(code);
    if (!offer) throw invalidBonus();
    if (!offer.eligible) throw new ProviderError('bonus-selector', 'invalid-bonus');
    if (player.bonuses.some((b) => b.code === offer.code && live(b))) throw invalidBonus();
    this.grant(player, offer, offer.deposit ? 'initiated' : 'active');
  }

  /** A bonus the player was offered or given: held, initiated, not a deposit bonus, and running now. */
  claim(sessionId: string, id: string): void {
    const player = this.casino.player(sessionId);
    this.expire(player);
    const bonus = player.bonuses.find((b) => b.id === id);
    if (!bonus || bonus.status !== 'initiated' || bonus.deposit || !this.running(bonus)) throw invalidBonus();
    bonus.status = 'active';
    this.casino.changeBalance(player, { bonus: bonus.maxAmount });
  }

  cancel(sessionId: string, id: string): void {
    const player = this.casino.player(sessionId);
    const bonus = player.bonuses.find((b) => b.id === id);
    if (!bonus || bonus.status !== 'active' || !bonus.canBeCanceled) throw invalidBonus();
    bonus.status = 'canceled';
    this.casino.changeBalance(player, { bonus: -bonus.maxAmount });
  }

  /** Given at sign-up with a bonus code; an unknown code does not spoil the registration. */
  grantByCode(player: PlayerRecord, code: string): void {
    const offer = offerByCode(code);
    if (offer?.eligible) this.grant(player, offer, 'initiated');
  }

  /**
   * A deposit made with a bonus code activates that deposit bonus (taken from the offers
   * if the player does not hold it yet) and matches the deposit up to maxAmount.
   * Returns the bonus money granted.
   */
  applyDeposit(player: PlayerRecord, code: string, amount: number): number {
    const offer = offerByCode(code);
    if (!offer?.deposit || !offer.eligible || amount < offer.minAmount) return 0;
    this.expire(player);
    const bonus =
      player.bonuses.find((b) => b.code === offer.code && b.status === 'initiated' && this.running(b)) ??
      (player.bonuses.some((b) => b.code === offer.code && live(b)) ? null : this.grant(player, offer, 'initiated'));
    if (!bonus) return 0;
    bonus.status = 'active';
    const granted = Math.min(amount, offer.maxAmount);
    this.casino.changeBalance(player, { bonus: granted });
    return granted;
  }

  private grant(player: PlayerRecord, offer: BonusOffer, status: 'initiated' | 'active'): Bonus {
    const bonus = bonusFrom(offer, {
      id: `b-${this.casino.randomHex(4)}`,
      status,
      startTime: this.casino.iso(),
      endTime: this.casino.iso(offer.validDays * DAY),
      currency: player.profile.currency,
    });
    player.bonuses.unshift(bonus);
    this.casino.save();
    if (status === 'active' && !offer.deposit) this.casino.changeBalance(player, { bonus: offer.maxAmount });
    return bonus;
  }

  private running(bonus: Bonus): boolean {
    const now = this.casino.now();
    return Date.parse(bonus.startTime) <= now && now < Date.parse(bonus.endTime);
  }

  /** A real back end expires bonuses at their end time; here it happens when someone looks. */
  private expire(player: PlayerRecord): void {
    const now = this.casino.now();
    const ended = player.bonuses.filter((b) => live(b) && Date.parse(b.endTime) <= now);
    ended.forEach((b) => (b.status = 'expired'));
    if (ended.length) this.casino.save();
  }
}

function live(bonus: Bonus): boolean {
  return bonus.status === 'initiated' || bonus.status === 'active';
}
