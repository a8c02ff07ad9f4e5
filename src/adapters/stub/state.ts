import type {
  Bonus,
  CrossBrandDepositLimit,
  DisplayPage,
  GamblingTestResult,
  HistoryTransaction,
  KycDocument,
  Limit,
  Message,
  PlayerProperty,
  PreviousSession,
  ProductBlock,
  DepositLimitRangeOverride,
  Profile,
  RealityCheckRow,
  SelfExcludeChoice,
  SourceOfWealth,
  Subscription,
} from '../../domain/model';

/**
 * The simulated casino's whole database: one JSON-serialisable object, persisted under
 * {@link STORAGE_KEY} after every change. Domain values are stored as the Provider
 * interface shapes them, so reading is mostly copying.
 */
export interface CasinoState {
  /** Bumped when the shape changes; a stored state of another version is reseeded. */
  version: number;
  /** By userId. */
  players: Record<string, PlayerRecord>;
  /** By session id. */
  sessions: Record<string, SessionRecord>;
  /**
   * By reset key (the key of the mailed link; also the token of the token+username form).
   * `sessionEndsAt`: the reset session's end, set when the link is first opened or used.
   */
  resetKeys: Record<string, { userId: string; expiresAt: string; sessionEndsAt?: string }>;
  /** Bank-identity attempts by orderRef. */
  oauthOrders: Record<string, OAuthOrder>;
  /** Tokens that lead to token sign-up, with the identified person when a bank identified one. */
  signUpTokens: Record<string, { personalNumber: string | null }>;
  /** Deposit limits a person has at the operator's other brands, by personal number (absent: none). */
  crossBrandLimits?: Record<string, CrossBrandDepositLimit[]>;
  /** The operator's own deposit slider ranges for a person, by personal number (absent: none set). */
  depositLimitRanges?: Record<string, DepositLimitRangeOverride>;
  /** The Swedish national self-exclusion register: emails and personal numbers. */
  spelpaus: string[];
  tournaments: Tournament[];
  /** The operator's chat service as set by the test control setChatScript (absent: the demo's stand-in). */
  chatScriptUrl?: string;
  /** When the casino was seeded (ms): jackpots have grown since. Absent in older saved states: from now. */
  seededAt?: number;
  /** ISO code of the visitor's IP country; null is restricted access. */
  visitorCountry: string | null;
  /** Every mail the casino sent, oldest first. */
  outbox: Mail[];
  lastUpload: UploadReceipt | null;
}

/** Where a Node server or a test can keep the state; `localStorage` fits. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A mail a real casino would have sent. */
export interface Mail {
  to: string;
  subject: string;
  kind: 'activation' | 'reset-password' | 'other';
  /** Plain text. */
  body: string;
  /** The activation code, or the reset token. */
  code?: string;
  /** A relative link the player would follow, e.g. `/?reset-pw-key=KEY`. */
  link?: string;
  sentAt: string;
}

/** What the casino learned of the last uploaded document, so a test can check what arrived. */
export interface UploadReceipt {
  type: KycDocument['type'];
  fileName: string;
  mimeType: string;
  /** Decoded size in bytes. */
  bytes: number;
  /** Pixel size, read from the JPEG frame header; null for other types. */
  width: number | null;
  height: number | null;
}

export type StoredDocument = KycDocument & Omit<UploadReceipt, 'type' | 'fileName'>;

export interface PlayerRecord {
  profile: Profile;
  /** Plain text on purpose: every demo player's password is public anyway. Null for SGA players (bank identity only). */
  password: string | null;
  /** The bank identity's person number (SGA). */
  personalNumber: string | null;
  /** Blocked by the operator. */
  blocked: boolean;
  /** A block or self-exclusion the player chose, until an ISO time. */
  selfBlock: { kind: 'block' | 'self-exclude'; until: string } | null;
  /**
   * A session limit used up: no sign-in until this ISO time (the limit's period over). Absent
   * in a state stored before session limits were kept: none.
   */
  loginTimeBlockedUntil?: string | null;
  acceptedTermsVersion: string | null;
  /** The last mailed activation code; null once activated. */
  activationCode: string | null;
  balance: { real: number; bonus: number };
  messages: Message[];
  bonuses: Bonus[];
  limits: Limit[];
  documents: StoredDocument[];
  /** Newest first. */
  history: HistoryTransaction[];
  subscriptions: Subscription[];
  unsubscribeToken: string;
  properties: PlayerProperty[];
  favorites: string[];
  /** gameIds, most recent first. */
  lastPlayed: string[];
  displayPages: DisplayPage[];
  selfExcludeChoices: { choice: SelfExcludeChoice; at: string }[];
  sourceOfWealth: SourceOfWealth | null;
  gamblingTests: (GamblingTestResult & { at: string })[];
  crossBrandLimits: CrossBrandDepositLimit[];
  productBlocks: ProductBlock[];
  realityCheck: RealityCheckRow[];
  previousSession: PreviousSession | null;
  lastSignIn: string | null;
}

export interface SessionRecord {
  userId: string;
  started: string;
}

export interface OAuthOrder {
  mode: 'sign-in' | 'sign-up';
  status: 'pending' | 'approved' | 'denied';
  /** Email or personal number of the person the bank identified. */
  person: string | null;
  started: string;
}

export interface Tournament {
  identifier: string;
  name: string;
  startDate: string;
  endDate: string;
  optInRequired: boolean;
  /** userIds. */
  optedIn: string[];
  entries: { userId: string | null; firstName: string; lastName: string; points: number }[];
}
