import { ProviderError } from '../provider';
import type {
  BrandBlock,
  BrandBlockContent,
  CallingCode,
  ChatConfig,
  ContentEntry,
  Country,
  Currency,
  DepositLimitRangeOverride,
  DepositLimitRangeSettings,
  Jurisdiction,
  Terms,
  VersionInfo,
  VisitorCountry,
  WelcomeContent,
} from '../../domain/model';
import { jurisdictionFor } from '../../domain/jurisdiction';
import { registeredIdentity } from './registration';

/** Whole years from a YYYY-MM-DD date of birth to `today` (UTC). */
function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birthdayPassed = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}
import {
  BRAND_BLOCKS,
  CALLING_CODES,
  CHAT,
  CONTENT,
  COUNTRIES,
  CURRENCIES,
  DEPOSIT_LIMIT_AGE_BANDS,
  DEPOSIT_LIMIT_RANGES,
  TERMS_CONTENT,
  TERMS_VERSION,
  VERSION,
  WELCOME,
} from './catalogue';
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

  /**
   * The deposit slider ranges' settings: the operator's, its age bands, and, for a sign-up
   * token, the person's age (from the register) and the ranges set for them.
   */
  depositLimitRanges(token?: string): DepositLimitRangeSettings {
    const settings = { ranges: structuredClone(DEPOSIT_LIMIT_RANGES), ageBands: structuredClone([...DEPOSIT_LIMIT_AGE_BANDS]) };
    const entry = token === undefined ? undefined : this.casino.state.signUpTokens[token];
    if (!entry) return { ...settings, person: null };
    const personalNumber = entry.personalNumber;
    const age = ageOn(registeredIdentity(personalNumber).dateOfBirth, new Date(this.casino.now()));
    const own = personalNumber === null ? undefined : this.casino.state.depositLimitRanges?.[personalNumber];
    return { ...settings, person: { age, ranges: structuredClone(own ?? {}) } };
  }

  /** The operator sets a person's own deposit slider ranges (a test and demo control). */
  setDepositLimitRanges(personalNumber: string, ranges: DepositLimitRangeOverride): void {
    this.casino.state.depositLimitRanges = { ...this.casino.state.depositLimitRanges, [personalNumber]: ranges };
    this.casino.save();
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
    const scriptUrl = this.casino.state.chatScriptUrl;
    return scriptUrl === undefined ? CHAT : { ...CHAT, scriptUrl };
  }

  /** The chat service the operator configures (a test's broken or unsafe one). */
  setChatScript(scriptUrl: string): void {
    this.casino.state.chatScriptUrl = scriptUrl;
    this.casino.save();
  }
}
