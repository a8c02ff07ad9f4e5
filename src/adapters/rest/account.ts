import type { DisplayPage, DisplayPageName, Gender, PlayerProperty, Profile, ProfileUpdate, SessionInfo, Wallet } from '../../domain/model';
import { array, boolean, nullish, number, object, parse, picklist, record, string } from 'valibot';
import { jurisdictionFor } from '../../domain/jurisdiction';
import { ourJurisdiction, ourName } from './names';
import { bool, id, list, num, obj, optional, optionalList, optionalStr, str } from './read';
import type { RestApi } from './request';
import { bootstrap } from './bootstrap';

/** The SDK's Jurisdiction enum. */
export const PlatformJurisdiction = picklist(['MGA', 'UK', 'DGA', 'SGA', 'ES', 'MX', 'Curacao']);

/** The SDK's PlayerInfo (GET /player/user-info), as betr reads it: optional fields may be absent. */
export const PlatformPlayerInfo = object({
  Id: number(),
  Email: nullish(string()),
  BirthDate: string(),
  FirstName: nullish(string()),
  LastName: nullish(string()),
  Address1: nullish(string()),
  City: nullish(string()),
  Zip: nullish(string()),
  Country: nullish(string()),
  PhoneNumber: nullish(string()),
  MobilePhoneNumber: nullish(string()),
  Language: nullish(string()),
  Gender: nullish(picklist(['Male', 'Female', 'Other', 'Unknown'])),
  Currency: nullish(string()),
  IsComplete: boolean(),
  IsVerified: boolean(),
  DepositCount: number(),
  WithdrawalCount: number(),
  Jurisdiction: nullish(PlatformJurisdiction),
  Level: string(),
  Tags: nullish(array(string())),
  SowStatus: picklist(['Unverified', 'Verified', 'Requested', 'TimeoutBlocked']),
  TacVersionAccepted: nullish(string()),
});

/** GET /player-groups: `string[]`. */
export const PlatformPlayerGroups = array(string());

/** The SDK's WalletBalance. */
const PlatformWalletBalance = object({ Balance: number(), ReservedBalance: number() });
/**
 * GET /wallets: the SDK's PerCurrencyBalanceSheet, a BalanceSheet per currency under
 * `Balances`, whose Total, Real and Bonus are each a WalletBalance.
 */
export const PlatformBalances = object({
  Balances: record(string(), object({ Total: PlatformWalletBalance, Real: PlatformWalletBalance, Bonus: PlatformWalletBalance })),
});

/** The SDK's LoginPage[] (GET /player/display-pages). */
export const PlatformLoginPages = array(
  object({
    Id: number(),
    PlayerId: number(),
    Created: string(),
    PageType: picklist([
      'NoPageRequired',
      'SourceOfWealthFormRequired',
      'KycProvideDocuments',
      'KycRemindAboutDocuments',
      'ResponsibleGamingInformation',
      'ResponsibleGamingTest',
      'DepositLimitsRequired',
      'UpdatePlayerInfo',
      'TermsAndConditions',
      'ExpectedAnnualActivity',
      'RealityCheck',
    ]),
    ForceAction: boolean(),
    WasDisplayed: nullish(string()),
    RealityCheckSelection: picklist(['Logout', 'ContinuePlaying']),
  }),
);

/** The SDK's PlayerProperty[] (GET /player-properties): the value spelled `value`. */
export const PlatformPlayerProperties = array(
  object({
    PlayerId: number(),
    Name: nullish(string()),
    Type: nullish(picklist(['Text', 'Number', 'DateTime', 'Date', 'Time', 'OddsFormat'])),
    value: nullish(string()),
  }),
);

/** The SDK's SessionInfo (GET /responsiblegaming/session). */
export const PlatformSessionInfo = object({
  TimeUntilRealityCheck: number(),
  SessionLength: number(),
  CurrentUnixStarted: number(),
  LastUnixStarted: number(),
  LastUnixEnded: number(),
  LastLoginIp: nullish(string()),
  LastLoginDevice: nullish(string()),
  LastWager: number(),
  LastWon: number(),
});

/**
 * The signed-in player: profile (GET /player/user-info with GET /player-groups), wallet
 * (GET /wallets), terms acceptance, required pages, properties, session info, SSO token.
 */

/**
 * GET /player/user-info (the SDK's PlayerInfo: `{Id: number, Email?, BirthDate, FirstName?,
 * LastName?, Address1?, City?, Zip?, Country?, PhoneNumber?, MobilePhoneNumber?, Language?,
 * Gender?, Currency?, Jurisdiction?, IsVerified, TacVersionAccepted?, …}`); GET
 * /player-groups: `['vip']`. The calling code is the longest of the bootstrap's
 * `CallingCodes` (the page's configuration, kept) that begins the mobile number. Asked each
 * time: the page keeps the profile (see `playerProfile`).
 */
export async function getProfile(api: RestApi): Promise<Profile> {
  const [profile, playerGroups, callingCodes] = await Promise.all([
    api.call('player', { get: '/player/user-info' }, readProfile),
    api.call('player', { get: '/player-groups' }, (answer) => list(answer).map(str)),
    bootstrap(api, (site) => optionalList(site.CallingCodes).map(str), { kept: true }),
  ]);
  return { ...profile, callingCode: callingCodeOf(profile.phone, callingCodes), playerGroups };
}

/**
 * The profile for an operation that derives from it (the cashier's config, the bonus offers'
 * currency): the page's, one call for every reader until the player changes it; asked now
 * where the adapter serves no page.
 */
export function playerProfile(api: RestApi): Promise<Profile> {
  return api.player ? api.player.profile() : getProfile(api);
}

/** `+35699123456` with `['+46', '+356', '+35']` → `+356`; '' when none begins it. */
export function callingCodeOf(phone: string, callingCodes: readonly string[]): string {
  return callingCodes.filter((code) => code && phone.startsWith(code)).sort((a, b) => b.length - a.length)[0] ?? '';
}

/**
 * What the player may not change: the platform's POST /player/update (UpdatePlayerInfoParams)
 * takes the address, city, zip, phone numbers, country, gender and language, never these.
 */
const NOT_UPDATABLE = { email: true, firstName: true, lastName: true, dateOfBirth: true, currency: true } as const;

const GENDERS: Readonly<Record<string, Gender>> = { Male: 'male', Female: 'female' };

function readProfile(answer: unknown): Omit<Profile, 'playerGroups'> {
  const info = obj(answer);
  const text = (field: string) => optionalStr(info[field]);
  const country = text('Country');
  return {
    userId: id(info.Id),
    email: text('Email'),
    firstName: text('FirstName'),
    lastName: text('LastName'),
    // A date, or a date and time ('1990-01-01T00:00:00'): the day is what the player gave.
    dateOfBirth: str(info.BirthDate).slice(0, 10),
    address: text('Address1'),
    city: text('City'),
    zip: text('Zip'),
    callingCode: '',
    phone: text('MobilePhoneNumber') || text('PhoneNumber'),
    country,
    language: text('Language'),
    currency: text('Currency') || text('signUpCurrency'),
    // Other and Unknown (or none) are both "other" to the profile.
    gender: GENDERS[text('Gender')] ?? 'other',
    // The platform keeps no title.
    title: '',
    isActivated: optional(bool, info.IsVerified, false),
    jurisdiction: ourJurisdiction(info.Jurisdiction) ?? jurisdictionFor(undefined, country),
    disabled: NOT_UPDATABLE,
  };
}

/** The player's id, for the paths that name it (tournament opt-in, cross-brand limits). */
export function playerId(api: RestApi): Promise<string> {
  return api.call('player', { get: '/player/user-info' }, (answer) => id(obj(answer).Id));
}

/**
 * POST /player/update `{Password, Language, Address1?, City?, Zip?, MobilePhoneNumber?}`:
 * the changed fields, the password that confirms them and the player's language, which the
 * platform requires on every update (sent unchanged). No answer: the profile is asked anew,
 * and the page keeps the new one.
 */
export async function updateProfile(api: RestApi, update: ProfileUpdate): Promise<Profile> {
  const { language } = await playerProfile(api);
  await api.call('player', {
    post: '/player/update',
    body: {
      Password: update.password,
      Language: language,
      Address1: update.address,
      City: update.city,
      Zip: update.zip,
      MobilePhoneNumber: update.phone,
    },
  });
  return getProfile(api);
}

/**
 * GET /wallets: `{Balances: {EUR: {Total, Real, Bonus}}}`, each `{Balance, ReservedBalance}`,
 * one sheet per currency; the player's wallet is the first (a player has one currency here).
 */
export function getWallet(api: RestApi): Promise<Wallet> {
  return api.call('general', { get: '/wallets' }, (answer) => {
    const [currency, sheet] = Object.entries(parse(PlatformBalances, answer).Balances)[0] ?? malformedWallet();
    return { realBalance: sheet.Real.Balance, bonusBalance: sheet.Bonus.Balance, totalBalance: sheet.Total.Balance, currency };
  });
}

const malformedWallet = (): never => {
  throw new TypeError('no wallet');
};

/** Pushes the balance after a change the platform does not push itself (a bonus claimed or cancelled). */
export async function refreshWallet(api: RestApi): Promise<void> {
  try {
    api.emit({ type: 'wallet', wallet: await getWallet(api) });
  } catch {
    // The change itself succeeded; the balance shows at the next load.
  }
}

/** GET /player/update-player-tac?tacVersionAccepted= */
export function acceptTerms(api: RestApi, version: string): Promise<void> {
  return api.call('terms', { get: '/player/update-player-tac', query: { tacVersionAccepted: version } });
}

/** The SDK's LoginPageType → the page betr opens; the types betr has no page for are left out. */
export const DISPLAY_PAGES: Readonly<Record<DisplayPageName, string>> = {
  'source-of-wealth': 'SourceOfWealthFormRequired',
  'responsible-gaming-test': 'ResponsibleGamingTest',
  'terms-and-conditions': 'TermsAndConditions',
  'deposit-limits': 'DepositLimitsRequired',
  'provide-documents': 'KycProvideDocuments',
};

/** GET /player/display-pages: `[{Id, PlayerId, Created, PageType, ForceAction, WasDisplayed?, …}]`. */
export function getDisplayPages(api: RestApi): Promise<DisplayPage[]> {
  return api.call('general', { get: '/player/display-pages' }, (answer) =>
    list(answer).flatMap((item) => {
      const page = obj(item);
      const name = ourName(DISPLAY_PAGES, page.PageType);
      return name ? [{ page: name, forced: optional(bool, page.ForceAction, false) }] : [];
    }),
  );
}

/** GET /player-properties: `[{PlayerId, Name?, Type?, value?}]` (the platform spells `value` in lower case); one without a name is skipped. */
export function getPlayerProperties(api: RestApi): Promise<PlayerProperty[]> {
  return api.call('general', { get: '/player-properties' }, (answer) =>
    list(answer).flatMap((item) => {
      const property = obj(item);
      const name = optionalStr(property.Name);
      return name ? [{ name, type: optionalStr(property.Type) || 'Text', value: optionalStr(property.value) }] : [];
    }),
  );
}

/** The SDK's PlayerPropertyType; any other kind is stored as text. */
const PROPERTY_TYPES = ['Text', 'Number', 'DateTime', 'Date', 'Time', 'OddsFormat'];

/** POST /player-properties `{Properties: [{Name, Type, Value}]}`; the platform merges by name. */
export function setPlayerProperties(api: RestApi, properties: PlayerProperty[]): Promise<void> {
  const Properties = properties.map((p) => ({ Name: p.name, Type: PROPERTY_TYPES.includes(p.type) ? p.type : 'Text', Value: p.value }));
  return api.call('general', { post: '/player-properties', body: { Properties } });
}

/**
 * GET /responsiblegaming/session, the SDK's SessionInfo: `{TimeUntilRealityCheck,
 * SessionLength, CurrentUnixStarted, LastUnixStarted, LastUnixEnded, LastLoginIp?,
 * LastLoginDevice?, LastWager, LastWon}`: times in unix seconds, lengths and the time until
 * the reality check in minutes (0: none scheduled; no previous session: LastUnixStarted 0).
 */
export function getSessionInfo(api: RestApi): Promise<SessionInfo> {
  return api.call('general', { get: '/responsiblegaming/session' }, (json) => readSessionInfo(json));
}

/** The session's reading for an operation that derives from it (the session summary): the page's, else asked now. */
export function sessionReading(api: RestApi): Promise<SessionInfo> {
  return api.player ? api.player.sessionInfo() : getSessionInfo(api);
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** The answer of GET /responsiblegaming/session (also the proof of a restored session, see ./index). */
export function readSessionInfo(answer: unknown, now = Date.now()): SessionInfo {
  const o = obj(answer);
  // The SDK types both spellings; a platform may send either.
  const length = optional(num, o.SessionLength, optional(num, o.SessionLenght, 0));
  const untilCheck = optional(num, o.TimeUntilRealityCheck, 0);
  const lastStarted = optional(num, o.LastUnixStarted, 0);
  const lastEnded = optional(num, o.LastUnixEnded, 0);
  return {
    length,
    started: iso(optional(num, o.CurrentUnixStarted, Math.floor(now / 1000) - length * 60)),
    nextRealityCheck: untilCheck > 0 ? new Date(now + untilCheck * 60_000).toISOString() : null,
    previous:
      lastStarted > 0
        ? {
            won: optional(num, o.LastWon, 0),
            wager: optional(num, o.LastWager, 0),
            ip: optionalStr(o.LastLoginIp),
            device: optionalStr(o.LastLoginDevice),
            started: iso(lastStarted),
            ended: iso(Math.max(lastEnded, lastStarted)),
            length: Math.round(Math.max(lastEnded - lastStarted, 0) / 60),
          }
        : null,
  };
}

/** POST /player/create-sso-token: a JSON string, valid for a few minutes, for third-party products (games). */
export function createSsoToken(api: RestApi): Promise<string> {
  return api.call('general', { post: '/player/create-sso-token' }, str);
}
