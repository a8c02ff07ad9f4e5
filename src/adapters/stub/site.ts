import {
  ProviderError,
  type BrandBlock,
  type BrandBlockContent,
  type CallingCode,
  type ChatConfig,
  type ContentEntry,
  type Country,
  type CrossBrandTimespan,
  type Currency,
  type DepositLimitRange,
  type Jurisdiction,
  type Terms,
  type VersionInfo,
  type VisitorCountry,
  type WelcomeContent,
} from '../provider';
import { jurisdictionFor } from '../../domain/jurisdiction';
import { BRAND_BLOCKS, CALLING_CODES, CHAT, CONTENT, COUNTRIES, CURRENCIES, DEPOSIT_LIMIT_RANGES, TERMS_CONTENT, TERMS_VERSION, VERSION, WELCOME } from './catalogue';
import type { CasinoCore } from './core';

/** Without an IP country the spec's defaults apply. */
const DEFAULT_CURRENCY = 'USD';

/** What the casino tells any visitor: where they are, what it offers, its texts. */
export class Site {
  constructor(private readonly casino: CasinoCore) {}

  visitorCountry(): VisitorCountry {
    const country = COUNTRIES.find((c) => c.code === this.casino.state.visitorCountry);
    return country
      ? { country: country.code, currency: country.currency, phonePrefix: country.phonePrefix }
      : { country: null, currency: DEFAULT_CURRENCY, phonePrefix: '' };
  }

  /** A demo control: pretend to visit from another country; null is restricted access. */
  setVisitorCountry(country: string | null): void {
    this.casino.state.visitorCountry = country ? country.toUpperCase() : null;
    this.casino.save();
  }

  /** The signed-in player's own, else derived from the visitor's country. */
  jurisdiction(sessionId: string | null): Jurisdiction {
    if (sessionId) return this.casino.player(sessionId).profile.jurisdiction;
    return jurisdictionFor(undefined, this.casino.state.visitorCountry);
  }

  countries(): Country[] {
    return [...COUNTRIES];
  }

  currencies(): Currency[] {
    return CURRENCIES.map((code) => ({ code }));
  }

  callingCodes(): CallingCode[] {
    return CALLING_CODES.map((code) => ({ code }));
  }

  depositLimitRanges(): Readonly<Record<CrossBrandTimespan, DepositLimitRange>> {
    return DEPOSIT_LIMIT_RANGES;
  }

  terms(): Terms {
    return { version: TERMS_VERSION, content: TERMS_CONTENT };
  }

  /** The image is a data: SVG, so the popup shows it on any page without demo assets. */
  welcome(): WelcomeContent {
    return WELCOME;
  }

  content(id: string): ContentEntry {
    const entry = CONTENT.find((c) => c.id === id);
    if (!entry) throw new ProviderError('general', 'unknown-error');
    return entry;
  }

  /** The brand page's blocks: licence logos, about us, bonus policy. */
  brandBlock(block: BrandBlock): BrandBlockContent {
    return { html: BRAND_BLOCKS[block] };
  }

  version(): VersionInfo {
    return VERSION;
  }

  chat(): ChatConfig {
    return CHAT;
  }
}
