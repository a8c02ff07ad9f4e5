/**
 * Every call the widgets make to the REST platform, by method and path (`{name}` for a path
 * segment). The adapter calls only these; the signing gateway (src/rest-gateway) forwards only
 * these, so a page can never reach any other part of the platform through it.
 */
export interface RestRoute {
  method: 'GET' | 'POST';
  /** As the platform spells it, e.g. '/bonus/{id}/claim'. */
  path: string;
}

/** Session, sign-up, activation, password, profile, wallet, content, subscriptions, messages, bank identity. */
const PLAYER: readonly RestRoute[] = [
  // Session (PlayerClient, ResponsibleGamingClient.getSession)
  { method: 'POST', path: '/player/signin/v2' },
  { method: 'POST', path: '/player/signout' },
  { method: 'GET', path: '/responsiblegaming/session' },
  // Sign-up and its checks
  { method: 'POST', path: '/player/signup/v2' },
  { method: 'POST', path: '/player/signup/token' },
  { method: 'GET', path: '/player/validate-email' },
  { method: 'GET', path: '/player/validate-phone' },
  // Activation and passwords
  { method: 'POST', path: '/player/activate' },
  { method: 'POST', path: '/player/request-activation-code' },
  { method: 'POST', path: '/player/request-password-reset' },
  { method: 'POST', path: '/player/reset-password' },
  { method: 'POST', path: '/player/change-password' },
  // Profile, wallet, terms, required pages, properties, single sign-on
  { method: 'GET', path: '/player/user-info' },
  { method: 'GET', path: '/player-groups' },
  { method: 'POST', path: '/player/update' },
  { method: 'GET', path: '/wallets' },
  { method: 'GET', path: '/player/update-player-tac' },
  { method: 'GET', path: '/player/display-pages' },
  { method: 'GET', path: '/player-properties' },
  { method: 'POST', path: '/player-properties' },
  { method: 'POST', path: '/player/create-sso-token' },
  // Content and site (ContentClient, CurrenciesClient)
  { method: 'GET', path: '/content/bootstrap' },
  { method: 'GET', path: '/content/GetDocument' },
  { method: 'GET', path: '/currencies' },
  // Subscriptions (opt-ins) and unsubscribe links
  { method: 'GET', path: '/player/opt-in-outs' },
  { method: 'POST', path: '/player/opt-in' },
  { method: 'POST', path: '/player/opt-out' },
  { method: 'GET', path: '/player/opt-out-ins' },
  { method: 'POST', path: '/player/opt-out-choices' },
  // Messages (InternalMessagingClient)
  { method: 'GET', path: '/internalmessages' },
  { method: 'GET', path: '/internalmessages/with-status' },
  { method: 'POST', path: '/internalmessages/mark' },
  // Bank identity (SGA): the identity provider's frame, then its code
  { method: 'GET', path: '/player/init/code' },
  { method: 'POST', path: '/player/signin/code' },
  { method: 'POST', path: '/player/signup/code' },
];

/** Limits, responsible gaming, bonuses, KYC, history and stats, casino, favorites, jackpots, tournaments. */
const PLAY: readonly RestRoute[] = [
  { method: 'GET', path: '/responsiblegaming/limit' },
  { method: 'POST', path: '/responsiblegaming/limit/v2' },
  { method: 'POST', path: '/responsiblegaming/limit/cancel/{id}' },
  { method: 'POST', path: '/responsiblegaming/block/{days}' },
  { method: 'POST', path: '/responsiblegaming/self-exclude/{days}' },
  { method: 'POST', path: '/responsiblegaming/panic' },
  { method: 'GET', path: '/responsiblegaming/realitycheck-data' },
  { method: 'GET', path: '/responsiblegaming/product-blocks' },
  { method: 'POST', path: '/responsiblegaming/pgsi-score' },
  { method: 'GET', path: '/player/payment-stats' },
  { method: 'GET', path: '/player/lifetime-stats' },
  { method: 'GET', path: '/bonus' },
  { method: 'GET', path: '/bonus/pending' },
  { method: 'GET', path: '/bonus/offers' },
  { method: 'POST', path: '/bonus/trigger/{code}' },
  { method: 'POST', path: '/bonus/{id}/claim' },
  { method: 'POST', path: '/bonus/{id}/cancel' },
  { method: 'GET', path: '/kyc' },
  { method: 'POST', path: '/kyc/upload' },
  { method: 'POST', path: '/kyc/source-of-wealth/v2' },
  { method: 'GET', path: '/transaction/payments' },
  { method: 'GET', path: '/transaction/gameplay' },
  { method: 'GET', path: '/transaction/sportsbookbets' },
  { method: 'GET', path: '/casino' },
  { method: 'GET', path: '/casino/favorites' },
  { method: 'POST', path: '/casino/set-favorite/{gameId}' },
  { method: 'POST', path: '/casino/remove-favorite/{gameId}' },
  { method: 'GET', path: '/casino/last-played-games' },
  { method: 'POST', path: '/casino/set-last-played-game' },
  { method: 'GET', path: '/event-feed/jackpots' },
  { method: 'POST', path: '/player/tournament-opt-in' },
  { method: 'GET', path: '/casinotournament/leaderboard' },
  { method: 'GET', path: '/casinotournament/leaderboard-relative' },
];

export const REST_ROUTES: readonly RestRoute[] = [...PLAYER, ...PLAY];
