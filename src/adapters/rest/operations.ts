import { NotImplemented, type Provider, type ProviderOperation } from '../provider';
import type { RestApi } from './request';

/** An operation as a group module implements it: the Provider method, with the api first. */
export type Operation<K extends ProviderOperation> = (api: RestApi, ...args: Parameters<NonNullable<Provider[K]>>) => ReturnType<NonNullable<Provider[K]>>;
type Group<K extends ProviderOperation> = () => Promise<{ [P in K]: Operation<P> }>;
/**
 * Not on this platform (run throws NotImplemented): the brand blocks, a framework's own popups
 * and games, and the order-polling kind of bank identity (this platform's is the frame's).
 */
type Elsewhere = 'getBrandBlock' | 'openPlatformPopup' | 'openPlatformGame' | 'startOAuth' | 'collectOAuth';
type Lazy = Exclude<ProviderOperation, 'signIn' | 'signOut' | 'restoreSession' | 'getVisitorCountry' | Elsewhere>;

const account = () => import('./account');
const activation = () => import('./activation');
const bankIdentity = () => import('./bank-identity');
const bonuses = () => import('./bonuses');
const cashier = () => import('./cashier');
const history = () => import('./history');
const kyc = () => import('./kyc');
const limits = () => import('./limits');
const lobby = () => import('./lobby');
const messages = () => import('./messages');
const password = () => import('./password');
const registration = () => import('./registration');
const responsibleGaming = () => import('./responsible-gaming');
const site = () => import('./site');
const subscriptions = () => import('./subscriptions');

/**
 * Which group module holds each operation the core lacks. Typed complete: an operation
 * added to the Provider interface fails the type check here until it has a home.
 */
const GROUPS: { [K in Lazy]: Group<K> } = {
  startIdentityFrame: bankIdentity,
  completeIdentityFrame: bankIdentity,
  getSessionInfo: account,
  getJurisdiction: site,
  getDisplayPages: account,
  createSsoToken: account,

  signUp: registration,
  validateEmail: registration,
  validatePhone: registration,
  getCountries: site,
  getCurrencies: site,
  getCallingCodes: site,
  getDepositLimitRanges: site,
  getCrossBrandDepositLimits: limits,

  activate: activation,
  requestActivationCode: activation,

  forgotPassword: password,
  resetPassword: password,
  isResetKeyValid: password,
  changePassword: password,

  getTerms: site,
  acceptTerms: account,
  getWelcomeContent: site,
  getContent: site,
  getVersion: site,

  getProfile: account,
  updateProfile: account,
  getWallet: account,
  getPlayerProperties: account,
  setPlayerProperties: account,

  getMessages: messages,
  getMessage: messages,
  markMessageRead: messages,

  getBonuses: bonuses,
  getBonusOffers: bonuses,
  triggerBonus: bonuses,
  claimBonus: bonuses,
  cancelBonus: bonuses,

  getLimits: limits,
  setLimit: limits,
  removeLimit: limits,
  block: responsibleGaming,
  selfExclude: responsibleGaming,
  sendSelfExcludeChoice: responsibleGaming,
  getRealityCheck: responsibleGaming,
  getProductBlocks: responsibleGaming,
  getSessionSummary: responsibleGaming,
  submitSourceOfWealth: responsibleGaming,
  submitGamblingTest: responsibleGaming,

  getKycDocuments: kyc,
  uploadKycDocument: kyc,

  getHistory: history,
  getPaymentStats: history,

  getSubscriptions: subscriptions,
  updateSubscriptions: subscriptions,
  unsubscribe: subscriptions,

  getDepositConfig: cashier,

  getGames: lobby,
  launchGame: lobby,
  getFavorites: lobby,
  addFavorite: lobby,
  removeFavorite: lobby,
  getLastPlayed: lobby,
  setLastPlayed: lobby,
  getJackpots: lobby,
  optInTournament: lobby,
  getLeaderboard: lobby,

  getChatConfig: site,
};

/**
 * Run a lazy operation: load its group (once; the browser caches the module) and call it.
 * `prepare` (Provider.prepare, answered by the core's proxy like any operation) only loads the groups.
 */
export async function run(operation: string, api: RestApi, args: unknown[]): Promise<unknown> {
  if (operation === 'prepare') return Promise.all((args[0] as string[]).filter((name) => Object.hasOwn(GROUPS, name)).map((name) => GROUPS[name as Lazy]()));
  if (!Object.hasOwn(GROUPS, operation)) throw new NotImplemented(operation);
  const group = await GROUPS[operation as Lazy]();
  return (group[operation as keyof typeof group] as (api: RestApi, ...args: unknown[]) => Promise<unknown>)(api, ...args);
}
