import type { DisplayPageName } from '../domain/model';
import { requiredPopups } from '../domain/display-pages';
import { request, type PopupRequest } from './popup';
import { provider } from './current-provider';

/**
 * The pages the provider requires right after a sign-in, in its order, as popups (a forced page
 * cannot be dismissed). `skip` names pages shown another way (the terms, when they must be
 * accepted anyway). A provider that cannot say requires none.
 */
export async function requiredPages(skip: readonly DisplayPageName[] = []): Promise<PopupRequest[]> {
  try {
    const pages = await (await provider()).getDisplayPages();
    return requiredPopups(pages, skip).map((popup) =>
      request(popup.type, { attributes: popup.attributes, dismissible: popup.dismissible }),
    );
  } catch {
    return [];
  }
}
