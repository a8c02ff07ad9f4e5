/**
 * The one interface every back end implements (stub, rest, wamp, turnkey), in the domain's
 * words (src/domain: model.ts's types, operations.ts's names of the operations and what a
 * platform may lack, error-catalogue.ts's areas and keys), and the two errors that may leave
 * an adapter.
 *
 * Only `src/stores` calls a Provider. Adapters hold the session id themselves and send it
 * where their protocol needs it; stores tell them which session to use with
 * {@link Provider.restoreSession} and learn of pushed changes through
 * {@link Provider.subscribe}.
 */

// ─── Errors ──────────────────────────────────────────────────────────────────────────

import type { ErrorArea, ErrorKey } from '../domain/error-catalogue';
import type { Lack, ProviderOperation } from '../domain/operations';
import type {
  Bonus,
  BrandBlock,
  BrandBlockContent,
  CallingCode,
  CashierEnvironment,
  ChatConfig,
  ContentEntry,
  Country,
  CrossBrandDepositLimit,
  Currency,
  DepositConfig,
  DepositLimitRangeSettings,
  DisplayPage,
  Favorite,
  GamblingTestResult,
  Game,
  GameLaunch,
  HistoryPage,
  HistoryQuery,
  IdentityFrameAttempt,
  Jackpot,
  Jurisdiction,
  KycDocument,
  KycUpload,
  Leaderboard,
  LeaderboardQuery,
  Limit,
  Message,
  MessageStatus,
  OAuthResult,
  PaymentStats,
  PlatformPopup,
  PlayerProperty,
  ProductBlock,
  Profile,
  ProfileUpdate,
  RealityCheckRow,
  RemoveLimitRequest,
  RestoredSession,
  SelfExcludeChoice,
  SessionInfo,
  SessionSummary,
  SetLimitRequest,
  SignInResult,
  SignUpValues,
  SourceOfWealth,
  Subscription,
  Terms,
  VersionInfo,
  VisitorCountry,
  Wallet,
  WelcomeContent,
} from '../domain/model';

/**
 * A failure the player is told about: the view shows `t(area.key)`, or the catalogue's
 * fallback when the key is unknown. `description` carries a provider's own text only
 * where the spec says to surface it (the websocket platform).
 */
export class ProviderError<A extends ErrorArea = ErrorArea> extends Error {
  readonly area: A;
  readonly key: ErrorKey<A>;
  readonly description?: string;
  constructor(area: A, key: ErrorKey<A>, description?: string) {
    super(`${area}.${key}`);
    this.name = 'ProviderError';
    this.area = area;
    this.key = key;
    this.description = description;
  }
}

/** Thrown by an adapter for an operation its platform does not offer. */
export class NotImplemented extends Error {
  readonly operation: string;
  constructor(operation: string) {
    super(`${operation} is not implemented by this provider`);
    this.name = 'NotImplemented';
    this.operation = operation;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

// ─── Pushed events ───────────────────────────────────────────────────────────────────

export type ProviderEvent =
  /** With a sessionId: the platform signed the player in by itself (the turnkey framework's login). */
  | { type: 'session'; signedIn: boolean; sessionId?: string }
  | { type: 'wallet'; wallet: Wallet }
  | { type: 'error'; error: ProviderError }
  /** A connection-based platform (WAMP) gave up reconnecting (`lost`), or is reached again. */
  | { type: 'connection'; lost: boolean };

// ─── The interface ───────────────────────────────────────────────────────────────────

/** The adapters betr ships; each is loaded only on a page that selects it. */
export type BuiltInAdapter = 'stub' | 'rest' | 'wamp' | 'turnkey';

/**
 * A built-in adapter, or the name a page registered its own under (`registerAdapter`).
 * `string & {}` keeps the built-in names offered by an editor's completion.
 */
export type AdapterName = BuiltInAdapter | (string & {});

/**
 * What the page's own adapter must define for a player to sign in through `<betr-sign-in>`;
 * every other operation is optional.
 */
export type MinimumOperation = 'signIn' | 'signOut' | 'restoreSession' | 'getProfile' | 'getWallet' | 'getSessionInfo';

/**
 * The provider a page's own adapter gives (`registerAdapter`): the minimum, and whichever
 * other operations its platform has. An operation it leaves out is lacking, as if it were in
 * `lacks` and threw {@link NotImplemented}: its elements say 'This is not available here.',
 * the account tabs that need it drop out and the steps after sign-in that need it are skipped.
 */
export type PartialProvider = Pick<Provider, 'name' | 'subscribe' | MinimumOperation> &
  Partial<Omit<Provider, 'name' | 'subscribe' | MinimumOperation>>;

/**
 * Makes the page's own provider from the page's configuration (`<betr-config>` or
 * `betr.configure({ adapter: name, ...options })`, its own options included). Called once, on
 * the first use of the provider; a throw or a rejection is shown by every element, with Try again.
 */
export type AdapterFactory = (
  config: AdapterConfig & AdapterOptions & Readonly<Record<string, unknown>>,
) => PartialProvider | Promise<PartialProvider>;

/**
 * The options of the page's own adapters, beside the built-in settings: empty here, so that
 * `configure()` refuses a misspelt option. A registered adapter declares its own by
 * declaration merging, e.g.
 * `declare module 'betr-widgets' { interface AdapterOptions { rpcUrl?: string } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface AdapterOptions {}

/**
 * What an adapter reads of the page's configuration when it is created: the settings of
 * `<betr-config>` / `betr.configure()` (BetrConfig in src/stores/config.ts has all of these)
 * that reach the platform. Declared here so adapters need nothing from the stores layer.
 */
export interface AdapterConfig {
  /** Which adapter the page chose: a built-in one or a name given to `registerAdapter`. */
  adapter?: string;
  /** rest (and wamp's HTTP calls): base URL of the player-account API. */
  apiUrl?: string;
  /** wamp: websocket URL and realm. */
  url?: string;
  realm?: string;
  /** wamp: the payment cashier's merchant and environment (the platform does not tell them). */
  merchantId?: string;
  cashierEnvironment?: CashierEnvironment;
  /** The cashier's address in the `development` environment (default http://localhost:5000); ignored by every other. */
  cashierUrl?: string;
  /** turnkey: framework host, brand id and domain. */
  host?: string;
  brandId?: string;
  brandDomain?: string;
  lang?: string;
}

/**
 * What the page keeps of the signed-in player (one call per datum, in the stores' call cache),
 * lent to an adapter whose operations derive from the player's profile or the session's
 * reading when it is created (REST pieces the cashier's config, the bonus offers and the
 * session summary together: src/stores/rest-adapter.ts). The adapter reads them here rather
 * than keeping copies of its own: each datum has one keeper, and a change the player makes is
 * forgotten in one place.
 */
export interface PagePlayer {
  /** The signed-in player's profile: the page's, asked once when the page has none. */
  profile(): Promise<Profile>;
  /** The session's reading: the page's (a resumed session brought it), asked once when it has none. */
  sessionInfo(): Promise<SessionInfo>;
}

/**
 * Every operation of the three spec files. An adapter that cannot do one throws
 * {@link NotImplemented}; every other failure is a {@link ProviderError}. An adapter defines
 * what its platform has and src/adapters/define-provider.ts fills in the rest.
 */
export interface Provider {
  readonly name: AdapterName;
  /** The platform wants a captcha answer with `forgotPassword` (the websocket platform). */
  readonly needsCaptcha?: boolean;
  /**
   * What the front end would offer a player that this platform cannot do, whatever the
   * arguments: each name is the `operation` of the NotImplemented the adapter throws for it.
   * The front end leaves such things out (the account menu a tab, a tab a section) rather
   * than show something that can only fail. Absent: the platform lacks none of them.
   */
  readonly lacks?: ReadonlySet<Lack>;

  /** Pushed changes (session state, balance). Returns the unsubscribe function. */
  subscribe(listener: (event: ProviderEvent) => void): () => void;
  /** A connection-based platform: open the connection again now (the player's retry); general.offline when that fails. */
  reconnect?(): Promise<void>;
  /**
   * Load now the code of `operations` (a platform whose operations arrive in chunks), so that
   * calling them later waits for the platform only: a popup the player is likely to open.
   */
  prepare?(operations: ProviderOperation[]): Promise<void>;

  // session
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Bank identity: start an attempt; the answer arrives through `collectOAuth`. */
  startOAuth(mode: 'sign-in' | 'sign-up'): Promise<{ orderRef: string; qrCode: string; autoStartUrl: string }>;
  collectOAuth(orderRef: string): Promise<OAuthResult | { kind: 'pending'; qrCode: string } | { kind: 'failed' }>;
  /**
   * Bank identity through the identity provider's own frame, on a platform that works so
   * (rest): the frame's launch URL for one attempt. The frame tells the page what to show
   * (its `gii::` messages, src/domain/identity-frame.ts) and ends by sending itself to
   * `redirectUrl` with `code` and `state`. A platform with it is never asked to poll an order
   * (startOAuth, collectOAuth).
   */
  startIdentityFrame?(attempt: IdentityFrameAttempt): Promise<string>;
  /** The code the frame's redirect brought back: a session, or a sign-up token for a person the platform does not know. */
  completeIdentityFrame?(attempt: IdentityFrameAttempt, code: string): Promise<OAuthResult>;
  signOut(): Promise<void>;
  /**
   * Another tab of this browser ended the session (signed out, or found it over): forget it here
   * too, with no call and no event, so that this page neither asks nor hears anything more with
   * it (a connection-based platform keeps pushing a login's balance to every connection holding
   * it). Absent: the adapter holds nothing that outlives the page's session.
   */
  forgetSession?(): void;
  /**
   * Tell the adapter which session to use after a reload; false when it has expired. A
   * platform whose proof of the session is the session's own reading (rest) answers with that
   * reading, for the page to keep rather than ask for it again.
   */
  restoreSession(sessionId: string): Promise<boolean | RestoredSession>;
  getSessionInfo(): Promise<SessionInfo>;
  getVisitorCountry(): Promise<VisitorCountry>;
  getJurisdiction(): Promise<Jurisdiction>;
  getDisplayPages(): Promise<DisplayPage[]>;
  createSsoToken(): Promise<string>;

  // registration
  signUp(values: SignUpValues): Promise<SignInResult>;
  validateEmail(email: string, jurisdiction: Jurisdiction): Promise<void>;
  validatePhone(phone: string, jurisdiction: Jurisdiction): Promise<void>;
  getCountries(): Promise<Country[]>;
  getCurrencies(): Promise<Currency[]>;
  getCallingCodes(): Promise<CallingCode[]>;
  /** The slider ranges' settings; with a sign-up token, for that token's person too. */
  getDepositLimitRanges(token?: string): Promise<DepositLimitRangeSettings>;
  /** The person's deposit limits across brands: the signed-in player's, or a sign-up token's person's. */
  getCrossBrandDepositLimits(token?: string): Promise<CrossBrandDepositLimit[]>;

  // activation
  activate(email: string, code: string): Promise<void>;
  requestActivationCode(email: string): Promise<void>;

  // password
  forgotPassword(email: string, captchaResponse?: string): Promise<void>;
  /** `key` from a reset link; or `token` with `username` (second platform). */
  resetPassword(reset: { key?: string; token?: string; username?: string; password: string }): Promise<void>;
  isResetKeyValid(key: string): Promise<boolean>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;

  // terms and content
  getTerms(): Promise<Terms>;
  acceptTerms(version: string): Promise<void>;
  getWelcomeContent(): Promise<WelcomeContent>;
  getContent(id: string): Promise<ContentEntry>;
  getVersion(): Promise<VersionInfo>;
  getBrandBlock(block: BrandBlock): Promise<BrandBlockContent>;

  // profile and wallet
  getProfile(): Promise<Profile>;
  updateProfile(update: ProfileUpdate): Promise<Profile>;
  getWallet(): Promise<Wallet>;
  getPlayerProperties(): Promise<PlayerProperty[]>;
  setPlayerProperties(properties: PlayerProperty[]): Promise<void>;

  // messages
  /** The player's messages; with a status, only those of that status. */
  getMessages(status?: MessageStatus): Promise<Message[]>;
  /** One message by its id (a message id can open one directly). */
  getMessage(id: string): Promise<Message>;
  markMessageRead(id: string): Promise<void>;

  // bonuses
  getBonuses(): Promise<Bonus[]>;
  /** Bonuses offered at sign-up and in the bonus selector. */
  getBonusOffers(): Promise<Bonus[]>;
  triggerBonus(code: string): Promise<void>;
  claimBonus(id: string): Promise<void>;
  cancelBonus(id: string): Promise<void>;

  // limits and responsible gaming
  getLimits(): Promise<Limit[]>;
  setLimit(request: SetLimitRequest): Promise<Limit[]>;
  removeLimit(request: RemoveLimitRequest): Promise<Limit[]>;
  block(days: number): Promise<void>;
  selfExclude(days: number): Promise<void>;
  sendSelfExcludeChoice(choice: SelfExcludeChoice): Promise<void>;
  getRealityCheck(): Promise<RealityCheckRow[]>;
  getProductBlocks(): Promise<ProductBlock[]>;
  getSessionSummary(): Promise<SessionSummary>;
  submitSourceOfWealth(answer: SourceOfWealth): Promise<void>;
  submitGamblingTest(result: GamblingTestResult): Promise<void>;

  // KYC
  getKycDocuments(): Promise<KycDocument[]>;
  uploadKycDocument(upload: KycUpload): Promise<void>;

  // history and stats
  getHistory(query: HistoryQuery): Promise<HistoryPage>;
  getPaymentStats(): Promise<PaymentStats>;

  // subscriptions
  getSubscriptions(): Promise<Subscription[]>;
  updateSubscriptions(subscriptions: Subscription[]): Promise<void>;
  unsubscribe(token: string): Promise<void>;

  // cashier
  getDepositConfig(): Promise<DepositConfig>;

  // games and the lobby
  getGames(): Promise<Game[]>;
  launchGame(launch: GameLaunch): Promise<{ url: string }>;
  getFavorites(): Promise<Favorite[]>;
  addFavorite(gameId: string): Promise<void>;
  removeFavorite(gameId: string): Promise<void>;
  getLastPlayed(limit?: number): Promise<Game[]>;
  setLastPlayed(gameId: string): Promise<void>;
  getJackpots(): Promise<Jackpot[]>;
  optInTournament(tournamentIdentifier: string): Promise<void>;
  getLeaderboard(query: LeaderboardQuery): Promise<Leaderboard>;

  // chat
  getChatConfig(): Promise<ChatConfig>;

  // a platform's own framework (the turnkey platform); NotImplemented elsewhere, where betr shows its own
  /** Open the framework's own popup; the page's address stays as it is. */
  openPlatformPopup(popup: PlatformPopup): Promise<void>;
  /**
   * Open a game in the framework's own game window: /play/{identifier} while it is open; on
   * close the address returns to the path stored before, or /casino; browser back closes it.
   */
  openPlatformGame(launch: GameLaunch): Promise<void>;
}
