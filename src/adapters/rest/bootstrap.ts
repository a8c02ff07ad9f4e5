import { obj, readKept, type Answer } from './read';
import type { Query, RestApi } from './request';

/**
 * What the platform tells any visitor. GET /content/bootstrap is the site's configuration:
 * the SDK leaves its answer untyped, so these are the fields betr reads from it and expects
 * the operator's bootstrap to carry (docs/connect-a-platform.md, "REST adapter"): `ipcountry`, `Currency`,
 * `PhonePrefix`, `Jurisdiction`, `Countries`, `CallingCodes`, `DepositLimitRanges`,
 * `DepositLimitAgeBands`, `Version`, `Chat`, `Cashier` and `Content` (the texts that have no
 * document type on the platform's content service, by id). Terms come from GET
 * /content/GetDocument?type=TermsAndConditions.
 *
 * `keep`: read once for the page (`'page'`: what a visitor's sign-in sends, the jurisdiction, and
 * the visitor's country, so a sign-in never waits for it twice) or for the session (`'session'`:
 * the profile's calling codes and the cashier's settings, which the account area reads
 * together). Every other reader asks anew: its store keeps the answer, and an operator's
 * change to a text (the welcome, a document) shows when the store asks again.
 */
export function bootstrap<T>(
  api: RestApi,
  read: (site: Answer) => T,
  { query, keep }: { query?: Query; keep?: 'page' | 'session' } = {},
): Promise<T> {
  const ask = () => api.call('general', { get: '/content/bootstrap', query }, obj);
  if (!keep) return ask().then((site) => readKept('general', read, site));
  const datum = query ? `bootstrap?${new URLSearchParams(query as Record<string, string>)}` : 'bootstrap';
  return api.keep(keep, datum, ask).then((site) => readKept('general', read, site));
}
