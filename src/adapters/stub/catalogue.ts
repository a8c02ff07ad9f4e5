import type {
  Bonus,
  BrandBlock,
  ChatConfig,
  ContentEntry,
  Country,
  AgeBandDepositLimitRanges,
  CrossBrandTimespan,
  DepositLimitRange,
  Game,
  Jackpot,
  VersionInfo,
} from '../../domain/model';

/**
 * What the simulated casino offers everyone and never changes: countries, games, terms,
 * content, bonus offers. Kept out of the persisted state so a stored demo picks up edits.
 */

export const TERMS_VERSION = '2.0';

export const TERMS_CONTENT = `<h2>Terms and conditions</h2>
<p>Version ${TERMS_VERSION}. These demo terms stand in for the operator's own.</p>
<ol><li>You must be 18 or older to play.</li><li>One account per person.</li>
<li>Deposit limits you set apply at once when lowered; when raised, 72 hours later or at the start of the next period, whichever is later.</li></ol>`;

/** A self-contained picture, so the welcome popup and bonus cards show without demo assets. */
export function placeholderImage(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240" viewBox="0 0 600 240">` +
    `<rect width="600" height="240" fill="hsl(${hue},60%,35%)"/>` +
    `<text x="300" y="132" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const WELCOME = {
  image: placeholderImage('Welcome to betr', 150),
  content: '<h2>Welcome back!</h2><p>Your favourite games are waiting. <a href="/casino">Go to the casino</a>.</p>',
};

export const CONTENT: readonly ContentEntry[] = [
  { id: 'about-us', title: 'About us', html: '<p>betr is a demo casino. Nothing here is real money.</p>' },
  { id: 'bonus-policy', title: 'Bonus policy', html: '<p>Bonuses must be wagered 35 times before withdrawal.</p>' },
  { id: 'privacy-policy', title: 'Privacy policy', html: '<p>The demo keeps its data in your browser only.</p>' },
  { id: 'terms-and-conditions', title: 'Terms and conditions', html: TERMS_CONTENT },
];

/**
 * The brand page's blocks, as a brand's CMS would hold them. Their help and policy links
 * open host actions (src/domain/brand-links.ts).
 */
export const BRAND_BLOCKS: Readonly<Record<BrandBlock, string>> = {
  'license-logos':
    `<p><img src="${placeholderImage('MGA licensed', 210)}" alt="Licensed by the Malta Gaming Authority" width="150" height="60"> ` +
    `<img src="${placeholderImage('18+', 0)}" alt="Adults only: 18+" width="150" height="60"></p>`,
  'about-us':
    '<h2>About us</h2><p>betr is a demo casino, licensed in Malta. Nothing here is real money.</p>' +
    '<p>Questions? <a href="/contact-us">Contact us</a> at any time, or read how we keep your data in our <a href="/privacy-policy">privacy policy</a>.</p>',
  'bonus-policy':
    '<h2>Bonus policy</h2><p>Bonuses must be wagered 35 times before withdrawal.</p>' +
    '<p>A deposit bonus is added with your deposit: see <a href="/help-deposit">how to deposit</a>, ' +
    '<a href="/help-deposit-account">your account</a> and <a href="/help-deposit-banking">banking</a>.</p>',
};

export const VERSION: VersionInfo = { version: '0.1.0-stub', hash: 'stub' };

export const COUNTRIES: readonly Country[] = [
  { code: 'MT', name: 'Malta', currency: 'EUR', phonePrefix: '+356' },
  { code: 'SE', name: 'Sweden', currency: 'SEK', phonePrefix: '+46' },
  { code: 'NO', name: 'Norway', currency: 'NOK', phonePrefix: '+47' },
  { code: 'FI', name: 'Finland', currency: 'EUR', phonePrefix: '+358' },
  { code: 'DK', name: 'Denmark', currency: 'DKK', phonePrefix: '+45' },
  { code: 'PL', name: 'Poland', currency: 'PLN', phonePrefix: '+48' },
  { code: 'TH', name: 'Thailand', currency: 'THB', phonePrefix: '+66' },
  { code: 'DE', name: 'Germany', currency: 'EUR', phonePrefix: '+49' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP', phonePrefix: '+44' },
  { code: 'IE', name: 'Ireland', currency: 'EUR', phonePrefix: '+353' },
  { code: 'EE', name: 'Estonia', currency: 'EUR', phonePrefix: '+372' },
  { code: 'ES', name: 'Spain', currency: 'EUR', phonePrefix: '+34' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR', phonePrefix: '+31' },
  { code: 'CA', name: 'Canada', currency: 'CAD', phonePrefix: '+1' },
  { code: 'NZ', name: 'New Zealand', currency: 'NZD', phonePrefix: '+64' },
];

/** USD is the spec's default currency, so it is offered though no listed country uses it. */
export const CURRENCIES: readonly string[] = [...new Set([...COUNTRIES.map((c) => c.currency), 'USD'])];

export const CALLING_CODES: readonly string[] = [...new Set(COUNTRIES.map((c) => c.phonePrefix))];

export const DEPOSIT_LIMIT_RANGES: Readonly<Record<CrossBrandTimespan, DepositLimitRange>> = {
  1: { min: 1, max: 5000, initial: 5000 },
  7: { min: 1, max: 50000, initial: 50000 },
  30: { min: 1, max: 1000000, initial: 1000000 },
};

/** The demo operator's lower ranges for young adults (18 to 24). */
export const DEPOSIT_LIMIT_AGE_BANDS: readonly AgeBandDepositLimitRanges[] = [
  {
    fromAge: 18,
    toAge: 24,
    ranges: { 1: { max: 1000, initial: 1000 }, 7: { max: 5000, initial: 5000 }, 30: { max: 20000, initial: 20000 } },
  },
];

/** Jungle Jackpot's cartoon animals are flagged as appealing to children (the platform's flag). */
const CHILDISH = new Set(['jungle-jackpot']);

const GAME_TITLES: readonly [slug: string, title: string, demo: boolean][] = [
  ['book-of-betr', 'Book of Betr', true],
  ['starlight-reels', 'Starlight Reels', true],
  ['mega-fruit', 'Mega Fruit', true],
  ['lucky-sevens', 'Lucky Sevens', true],
  ['dragon-gold', 'Dragon Gold', true],
  ['viking-voyage', 'Viking Voyage', true],
  ['jungle-jackpot', 'Jungle Jackpot', true],
  ['neon-nights', 'Neon Nights', true],
  ['treasure-tiles', 'Treasure Tiles', true],
  ['blackjack-classic', 'Blackjack Classic', true],
  // Live tables have no demo mode.
  ['live-roulette', 'Live Roulette', false],
  ['live-baccarat', 'Live Baccarat', false],
];

export const GAMES: readonly Game[] = GAME_TITLES.map(([identifier, title, demo], i) => ({
  gameId: `g-${String(i + 1).padStart(2, '0')}`,
  identifier,
  title,
  image: `/demo/assets/games/${identifier}.svg`,
  demo,
  childish: CHILDISH.has(identifier),
}));

/** The jackpots as seeded, and how much each grows every full minute after (players' stakes feeding it). */
export const JACKPOTS: readonly (Jackpot & { growthPerMinute: number })[] = [
  { id: 'mega-fruit', amount: 1254300.55, currency: 'EUR', growthPerMinute: 21.37 },
  { id: 'jungle-jackpot', amount: 88410.2, currency: 'EUR', growthPerMinute: 3.05 },
  { id: 'dragon-gold', amount: 12990, currency: 'EUR', growthPerMinute: 0.8 },
  // The Swedish brand's own pot, in whole kronor.
  { id: 'viking-voyage', amount: 452310, currency: 'SEK', growthPerMinute: 12 },
];

export const CHAT: ChatConfig = { scriptUrl: '/demo/chat.js', options: { brand: 'betr-demo' } };

/**
 * A bonus the casino offers: the stored bonus is made from it when triggered or offered.
 * `eligible: false` is one nobody qualifies for, so the bonus selector's refusal is testable.
 */
export interface BonusOffer {
  identifier: string;
  code: string;
  name: string;
  description: string;
  deposit: boolean;
  /** For a deposit bonus the deposit range; for the others the bonus money granted is maxAmount. */
  minAmount: number;
  maxAmount: number;
  /** Times the bonus money must be wagered. */
  wagering: number;
  canBeCanceled: boolean;
  validDays: number;
  eligible: boolean;
}

export const BONUS_OFFERS: readonly BonusOffer[] = [
  offer('welcome-100', 'WELCOME100', 'Welcome bonus 100%', '100% on your first deposit up to 200.', true, 10, 200, 35),
  offer('free-spins-20', 'FREESPINS20', '20 free spins', '20 free spins on Book of Betr, no deposit needed.', false, 0, 10, 20),
  offer('reload-50', 'RELOAD50', 'Reload 50%', '50% on your next deposit up to 100.', true, 20, 100, 30),
  { ...offer('vip-500', 'VIP500', 'VIP 500', 'For VIP players only.', true, 500, 5000, 40), eligible: false },
];

export function offer(
  identifier: string,
  code: string,
  name: string,
  description: string,
  deposit: boolean,
  minAmount: number,
  maxAmount: number,
  wagering: number,
): BonusOffer {
  return {
    identifier,
    code,
    name,
    description,
    deposit,
    minAmount,
    maxAmount,
    wagering,
    canBeCanceled: true,
    validDays: 7,
    eligible: true,
  };
}

export function offerByCode(code: string): BonusOffer | undefined {
  const wanted = code.trim().toUpperCase();
  return BONUS_OFFERS.find((o) => o.code === wanted);
}

/** A bonus as the player holds it, made from an offer. */
export function bonusFrom(o: BonusOffer, fields: Pick<Bonus, 'id' | 'status' | 'startTime' | 'endTime' | 'currency'>): Bonus {
  return {
    ...fields,
    identifier: o.identifier,
    code: o.code,
    name: o.name,
    description: o.description,
    assets: placeholderImage(o.name, o.deposit ? 40 : 280),
    html: `<p>${o.description}</p><p>Wagering requirement: ${o.wagering}x.</p>`,
    wagered: 0,
    wageringRequirment: o.maxAmount * o.wagering,
    wageringRequirmentRemaining: o.maxAmount * o.wagering,
    minAmount: o.minAmount,
    maxAmount: o.maxAmount,
    deposit: o.deposit,
    canBeCanceled: o.canBeCanceled,
  };
}
