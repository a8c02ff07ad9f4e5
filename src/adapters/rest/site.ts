import type {
  CallingCode,
  ChatConfig,
  ContentEntry,
  Country,
  CrossBrandTimespan,
  Currency,
  DepositLimitRange,
  DepositLimitRangeOverride,
  DepositLimitRangeSettings,
  Jurisdiction,
  Terms,
  VersionInfo,
  WelcomeContent,
} from '../provider';
import { list, maybe, num, obj, str, type Answer } from './read';
import type { RestApi } from './request';

/**
 * What the platform tells any visitor. GET /bootstrap is the site's configuration:
 *
 * `{ipcountry: 'MT' | null, Currency, PhonePrefix, Jurisdiction, Countries: [{Code, Name,
 * Currency, PhonePrefix}], CallingCodes: ['+356'], DepositLimitRanges: {'1': {Min, Max,
 * Initial}, '7': …, '30': …}, Version: {Version, Hash}, Chat: {ScriptUrl, Options},
 * Cashier: {MerchantId, Environment} (signed in only)}`
 *
 * (The visitor's country, which every sign-in page asks for, is read in ./index.)
 *
 * The platform has no paths of their own for countries, calling codes, the sign-up limit
 * ranges, the version and chat: they are read from the bootstrap, the closest path.
 * Texts come from the content service, GET /content/getdocument?id=.
 */
export function bootstrap<T>(api: RestApi, read: (site: Answer) => T): Promise<T> {
  return api.call('general', { get: '/bootstrap' }, (answer) => read(obj(answer)));
}

/** The signed-in player's own, else the one of the IP country. */
export function getJurisdiction(api: RestApi): Promise<Jurisdiction> {
  return bootstrap(api, (site) => str(site.Jurisdiction) as Jurisdiction);
}

export function getCountries(api: RestApi): Promise<Country[]> {
  return bootstrap(api, (site) =>
    list(site.Countries).map((item) => {
      const country = obj(item);
      return { code: str(country.Code), name: str(country.Name), currency: str(country.Currency), phonePrefix: str(country.PhonePrefix) };
    }),
  );
}

export function getCallingCodes(api: RestApi): Promise<CallingCode[]> {
  return bootstrap(api, (site) => list(site.CallingCodes).map((code) => ({ code: str(code) })));
}

/** GET /exchange-rates `{Base, Rates: {EUR: 1, SEK: 11.4, …}}`: the currencies the platform trades in. */
export function getCurrencies(api: RestApi): Promise<Currency[]> {
  return api.call('general', { get: '/exchange-rates' }, (answer) => Object.keys(obj(obj(answer).Rates)).map((code) => ({ code })));
}

const TIMESPANS: readonly CrossBrandTimespan[] = [1, 7, 30];

/** `{'1': {Min?, Max?, Initial?}, '7': …, '30': …}`, each timespan and value optional. */
function rangeOverride(value: unknown): DepositLimitRangeOverride {
  const ranges = value === undefined || value === null ? {} : obj(value);
  const out: DepositLimitRangeOverride = {};
  for (const timespan of TIMESPANS) {
    if (ranges[timespan] === undefined) continue;
    const r = obj(ranges[timespan]);
    const range: Partial<DepositLimitRange> = {};
    if (r.Min !== undefined) range.min = num(r.Min);
    if (r.Max !== undefined) range.max = num(r.Max);
    if (r.Initial !== undefined) range.initial = num(r.Initial);
    out[timespan] = range;
  }
  return out;
}

/**
 * The deposit slider ranges' settings from GET /bootstrap: `DepositLimitRanges` (the
 * operator's), `DepositLimitAgeBands: [{FromAge, ToAge?, Ranges}]`, and with
 * `?token=` (a sign-up token) `Person: {Age, DepositLimitRanges}` for that token's person.
 */
export function getDepositLimitRanges(api: RestApi, token?: string): Promise<DepositLimitRangeSettings> {
  const read = (site: Answer): DepositLimitRangeSettings => {
    const person = site.Person === undefined || site.Person === null ? null : obj(site.Person);
    return {
      ranges: rangeOverride(site.DepositLimitRanges),
      ageBands: list(site.DepositLimitAgeBands ?? []).map((entry) => {
        const band = obj(entry);
        const toAge = maybe(num, band.ToAge);
        return { fromAge: num(band.FromAge), ...(toAge === null ? {} : { toAge }), ranges: rangeOverride(band.Ranges) };
      }),
      person: person && { age: maybe(num, person.Age), ranges: rangeOverride(person.DepositLimitRanges) },
    };
  };
  if (token === undefined) return bootstrap(api, read);
  return api.call('general', { get: '/bootstrap', query: { token } }, (answer) => read(obj(answer)));
}

export function getVersion(api: RestApi): Promise<VersionInfo> {
  return bootstrap(api, (site) => {
    const version = obj(site.Version);
    return { version: str(version.Version), hash: str(version.Hash) };
  });
}

export function getChatConfig(api: RestApi): Promise<ChatConfig> {
  return bootstrap(api, (site) => {
    const chat = obj(site.Chat);
    const options = obj(chat.Options);
    return { scriptUrl: str(chat.ScriptUrl), options: Object.fromEntries(Object.keys(options).map((key) => [key, str(options[key])])) };
  });
}

/** A content-service document: `{Id, Title, Html, Version?, Image?, Entries?}`. */
export function contentDocument<T>(api: RestApi, id: string, read: (entry: Answer) => T, area: 'general' | 'terms' = 'general'): Promise<T> {
  return api.call(area, { get: '/content/getdocument', query: { id } }, (answer) => read(obj(answer)));
}

export function getTerms(api: RestApi): Promise<Terms> {
  return contentDocument(api, 'terms-and-conditions', (terms) => ({ version: str(terms.Version), content: str(terms.Html) }), 'terms');
}

export function getWelcomeContent(api: RestApi): Promise<WelcomeContent> {
  return contentDocument(api, 'welcome', (welcome) => ({ image: str(welcome.Image), content: str(welcome.Html) }));
}

export function getContent(api: RestApi, id: string): Promise<ContentEntry> {
  return contentDocument(api, id, (entry) => ({ id: str(entry.Id), title: str(entry.Title), html: str(entry.Html) }));
}
