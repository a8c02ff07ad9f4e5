import * as v from 'valibot'; // a namespace import: see ./platform.ts
import { NotImplemented, ProviderError, isProviderError, type AdapterConfig, type Provider } from '../provider';
import { defineProvider } from '../define-provider';
import type { Lack } from '../../domain/operations';
import type { CashierEnvironment, Limit, LimitType, SignUpValues } from '../../domain/model';
import { firstPlatformBonuses } from '../../domain/first-platform-bonuses';
import { HISTORY_PAGE_SIZE, HISTORY_START_DATE } from '../../domain/history';
import { LIMIT_TYPES } from '../../domain/limits';
import { jurisdictionFor } from '../../domain/jurisdiction';
import { registrationOptIns } from '../../domain/marketing-opt-ins';
import { createPlatformHttp } from './http';
import { launchFromCatalogue } from '../../domain/games';
import {
  ApplicableBonusesAnswer,
  AvailableAnswer,
  CountriesAnswer,
  CurrenciesAnswer,
  GrantedBonusesAnswer,
  HistoryAnswer,
  LIMIT_KINDS,
  LimitsAnswer,
  ALREADY_LOGGED_IN,
  HISTORY_TYPES,
  LoginAnswer,
  PROCEDURES as P,
  ProfileAnswer,
  SessionInfoAnswer,
  limitProcedure,
  type LimitKind,
  type PlatformProfile,
} from './platform';
import { PLATFORM_GENDERS, grantedBonusOf, limitsOf, offerOf, profileOf, transactionOf } from './read';
import { createWampSession } from './session';
import { readStorage, writeStorage } from '../../browser-storage';

export interface WampOptions {
  /** The platform's websocket, wss://… */
  url: string;
  realm: string;
  /** Base URL of the platform's HTTP calls (jackpots, favorites); default the websocket's origin. */
  httpUrl?: string;
  /**
   * The client identity to connect with first. The platform issues the one it keeps a login
   * for (`/connection#getClientIdentity`), and the adapter uses that from then on, across
   * reconnections; it is kept in localStorage while a player is signed in, so a reload keeps
   * the login (and removed at sign-out, so the next visitor on the device does not inherit it).
   */
  clientId?: string;
  /**
   * Solves the platform's captcha, for its connection CHALLENGE (`GoogleRecaptchaV2`, the
   * site key in `extra.key`) and when the request quota is used up: the operator's page shows
   * the reCAPTCHA and resolves with its response. Without it a challenged connection fails
   * (the player reads that the server cannot be reached) and an exhausted quota is rate-limit.
   */
  solveChallenge?(method: string, extra: Record<string, unknown>): Promise<string>;
  /** `culture` of `/user#getSessionInfo`. Default en-US. */
  culture?: string;
  /** Sent with a reset request, next to the player's captcha answer. */
  captchaPublicKey?: string;
  /**
   * The payment cashier's merchant and environment. The platform has no procedure that
   * tells them (its own client reads them from the operator's site configuration), so the
   * operator sets them on `<betr-config merchant-id="…" cashier-environment="…">`.
   */
  merchantId?: string;
  /** Default `production`. */
  cashierEnvironment?: CashierEnvironment;
  retryDelayMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** The WebSocket class; the browser's by default (unit tests pass an in-memory platform). */
  webSocket?: typeof WebSocket;
}

/** The adapter, and a way to close its socket (tests, a page tearing down). */
export type WampProvider = Provider & { reconnect(): Promise<void>; close(): Promise<void> };

/**
 * The WAMP adapter: the first platform (spec: cashier §7), WAMP v2 RPC over a websocket.
 * Platform errors show their own description. Operations the platform has no procedure
 * for throw NotImplemented (listed in docs/connect-a-platform.md, "WAMP adapter"); `lacks` names them, so
 * the front end does not offer them.
 */
export function createWampProvider(options: WampOptions): WampProvider {
  const now = options.now ?? Date.now;
  // The limit types without a procedure (limitKind); the operations left out below join them (defineProvider).
  const lacks = new Set<Lack>(LIMIT_TYPES.filter((type) => !Object.hasOwn(LIMIT_KINDS, type)).map((type) => `${type} limits` as const));
  // The platform keeps one session limit, minutes per session (L1, L3), shown and set as the
  // daily one (./read.ts): a weekly or monthly one would have nowhere to go.
  lacks.add('weekly session limits').add('monthly session limits');
  // `#getLimits`' `current` is `{period, amount, currency, expiryDate}`: no client reads what is
  // left of a limit (L1, L2, L3), so the deposit screen has no limit notice here (docs/connect-a-platform.md).
  lacks.add('remaining limit amounts');
  const culture = options.culture ?? 'en-US';
  const identity = clientIdentity(options.clientId);
  const session = createWampSession({
    url: options.url,
    realm: options.realm,
    clientId: () => identity.id,
    onIdentity: identity.adopt,
    culture,
    solveChallenge: options.solveChallenge,
    retryDelayMs: options.retryDelayMs,
    timeoutMs: options.timeoutMs,
    webSocket: options.webSocket,
  });
  // Signed in or out elsewhere (another tab of this client identity, the platform ending it).
  session.subscribe((event) => {
    if (event.type === 'session') (event.signedIn ? identity.keep : identity.forget)();
  });
  const { call } = session;
  const http = createPlatformHttp(options.httpUrl ?? new URL(options.url).origin.replace(/^ws/, 'http'), () => session.id);
  let playerId: string | null = null;
  /** Emails whose sign-up went unanswered (the socket dropped, or no answer in time). */
  const answerLost = new Set<string>();

  const signIn = (area: 'sign-in' | 'sign-up', email: string, password: string) =>
    session.signingIn(async () => {
      const logIn = () => call(area, { procedure: P.login, kwargs: { usernameOrEmail: email, password } }, v.parser(LoginAnswer));
      const login = await logIn().catch(async (error: unknown) => {
        if (!isProviderError(error) || error.description !== ALREADY_LOGGED_IN) throw error;
        // This client identity still holds a login (an answer lost on the way, another tab, a
        // session this page never heard of), perhaps another player's: the credentials just
        // typed decide who is signed in, so that login ends first, silently, and this one follows.
        session.forget();
        await call(area, { procedure: P.logout });
        return logIn();
      });
      playerId = null;
      const sessionId = await session.begin(area);
      identity.keep();
      return { sessionId, mustAcceptTerms: login.hasToAcceptTC, isEmailVerified: login.isEmailVerified };
    });
  const sessionInfo = () => call('general', { procedure: P.sessionInfo, kwargs: { culture } }, v.parser(SessionInfoAnswer));
  const countries = () => call('general', { procedure: P.countries }, v.parser(CountriesAnswer));
  const platformProfile = () => call('player', { procedure: P.profile }, v.parser(ProfileAnswer));
  /** `#getProfile` has no verified-email flag or groups: `#getSessionInfo` has (L1, L2, L6). */
  const profile = async () => {
    const [answer, info] = await Promise.all([platformProfile(), sessionInfo()]);
    const read = profileOf(answer, {
      isEmailVerified: info.isEmailVerified,
      roles: info.roles,
      jurisdiction: jurisdictionFor(undefined, answer.fields.country),
    });
    playerId = read.userId;
    return read;
  };
  const player = async () => playerId ?? (await profile()).userId;
  const limitKind = (type: LimitType, period: string): LimitKind => {
    if (!Object.hasOwn(LIMIT_KINDS, type)) throw new NotImplemented(`${type} limits`);
    // A weekly or monthly session limit would overwrite the platform's one (see `lacks`).
    const lacked = `${period} ${type} limits`;
    if (lacks.has(lacked as Lack)) throw new NotImplemented(lacked);
    return LIMIT_KINDS[type as keyof typeof LIMIT_KINDS];
  };
  async function limits(): Promise<Limit[]> {
    return limitsOf(await call('responsible-gaming', { procedure: P.limits }, v.parser(LimitsAnswer)));
  }
  /** Money limits are set in the player's currency (L1, L2, L3 send it). */
  const playerCurrency = async () => (await sessionInfo()).currency;
  async function setLimit(type: LimitType, period: string, amount: number): Promise<void> {
    const kind = limitKind(type, period);
    // Session limits are minutes per session, with no period (L1, L3).
    const kwargs = kind === 'session' ? { minutes: amount } : { period, amount, currency: await playerCurrency() };
    await call('responsible-gaming', { procedure: limitProcedure('set', kind), kwargs });
  }

  /**
   * The limits chosen at sign-up: the platform's registration takes none (no public client
   * sends any), so they are set once the new player is signed in, one period at a time, each
   * with its own `#setDepositLimit {period, amount, currency}` as L7 sets them (the platform
   * keeps one per period: `depositPerDay`, `depositPerWeek`, `depositPerMonth`). Of the
   * session limits only the daily one is offered (see `lacks`), and set as the platform's one.
   */
  async function signUpLimits(values: SignUpValues): Promise<void> {
    const chosen = [
      ['daily', values.depositLimitDay],
      ['weekly', values.depositLimitWeek],
      ['monthly', values.depositLimitMonth],
    ] as const;
    for (const [period, amount] of chosen) if (amount !== undefined && amount !== null) await setLimit('deposit', period, amount);
    if (values.sessionLimitDay !== undefined && values.sessionLimitDay !== null) await setLimit('session', 'daily', values.sessionLimitDay);
  }

  // Left out, and so lacking (defineProvider): what the platform has no procedure for, as each
  // group below says.
  return defineProvider(
    {
      name: 'wamp',
      needsCaptcha: true,
      lacks,
      subscribe: session.subscribe,
      reconnect: session.reconnect,
      close: session.close,

      // session: no bank identity, display pages or single sign-on
      signIn: (email, password) => signIn('sign-in', email, password),
      async signOut() {
        // Forgotten first: the platform's code 1 for this logout reaches this connection too,
        // and is then no news for subscribers.
        session.forget();
        identity.forget();
        await call('general', { procedure: P.logout });
      },
      forgetSession() {
        // The login is over (another tab signed out, or found it ended): this connection's view of
        // it goes, and this page keeps no client identity for other tabs to join. The identity
        // stored may already be a new login's, so it stays.
        session.forget();
        identity.release();
      },
      async restoreSession(sessionId) {
        // Another tab of this browser signed in: the login belongs to the client identity it
        // keeps, so this tab connects under that identity too, and from then on hears that
        // login's /sessionStateChange itself (a sign-out there, or the platform ending it).
        if (identity.join()) await session.reopen();
        if (!(await sessionInfo()).isAuthenticated) {
          session.forget();
          identity.forget();
          return false;
        }
        return (await session.begin('general')) === sessionId;
      },
      async getSessionInfo() {
        const info = await sessionInfo();
        if (!info.isAuthenticated) {
          session.end();
          throw new ProviderError('general', 'unknown-error');
        }
        return {
          length: Math.max(0, Math.floor((now() - Date.parse(info.loginTime)) / 60_000)),
          started: info.loginTime,
          nextRealityCheck: null,
          previous: null,
        };
      },
      async getVisitorCountry() {
        const { countries: list, currentIPCountry } = await countries();
        const country = list.find((c) => c.code === currentIPCountry);
        return { country: country?.code ?? null, currency: country?.currency ?? '', phonePrefix: country?.phonePrefix ?? '' };
      },
      async getJurisdiction() {
        if (session.id !== null) return (await profile()).jurisdiction;
        return jurisdictionFor(undefined, (await countries()).currentIPCountry);
      },

      // registration: no e-mail or phone checks, deposit limit ranges or cross-brand limits
      async signUp(values) {
        if (values.token !== undefined || values.password === undefined) throw new NotImplemented('signUp without a password');
        const { email, password } = values;
        let conflict: ProviderError | null = null;
        try {
          await call('sign-up', { procedure: P.register, kwargs: registration(values, activationPage(email)) }).catch((error: unknown) => {
            // The answer to an earlier attempt was lost: the platform may have registered the
            // player then. The credentials just typed decide: if they sign in, it did.
            if (!answerLost.has(email) || !isProviderError(error) || error.key !== 'player-conflict') throw error;
            conflict = error;
          });
          const result = await signIn('sign-up', email, password).catch((error: unknown) => {
            throw conflict !== null && !isLostAnswer(error) ? conflict : error;
          });
          answerLost.delete(email);
          await signUpLimits(values);
          return result;
        } catch (error) {
          if (isLostAnswer(error)) answerLost.add(email);
          throw error;
        }
      },
      getCountries: async () => (await countries()).countries,
      getCurrencies: async () =>
        (await call('general', { procedure: P.currencies }, v.parser(CurrenciesAnswer))).map(({ code }) => ({ code })),
      getCallingCodes: async () => [...new Set((await countries()).countries.map((c) => c.phonePrefix))].map((code) => ({ code })),

      // activation: the platform knows a player by the code; the email helps the stand-in find one.
      // It sends no code again.
      activate: (email, code) => call('activate', { procedure: P.activate, kwargs: { verificationCode: code.trim(), email } }),

      // password
      async forgotPassword(email, captchaResponse) {
        if (!captchaResponse?.trim()) throw new ProviderError('forgot-password', 'captcha-required');
        // The platform appends the key to changePwdURL as it is (L1 doc): the page's own parameter last.
        const kwargs = {
          email,
          changePwdURL: `${location.origin}${location.pathname}?${RESET_KEY_PARAMETER}=`,
          captchaPublicKey: options.captchaPublicKey ?? '',
          captchaResponse,
        };
        await call('forgot-password', { procedure: P.sendResetEmail, kwargs });
      },
      async resetPassword({ key, password }) {
        if (key === undefined) throw new NotImplemented('resetPassword with a token');
        await call('reset-password', { procedure: P.resetPassword, kwargs: { key, password } });
      },
      isResetKeyValid: async (key) =>
        (await call('reset-password', { procedure: P.resetKeyAvailable, kwargs: { key } }, v.parser(AvailableAnswer))).isAvailable,
      changePassword: (oldPassword, newPassword) => call('player', { procedure: P.changePassword, kwargs: { oldPassword, newPassword } }),

      // terms and content: the operator's CMS serves them, not the platform (nor the version or brand blocks)
      acceptTerms: () => call('terms', { procedure: P.acceptTerms }),

      // profile and wallet: no player properties
      getProfile: profile,
      async updateProfile(update) {
        // Clients send the whole form and read nothing back (L2, L4): the profile as it is, the changes over it.
        const { fields } = await platformProfile();
        const changes = {
          address1: update.address,
          city: update.city,
          postalCode: update.zip,
          mobile: update.phone,
          mobilePrefix: update.callingCode,
          password: update.password,
        };
        const kwargs = {
          ...profileForm(fields),
          ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        };
        await call('player', { procedure: P.updateProfile, kwargs });
        return profile();
      },
      getWallet: () => session.wallet(),

      // bonuses: none are claimed or cancelled; no messages
      async getBonuses() {
        const kwargs = { skipRecords: 0, maxRecords: 1000, type: '' };
        const { bonuses } = await call('bonus', { procedure: P.grantedBonuses, kwargs }, v.parser(GrantedBonusesAnswer));
        return firstPlatformBonuses(
          bonuses.flatMap((b) => grantedBonusOf(b) ?? []),
          now(),
        );
      },
      async getBonusOffers() {
        if (session.id === null) return [];
        const { wallet, accountId: gamingAccountID } = await session.balance();
        const answer = await call(
          'bonus',
          { procedure: P.applicableBonuses, kwargs: { type: 'deposit', gamingAccountID } },
          v.parser(ApplicableBonusesAnswer),
        );
        return firstPlatformBonuses(
          answer.bonuses.flatMap((b) => offerOf(b, wallet.currency) ?? []),
          now(),
        );
      },
      triggerBonus: (bonusCode) => call('bonus', { procedure: P.applyBonus, kwargs: { bonusCode } }),

      // limits and responsible gaming: deposit, loss, wagering and session limits only; no blocks,
      // self-exclusion, reality check, product blocks, session summary, source of wealth or gambling test
      getLimits: limits,
      async setLimit({ type, period, amount }) {
        await setLimit(type, period, amount);
        return limits();
      },
      async removeLimit({ type, period }) {
        const kind = limitKind(type, period);
        // A deposit limit is removed by its period, the others by kind alone (L2, L3).
        await call('responsible-gaming', { procedure: limitProcedure('remove', kind), kwargs: kind === 'deposit' ? { period } : {} });
        return limits();
      },

      // history: no payment statistics; no KYC
      async getHistory({ page, type }) {
        // The platform's history is its payments (HISTORY_TYPES): it names no bet, win or
        // cash-out, so the gambling filter says it is not available here rather than guess.
        if (!Object.hasOwn(HISTORY_TYPES, type)) throw new NotImplemented(`getHistory ${type}`);
        const kwargs = {
          // "1 means first page" (L1 doc; every client sends 1); our pages count from 0.
          type: HISTORY_TYPES[type as keyof typeof HISTORY_TYPES],
          startTime: `${HISTORY_START_DATE}T00:00:00.000Z`,
          endTime: new Date(now()).toISOString(),
          pageIndex: page + 1,
          pageSize: HISTORY_PAGE_SIZE,
        };
        const answer = await call('general', { procedure: P.history, kwargs }, v.parser(HistoryAnswer));
        return { transactions: answer.transactions.map((t) => transactionOf(t, type)), totalPageCount: answer.totalPageCount };
      },

      // cashier (no subscriptions): the merchant from the operator's configuration, the player from the profile,
      // and the CMS session id, which the cashier protocol carries in its config
      async getDepositConfig() {
        const { merchantId, cashierEnvironment = 'production' } = options;
        if (!merchantId) {
          // The integrator reads why in the console; the player, the catalogue's message.
          console.error('betr: the wamp adapter needs merchant-id on <betr-config> for the cashier');
          throw new ProviderError('cashier', 'load-failed');
        }
        const { userId, currency, language } = await profile();
        const sessionId = session.id;
        if (sessionId === null) throw new ProviderError('general', 'unknown-error');
        return { merchantId, environment: cashierEnvironment, userId, sessionId, currency, locale: language };
      },

      // games and the lobby: games, jackpots and favorites over HTTP; last played is not kept here,
      // and there are no tournaments or chat
      getGames: async () => (await http.games()).map(({ launchUrl: _launchUrl, ...game }) => game),
      launchGame: async (launch) => {
        // Real money carries the player's session (`_sid`), only to a game on the page's origin or in gameOrigins.
        const url = await launchFromCatalogue(await http.games(), (game) => game.launchUrl, launch, location, {
          param: '_sid',
          value: async () => session.id ?? Promise.reject(new ProviderError('general', 'session-expired')),
        });
        if (url === null) throw new ProviderError('general', 'unknown-error');
        return { url };
      },
      getFavorites: async () => http.favorites(await player()),
      addFavorite: async (gameId) => http.addFavorite(await player(), gameId),
      removeFavorite: async (gameId) => http.removeFavorite(await player(), gameId),
      getJackpots: () => http.jackpots(),
    },
    // betr shows its own popups and games here.
    { elsewhere: ['openPlatformPopup', 'openPlatformGame'] },
  );
}

/** The page parameters the widgets open a mailed link by (src/elements/address-links.ts). */
const RESET_KEY_PARAMETER = 'reset-pw-key';
const ACTIVATION_KEY_PARAMETER = 'activation-key';

/**
 * `emailVerificationURL`: this page, ending with the parameter the platform's key is appended
 * to (as it does to changePwdURL); the email rides along so the activation form knows whom.
 */
function activationPage(email: string): string {
  return `${location.origin}${location.pathname}?email=${encodeURIComponent(email)}&${ACTIVATION_KEY_PARAMETER}=`;
}

/**
 * `/user/account#register`'s kwargs, as public clients send them (L1, L2, L6, L8): `username`,
 * `emailVerificationURL` and `userConsents` among them. The bonus code has no public trace.
 */
function registration(v: SignUpValues, emailVerificationURL: string): Record<string, unknown> {
  const optIns = registrationOptIns(v);
  return {
    username: v.email,
    email: v.email,
    password: v.password,
    firstname: v.firstName,
    surname: v.lastName,
    birthDate: v.dateOfBirth,
    gender: v.gender ? PLATFORM_GENDERS[v.gender] : undefined,
    address1: v.address,
    city: v.city,
    postalCode: v.zip,
    mobilePrefix: v.callingCode,
    mobile: v.phone,
    country: v.country,
    currency: v.currency,
    language: v.language,
    emailVerificationURL,
    bonusCode: v.bonusCode,
    userConsents: {
      termsandconditions: v.acceptTerms === true,
      emailmarketing: optIns.some((o) => o.endsWith('-emails')),
      sms: optIns.some((o) => o.endsWith('-sms')),
    },
  };
}

/** `#updateProfile`'s form: the profile's fields under the platform's names, as read. */
function profileForm(f: PlatformProfile['fields']): Record<string, unknown> {
  const { userID: _userID, username: _username, currency: _currency, language: _language, ...form } = f;
  return form;
}

/** No answer came: the socket dropped under the call, or it took too long. The platform may have done it. */
function isLostAnswer(error: unknown): boolean {
  return isProviderError(error) && error.area === 'general' && (error.key === 'offline' || error.key === 'timeout');
}

const CLIENT_ID_KEY = 'betr:wamp-cid';

/**
 * The platform's client identity: issued by the platform (`/connection#getClientIdentity`, on
 * each connection) and named in `?cid=` from then on, so a dropped socket keeps the login. It
 * is written to localStorage while a player is signed in, so a reload keeps the login too, and
 * removed when they sign out, so nothing of the player is left on the device after. Where storage
 * is blocked (private mode, a sandboxed frame) or full, the login lasts the page.
 */
function clientIdentity(initial: string | undefined): {
  readonly id: string;
  adopt(cid: string): void;
  join(): boolean;
  keep(): void;
  release(): void;
  forget(): void;
} {
  let id = initial ?? readStorage('local', CLIENT_ID_KEY) ?? '';
  let kept = false;
  return {
    get id() {
      return id;
    },
    adopt(cid) {
      id = cid;
      if (kept) writeStorage('local', CLIENT_ID_KEY, id);
    },
    /** Take up the identity another tab keeps, when it differs; true when it did. */
    join() {
      const stored = readStorage('local', CLIENT_ID_KEY);
      if (!stored || stored === id) return false;
      id = stored;
      return true;
    },
    keep() {
      kept = true;
      if (id) writeStorage('local', CLIENT_ID_KEY, id);
    },
    /** Keep the identity no longer, leaving what is stored to the tab that stored it. */
    release() {
      kept = false;
    },
    forget() {
      kept = false;
      writeStorage('local', CLIENT_ID_KEY, null);
    },
  };
}

/** The adapter module's entry for `src/stores/current-provider.ts`: `<betr-config adapter="wamp" url="wss://…" realm="…">`. */
export function createProvider(config: AdapterConfig): WampProvider {
  if (!config.url || !config.realm) throw new Error('betr: the wamp adapter needs url and realm on <betr-config>');
  return createWampProvider({
    url: config.url,
    realm: config.realm,
    httpUrl: config.apiUrl,
    culture: config.lang,
    merchantId: config.merchantId,
    cashierEnvironment: config.cashierEnvironment,
  });
}
