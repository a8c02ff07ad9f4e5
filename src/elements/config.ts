import { configure, type BetrConfig } from '../stores/config';
import { isJurisdiction } from '../domain/jurisdiction';

/** attribute → configuration key */
const ATTRIBUTES = {
  adapter: 'adapter',
  'api-url': 'apiUrl',
  url: 'url',
  realm: 'realm',
  'merchant-id': 'merchantId',
  'cashier-environment': 'cashierEnvironment',
  'cashier-url': 'cashierUrl',
  host: 'host',
  'brand-id': 'brandId',
  'brand-domain': 'brandDomain',
  jurisdiction: 'jurisdiction',
  lang: 'lang',
  currency: 'currency',
  'identity-origin': 'identityOrigin',
  'identity-return-url': 'identityReturnUrl',
  'translations-url': 'translationsUrl',
} as const satisfies Record<string, keyof BetrConfig>;

/** `<betr-config>`'s attributes, each with the type of the configuration key it sets. */
export type BetrConfigAttributes = { [A in keyof typeof ATTRIBUTES]?: BetrConfig[(typeof ATTRIBUTES)[A]] };

/**
 * @tag betr-config
 * @summary The page's configuration: which back end, and the page-wide settings.
 * Renders nothing. One per page; `betr.configure({...})` does the same from script.
 *
 * @attr adapter - `stub` (default) | `rest` | `wamp` | `turnkey`; or the name of the page's own adapter (`betr.registerAdapter(name, factory)`, before or after this element)
 * @attr api-url - rest: base URL of the player-account API
 * @attr url - wamp: websocket URL
 * @attr realm - wamp: realm
 * @attr merchant-id - wamp: the payment cashier's merchant id
 * @attr cashier-environment - wamp: production (default) | test | development | mrgreen | casumo
 * @attr cashier-url - the local cashier's address in the `development` environment (default http://localhost:5000); ignored by every other
 * @attr host - turnkey: URL of the framework script's host
 * @attr brand-id - turnkey: brand id
 * @attr brand-domain - turnkey: brand domain
 * @attr jurisdiction - MGA | SGA | ES | UKGC; derived from the IP country when absent
 * @attr lang - page language: en-US | nb | fi | pl-PL | th-TH | sv, or a locale the operator's own words add
 * @attr currency - default currency, e.g. EUR
 * @attr identity-origin - origin of the bank-identity frame whose messages are accepted
 * @attr identity-return-url - a page on this origin where the identity provider's frame returns with its code (rest; default: the current page)
 * @attr translations-url - a JSON file of the operator's own texts (at most 1 MB): locale, then namespace, then the keys of locales/en-US; a locale other than the six is added, with English for what it lacks
 */
export class BetrConfigElement extends HTMLElement {
  static observedAttributes = Object.keys(ATTRIBUTES);

  connectedCallback(): void {
    this.apply();
  }

  attributeChangedCallback(attribute: string, _old: string | null, value: string | null): void {
    if (!this.isConnected) return;
    // A removed attribute clears its setting: the page is as if it had never been given.
    if (value === null) configure({ [ATTRIBUTES[attribute as keyof typeof ATTRIBUTES]]: null });
    else this.apply();
  }

  private apply(): void {
    const options: Partial<BetrConfig> = {};
    for (const [attribute, key] of Object.entries(ATTRIBUTES)) {
      const value = this.getAttribute(attribute)?.trim();
      if (value) (options as Record<string, string>)[key] = value;
    }
    if (options.jurisdiction && !isJurisdiction(options.jurisdiction)) {
      console.error(`betr-config: unknown jurisdiction "${options.jurisdiction}"`);
      delete options.jurisdiction;
    }
    configure(options);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'betr-config': BetrConfigElement;
  }
}
