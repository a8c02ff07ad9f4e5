import type { Provider } from '../adapters/provider';
import type { ProviderOperation } from '../domain/operations';
import type { SignInResult, SignUpValues } from '../domain/model';

/**
 * The adapter the suite checks. Its operations are all optional: one it does not define is
 * lacking, as one its `lacks` names (or that rejects with NotImplemented), and the cases
 * that need it are skipped. Its name is the operator's own.
 */
export type ProviderUnderTest = { readonly name: string } & Partial<Omit<Provider, 'name'>>;

/** A player's sign-in. */
export interface Credentials {
  email: string;
  password: string;
}

/** A mail the platform sent, as the suite reads it from the outbox. */
export interface ContractMail {
  to: string;
  /** 'activation' or 'reset-password' for the mails the cases read. */
  kind: string;
  /** The code an activation mail carries, or the key of a reset mail. */
  code?: string;
}

/** The operations whose failures the error-key cases inject. */
export type FailingOperation = Extract<
  ProviderOperation,
  'signIn' | 'signUp' | 'activate' | 'resetPassword' | 'optInTournament' | 'uploadKycDocument'
>;

/**
 * A case's rule that a platform may replace with its own, so it cannot be told by
 * `Provider.lacks` (the operation exists, it works differently): a reset by a mailed token
 * (the first platform resets by its key, with a captcha answer), the bonus list keeping
 * ended bonuses with their statuses, the bonus list naming each bonus's code (the first
 * platform's granted bonuses carry none), and player storage keeping what is set (the turnkey
 * platform's answers empty: the spec stubs it there). 'casino records': the platform keeps
 * records as betr's simulated casino does, by its own ids ('b-1001', 'mega-fruit') and with
 * what only it keeps (a held bonus's code, a document's file name); a platform that numbers its
 * own records and keeps less (the REST platform's SDK) checks the same rules in its own suite.
 */
export type OwnRule = 'resetPassword with a token' | 'bonus statuses' | 'bonus codes listed' | 'player storage kept' | 'casino records';

/**
 * What a case needs of the platform beyond the adapter, each given by an option of
 * {@link ContractOptions}: a case whose fixture is not given is skipped, and its title says which.
 */
export type Fixture = 'player' | 'second player' | 'new player' | 'reset' | 'outbox' | 'failures' | 'clock';

/** The catalogue keys a platform's failures of each operation carry: one error-key case each. */
export type ErrorKeys = readonly (readonly [FailingOperation, readonly string[]])[];

/**
 * What the suite needs from the platform behind the adapter. Every option is optional: a
 * case that needs one that is not given is skipped and says so.
 */
export interface ContractOptions {
  /** The 'player' fixture: a seeded player who signs in with a verified email and nothing to accept. */
  player?: Credentials;
  /**
   * The 'second player' fixture: a player who has signed up and not activated: the email is
   * not verified and there are terms to accept.
   */
  secondPlayer?: Credentials;
  /**
   * The 'new player' fixture: the sign-up values of a player the platform does not hold yet
   * and accepts (its countries, currencies, jurisdictions). The cases that sign up call it
   * once each; `signUpValues(overrides)` gives a Maltese player in EUR under MGA to start from.
   */
  newPlayer?(): SignUpValues;
  /** The 'reset' fixture: back to the seed (players, mail, injected failures, the clock). Called before each case. */
  reset?(): Promise<void>;
  /** The 'outbox' fixture: the mails the platform has sent, oldest first. */
  outbox?(): Promise<ContractMail[]>;
  /** The 'failures' fixture: later calls of `operation` fail with the catalogue error `key` of the operation's own area; null clears. */
  fail?(operation: FailingOperation, key: string | null): Promise<void>;
  /**
   * The keys `fail` injects, by operation: a case for each checks the adapter answers the
   * failure as that catalogue error. Without it there are no error-key cases.
   */
  errorKeys?: ErrorKeys;
  /** The 'clock' fixture: move the platform's clock forward. */
  advanceClock?(ms: number): Promise<void>;
  /**
   * Sign a player in where the platform's own framework does it (the turnkey platform's login
   * popup); without it the cases sign in through `provider.signIn`.
   */
  signIn?(email: string, password: string): Promise<Pick<SignInResult, 'sessionId'>>;
  /** Rules this platform replaces with its own (its own tests check those): the cases that need them are skipped. */
  ownRules?: readonly OwnRule[];
}
