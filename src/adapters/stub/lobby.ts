import { ProviderError } from '../provider';
import type { Favorite, Game, GameLaunch, Jackpot, Leaderboard, LeaderboardQuery } from '../../domain/model';
import { GAMES, JACKPOTS } from './catalogue';
import { SessionExpired, type CasinoCore } from './core';
import type { PlayerRecord, Tournament } from './state';

/** Spec defaults for the leaderboard and the last-played list. */
const LEADERBOARD_LIMIT = 10;
const LAST_PLAYED_LIMIT = 10;

const unknown = () => new ProviderError('general', 'unknown-error');

/** Games, favorites, last played and tournaments. */
export class Lobby {
  /** The catalogue, or a bigger lobby (setLobbySize) for measuring a lobby of hundreds of games. */
  private catalogue: readonly Game[] = GAMES;

  constructor(private readonly casino: CasinoCore) {}

  games(): Game[] {
    return [...this.catalogue];
  }

  /** The seeded games followed by numbered copies up to `count` games; the seeded games alone for any smaller count. */
  setLobbySize(count: number): void {
    const extra = Math.max(0, Math.floor(count) - GAMES.length);
    this.catalogue = [
      ...GAMES,
      ...Array.from({ length: extra }, (_, i) => {
        const like = GAMES[i % GAMES.length]!;
        const n = GAMES.length + i + 1;
        return { ...like, gameId: `g-${n}`, identifier: `${like.identifier}-${n}`, title: `${like.title} ${n}` };
      }),
    ];
  }

  /** The seeded amounts grown by each jackpot's step for every full minute since the casino was seeded. */
  jackpots(): Jackpot[] {
    const minutes = Math.floor(Math.max(0, this.casino.now() - (this.casino.state.seededAt ?? this.casino.now())) / 60_000);
    return JACKPOTS.map(({ id, amount, currency, growthPerMinute }) => ({
      id,
      amount: Math.round((amount + minutes * growthPerMinute) * 100) / 100,
      currency,
    }));
  }

  /** Demo play needs no session; real money needs an activated player. */
  launch(sessionId: string | null, launch: GameLaunch): { url: string } {
    const game = this.catalogue.find((g) => g.gameId === launch.gameId || g.identifier === launch.identifier);
    if (!game) throw unknown();
    const player = sessionId ? this.casino.player(sessionId) : null;
    if (launch.playMode === 'real') {
      if (!player) throw new SessionExpired();
      if (!player?.profile.isActivated) throw new ProviderError('general', 'activation-required');
    } else if (!game.demo) {
      throw unknown();
    }
    if (player) this.played(player, game.gameId);
    return { url: `/demo/game.html?game=${game.gameId}&mode=${launch.playMode}` };
  }

  favorites(sessionId: string): Favorite[] {
    return this.casino.player(sessionId).favorites.map((gameId) => ({ gameId, tableIds: [] }));
  }

  addFavorite(sessionId: string, gameId: string): void {
    const player = this.casino.player(sessionId);
    if (!this.catalogue.some((g) => g.gameId === gameId)) throw unknown();
    if (!player.favorites.includes(gameId)) player.favorites.push(gameId);
    this.casino.save();
  }

  removeFavorite(sessionId: string, gameId: string): void {
    const player = this.casino.player(sessionId);
    player.favorites = player.favorites.filter((id) => id !== gameId);
    this.casino.save();
  }

  lastPlayed(sessionId: string, limit = LAST_PLAYED_LIMIT): Game[] {
    return this.casino
      .player(sessionId)
      .lastPlayed.map((id) => this.catalogue.find((g) => g.gameId === id))
      .filter((g): g is Game => g !== undefined)
      .slice(0, limit);
  }

  setLastPlayed(sessionId: string, gameId: string): void {
    if (!this.catalogue.some((g) => g.gameId === gameId)) throw unknown();
    this.played(this.casino.player(sessionId), gameId);
  }

  optIn(sessionId: string, identifier: string): void {
    const player = this.casino.player(sessionId);
    const tournament = this.tournament(identifier);
    if (!tournament.optInRequired) throw new ProviderError('tournament', 'optin-not-required');
    if (tournament.optedIn.includes(player.profile.userId)) throw new ProviderError('tournament', 'already-optin');
    if (!this.mayJoin(player, tournament)) throw new ProviderError('tournament', 'optin-not-allowed');
    tournament.optedIn.push(player.profile.userId);
    tournament.entries.push({
      userId: player.profile.userId,
      firstName: player.profile.firstName,
      lastName: player.profile.lastName,
      points: 0,
    });
    this.casino.save();
  }

  /** `relative` centres the page on the player's own position. */
  leaderboard(sessionId: string | null, query: LeaderboardQuery): Leaderboard {
    const player = sessionId ? this.casino.player(sessionId) : null;
    const tournament = this.tournament(query.tournamentIdentifier);
    const ranked = [...tournament.entries].sort((a, b) => b.points - a.points).map((entry, i) => ({ ...entry, position: i + 1 }));
    const limit = query.limit ?? LEADERBOARD_LIMIT;
    const own = player ? ranked.findIndex((e) => e.userId === player.profile.userId) : -1;
    const offset = query.relative && own >= 0 ? Math.max(0, own - Math.floor(limit / 2)) : (query.offset ?? 0);
    return {
      startDate: tournament.startDate,
      endDate: tournament.endDate,
      canJoin:
        !!player && tournament.optInRequired && !tournament.optedIn.includes(player.profile.userId) && this.mayJoin(player, tournament),
      players: ranked
        .slice(offset, offset + limit)
        .map(({ firstName, lastName, position, points }) => ({ firstName, lastName, position, points })),
    };
  }

  /**
   * What a platform's own leaderboard tells beyond the spec's: whether opting in is asked,
   * and whose each ranked row is (by position, from 1; null for a seeded stranger).
   */
  tournamentRules(identifier: string): { optInRequired: boolean; entrants: (string | null)[] } {
    const tournament = this.tournament(identifier);
    return {
      optInRequired: tournament.optInRequired,
      entrants: [...tournament.entries].sort((a, b) => b.points - a.points).map((e) => e.userId),
    };
  }

  private tournament(identifier: string): Tournament {
    const tournament = this.casino.state.tournaments.find((t) => t.identifier === identifier);
    if (!tournament) throw new ProviderError('tournament', 'not-found');
    return tournament;
  }

  /** Activated players, while the tournament runs. */
  private mayJoin(player: PlayerRecord, tournament: Tournament): boolean {
    const now = this.casino.now();
    return player.profile.isActivated && Date.parse(tournament.startDate) <= now && now < Date.parse(tournament.endDate);
  }

  private played(player: PlayerRecord, gameId: string): void {
    player.lastPlayed = [gameId, ...player.lastPlayed.filter((id) => id !== gameId)];
    this.casino.save();
  }
}
