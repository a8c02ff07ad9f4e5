import { NotImplemented, ProviderError, type AdapterConfig, type Provider, type ProviderEvent } from '../provider';
import { defineProvider } from '../define-provider';
import type { ProviderOperation, Lack } from '../../domain/operations';
import type { CrossBrandDepositLimit, DepositLimitRangeOverride, DisplayPage, LimitPeriod, LimitType, Wallet } from '../../domain/model';
import { isErrorKey, type ErrorArea, type ErrorKey } from '../../domain/error-catalogue';
import { Casino } from './casino';
import { SessionExpired } from './core';
import type { LimitRequestReceipt } from './limits';
import { createMemoryStorage } from './memory-storage';
import { browserStorage } from '../../browser-storage';
import { standInPayment } from './payments';
import type { Mail, StorageLike, UploadReceipt } from './state';

export type { Mail, StorageLike, UploadReceipt } from './state';
export { Casino } from './casino';
export { SessionExpired } from './core';
export { createMemoryStorage } from './memory-storage';

/** Test and demo knobs of the simulated casino. */
export interface StubControls {
  /** Every mail the casino sent (activation codes, reset links), oldest first. */
  outbox(): Mail[];
  /** Back to the seeded casino; also clears injected failures and the clock offset, and signs out. */
  reset(): void;
  /** Delay every call by `ms`. */
  latency(ms: number): void;
  /**
   * Make every later call of `operation` throw `ProviderError(area, key)` (the area defaults
   * to the operation's own, e.g. 'sign-in' for signIn); a null key clears it.
   */
  fail(operation: ProviderOperation, key: string | null, area?: ErrorArea): void;
  /**
   * Play a platform without these (an operation, or a type of limit): the provider's `lacks`
   * names them and each throws NotImplemented. An empty list lacks nothing again.
   */
  lack(lacked: Lack[]): void;
  /** Answer a pending bank-identity attempt as this person (email or personal number). */
  approveOAuth(orderRef: string, personalNumberOrEmail: string): void;
  denyOAuth(orderRef: string): void;
  /** The script URL of the operator's chat service in the chat configuration. */
  setChatScript(scriptUrl: string): void;
  /** The visitor's IP country; null means restricted access. */
  setVisitorCountry(country: string | null): void;
  /** The deposit limits the person of this personal number has at the operator's other brands. */
  setCrossBrandLimits(personalNumber: string, limits: CrossBrandDepositLimit[]): void;
  /** The operator's own deposit slider ranges for the person of this personal number. */
  setDepositLimitRanges(personalNumber: string, ranges: DepositLimitRangeOverride): void;
  /** Pages the player must see after sign-in. */
  setDisplayPages(email: string, pages: DisplayPage[]): void;
  /** What the casino received with the last KYC upload. */
  lastUpload(): UploadReceipt | null;
  /** What the casino received with the last set-limit or remove-limit request. */
  lastLimitRequest(): LimitRequestReceipt | null;
  /** Move the casino's clock forward, e.g. past a 72-hour limit increase. */
  advanceClock(ms: number): void;
  /**
   * End the signed-in player's session on the casino's side, as a platform's time-out does:
   * the page still thinks it is signed in, and its next call is refused (a 401 on a real
   * platform), which signs it out.
   */
  expireSession(): void;
  /**
   * The player with `email` has used up a session limit, as the platform measures it: their
   * sessions end (pushed, with no call) and sign-in is refused (login-time-blocked) for the
   * rest of the limit's period. Throws for a player with no session limit.
   */
  reachSessionLimit(email: string): void;
  /**
   * Credit the signed-in player as a completed cashier deposit would (pushed as a wallet
   * event), for a demo or test without the cashier stand-in. Throws when signed out.
   */
  deposit(amount: number, options?: { method?: string; bonusCode?: string }): Wallet;
  /** Debit the signed-in player as a completed cashier withdrawal would. Throws when signed out. */
  withdraw(amount: number, options?: { method?: string }): Wallet;
}

export type StubProvider = Provider & { readonly controls: StubControls };

export interface StubOptions {
  /** Defaults to `localStorage` where it can be used, else memory. */
  storage?: StorageLike;
  now?: () => number;
  latencyMs?: number;
  /**
   * Where the cashier stand-in's messages arrive (the page's window). A real payment provider
   * tells the casino's server of a completed payment; this casino lives in the page, so it
   * hears of it from the stand-in's TX_SUCCESS instead, once per txRefId.
   */
  paymentNotifications?: Pick<Window, 'addEventListener'>;
  /** The cashier stand-in's address (`<betr-config cashier-url>`); default http://localhost:5000. */
  cashierUrl?: string;
}

/** The area a failure injected with `fail()` belongs to, when the test names none. */
const FAILURE_AREAS: Partial<Record<ProviderOperation, ErrorArea>> = {
  signIn: 'sign-in',
  startOAuth: 'sign-in',
  collectOAuth: 'sign-in',
  signUp: 'sign-up',
  validateEmail: 'sign-up',
  validatePhone: 'sign-up',
  activate: 'activate',
  requestActivationCode: 'activate',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  isResetKeyValid: 'reset-password',
  changePassword: 'player',
  getProfile: 'player',
  updateProfile: 'player',
  getTerms: 'terms',
  acceptTerms: 'terms',
  getBonuses: 'bonus',
  getBonusOffers: 'bonus',
  triggerBonus: 'bonus',
  claimBonus: 'bonus',
  cancelBonus: 'bonus',
  getLimits: 'responsible-gaming',
  setLimit: 'responsible-gaming',
  removeLimit: 'responsible-gaming',
  block: 'responsible-gaming',
  selfExclude: 'responsible-gaming',
  sendSelfExcludeChoice: 'responsible-gaming',
  getRealityCheck: 'responsible-gaming',
  getProductBlocks: 'responsible-gaming',
  getSessionSummary: 'responsible-gaming',
  submitGamblingTest: 'responsible-gaming',
  getCrossBrandDepositLimits: 'responsible-gaming',
  submitSourceOfWealth: 'source-of-wealth',
  getSubscriptions: 'subscription',
  updateSubscriptions: 'subscription',
  unsubscribe: 'unsubscribe',
  getKycDocuments: 'kyc',
  uploadKycDocument: 'kyc',
  optInTournament: 'tournament',
  getLeaderboard: 'tournament',
  getDepositConfig: 'cashier',
};

/**
 * The stub adapter: the simulated casino in this page. It holds the session id in memory
 * only; every call is async, honours the latency knob and answers with copies.
 */
export function createStubProvider(options: StubOptions = {}): StubProvider {
  const baseNow = options.now ?? Date.now;
  let clockOffset = 0;
  let latencyMs = options.latencyMs ?? 0;
  let sessionId: string | null = null;
  const failures = new Map<ProviderOperation, { area: ErrorArea; key: ErrorKey }>();
  const lacks = new Set<Lack>();
  const refuseLacking = (name: Lack) => {
    if (lacks.has(name)) throw new NotImplemented(name);
  };
  /** A type of limit, or that type for this period ('weekly session limits'). */
  const refuseLackingLimit = ({ type, period }: { type: LimitType; period: LimitPeriod }) => {
    refuseLacking(`${type} limits`);
    if (period === 'daily' || period === 'weekly' || period === 'monthly') refuseLacking(`${period} ${type} limits`);
  };
  const listeners = new Set<(event: ProviderEvent) => void>();
  const casino = new Casino({ storage: options.storage ?? defaultStorage(), now: () => baseNow() + clockOffset });
  const {
    sessions,
    bankIdentity,
    registration,
    passwords,
    account,
    messages,
    bonuses,
    limits,
    responsibleGaming,
    documents,
    payments,
    lobby,
    site,
  } = casino;

  const emit = (event: ProviderEvent) => listeners.forEach((listener) => listener(event));
  const endSession = () => {
    if (sessionId === null) return;
    sessionId = null;
    emit({ type: 'session', signedIn: false });
  };
  const begin = <T extends { sessionId: string }>(result: T): T => {
    sessionId = result.sessionId;
    return result;
  };

  casino.subscribe((event) => {
    if (sessionId === null) return;
    if (event.type === 'session-ended' && event.sessionId === sessionId) endSession();
    if (event.type === 'wallet' && sessions.userId(sessionId) === event.userId) {
      emit({ type: 'wallet', wallet: structuredClone(event.wallet) });
    }
  });

  /**
   * The stub's transport. It keeps apart from the `call(area, request, read)` of the wire
   * adapters (../call) on purpose: the stub is the platform itself, in the page. Its
   * request is a method of the simulated casino, whose rules already throw the catalogue's
   * `ProviderError`s; its answer is a value of ours, copied rather than read; and it needs
   * the operation's name, not an area, to play the test knobs `fail()` and `lack()`.
   */
  async function call<T>(operation: ProviderOperation, run: () => T): Promise<T> {
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    refuseLacking(operation);
    const failure = failures.get(operation);
    if (failure) throw new ProviderError(failure.area, failure.key);
    try {
      return structuredClone(run());
    } catch (error) {
      if (error instanceof SessionExpired) endSession();
      throw error;
    }
  }
  /** An operation on the signed-in player. */
  const player = <T>(operation: ProviderOperation, run: (sessionId: string) => T) =>
    call(operation, () => {
      if (sessionId === null) throw new SessionExpired();
      return run(sessionId);
    });
  /** An operation that answers visitors too, more fully when signed in. */
  const anyone = <T>(operation: ProviderOperation, run: (sessionId: string | null) => T) =>
    call(operation, () => {
      if (sessionId !== null && !sessions.isValid(sessionId)) endSession();
      return run(sessionId);
    });

  const controls: StubControls = {
    outbox: () => structuredClone(casino.outbox()),
    reset: () => {
      clockOffset = 0;
      failures.clear();
      lacks.clear();
      casino.reset();
      endSession();
    },
    latency: (ms) => {
      latencyMs = Math.max(0, ms);
    },
    fail: (operation, key, area) => {
      if (key === null) failures.delete(operation);
      else {
        const failing = area ?? FAILURE_AREAS[operation] ?? 'general';
        // A knob for tests: a key the catalogue lacks would only ever show the fallback.
        if (!isErrorKey(failing, key)) throw new Error(`betr.stub.fail: ${failing}.${key} is not in the error catalogue`);
        failures.set(operation, { area: failing, key });
      }
    },
    lack: (lacked) => {
      lacks.clear();
      lacked.forEach((name) => lacks.add(name));
    },
    approveOAuth: (orderRef, person) => bankIdentity.approve(orderRef, person),
    denyOAuth: (orderRef) => bankIdentity.deny(orderRef),
    setVisitorCountry: (country) => site.setVisitorCountry(country),
    setChatScript: (scriptUrl) => site.setChatScript(scriptUrl),
    setCrossBrandLimits: (personalNumber, limits) => responsibleGaming.setCrossBrandLimits(personalNumber, limits),
    setDepositLimitRanges: (personalNumber, ranges) => site.setDepositLimitRanges(personalNumber, ranges),
    setDisplayPages: (email, pages) => account.setDisplayPages(email, pages),
    lastUpload: () => structuredClone(documents.lastUpload()),
    lastLimitRequest: () => structuredClone(limits.lastRequest()),
    expireSession: () => {
      if (sessionId !== null) casino.expire(sessionId);
    },
    reachSessionLimit: (email) => sessions.reachSessionLimit(email),
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    withdraw: (amount, withdrawOptions) => {
      if (sessionId === null) throw new SessionExpired();
      return structuredClone(payments.debit(sessionId, amount, withdrawOptions));
    },
    deposit: (amount, depositOptions) => {
      if (sessionId === null) throw new SessionExpired();
      return structuredClone(payments.credit(sessionId, amount, depositOptions));
    },
  };

  const notified = new Set<string>();
  options.paymentNotifications?.addEventListener('message', (event: MessageEvent) => {
    const payment = standInPayment(event.origin, event.data, options.cashierUrl);
    if (!payment || notified.has(payment.txRefId) || sessionId === null) return;
    if (payment.userId && sessions.userId(sessionId) !== payment.userId) return;
    notified.add(payment.txRefId);
    try {
      if (payment.withdrawal) controls.withdraw(payment.amount, { method: payment.method });
      else controls.deposit(payment.amount, { method: payment.method, bonusCode: payment.bonusCode });
    } catch {
      // The provider would have refused it too (signed out, not activated, more than the balance).
    }
  });

  return defineProvider(
    {
      name: 'stub',
      lacks,
      controls,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },

      // session
      signIn: (email, password) => call('signIn', () => begin(sessions.signIn(email, password))),
      startOAuth: (mode) => call('startOAuth', () => bankIdentity.start(mode)),
      collectOAuth: (orderRef) =>
        call('collectOAuth', () => {
          const answer = bankIdentity.collect(orderRef);
          if (answer.kind === 'session') begin(answer.result);
          return answer;
        }),
      signOut: () =>
        call('signOut', () => {
          if (sessionId !== null) sessions.signOut(sessionId);
          sessionId = null;
        }),
      // Another tab ended the session: no event, the page knows.
      forgetSession: () => void (sessionId = null),
      restoreSession: (id) =>
        call('restoreSession', () => {
          const valid = sessions.isValid(id);
          sessionId = valid ? id : null;
          return valid;
        }),
      getSessionInfo: () => player('getSessionInfo', (sid) => sessions.info(sid)),
      getVisitorCountry: () => call('getVisitorCountry', () => site.visitorCountry()),
      getJurisdiction: () => anyone('getJurisdiction', (sid) => site.jurisdiction(sid)),
      getDisplayPages: () => player('getDisplayPages', (sid) => account.displayPages(sid)),
      createSsoToken: () => player('createSsoToken', (sid) => sessions.createSsoToken(sid)),

      // registration
      signUp: (values) => call('signUp', () => begin(registration.signUp(values))),
      validateEmail: (email, jurisdiction) => call('validateEmail', () => registration.validateEmail(email, jurisdiction)),
      validatePhone: (phone, jurisdiction) => call('validatePhone', () => registration.validatePhone(phone, jurisdiction)),
      getCountries: () => call('getCountries', () => site.countries()),
      getCurrencies: () => call('getCurrencies', () => site.currencies()),
      getCallingCodes: () => call('getCallingCodes', () => site.callingCodes()),
      getDepositLimitRanges: (token) => call('getDepositLimitRanges', () => site.depositLimitRanges(token)),
      getCrossBrandDepositLimits: (token) => anyone('getCrossBrandDepositLimits', (sid) => responsibleGaming.crossBrandLimits(sid, token)),

      // activation
      activate: (email, code) => call('activate', () => registration.activate(email, code)),
      requestActivationCode: (email) => call('requestActivationCode', () => registration.requestActivationCode(email)),

      // password
      forgotPassword: (email) => call('forgotPassword', () => passwords.forgot(email)),
      resetPassword: (reset) => call('resetPassword', () => passwords.reset(reset)),
      isResetKeyValid: (key) => call('isResetKeyValid', () => passwords.isKeyValid(key)),
      changePassword: (oldPassword, newPassword) => player('changePassword', (sid) => passwords.change(sid, oldPassword, newPassword)),

      // terms and content
      getTerms: () => call('getTerms', () => site.terms()),
      acceptTerms: (version) => player('acceptTerms', (sid) => account.acceptTerms(sid, version)),
      getWelcomeContent: () => call('getWelcomeContent', () => site.welcome()),
      getContent: (id) => call('getContent', () => site.content(id)),
      getVersion: () => call('getVersion', () => site.version()),

      // profile and wallet
      getProfile: () => player('getProfile', (sid) => account.profile(sid)),
      updateProfile: (update) => player('updateProfile', (sid) => account.updateProfile(sid, update)),
      getWallet: () => player('getWallet', (sid) => payments.wallet(sid)),
      getPlayerProperties: () => player('getPlayerProperties', (sid) => account.properties(sid)),
      setPlayerProperties: (properties) => player('setPlayerProperties', (sid) => account.setProperties(sid, properties)),

      // messages
      getMessages: (status) => player('getMessages', (sid) => messages.list(sid).filter((m) => !status || m.status === status)),
      getMessage: (id) => player('getMessage', (sid) => messages.get(sid, id)),
      markMessageRead: (id) => player('markMessageRead', (sid) => messages.markRead(sid, id)),

      // bonuses
      getBonuses: () => player('getBonuses', (sid) => bonuses.list(sid)),
      getBonusOffers: () => anyone('getBonusOffers', (sid) => bonuses.offers(sid)),
      triggerBonus: (code) => player('triggerBonus', (sid) => bonuses.trigger(sid, code)),
      claimBonus: (id) => player('claimBonus', (sid) => bonuses.claim(sid, id)),
      cancelBonus: (id) => player('cancelBonus', (sid) => bonuses.cancel(sid, id)),

      // limits and responsible gaming
      getLimits: () => player('getLimits', (sid) => limits.list(sid)),
      setLimit: (request) =>
        player('setLimit', (sid) => {
          refuseLackingLimit(request);
          return limits.set(sid, request);
        }),
      removeLimit: (request) =>
        player('removeLimit', (sid) => {
          refuseLackingLimit(request);
          return limits.remove(sid, request);
        }),
      block: (days) => player('block', (sid) => responsibleGaming.block(sid, days)),
      selfExclude: (days) => player('selfExclude', (sid) => responsibleGaming.selfExclude(sid, days)),
      sendSelfExcludeChoice: (choice) => player('sendSelfExcludeChoice', (sid) => responsibleGaming.sendSelfExcludeChoice(sid, choice)),
      getRealityCheck: () => player('getRealityCheck', (sid) => responsibleGaming.realityCheck(sid)),
      getProductBlocks: () => player('getProductBlocks', (sid) => responsibleGaming.productBlocks(sid)),
      getSessionSummary: () => player('getSessionSummary', (sid) => responsibleGaming.sessionSummary(sid)),
      submitSourceOfWealth: (answer) => player('submitSourceOfWealth', (sid) => responsibleGaming.submitSourceOfWealth(sid, answer)),
      submitGamblingTest: (result) => player('submitGamblingTest', (sid) => responsibleGaming.submitGamblingTest(sid, result)),

      // KYC
      getKycDocuments: () => player('getKycDocuments', (sid) => documents.list(sid)),
      uploadKycDocument: (upload) => player('uploadKycDocument', (sid) => documents.upload(sid, upload)),

      // history and stats
      getHistory: (query) => player('getHistory', (sid) => payments.history(sid, query)),
      getPaymentStats: () => player('getPaymentStats', (sid) => payments.stats(sid)),

      // subscriptions
      getSubscriptions: () => player('getSubscriptions', (sid) => account.subscriptions(sid)),
      updateSubscriptions: (list) => player('updateSubscriptions', (sid) => account.updateSubscriptions(sid, list)),
      unsubscribe: (token) => call('unsubscribe', () => account.unsubscribe(token)),

      // cashier
      getDepositConfig: () => player('getDepositConfig', (sid) => payments.depositConfig(sid)),

      // games and the lobby
      getGames: () => call('getGames', () => lobby.games()),
      launchGame: (launch) => anyone('launchGame', (sid) => lobby.launch(sid, launch)),
      getFavorites: () => player('getFavorites', (sid) => lobby.favorites(sid)),
      addFavorite: (gameId) => player('addFavorite', (sid) => lobby.addFavorite(sid, gameId)),
      removeFavorite: (gameId) => player('removeFavorite', (sid) => lobby.removeFavorite(sid, gameId)),
      getLastPlayed: (limit) => player('getLastPlayed', (sid) => lobby.lastPlayed(sid, limit)),
      setLastPlayed: (gameId) => player('setLastPlayed', (sid) => lobby.setLastPlayed(sid, gameId)),
      getJackpots: () => call('getJackpots', () => lobby.jackpots()),
      optInTournament: (identifier) => player('optInTournament', (sid) => lobby.optIn(sid, identifier)),
      getLeaderboard: (query) => anyone('getLeaderboard', (sid) => lobby.leaderboard(sid, query)),

      // chat
      getChatConfig: () => call('getChatConfig', () => site.chat()),

      getBrandBlock: (block) => call('getBrandBlock', () => site.brandBlock(block)),
    },
    // betr shows its own popups and games on this platform.
    { elsewhere: ['openPlatformPopup', 'openPlatformGame'] },
  );
}

/** The adapter module's entry for `src/stores/current-provider.ts`; of the configuration the stub reads only the cashier's address. */
export function createProvider(config: AdapterConfig): StubProvider {
  return createStubProvider({ paymentNotifications: typeof window === 'undefined' ? undefined : window, cashierUrl: config.cashierUrl });
}

/** A sandboxed frame may refuse access to localStorage: the casino then lasts the page. */
function defaultStorage(): StorageLike {
  return browserStorage('local') ?? createMemoryStorage();
}
