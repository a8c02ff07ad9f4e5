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

const PARAMETER = /^\{\w+\}$/;

/**
 * Which route of a table a method and path are (`{name}` is one path segment), or null: the
 * adapter's check of its own calls and the signing gateway's allow-list, one matcher for both
 * (pure, so the page's adapter and the gateway's Node server import it alike). A `{name}`
 * segment is one non-empty segment that, decoded, holds no slash, backslash or control
 * character and is not `.` or `..`: a page cannot climb out of an allowed path into another
 * part of the platform. The table is made ready once for every call: the paths
 * without a `{name}` in a map, the patterns split into segments. The answer is the first of
 * the table's routes that matches, as a walk through the table in order finds it.
 */
export function routeMatcher(routes: readonly RestRoute[]): (method: string, path: string) => RestRoute | null {
  const fixed = new Map<string, { route: RestRoute; index: number }>();
  const patterns: { route: RestRoute; index: number; parts: (string | null)[] }[] = [];
  routes.forEach((route, index) => {
    const parts = route.path.split('/').map((part) => (PARAMETER.test(part) ? null : part));
    const key = `${route.method} ${route.path}`;
    if (parts.includes(null)) patterns.push({ route, index, parts });
    else if (!fixed.has(key)) fixed.set(key, { route, index });
  });
  return (method, path) => {
    const exact = fixed.get(`${method} ${path}`);
    let segments: string[] | null = null;
    for (const { route, index, parts } of patterns) {
      if (exact && index > exact.index) break;
      if (route.method !== method) continue;
      segments ??= path.split('/');
      if (parts.length === segments.length && parts.every((part, i) => (part === null ? isSegment(segments![i]!) : part === segments![i])))
        return route;
    }
    return exact?.route ?? null;
  };
}

function isSegment(raw: string): boolean {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  return value !== '' && value !== '.' && value !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(value);
}
