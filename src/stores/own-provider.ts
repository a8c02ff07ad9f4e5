// A page's own provider made whole: loaded only on a page that selects a registered adapter,
// so the list of operations below costs the other pages nothing.
import { notImplemented, type AdapterFactory, type PartialProvider, type Provider } from '../adapters/provider';
import type { Lack } from '../domain/operations';
import type { BetrConfig } from './config';
import { $ownAdapters } from './current-provider';

/** The operations every Provider has (the optional ones, e.g. startIdentityFrame, are asked for by presence). */
type RequiredOperation = Exclude<
  { [K in keyof Provider]-?: undefined extends Provider[K] ? never : K }[keyof Provider],
  'name' | 'subscribe'
>;

// A record rather than an array: the compiler fails here when an operation is added to Provider.
const OPERATIONS: Record<RequiredOperation, 0> = {
  signIn: 0,
  startOAuth: 0,
  collectOAuth: 0,
  signOut: 0,
  restoreSession: 0,
  getSessionInfo: 0,
  getVisitorCountry: 0,
  getJurisdiction: 0,
  getDisplayPages: 0,
  createSsoToken: 0,
  signUp: 0,
  validateEmail: 0,
  validatePhone: 0,
  getCountries: 0,
  getCurrencies: 0,
  getCallingCodes: 0,
  getDepositLimitRanges: 0,
  getCrossBrandDepositLimits: 0,
  activate: 0,
  requestActivationCode: 0,
  forgotPassword: 0,
  resetPassword: 0,
  isResetKeyValid: 0,
  changePassword: 0,
  getTerms: 0,
  acceptTerms: 0,
  getWelcomeContent: 0,
  getContent: 0,
  getVersion: 0,
  getBrandBlock: 0,
  getProfile: 0,
  updateProfile: 0,
  getWallet: 0,
  getPlayerProperties: 0,
  setPlayerProperties: 0,
  getMessages: 0,
  getMessage: 0,
  markMessageRead: 0,
  getBonuses: 0,
  getBonusOffers: 0,
  triggerBonus: 0,
  claimBonus: 0,
  cancelBonus: 0,
  getLimits: 0,
  setLimit: 0,
  removeLimit: 0,
  block: 0,
  selfExclude: 0,
  sendSelfExcludeChoice: 0,
  getRealityCheck: 0,
  getProductBlocks: 0,
  getSessionSummary: 0,
  submitSourceOfWealth: 0,
  submitGamblingTest: 0,
  getKycDocuments: 0,
  uploadKycDocument: 0,
  getHistory: 0,
  getPaymentStats: 0,
  getSubscriptions: 0,
  updateSubscriptions: 0,
  unsubscribe: 0,
  getDepositConfig: 0,
  getGames: 0,
  launchGame: 0,
  getFavorites: 0,
  addFavorite: 0,
  removeFavorite: 0,
  getLastPlayed: 0,
  setLastPlayed: 0,
  getJackpots: 0,
  optInTournament: 0,
  getLeaderboard: 0,
  getChatConfig: 0,
  openPlatformPopup: 0,
  openPlatformGame: 0,
};

const noEvents = () => () => undefined;

/**
 * The page's own provider as the stores use every provider: an operation it does not define
 * is lacking exactly as a built-in adapter's NotImplemented one (in `lacks`, and throwing
 * NotImplemented if called), so the elements, account tabs and sign-in steps that need it
 * leave it out through the one path they already take.
 */
export function completeProvider(own: PartialProvider): Provider {
  if (!own || typeof own !== 'object') throw new TypeError('the factory gave no provider object');
  const target = own as unknown as Record<PropertyKey, unknown>;
  const missing = (Object.keys(OPERATIONS) as RequiredOperation[]).filter((operation) => typeof target[operation] !== 'function');
  const lacks: ReadonlySet<Lack> = new Set([...(own.lacks ?? []), ...missing]);
  const lacking = new Set<PropertyKey>(missing);
  // A proxy rather than a copy: the provider's own methods keep their `this` (its private
  // fields too). Over an empty object, so a frozen provider binds no proxy invariant.
  return new Proxy(
    {},
    {
      get(_, key) {
        if (key === 'lacks') return lacks;
        if (lacking.has(key)) return notImplemented(String(key));
        const value = target[key];
        if (key === 'subscribe' && typeof value !== 'function') return noEvents;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(own) : value;
      },
    },
  ) as Provider;
}

/**
 * The factory registered as `name`, once it is: a page's own script may run after betr.js
 * has asked. Every script of the page has run by the window's load event, so a name still
 * unknown a task after it is an error rather than a wait forever.
 */
function registered(name: string): Promise<AdapterFactory> {
  return new Promise((resolve, reject) => {
    const stop = $ownAdapters.subscribe((adapters) => {
      const factory = adapters[name];
      if (factory) queueMicrotask(() => (stop(), resolve(factory)));
    });
    const giveUp = () =>
      setTimeout(() => {
        if ($ownAdapters.get()[name]) return;
        stop();
        reject(new Error(`no adapter is registered as "${name}" (betr.registerAdapter)`));
      });
    if (document.readyState === 'complete') giveUp();
    else window.addEventListener('load', giveUp, { once: true });
  });
}

/** The page's own adapter selected by `config`: its factory's provider, made whole. */
export async function createOwnProvider(config: BetrConfig): Promise<Provider> {
  const factory = await registered(config.adapter);
  return completeProvider(await factory({ ...config })); // a copy: the factory reads it as a plain record
}
