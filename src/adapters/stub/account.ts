import { ProviderError } from '../provider';
import type { DisplayPage, PlayerProperty, Profile, ProfileUpdate, Subscription } from '../../domain/model';
import { TERMS_VERSION } from './catalogue';
import type { CasinoCore } from './core';

const UPDATABLE = ['address', 'city', 'zip', 'phone', 'callingCode'] as const;

/** The player's own details: profile, terms, required pages, properties, subscriptions. */
export class Account {
  constructor(private readonly casino: CasinoCore) {}

  profile(sessionId: string): Profile {
    return this.casino.player(sessionId).profile;
  }

  /**
   * Outside SGA the player confirms with their password. Fields the profile marks
   * disabled are refused like any other unexpected change.
   */
  updateProfile(sessionId: string, update: ProfileUpdate): Profile {
    const player = this.casino.player(sessionId);
    const { profile } = player;
    if (profile.jurisdiction !== 'SGA' && (player.password === null || update.password !== player.password)) {
      throw new ProviderError('player', 'incorrect-credentials');
    }
    const changes = UPDATABLE.filter((field) => update[field] !== undefined);
    if (changes.some((field) => field !== 'callingCode' && profile.disabled[field])) throw new ProviderError('general', 'unknown-error');
    for (const field of changes) profile[field] = update[field] as string;
    this.casino.save();
    return profile;
  }

  acceptTerms(sessionId: string, version: string): void {
    const player = this.casino.player(sessionId);
    if (version !== TERMS_VERSION) throw new ProviderError('terms', 'unknown-error');
    player.acceptedTermsVersion = version;
    this.casino.completePage(player, 'terms-and-conditions');
  }

  displayPages(sessionId: string): DisplayPage[] {
    return this.casino.player(sessionId).displayPages;
  }

  /** A demo control: pages the provider requires after this player's next sign-in. */
  setDisplayPages(email: string, pages: DisplayPage[]): void {
    const player = this.casino.findPlayer(email);
    if (!player) throw new Error(`No player ${email}`);
    player.displayPages = pages.map((p) => ({ ...p }));
    this.casino.save();
  }

  properties(sessionId: string): PlayerProperty[] {
    return this.casino.player(sessionId).properties;
  }

  /** Properties are merged by name. */
  setProperties(sessionId: string, properties: PlayerProperty[]): void {
    const player = this.casino.player(sessionId);
    for (const { name, type, value } of properties) {
      const existing = player.properties.find((p) => p.name === name);
      if (existing) Object.assign(existing, { type, value });
      else player.properties.push({ name, type, value });
    }
    this.casino.save();
  }

  subscriptions(sessionId: string): Subscription[] {
    return this.casino.player(sessionId).subscriptions;
  }

  updateSubscriptions(sessionId: string, subscriptions: Subscription[]): void {
    const player = this.casino.player(sessionId);
    for (const { type, active } of subscriptions) {
      const existing = player.subscriptions.find((s) => s.type === type);
      if (!existing) throw new ProviderError('subscription', 'unknown-error');
      existing.active = active;
    }
    this.casino.save();
  }

  /** The token of an unsubscribe link turns every channel off. */
  unsubscribe(token: string): void {
    this.unsubscribeChannels(token).forEach((s) => (s.active = false));
    this.casino.save();
  }

  /** The channels an unsubscribe link's token covers; an unknown token is refused. */
  unsubscribeChannels(token: string): Subscription[] {
    const player = Object.values(this.casino.state.players).find((p) => p.unsubscribeToken === token);
    if (!token || !player) throw new ProviderError('unsubscribe', 'missing-token');
    return player.subscriptions;
  }
}
