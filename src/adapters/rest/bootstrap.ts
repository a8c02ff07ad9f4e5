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
 * `kept`: read once for the page, the platform's configuration that no player changes (what a
 * visitor's sign-in sends, the jurisdiction, the visitor's country, the calling codes the
 * profile's phone is read with, the cashier's merchant), so that the operations that read it
 * share one call. Every other reader asks anew: its store keeps the answer, and an operator's
 * change to a text (the welcome, a document) shows when the store asks again.
 */
export function bootstrap<T>(
  api: RestApi,
  read: (site: Answer) => T,
  { query, kept }: { query?: Query; kept?: never } | { kept: true; query?: never } = {},
): Promise<T> {
  const ask = () => api.call('general', { get: '/content/bootstrap', query }, obj);
  if (!kept) return ask().then((site) => readKept('general', read, site));
  return api.keep('bootstrap', ask).then((site) => readKept('general', read, site));
}
