import { Account } from './account';
import { BankIdentity } from './bank-identity';
import { Bonuses } from './bonuses';
import { CasinoCore, type CasinoEvent } from './core';
import { Documents } from './documents';
import { Limits } from './limits';
import { Lobby } from './lobby';
import { Messages } from './messages';
import { Passwords } from './passwords';
import { Payments } from './payments';
import { Registration } from './registration';
import { ResponsibleGaming } from './responsible-gaming';
import { Sessions } from './sessions';
import { Site } from './site';
import type { Mail, StorageLike } from './state';

export interface CasinoOptions {
  /** Where the state lives between pages or server restarts; `localStorage` fits. */
  storage: StorageLike;
  /** The clock, injected so tests and demos can move time. */
  now?: () => number;
}

/**
 * The simulated casino: the one engine behind the stub adapter and the local provider
 * server. It has no DOM dependency beyond the injected storage, so Node can drive it.
 *
 * Grouped by concern (`casino.limits.set(sessionId, ...)`); every operation on a player
 * takes the session id, and an unknown or ended session throws `SessionExpired`
 * (a `ProviderError('general', 'unknown-error')`). Answers are the engine's own objects:
 * callers copy them before handing them out.
 */
export class Casino {
  readonly sessions: Sessions;
  readonly bankIdentity: BankIdentity;
  readonly registration: Registration;
  readonly passwords: Passwords;
  readonly account: Account;
  readonly messages: Messages;
  readonly bonuses: Bonuses;
  readonly limits: Limits;
  readonly responsibleGaming: ResponsibleGaming;
  readonly documents: Documents;
  readonly payments: Payments;
  readonly lobby: Lobby;
  readonly site: Site;
  private readonly core: CasinoCore;

  constructor({ storage, now = Date.now }: CasinoOptions) {
    const core = new CasinoCore(storage, now);
    this.core = core;
    this.sessions = new Sessions(core);
    this.bankIdentity = new BankIdentity(core, this.sessions);
    this.bonuses = new Bonuses(core);
    this.registration = new Registration(core, this.sessions, this.bonuses);
    this.passwords = new Passwords(core);
    this.account = new Account(core);
    this.messages = new Messages(core);
    this.limits = new Limits(core);
    this.responsibleGaming = new ResponsibleGaming(core, this.limits);
    this.documents = new Documents(core);
    this.payments = new Payments(core, this.bonuses);
    this.lobby = new Lobby(core);
    this.site = new Site(core);
  }

  /** Balance changes and sessions the casino ended. Returns the unsubscribe function. */
  subscribe(listener: (event: CasinoEvent) => void): () => void {
    return this.core.subscribe(listener);
  }

  /** Every mail sent since the last reset, oldest first. */
  outbox(): Mail[] {
    return this.core.state.outbox;
  }

  /** Forget a session without telling anyone, as a platform's time-out does. */
  expire(sessionId: string): void {
    delete this.core.state.sessions[sessionId];
    this.core.save();
  }

  /** Back to the seeded casino: players, sessions and mail as on first start. */
  reset(): void {
    this.core.reset();
    this.lobby.setLobbySize(0);
  }
}
