/**
 * Every call the widgets make to the REST platform, by method and path (`{name}` for a path
 * segment). The adapter calls only these; the signing gateway (src/gateway) forwards only
 * these, so a page can never reach any other part of the platform through it.
 */
export interface RestRoute {
  method: 'GET' | 'POST';
  /** As the platform spells it, e.g. '/bonus/{id}/claim'. */
  path: string;
}

/** Session, sign-up, activation, password, profile, wallet, content, subscriptions, messages, bank identity. */
const PLAYER: readonly RestRoute[] = [
  // (filled in by the REST adapter's player half)
];

/** Limits, responsible gaming, bonuses, KYC, history and stats, casino, favorites, jackpots, tournaments. */
const PLAY: readonly RestRoute[] = [
  // (filled in by the REST adapter's play half)
];

export const REST_ROUTES: readonly RestRoute[] = [...PLAYER, ...PLAY];
