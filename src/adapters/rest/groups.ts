import type { Provider } from '../provider';
import type { ProviderOperation } from '../../domain/operations';
import type { RestApi } from './request';
import type { Lazy } from './index';

/** An operation as a group module implements it: the Provider method, with the api first. */
export type Operation<K extends ProviderOperation> = (
  api: RestApi,
  ...args: Parameters<NonNullable<Provider[K]>>
) => ReturnType<NonNullable<Provider[K]>>;
type Load<K extends ProviderOperation> = () => Promise<Operation<K>>;

/**
 * Where each operation the core lacks lives: its group module, loaded on first use (the
 * browser caches the module). Typed complete: an operation added to the Provider interface
 * fails the type check here until it has a home. Each names its operation as a member of the
 * import, so the build keeps only what some operation or group uses: a group's other exports
 * (the valibot schemas of the SDK's answers that the stand-in's tests read) never reach a page.
 */
const OPERATIONS: { [K in Lazy]: Load<K> } = {
  startIdentityFrame: () => import('./bank-identity').then((group) => group.startIdentityFrame),
  completeIdentityFrame: () => import('./bank-identity').then((group) => group.completeIdentityFrame),
  getSessionInfo: () => import('./account').then((group) => group.getSessionInfo),
  getJurisdiction: () => import('./site').then((group) => group.getJurisdiction),
  getDisplayPages: () => import('./account').then((group) => group.getDisplayPages),
  createSsoToken: () => import('./account').then((group) => group.createSsoToken),

  signUp: () => import('./registration').then((group) => group.signUp),
  validateEmail: () => import('./registration').then((group) => group.validateEmail),
  validatePhone: () => import('./registration').then((group) => group.validatePhone),
  getCountries: () => import('./site').then((group) => group.getCountries),
  getCurrencies: () => import('./site').then((group) => group.getCurrencies),
  getCallingCodes: () => import('./site').then((group) => group.getCallingCodes),
  getDepositLimitRanges: () => import('./site').then((group) => group.getDepositLimitRanges),
  getCrossBrandDepositLimits: () => import('./limits').then((group) => group.getCrossBrandDepositLimits),

  activate: () => import('./activation').then((group) => group.activate),
  requestActivationCode: () => import('./activation').then((group) => group.requestActivationCode),

  forgotPassword: () => import('./password').then((group) => group.forgotPassword),
  resetPassword: () => import('./password').then((group) => group.resetPassword),
  isResetKeyValid: () => import('./password').then((group) => group.isResetKeyValid),
  changePassword: () => import('./password').then((group) => group.changePassword),

  getTerms: () => import('./site').then((group) => group.getTerms),
  acceptTerms: () => import('./account').then((group) => group.acceptTerms),
  getWelcomeContent: () => import('./site').then((group) => group.getWelcomeContent),
  getContent: () => import('./site').then((group) => group.getContent),
  getVersion: () => import('./site').then((group) => group.getVersion),

  getProfile: () => import('./account').then((group) => group.getProfile),
  updateProfile: () => import('./account').then((group) => group.updateProfile),
  getWallet: () => import('./account').then((group) => group.getWallet),
  getPlayerProperties: () => import('./account').then((group) => group.getPlayerProperties),
  setPlayerProperties: () => import('./account').then((group) => group.setPlayerProperties),

  getMessages: () => import('./messages').then((group) => group.getMessages),
  getMessage: () => import('./messages').then((group) => group.getMessage),
  markMessageRead: () => import('./messages').then((group) => group.markMessageRead),

  getBonuses: () => import('./bonuses').then((group) => group.getBonuses),
  getBonusOffers: () => import('./bonuses').then((group) => group.getBonusOffers),
  triggerBonus: () => import('./bonuses').then((group) => group.triggerBonus),
  claimBonus: () => import('./bonuses').then((group) => group.claimBonus),
  cancelBonus: () => import('./bonuses').then((group) => group.cancelBonus),

  getLimits: () => import('./limits').then((group) => group.getLimits),
  setLimit: () => import('./limits').then((group) => group.setLimit),
  removeLimit: () => import('./limits').then((group) => group.removeLimit),
  block: () => import('./responsible-gaming').then((group) => group.block),
  selfExclude: () => import('./responsible-gaming').then((group) => group.selfExclude),
  sendSelfExcludeChoice: () => import('./responsible-gaming').then((group) => group.sendSelfExcludeChoice),
  getRealityCheck: () => import('./responsible-gaming').then((group) => group.getRealityCheck),
  getProductBlocks: () => import('./responsible-gaming').then((group) => group.getProductBlocks),
  getSessionSummary: () => import('./responsible-gaming').then((group) => group.getSessionSummary),
  submitSourceOfWealth: () => import('./responsible-gaming').then((group) => group.submitSourceOfWealth),
  submitGamblingTest: () => import('./responsible-gaming').then((group) => group.submitGamblingTest),

  getKycDocuments: () => import('./kyc').then((group) => group.getKycDocuments),
  uploadKycDocument: () => import('./kyc').then((group) => group.uploadKycDocument),

  getHistory: () => import('./history').then((group) => group.getHistory),
  getPaymentStats: () => import('./history').then((group) => group.getPaymentStats),

  getSubscriptions: () => import('./subscriptions').then((group) => group.getSubscriptions),
  updateSubscriptions: () => import('./subscriptions').then((group) => group.updateSubscriptions),
  unsubscribe: () => import('./subscriptions').then((group) => group.unsubscribe),

  getDepositConfig: () => import('./cashier').then((group) => group.getDepositConfig),

  getGames: () => import('./lobby').then((group) => group.getGames),
  launchGame: () => import('./lobby').then((group) => group.launchGame),
  getFavorites: () => import('./lobby').then((group) => group.getFavorites),
  addFavorite: () => import('./lobby').then((group) => group.addFavorite),
  removeFavorite: () => import('./lobby').then((group) => group.removeFavorite),
  getLastPlayed: () => import('./lobby').then((group) => group.getLastPlayed),
  setLastPlayed: () => import('./lobby').then((group) => group.setLastPlayed),
  getJackpots: () => import('./lobby').then((group) => group.getJackpots),
  optInTournament: () => import('./lobby').then((group) => group.optInTournament),
  getLeaderboard: () => import('./lobby').then((group) => group.getLeaderboard),

  getChatConfig: () => import('./site').then((group) => group.getChatConfig),
};

type Implementation = (api: RestApi, ...args: unknown[]) => Promise<unknown>;

/**
 * The operations loaded so far. Each import() resolves in a task of its own even for a module
 * that is here, behind whatever the page is doing (the deposit popup opening): a loaded
 * operation is called at once, its request leaving in the same task as the call.
 */
const loaded = new Map<Lazy, Implementation>();

async function load(operation: Lazy): Promise<Implementation> {
  const implementation = (await OPERATIONS[operation]()) as Implementation;
  loaded.set(operation, implementation);
  return implementation;
}

/** Run a lazy operation: load it (with its group) unless it is here, and call it. */
export function run(operation: Lazy, api: RestApi, args: unknown[]): Promise<unknown> {
  const implementation = loaded.get(operation);
  return implementation ? implementation(api, ...args) : load(operation).then((loading) => loading(api, ...args));
}

/** Provider.prepare: load the groups of `operations`, none of them called. */
export async function prepare(operations: ProviderOperation[]): Promise<void> {
  const lazy = operations.filter((name): name is Lazy => Object.hasOwn(OPERATIONS, name));
  await Promise.all(lazy.filter((name) => !loaded.has(name)).map(load));
}
