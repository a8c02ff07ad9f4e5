// Bank identity (SGA) on the REST platform stand-in, as the platform's SDK has it
// (PlayerClient: getInitCodeUrl, signInWithCode, signUpWithCode): the identity provider's
// frame, then an OAuth code.
//   GET  /player/init/code ?redirect_uri&platform&display[&state…]  the frame's launch URL (a JSON string)
//   POST /player/signin/code {Code, RedirectUrl, State, Platform, KycProvider, …}
//        → {SessionId, JwtTokenSignup: null} for a player of the brand,
//          {JwtTokenSignup, SessionId: null} for a person it does not know (token sign-up)
//   POST /player/signup/code {Code, RedirectUrl, State, BirthDate, Email, Language, Currency,
//        Country, Platform, Jurisdiction, …} → {PlayerId, SessionId}: a whole sign-up with the
//        code, for a person the brand does not know
// The identity provider is this server's frame (demo/server/bank-identity.ts); the person it
// names goes through the simulated casino's bank identity, so the casino decides who is
// signed in, refused (Spelpaus) or new.
import { ProviderError } from '../../../src/adapters/provider.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { launchFrame, redeemCode } from '../bank-identity.ts';
import { InvalidField, param, text, type Body, type RestRoute } from './route.ts';
import { session, signUp } from './sessions.ts';

/** The SDK's `Platform`. */
const PLATFORMS = ['desktop', 'mobile'];

function oneOf(value: string, allowed: readonly string[], field: string): string {
  if (!allowed.includes(value)) throw new InvalidField(field);
  return value;
}

/** An absolute web address: the only kind of redirect_uri an OAuth provider accepts. */
function webAddress(value: string, field: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Not an address at all.
  }
  throw new InvalidField(field);
}

/**
 * The code of the body, checked as the platform does: issued by the identity provider, not
 * used before nor expired, and sent with the same redirect URL and state it was issued for.
 * Then the person the bank named goes through the casino: a session, a sign-up token, or
 * the casino's refusal (the Spelpaus register).
 */
function redeem(casino: Casino, body: Body, area: 'sign-in' | 'sign-up') {
  const issued = redeemCode(text(body, 'Code'));
  if (!issued) throw new InvalidField('Code');
  if (text(body, 'RedirectUrl') !== issued.redirectUri) throw new InvalidField('RedirectUrl');
  if (text(body, 'State') !== issued.state) throw new InvalidField('State');
  oneOf(text(body, 'Platform'), PLATFORMS, 'Platform');
  casino.bankIdentity.approve(issued.orderRef, issued.person);
  const answer = casino.bankIdentity.collect(issued.orderRef);
  if (answer.kind === 'pending' || answer.kind === 'failed') throw new ProviderError(area, 'unknown-error');
  return answer;
}

export const bankIdentityRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/player/init/code',
    handle: ({ casino, query }) => {
      const redirectUri = webAddress(param(query, 'redirect_uri'), 'redirect_uri');
      oneOf(param(query, 'platform'), PLATFORMS, 'platform');
      if (!param(query, 'display')) throw new InvalidField('display');
      const { orderRef, autoStartUrl } = casino.bankIdentity.start('sign-in');
      return launchFrame({ orderRef, autoStartUrl, redirectUri, state: query.get('state') ?? '' });
    },
  },
  {
    method: 'POST',
    path: '/player/signin/code',
    handle: ({ casino, body }) => {
      if (!text(body, 'KycProvider')) throw new InvalidField('KycProvider');
      const answer = redeem(casino, body, 'sign-in');
      if (answer.kind === 'sign-up-token') return { SessionId: null, JwtTokenSignup: answer.token };
      return { SessionId: session(casino, answer.result), JwtTokenSignup: null };
    },
  },
  {
    method: 'POST',
    path: '/player/signup/code',
    handle: ({ casino, body }) => {
      const answer = redeem(casino, body, 'sign-up');
      // A player of the brand already: the bank named someone who has an account.
      if (answer.kind === 'session') {
        casino.sessions.signOut(answer.result.sessionId);
        throw new ProviderError('sign-up', 'player-conflict');
      }
      // The rest of the body is a token sign-up's (SignUpTokenParams), for the person the code names.
      return signUp(casino, { ...body, JwtTokenString: answer.token }, true);
    },
  },
];
