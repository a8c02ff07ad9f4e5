// What the REST platform stand-in tells any visitor: the bootstrap (GET /content/bootstrap,
// untyped in the platform's SDK: the fields are those betr expects an operator's bootstrap
// to carry, README "REST adapter"), the currencies (CurrenciesClient) and the content
// service (ContentClient.getDocument: `{Version?, Content?, Language?, State, Jurisdiction}`
// by `type`).
import type { CrossBrandDepositLimit, DepositLimitRangeSettings } from '../../../src/domain/model.ts';
import type { RestRoute } from './route.ts';
import { InvalidField, keyOf, param } from './route.ts';
import { JURISDICTIONS } from './names.ts';
import { present } from './shapes.ts';
import type { Jurisdiction } from '../../../src/domain/model.ts';

/** The SDK's ContentDocumentType, and the id an operator writes that document under on the demo. */
const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  TermsAndConditions: 'terms-and-conditions',
  PrivacyPolicy: 'privacy-policy',
  CookiePolicy: 'cookie-policy',
  PGSI: 'pgsi',
};

/** Texts the content service has no document type for, served in the bootstrap's `Content` by id. */
const BOOTSTRAP_TEXTS = ['welcome', 'about-us', 'bonus-policy'];

/** `{min, max, initial}` (any of them) per timespan → `{Min, Max, Initial}`. */
function ranges(byTimespan: Record<string, { min?: number; max?: number; initial?: number } | undefined>) {
  return Object.fromEntries(
    Object.entries(byTimespan).map(([timespan, r]) => [
      timespan,
      {
        ...(r?.min !== undefined && { Min: r.min }),
        ...(r?.max !== undefined && { Max: r.max }),
        ...(r?.initial !== undefined && { Initial: r.initial }),
      },
    ]),
  );
}

/** The slider ranges the operator sets: for everyone, per age band, and (with a sign-up token) for the person. */
function depositLimitRanges(settings: DepositLimitRangeSettings, crossBrand: CrossBrandDepositLimit[]) {
  return {
    DepositLimitRanges: ranges(settings.ranges),
    DepositLimitAgeBands: settings.ageBands.map((band) => ({
      FromAge: band.fromAge,
      ToAge: band.toAge ?? null,
      Ranges: ranges(band.ranges),
    })),
    ...(settings.person && {
      Person: {
        Age: settings.person.age,
        DepositLimitRanges: ranges(settings.person.ranges),
        CrossBrandDepositLimits: crossBrand.map((l) => ({ Timespan: l.timespan, Amount: l.amount })),
      },
    }),
  };
}

export const siteRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/content/bootstrap',
    handle: ({ casino, sessionId, query, documents }) => {
      const { site } = casino;
      // A stale session header does not stop a visitor from loading the site.
      const player = sessionId && casino.sessions.isValid(sessionId) ? sessionId : null;
      const visitor = site.visitorCountry();
      const token = query.get('token') ?? undefined;
      const version = site.version();
      const chat = site.chat();
      const cashier = player ? casino.payments.depositConfig(player) : null;
      const welcome = site.welcome();
      const text = (id: string) => {
        const written = documents.get(id);
        if (written) return present({ Title: written.title, Html: written.html, Image: written.image });
        if (id === 'welcome') return present({ Title: 'Welcome', Html: welcome.content, Image: welcome.image });
        const entry = site.content(id);
        return present({ Title: entry.title, Html: entry.html });
      };
      return {
        ipcountry: visitor.country,
        Currency: visitor.currency,
        PhonePrefix: visitor.phonePrefix,
        Jurisdiction: JURISDICTIONS[site.jurisdiction(player)],
        Countries: site
          .countries()
          .map((c) => ({ Code: c.code, Name: c.name, ...present({ Currency: c.currency, PhonePrefix: c.phonePrefix }) })),
        CallingCodes: site.callingCodes().map((c) => c.code),
        ...depositLimitRanges(
          site.depositLimitRanges(token),
          token === undefined ? [] : casino.responsibleGaming.crossBrandLimits(null, token),
        ),
        Version: { Version: version.version, Hash: version.hash },
        Chat: { ScriptUrl: chat.scriptUrl, Options: chat.options },
        Content: Object.fromEntries(
          [...new Set([...BOOTSTRAP_TEXTS, ...[...documents.keys()].filter((id) => !Object.values(DOCUMENT_TYPES).includes(id))])].map(
            (id) => [id, text(id)],
          ),
        ),
        ...(cashier && { Cashier: { MerchantId: cashier.merchantId, Environment: cashier.environment } }),
      };
    },
  },
  // The currencies a player may sign up with, and the platform's own `Default`.
  { method: 'GET', path: '/currencies', handle: ({ casino }) => ['Default', ...casino.site.currencies().map(({ code }) => code)] },
  {
    method: 'GET',
    path: '/content/GetDocument',
    handle: ({ casino, query, documents }) => {
      const type = param(query, 'type');
      const id = DOCUMENT_TYPES[type];
      if (!id) throw new InvalidField('type');
      const jurisdiction: Jurisdiction =
        query.get('jurisdiction') === null ? 'MGA' : keyOf(JURISDICTIONS, query.get('jurisdiction'), 'jurisdiction');
      const written = documents.get(id);
      const version = type === 'TermsAndConditions' ? casino.site.terms().version : '1.0';
      const content = written?.html ?? (type === 'TermsAndConditions' ? casino.site.terms().content : casino.site.content(id).html);
      return {
        State: 'Published',
        Jurisdiction: JURISDICTIONS[jurisdiction],
        Version: version,
        Content: content,
        ...present({ Language: query.get('language') }),
      };
    },
  },
];
