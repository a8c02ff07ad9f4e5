import { ProviderError } from '../provider';
import type { DisplayPageName, Wallet } from '../../domain/model';
import { seed, STATE_VERSION } from './seed';
import type { CasinoState, Mail, PlayerRecord, StorageLike } from './state';

/** The storage key of the simulated casino's database. */
export const STORAGE_KEY = 'betr:stub';

/**
 * An unknown, ended or expired session. The catalogue has no key for it, so it is the
 * general unknown-error; the class lets an adapter tell it apart and report the sign-out.
 */
export class SessionExpired extends ProviderError {
  constructor() {
    super('general', 'unknown-error');
    this.name = 'SessionExpired';
  }
}

/** What the engine pushes: a balance change, or a session it ended (block, self-exclusion). */
export type CasinoEvent = { type: 'wallet'; userId: string; wallet: Wallet } | { type: 'session-ended'; userId: string; sessionId: string };

/**
 * The shared machinery of the simulation: the state and its persistence, the clock,
 * sessions, mail, randomness and events. Each concern (sessions, limits, ...) is a class
 * holding this core.
 */
export class CasinoCore {
  private current: CasinoState;
  /** The stored text `current` was read from: another Casino (tab, server) may have written since. */
  private raw: string | null = null;
  private readonly listeners = new Set<(event: CasinoEvent) => void>();

  constructor(
    private readonly storage: StorageLike,
    private readonly clock: () => number,
  ) {
    this.current = this.load() ?? this.reseed();
  }

  get state(): CasinoState {
    if (this.read() !== this.raw) this.current = this.load() ?? this.reseed();
    return this.current;
  }

  save(): void {
    const raw = JSON.stringify(this.current);
    try {
      this.storage.setItem(STORAGE_KEY, raw);
      this.raw = raw;
    } catch {
      // Storage full or blocked: the simulation carries on in memory for this page.
    }
  }

  reset(): void {
    this.current = this.reseed();
  }

  now(): number {
    return this.clock();
  }

  /** ISO time `offsetMs` from now. */
  iso(offsetMs = 0): string {
    return new Date(this.now() + offsetMs).toISOString();
  }

  /** The player of a live session; throws {@link SessionExpired} otherwise. */
  player(sessionId: string): PlayerRecord {
    const session = this.state.sessions[sessionId];
    const player = session && this.state.players[session.userId];
    if (!player) throw new SessionExpired();
    return player;
  }

  /** By email (any case) or personal number. */
  findPlayer(emailOrPersonalNumber: string): PlayerRecord | undefined {
    const wanted = emailOrPersonalNumber.trim().toLowerCase();
    return Object.values(this.state.players).find((p) => p.profile.email.toLowerCase() === wanted || p.personalNumber === wanted);
  }

  /** The Swedish self-exclusion register holds emails and personal numbers. */
  inSpelpaus(...ids: (string | null | undefined)[]): boolean {
    return ids.some((id) => !!id && this.state.spelpaus.includes(id.trim().toLowerCase()));
  }

  openSession(player: PlayerRecord): string {
    const sessionId = this.randomHex(24);
    this.state.sessions[sessionId] = { userId: player.profile.userId, started: this.iso() };
    player.lastSignIn = this.iso();
    this.save();
    return sessionId;
  }

  /** Ends every session of a player and tells whoever holds one. */
  endSessions(player: PlayerRecord): void {
    const { userId } = player.profile;
    const ended = Object.entries(this.state.sessions).filter(([, s]) => s.userId === userId);
    for (const [sessionId] of ended) delete this.state.sessions[sessionId];
    this.save();
    for (const [sessionId] of ended) this.emit({ type: 'session-ended', userId, sessionId });
  }

  /** A required page the player has now completed no longer shows after sign-in. */
  completePage(player: PlayerRecord, page: DisplayPageName): void {
    player.displayPages = player.displayPages.filter((p) => p.page !== page);
    this.save();
  }

  wallet(player: PlayerRecord): Wallet {
    const { real, bonus } = player.balance;
    return { realBalance: real, bonusBalance: bonus, totalBalance: round(real + bonus), currency: player.profile.currency };
  }

  /** Every balance change goes through here, so it is always pushed. */
  changeBalance(player: PlayerRecord, change: { real?: number; bonus?: number }): Wallet {
    player.balance.real = round(player.balance.real + (change.real ?? 0));
    player.balance.bonus = Math.max(0, round(player.balance.bonus + (change.bonus ?? 0)));
    this.save();
    const wallet = this.wallet(player);
    this.emit({ type: 'wallet', userId: player.profile.userId, wallet });
    return wallet;
  }

  sendMail(mail: Omit<Mail, 'sentAt'>): void {
    this.state.outbox.push({ ...mail, sentAt: this.iso() });
    this.save();
  }

  subscribe(listener: (event: CasinoEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  randomHex(bytes: number): string {
    return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
  }

  randomDigits(count: number): string {
    return Array.from(crypto.getRandomValues(new Uint8Array(count)), (b) => String(b % 10)).join('');
  }

  private emit(event: CasinoEvent): void {
    this.listeners.forEach((listener) => listener(event));
  }

  private read(): string | null {
    try {
      return this.storage.getItem(STORAGE_KEY);
    } catch {
      return this.raw;
    }
  }

  private load(): CasinoState | null {
    const raw = this.read();
    if (raw === null) return null;
    try {
      const state = JSON.parse(raw) as CasinoState;
      if (state.version !== STATE_VERSION) return null;
      this.raw = raw;
      return state;
    } catch {
      return null;
    }
  }

  private reseed(): CasinoState {
    this.current = seed(this.now());
    this.save();
    return this.current;
  }
}

/** Money in cents precision, so sums of decimals stay exact enough to compare. */
export function round(amount: number): number {
  return Math.round(amount * 100) / 100;
}
