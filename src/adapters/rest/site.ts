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
} from '../../domain/model';
import { array, nullable, nullish, object, picklist, record, string } from 'valibot';
import { jurisdictionFor } from '../../domain/jurisdiction';
import { ourJurisdiction, platformJurisdiction } from './names';
import { list, maybe, num, obj, optionalObj, optionalStr, str, type Answer } from './read';
import type { RestApi } from './request';
import { bootstrap } from './bootstrap';

/** The SDK's ContentDocumentModel (GET /content/GetDocument). */
export const PlatformDocument = object({
  Version: nullish(string()),
  Content: nullish(string()),
  Language: nullish(string()),
  State: picklist(['Preview', 'Published']),
  Jurisdiction: picklist(['MGA', 'UK', 'DGA', 'SGA', 'ES', 'MX', 'Curacao']),
});

/** GET /currencies: `string[]`. */
export const PlatformCurrencies = array(string());

/**
 * What betr expects of GET /content/bootstrap (the SDK leaves it untyped): the fields a
 * visitor's widgets read. Cashier, Person and the deposit ranges are there when they apply.
 */
export const PlatformBootstrap = object({
  ipcountry: nullable(string()),
  Currency: string(),
  PhonePrefix: string(),
  Jurisdiction: string(),
  Countries: array(object({ Code: string(), Name: string(), Currency: nullish(string()), PhonePrefix: nullish(string()) })),
  CallingCodes: array(string()),
  Version: object({ Version: string(), Hash: string() }),
  Chat: object({ ScriptUrl: string(), Options: record(string(), string()) }),
  Content: record(string(), object({ Title: nullish(string()), Html: string(), Image: nullish(string()) })),
});

/** The signed-in player's own, else the one of the IP country. */
export function getJurisdiction(api: RestApi): Promise<Jurisdiction> {
  return bootstrap(api, (site) => ourJurisdiction(site.Jurisdiction) ?? jurisdictionFor(undefined, maybe(str, site.ipcountry)));
}

/** `Countries: [{Code, Name, Currency?, PhonePrefix?}]`. */
export function getCountries(api: RestApi): Promise<Country[]> {
  return bootstrap(api, (site) =>
    list(site.Countries).map((item) => {
      const country = obj(item);
      return {
        code: str(country.Code),
        name: str(country.Name),
        currency: optionalStr(country.Currency),
        phonePrefix: optionalStr(country.PhonePrefix),
      };
    }),
  );
}

/** `CallingCodes: ['+356', '+46', …]`. */
export function getCallingCodes(api: RestApi): Promise<CallingCode[]> {
  return bootstrap(api, (site) => list(site.CallingCodes).map((code) => ({ code: str(code) })));
}

/**
 * GET /currencies `['EUR', 'SEK', …]` (CurrenciesClient): the currencies a player may sign up with.
 *
 * The spec's list of platform calls has GET /exchange-rates, which the product it describes
 * read for this list (the keys of its rates). It is not read: the platform's rates
 * (ExchangeRatesClient, `{USD: 1.1747, EUR: 1}`, today's rate of every currency it prices)
 * are not the brand's sign-up currencies, which GET /currencies gives, and nothing in the spec
 * converts an amount from one currency to another (every figure is shown in its own currency;
 * jackpot totals are one per currency). So GET /exchange-rates is not one of the adapter's
 * routes, and a call to it would be refused before it left the page.
 */
export function getCurrencies(api: RestApi): Promise<Currency[]> {
  // The SDK's enum has `Default`, the platform's own fallback, never a player's choice.
  return api.call('general', { get: '/currencies' }, (answer) =>
    list(answer)
      .map(str)
      .filter((code) => code !== 'Default')
      .map((code) => ({ code })),
  );
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
  return bootstrap(api, read, { query: token === undefined ? undefined : { token } });
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

/** The texts that are the bootstrap's: `Content: {welcome: {Title?, Html, Image?}, …}`, by id. */
function bootstrapText<T>(api: RestApi, id: string, read: (entry: Answer) => T): Promise<T> {
  return bootstrap(api, (site) => read(obj(optionalObj(site.Content)[id])));
}

/** The SDK's ContentDocumentType for the spec's document ids; every other id is the bootstrap's. */
const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  'terms-and-conditions': 'TermsAndConditions',
  'privacy-policy': 'PrivacyPolicy',
  'cookie-policy': 'CookiePolicy',
};

/** GET /content/GetDocument?type=&jurisdiction= (ContentDocumentModel: `{Version?, Content?, Language?, State, Jurisdiction}`). */
function contentDocument<T>(api: RestApi, type: string, read: (document: Answer) => T, area: 'general' | 'terms' = 'general'): Promise<T> {
  return getJurisdiction(api).then((jurisdiction) =>
    api.call(area, { get: '/content/GetDocument', query: { type, jurisdiction: platformJurisdiction(jurisdiction) } }, (answer) =>
      read(obj(answer)),
    ),
  );
}

export function getTerms(api: RestApi): Promise<Terms> {
  return contentDocument(
    api,
    'TermsAndConditions',
    (terms) => ({ version: str(terms.Version), content: optionalStr(terms.Content) }),
    'terms',
  );
}

/** The welcome popup's text: the platform's content service has no document type for it (see {@link bootstrap}). */
export function getWelcomeContent(api: RestApi): Promise<WelcomeContent> {
  return bootstrapText(api, 'welcome', (welcome) => ({ image: optionalStr(welcome.Image), content: str(welcome.Html) }));
}

/** A document by the spec's id: the content service's when it has a type for it, else the bootstrap's. */
export function getContent(api: RestApi, id: string): Promise<ContentEntry> {
  const type = DOCUMENT_TYPES[id];
  if (type) return contentDocument(api, type, (document) => ({ id, title: '', html: optionalStr(document.Content) }));
  return bootstrapText(api, id, (entry) => ({ id, title: optionalStr(entry.Title), html: str(entry.Html) }));
}
