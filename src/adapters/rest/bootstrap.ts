import { obj, readKept, type Answer } from './read';
import type { Query, RestApi } from './request';

/**
 * What the platform tells any visitor. GET /content/bootstrap is the site's configuration:
 * the SDK leaves its answer untyped, so these are the fields betr reads from it and expects
 * the operator's bootstrap to carry (README, "REST adapter"): `ipcountry`, `Currency`,
 * `PhonePrefix`, `Jurisdiction`, `Countries`, `CallingCodes`, `DepositLimitRanges`,
 * `DepositLimitAgeBands`, `Version`, `Chat`, `Cashier` and `Content` (the texts that have no
 * document type on the platform's content service, by id). Terms come from GET
 * /content/GetDocument?type=TermsAndConditions.
 *
 * Asked once while the session lasts, however many operations read it: it names the signed-in
 * player's jurisdiction, so a sign-in or sign-out asks again. What a visitor's sign-in sends (the
 * jurisdiction) and the visitor's country are the page's (`scope` 'page'): read once, they
 * serve every sign-in of the page, so a sign-in never waits for the bootstrap a second time.
 */
export function bootstrap<T>(api: RestApi, read: (site: Answer) => T, query?: Query, scope: 'page' | 'session' = 'session'): Promise<T> {
  const datum = query ? `bootstrap?${new URLSearchParams(query as Record<string, string>)}` : 'bootstrap';
  return api.keep(scope, datum, () => api.call('general', { get: '/content/bootstrap', query }, obj)).then((site) => readKept('general', read, site));
}
