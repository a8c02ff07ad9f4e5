// What the REST platform stand-in tells any visitor: the bootstrap (site configuration),
// exchange rates and the content service. Shapes: src/adapters/rest/site.ts, lobby.ts.
import type { CrossBrandDepositLimit, DepositLimitRangeSettings } from '../../../src/adapters/provider.ts';
import type { RestRoute } from './route.ts';
import { param } from './route.ts';
import { gameEntry } from './shapes.ts';

/** Demo rates against EUR; a currency not listed trades at 1. */
const RATES: Readonly<Record<string, number>> = { EUR: 1, SEK: 11.4, NOK: 11.7, DKK: 7.46, PLN: 4.3, THB: 38.5, GBP: 0.85, CAD: 1.48, NZD: 1.8, USD: 1.08 };

/** `{min, max, initial}` (any of them) per timespan → `{Min, Max, Initial}`. */
function ranges(byTimespan: Record<string, { min?: number; max?: number; initial?: number } | undefined>) {
  return Object.fromEntries(
    Object.entries(byTimespan).map(([timespan, r]) => [timespan, { ...(r?.min !== undefined && { Min: r.min }), ...(r?.max !== undefined && { Max: r.max }), ...(r?.initial !== undefined && { Initial: r.initial }) }]),
  );
}

/** The slider ranges the operator sets: for everyone, per age band, and (with a sign-up token) for the person. */
function depositLimitRanges(settings: DepositLimitRangeSettings, crossBrand: CrossBrandDepositLimit[]) {
  return {
    DepositLimitRanges: ranges(settings.ranges),
    DepositLimitAgeBands: settings.ageBands.map((band) => ({ FromAge: band.fromAge, ToAge: band.toAge ?? null, Ranges: ranges(band.ranges) })),
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
    path: '/bootstrap',
    handle: ({ casino, sessionId, query }) => {
      const { site } = casino;
      // A stale session header does not stop a visitor from loading the site.
      const player = sessionId && casino.sessions.isValid(sessionId) ? sessionId : null;
      const visitor = site.visitorCountry();
      const token = query.get('token') ?? undefined;
      const version = site.version();
      const chat = site.chat();
      const cashier = player ? casino.payments.depositConfig(player) : null;
      return {
        ipcountry: visitor.country,
        Currency: visitor.currency,
        PhonePrefix: visitor.phonePrefix,
        Jurisdiction: site.jurisdiction(player),
        Countries: site.countries().map((c) => ({ Code: c.code, Name: c.name, Currency: c.currency, PhonePrefix: c.phonePrefix })),
        CallingCodes: site.callingCodes().map((c) => c.code),
        ...depositLimitRanges(site.depositLimitRanges(token), token === undefined ? [] : casino.responsibleGaming.crossBrandLimits(null, token)),
        Version: { Version: version.version, Hash: version.hash },
        Chat: { ScriptUrl: chat.scriptUrl, Options: chat.options },
        ...(cashier && { Cashier: { MerchantId: cashier.merchantId, Environment: cashier.environment } }),
      };
    },
  },
  {
    method: 'GET',
    path: '/exchange-rates',
    handle: ({ casino }) => ({ Base: 'EUR', Rates: Object.fromEntries(casino.site.currencies().map(({ code }) => [code, RATES[code] ?? 1])) }),
  },
  {
    method: 'GET',
    path: '/content/getdocument',
    handle: ({ casino, query, documents }) => {
      const id = param(query, 'id');
      const { site, lobby } = casino;
      const written = documents.get(id);
      if (written) {
        const version = id === 'terms-and-conditions' ? { Version: site.terms().version } : {};
        return { Id: id, Title: written.title ?? id, Html: written.html, ...(written.image !== undefined && { Image: written.image }), ...version };
      }
      if (id === 'welcome') {
        const welcome = site.welcome();
        return { Id: id, Title: 'Welcome', Html: welcome.content, Image: welcome.image };
      }
      if (id === 'games') return { Id: id, Title: 'Games', Entries: lobby.games().map(gameEntry) };
      const entry = site.content(id);
      return { Id: entry.id, Title: entry.title, Html: entry.html, ...(id === 'terms-and-conditions' && { Version: site.terms().version }) };
    },
  },
];
