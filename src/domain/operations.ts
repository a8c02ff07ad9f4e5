/**
 * What a platform can do and what it may lack, in the words the rules use (which account tabs,
 * limit sections and steps after sign-in a page offers). The provider contract
 * (src/adapters/provider.ts) has one method per operation named here; test/types/provider.ts
 * fails the type check when the two lists differ. Only the list of names is code: importing the
 * types loads nothing.
 */
import type { LimitPeriod, LimitType } from './model';

/**
 * Every Provider operation's name, grouped as the interface is: the one list of them the code
 * reads at run time (src/adapters/define-provider.ts fills in those an adapter leaves out; the
 * REST adapter makes its lazy operations from it).
 */
export const PROVIDER_OPERATIONS = [
  // session
  'signIn',
  'startOAuth',
  'collectOAuth',
  'startIdentityFrame',
  'completeIdentityFrame',
  'signOut',
  'restoreSession',
  'getSessionInfo',
  'getVisitorCountry',
  'getJurisdiction',
  'getDisplayPages',
  'createSsoToken',
  // registration
  'signUp',
  'validateEmail',
  'validatePhone',
  'getCountries',
  'getCurrencies',
  'getCallingCodes',
  'getDepositLimitRanges',
  'getCrossBrandDepositLimits',
  // activation
  'activate',
  'requestActivationCode',
  // password
  'forgotPassword',
  'resetPassword',
  'isResetKeyValid',
  'changePassword',
  // terms and content
  'getTerms',
  'acceptTerms',
  'getWelcomeContent',
  'getContent',
  'getVersion',
  'getBrandBlock',
  // profile and wallet
  'getProfile',
  'updateProfile',
  'getWallet',
  'getPlayerProperties',
  'setPlayerProperties',
  // messages
  'getMessages',
  'getMessage',
  'markMessageRead',
  // bonuses
  'getBonuses',
  'getBonusOffers',
  'triggerBonus',
  'claimBonus',
  'cancelBonus',
  // limits and responsible gaming
  'getLimits',
  'setLimit',
  'removeLimit',
  'block',
  'selfExclude',
  'sendSelfExcludeChoice',
  'getRealityCheck',
  'getProductBlocks',
  'getSessionSummary',
  'submitSourceOfWealth',
  'submitGamblingTest',
  // KYC
  'getKycDocuments',
  'uploadKycDocument',
  // history and stats
  'getHistory',
  'getPaymentStats',
  // subscriptions
  'getSubscriptions',
  'updateSubscriptions',
  'unsubscribe',
  // cashier
  'getDepositConfig',
  // games and the lobby
  'getGames',
  'launchGame',
  'getFavorites',
  'addFavorite',
  'removeFavorite',
  'getLastPlayed',
  'setLastPlayed',
  'getJackpots',
  'optInTournament',
  'getLeaderboard',
  // chat
  'getChatConfig',
  // a platform's own framework (the turnkey platform)
  'openPlatformPopup',
  'openPlatformGame',
] as const;

/** A Provider operation's name: the stub's failure knob and the contract suite name operations by it. */
export type ProviderOperation = (typeof PROVIDER_OPERATIONS)[number];

/**
 * Something a platform may lack (the provider's `lacks`): an operation, keeping one type of
 * limit, keeping that type for one period (a platform with one session limit has no weekly one),
 * telling how much of a limit is left (`remainingAmount`; without it the deposit screen has
 * no limit notice), or a total jackpot (the jackpots list then shows no total rows).
 */
export type Lack =
  | ProviderOperation
  | `${LimitType} limits`
  | `${Exclude<LimitPeriod, 'transaction' | 'none'>} ${LimitType} limits`
  | 'remaining limit amounts'
  | 'jackpot total';
