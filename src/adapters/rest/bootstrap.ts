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
 * player's jurisdiction, so a sign-in or sign-out asks again.
 */
export function bootstrap<T>(api: RestApi, read: (site: Answer) => T, query?: Query): Promise<T> {
  const datum = query ? `bootstrap?${new URLSearchParams(query as Record<string, string>)}` : 'bootstrap';
  return api.keep('session', datum, () => api.call('general', { get: '/content/bootstrap', query }, obj)).then((site) => readKept('general', read, site));
}
