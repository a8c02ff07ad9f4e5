// What the REST platform stand-in tells any visitor: the bootstrap (site configuration),
// exchange rates and the content service. Shapes: src/adapters/rest/site.ts, lobby.ts.
import type { RestRoute } from './route.ts';
import { param } from './route.ts';
import { gameEntry } from './shapes.ts';

/** Demo rates against EUR; a currency not listed trades at 1. */
const RATES: Readonly<Record<string, number>> = { EUR: 1, SEK: 11.4, NOK: 11.7, DKK: 7.46, PLN: 4.3, THB: 38.5, GBP: 0.85, CAD: 1.48, NZD: 1.8, USD: 1.08 };

export const siteRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/bootstrap',
    handle: ({ casino, sessionId }) => {
      const { site } = casino;
      // A stale session header does not stop a visitor from loading the site.
      const player = sessionId && casino.sessions.isValid(sessionId) ? sessionId : null;
      const visitor = site.visitorCountry();
      const version = site.version();
      const chat = site.chat();
      const cashier = player ? casino.payments.depositConfig(player) : null;
      return {
        IpCountry: visitor.country,
        Currency: visitor.currency,
        PhonePrefix: visitor.phonePrefix,
        Jurisdiction: site.jurisdiction(player),
        Countries: site.countries().map((c) => ({ Code: c.code, Name: c.name, Currency: c.currency, PhonePrefix: c.phonePrefix })),
        CallingCodes: site.callingCodes().map((c) => c.code),
        DepositLimitRanges: Object.fromEntries(
          Object.entries(site.depositLimitRanges()).map(([timespan, r]) => [timespan, { Min: r.min, Max: r.max, Initial: r.initial }]),
        ),
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
