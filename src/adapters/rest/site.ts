import type {
  CallingCode,
  ChatConfig,
  ContentEntry,
  Country,
  CrossBrandTimespan,
  Currency,
  DepositLimitRange,
  Jurisdiction,
  Terms,
  VersionInfo,
  WelcomeContent,
} from '../provider';
import { list, num, obj, str, type Answer } from './read';
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
  return api.get('general', '/bootstrap', (answer) => read(obj(answer)));
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
  return api.get('general', '/exchange-rates', (answer) => Object.keys(obj(obj(answer).Rates)).map((code) => ({ code })));
}

export function getDepositLimitRanges(api: RestApi): Promise<Record<CrossBrandTimespan, DepositLimitRange>> {
  return bootstrap(api, (site) => {
    const ranges = obj(site.DepositLimitRanges);
    const range = (timespan: CrossBrandTimespan): DepositLimitRange => {
      const r = obj(ranges[timespan]);
      return { min: num(r.Min), max: num(r.Max), initial: num(r.Initial) };
    };
    return { 1: range(1), 7: range(7), 30: range(30) };
  });
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
  return api.get(area, '/content/getdocument', (answer) => read(obj(answer)), { id });
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
