/**
 * The casino's vocabulary: the data every layer speaks (a profile, a bonus, a limit, a game…),
 * as the provider contract (src/adapters/provider.ts) carries it between the stores and the
 * adapters. Types only: importing them loads no code.
 */

// ─── Shared enumerations ──────────────────────────────────────────────────────────────

export type Jurisdiction = 'MGA' | 'SGA' | 'ES' | 'UKGC';
export type Gender = 'female' | 'male' | 'other';
export type NotificationState = 'Read' | 'Unpushed' | 'Notified';

// ─── Session ─────────────────────────────────────────────────────────────────────────

/** Pages the provider requires a player to see right after sign-in, in this order. */
export type DisplayPageName =
  'source-of-wealth' | 'responsible-gaming-test' | 'terms-and-conditions' | 'deposit-limits' | 'provide-documents';

export interface DisplayPage {
  page: DisplayPageName;
  /** provide-documents may be forced: the player cannot dismiss it. */
  forced: boolean;
}

export interface SignInResult {
  /** Signed in means a session id exists. */
  sessionId: string;
  /** The terms screen opens 1 s after sign-in when true. */
  mustAcceptTerms: boolean;
  /** Welcome popup when true, activate popup otherwise. */
  isEmailVerified: boolean;
}

/** A bank-identity (OAuth) answer: a session completes sign-in, a token leads to token sign-up. */
export type OAuthResult = { kind: 'session'; result: SignInResult } | { kind: 'sign-up-token'; token: string };

/** One attempt through the identity provider's frame: its visit, where the frame returns, and the attempt's own random `state`. */
export interface IdentityFrameAttempt {
  mode: 'sign-in' | 'sign-up';
  /** A page of the operator's, on the page's own origin, that the frame's last step loads with `?code=&state=`. */
  redirectUrl: string;
  /** Sent to the identity provider and expected back unchanged with the code (a forged return has no way to know it). */
  state: string;
}

export interface SessionInfo {
  /** Minutes signed in so far. */
  length: number;
  /** ISO time the session started. */
  started: string;
  /** ISO time of the next reality check, when one is scheduled. */
  nextRealityCheck: string | null;
  previous: PreviousSession | null;
}

/** A session restored by reading it: the reading, which `getSessionInfo` would answer now. */
export interface RestoredSession {
  sessionInfo: Promise<SessionInfo>;
}

export interface PreviousSession {
  won: number;
  wager: number;
  ip: string;
  device: string;
  started: string;
  ended: string;
  length: number;
}

export interface VisitorCountry {
  /** ISO 3166-1 alpha-2 code of the visitor's IP country; null when unknown (restricted access). */
  country: string | null;
  currency: string;
  phonePrefix: string;
}

// ─── Registration ────────────────────────────────────────────────────────────────────

/** Marketing channels a player opts into by accepting marketing at sign-up (onboarding §9). */
export type MarketingOptIn = 'bonus-sms' | 'news-sms' | 'bonus-emails' | 'news-emails' | 'phone';

/**
 * What the sign-up wizard sends (onboarding §3). With a `token` (sign-up after a bank
 * identity) the player types no identity: firstName, lastName, dateOfBirth, address, city
 * and zip are empty strings and gender is absent; the platform takes them from the bank
 * identity and the national register.
 */
/** Who the player is and where they live: what sign-up asks and the profile shows. */
export interface PlayerDetails {
  email: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, month and day zero-padded. */
  dateOfBirth: string;
  address: string;
  city: string;
  zip: string;
  callingCode: string;
  /** As sign-up sends it: leading zeros stripped, prefixed with the calling code. */
  phone: string;
  country: string;
  currency: string;
  language: string;
  jurisdiction: Jurisdiction;
}

export interface SignUpValues extends PlayerDetails {
  /** Omitted in the SGA jurisdiction. */
  password?: string;
  /** Absent with a `token`. */
  gender?: Gender;
  bonusCode?: string;
  depositLimitDay?: number;
  depositLimitWeek?: number;
  depositLimitMonth?: number;
  /** Minutes (SGA). */
  sessionLimitDay?: number;
  sessionLimitWeek?: number;
  sessionLimitMonth?: number;
  /** The chosen range's label, e.g. '0-15000'. */
  annualActivity: string;
  acceptTerms: boolean;
  acceptMarketing: boolean;
  /** The channels accepting marketing opts into; none without it. */
  optIns?: MarketingOptIn[];
  /** Sign-up via a token link. */
  token?: string;
}

export interface Country {
  code: string;
  name: string;
  currency: string;
  phonePrefix: string;
}

export interface Currency {
  code: string;
}

export interface CallingCode {
  code: string;
}

// ─── Content ─────────────────────────────────────────────────────────────────────────

export interface Terms {
  version: string;
  /** HTML; sanitized before it is shown. */
  content: string;
}

export interface WelcomeContent {
  image: string;
  /** HTML; sanitized before it is shown. */
  content: string;
}

export interface ContentEntry {
  id: string;
  title: string;
  /** HTML; sanitized before it is shown. */
  html: string;
}

export interface VersionInfo {
  version: string;
  hash: string;
}

/** The embeddable page blocks of a brand page (spec: the third platform's three blocks). */
export type BrandBlock = 'license-logos' | 'about-us' | 'bonus-policy';

export interface BrandBlockContent {
  /** HTML; sanitized before it is shown. Its help and policy links open host actions (src/domain/brand-links.ts). */
  html: string;
}

/** The popups a platform's own framework shows instead of betr's (the turnkey platform). */
export type PlatformPopup = 'sign-in' | 'sign-up' | 'account' | 'deposit' | 'withdraw' | 'contact-us';

// ─── Player ──────────────────────────────────────────────────────────────────────────

export type ProfileField =
  'email' | 'firstName' | 'lastName' | 'address' | 'city' | 'zip' | 'phone' | 'country' | 'currency' | 'dateOfBirth' | 'password';

export interface Profile extends PlayerDetails {
  userId: string;
  gender: Gender;
  title: string;
  isActivated: boolean;
  /** Fields the player may not change (disabled profile, per-field updatable flags). */
  disabled: Partial<Record<ProfileField, boolean>>;
  playerGroups: string[];
}

export type ProfileUpdate = Partial<Pick<Profile, 'address' | 'city' | 'zip' | 'phone' | 'callingCode'>> & {
  /** Confirms the change outside SGA. */
  password?: string;
};

export interface Wallet {
  realBalance: number;
  bonusBalance: number;
  totalBalance: number;
  currency: string;
}

export interface PlayerProperty {
  name: string;
  type: string;
  value: string;
}

// ─── Messages ────────────────────────────────────────────────────────────────────────

export type MessageStatus = 'unpushed' | 'read' | 'other';

export interface Message {
  id: string;
  title: string;
  /** HTML; sanitized before it is shown. */
  content: string;
  /** UTC ISO timestamp. */
  messageSent: string;
  status: MessageStatus;
  ctaText?: string;
  /** 'none' hides the call-to-action button. */
  ctaAction?: string;
}

// ─── Bonuses ─────────────────────────────────────────────────────────────────────────

export type BonusStatus = 'initiated' | 'active' | 'expired' | 'canceled' | 'finished';

export interface Bonus {
  id: string;
  identifier: string;
  code: string;
  name: string;
  description: string;
  status: BonusStatus;
  /** Image URL. */
  assets: string;
  /** HTML; sanitized before it is shown. */
  html: string;
  startTime: string;
  endTime: string;
  /** Percent wagered. */
  wagered: number;
  wageringRequirment: number;
  wageringRequirmentRemaining: number;
  currency: string;
  minAmount: number;
  maxAmount: number;
  /** Requires a deposit. */
  deposit: boolean;
  canBeCanceled: boolean;
}

// ─── Limits and responsible gaming ───────────────────────────────────────────────────

export type MoneyLimitType = 'deposit' | 'wager' | 'loss';
export type LimitType = MoneyLimitType | 'session' | 'product-session' | 'reality-check' | 'self-exclude' | 'block';
export type LimitPeriod = 'transaction' | 'daily' | 'weekly' | 'monthly' | 'none';
export type Product = 'casino' | 'bingo' | 'sport' | 'fantasy' | 'pool-betting' | 'poker' | 'lotto';

export interface Limit {
  id: string;
  type: LimitType;
  period: LimitPeriod;
  status: 'active';
  /** Money, or minutes for time limits. */
  amount: number;
  remainingAmount: number | null;
  currency: string;
  product: Product | null;
  /** A pending increase: it applies after 72 hours or at the next period, whichever is later (src/domain/limit-queue.ts). */
  queued: { amount: number; activatesAt: string } | null;
  locked: boolean;
  expiryDate: string | null;
}

export interface SetLimitRequest {
  type: LimitType;
  period: LimitPeriod;
  /** Money, or minutes for time limits. */
  amount: number;
  product?: Product;
  /** The limit changed; absent for a new one. */
  id?: string;
  /**
   * The player's limits as they stand (spec: account §7 "set limit: type, period, amount,
   * product, id, existing limits"); the limits store always sends them.
   */
  existing?: readonly Limit[];
}

export interface RemoveLimitRequest {
  type: LimitType;
  period: LimitPeriod;
  id: string;
}

export type CrossBrandTimespan = 1 | 7 | 30;

export interface CrossBrandDepositLimit {
  timespan: CrossBrandTimespan;
  amount: number;
}

export interface DepositLimitRange {
  min: number;
  max: number;
  initial: number;
}

/** Some of a range's values, for some timespans: what an override changes. */
export type DepositLimitRangeOverride = Partial<Record<CrossBrandTimespan, Partial<DepositLimitRange>>>;

/** Ranges for players of an age band: `fromAge` to `toAge` (whole years, inclusive; open-ended without). */
export interface AgeBandDepositLimitRanges {
  fromAge: number;
  toAge?: number;
  ranges: DepositLimitRangeOverride;
}

/**
 * The deposit slider ranges as the platform sets them (spec: the defaults are overridable
 * per person and age): the operator's ranges, those of age bands, and the person's own
 * with their age when the platform knows the person (the sign-up token's). The slider
 * ranges come from these by `depositLimitRangesFor` (src/domain/deposit-limits).
 */
export interface DepositLimitRangeSettings {
  ranges: DepositLimitRangeOverride;
  ageBands: AgeBandDepositLimitRanges[];
  person: { age: number | null; ranges: DepositLimitRangeOverride } | null;
}

export type SelfExcludeChoice = 'Open' | 'None' | 'Pause';

export interface RealityCheckRow {
  product: string;
  win: number;
  wager: number;
}

export interface ProductBlock {
  id: string;
  product: Product;
  status: string;
  expires: string | null;
}

export interface SessionSummary {
  /** Deposits minus withdrawals over the last 12 months. */
  depositWithdrawalSummary: number;
  currency: string;
  /**
   * The daily, weekly and monthly deposit limits' amounts. Absent where the platform has no
   * summary of its own and pieces it together (REST): the page then takes them from the
   * player's limits, which it reads once for every element that shows them.
   */
  depositLimits?: DepositLimitAmounts;
  lastLoggedIn: string | null;
}

export interface DepositLimitAmounts {
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
}

export interface SourceOfWealth {
  income: { from: number; to: number | null };
  industry: string;
  occupation: string;
  sources: string[];
}

export interface GamblingTestResult {
  total: number;
  version?: string;
}

// ─── KYC ─────────────────────────────────────────────────────────────────────────────

export type KycDocumentType = 'id' | 'credit-card' | 'proof-of-address' | 'bank-statement' | 'e-wallet' | 'source-of-wealth' | 'other';

export interface KycDocument {
  id: string;
  type: KycDocumentType;
  status: 'uploaded' | 'approved' | 'declined';
  uploaded: string;
  fileName: string;
}

export interface KycUpload {
  type: KycDocumentType;
  fileName: string;
  /** image/jpeg after scaling, or the file's own type. */
  mimeType: string;
  /** base64 without a data: prefix. */
  data: string;
}

// ─── History ─────────────────────────────────────────────────────────────────────────

export type HistoryType = 'Deposit' | 'Withdraw' | 'Gambling';
export type TransactionStatus = 'completed' | 'failed' | 'initiated' | 'canceled' | 'pending';

export interface HistoryTransaction {
  id: string;
  transactionType: string;
  amount: number;
  currency: string;
  status: TransactionStatus;
  method: string;
  description: string;
  date: string;
}

export interface HistoryPage {
  transactions: HistoryTransaction[];
  totalPageCount: number;
}

export interface HistoryQuery {
  /** Zero-based. */
  page: number;
  type: HistoryType;
  /** YYYY-MM-DD the history starts from (spec: 2020-01-01); the adapter's own when absent. */
  startDate?: string;
}

/**
 * The player's money in and out at one brand of the operator (the spec's per-brand stats),
 * in the currency of the {@link PaymentStats} that carry it.
 */
export interface BrandPaymentStats {
  /** The brand's name as the platform gives it. */
  brand: string;
  totalDeposit: number;
  totalWithdraw: number;
  depositCount: number;
  withdrawCount: number;
}

export interface PaymentStats {
  totalDeposit: number;
  totalWithdraw: number;
  netGrossRenew: number;
  depositCount: number;
  withdrawCount: number;
  /** null: no deposit yet. The statistics then leave the row out rather than read a last deposit of 0. */
  lastDepositAmount: number | null;
  netGamingRevenue: number;
  currency: string;
  /**
   * The same figures brand by brand, for an operator with several brands. Optional: a
   * platform that keeps no per-brand figures leaves it out (or empty), and the history then
   * shows none. The REST platform gives them (`PerBrandStats`); the WAMP platform has no
   * payment statistics at all; the stub is one brand, so it lists that one.
   */
  perBrand?: BrandPaymentStats[];
}

// ─── Subscriptions ───────────────────────────────────────────────────────────────────

export type SubscriptionType = 'sms' | 'email' | 'phone';

export interface Subscription {
  type: SubscriptionType;
  active: boolean;
}

// ─── Cashier ─────────────────────────────────────────────────────────────────────────

export type CashierEnvironment = 'production' | 'test' | 'development' | 'mrgreen' | 'casumo';

/** What the deposit screen and cashier need from the provider. */
export interface DepositConfig {
  merchantId: string;
  userId: string;
  sessionId: string;
  environment: CashierEnvironment;
  currency: string;
  locale: string;
}

/**
 * The deposit limit closest to being reached, for the deposit screen's notice. No platform has
 * a call for it: the page derives it from the player's limits (domain/deposit-limit-warning).
 */
export interface DepositLimitStatus {
  amount: number;
  remainingAmount: number;
  currency: string;
}

// ─── Games and the lobby ─────────────────────────────────────────────────────────────

export type PlayMode = 'real' | 'demo';

export interface Game {
  gameId: string;
  /** Slug used in /play/{identifier}. */
  identifier: string;
  title: string;
  image: string;
  demo: boolean;
  childish: boolean;
}

export interface GameLaunch {
  identifier: string;
  gameId: string;
  playMode: PlayMode;
  /** Origins besides the page's that may receive the player's single sign-on token (config `gameOrigins`). */
  gameOrigins?: readonly string[];
}

export interface Favorite {
  gameId: string;
  tableIds: string[];
}

export interface Jackpot {
  id: string;
  /** The platform's name for it, where it gives one (REST's `Name`); views show the id without it. */
  name?: string;
  amount: number;
  currency: string;
}

export type TournamentOptInOutcome = 'opted-in';

export interface Leaderboard {
  startDate: string;
  endDate: string;
  canJoin: boolean;
  players: { firstName: string; lastName: string; position: number; points: number }[];
}

export interface LeaderboardQuery {
  tournamentIdentifier: string;
  limit?: number;
  offset?: number;
  /** Around the player's own position. */
  relative?: boolean;
}

export interface ChatConfig {
  /**
   * Script URL of the operator's chat service. Once ready, the service defines a global (named
   * by the option `api`, default `betrChat`) with `open(options)`; the other options go to it.
   */
  scriptUrl: string;
  options: Record<string, string>;
}
