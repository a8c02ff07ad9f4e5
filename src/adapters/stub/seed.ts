import type { Bonus, HistoryTransaction, Limit, Message, Profile, TransactionStatus } from '../../domain/model';
import { BONUS_OFFERS, TERMS_VERSION, bonusFrom, offer, type BonusOffer } from './catalogue';
import type { CasinoState, PlayerRecord, Tournament } from './state';
import { DAY, HOUR, MINUTE } from './time';

export const STATE_VERSION = 1;

/** Every seeded player's password. */
export const SEED_PASSWORD = 'Password1!';

/**
 * The demo casino as it starts: five players (see DESIGN.md, Adapters), two tournaments,
 * the Spelpaus register and a token for token sign-up. Times are relative to `now`, so
 * bonuses run and limits queue whenever the demo is opened.
 */
export function seed(now: number): CasinoState {
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const players = [
    seededPlayer(now),
    {
      ...emptyPlayer(person('u-1002', 'new@example.com', 'Noah', 'Newman', 'FI', 'EUR', 'MGA')),
      password: SEED_PASSWORD,
      acceptedTermsVersion: '1.0',
      activationCode: '123456',
    },
    {
      ...emptyPlayer({ ...person('u-1003', 'sga@example.com', 'Sven', 'Svensson', 'SE', 'SEK', 'SGA', true), language: 'sv' }),
      password: SEED_PASSWORD,
      personalNumber: '198001011234',
      balance: { real: 1500, bonus: 0 },
      history: seededHistory(now, 'SEK'),
      limits: [
        limit('l-3001', 'deposit', 'daily', 2000, 'SEK'),
        limit('l-3002', 'deposit', 'weekly', 10000, 'SEK'),
        limit('l-3003', 'deposit', 'monthly', 30000, 'SEK'),
        limit('l-3004', 'session', 'daily', 720, 'SEK'),
      ],
      crossBrandLimits: [
        { timespan: 1 as const, amount: 2000 },
        { timespan: 7 as const, amount: 10000 },
        { timespan: 30 as const, amount: 30000 },
      ],
    },
    {
      ...emptyPlayer(person('u-1004', 'blocked@example.com', 'Bo', 'Blocker', 'DE', 'EUR', 'MGA', true)),
      password: SEED_PASSWORD,
      blocked: true,
      balance: { real: 10, bonus: 0 },
    },
    {
      ...emptyPlayer(person('u-1005', 'spelpaus@example.com', 'Siri', 'Paus', 'SE', 'SEK', 'SGA', true)),
      password: SEED_PASSWORD,
      personalNumber: '199002022345',
    },
  ];
  return {
    version: STATE_VERSION,
    players: Object.fromEntries(players.map((p) => [p.profile.userId, p])),
    sessions: {},
    resetKeys: {},
    oauthOrders: {},
    signUpTokens: { 'demo-sign-up-token': { personalNumber: null } },
    spelpaus: ['spelpaus@example.com', '199002022345'],
    tournaments: seededTournaments(at),
    seededAt: now,
    visitorCountry: 'MT',
    outbox: [],
    lastUpload: null,
  };
}

/** A player with nothing yet: what sign-up creates, and the base of every seeded one. */
export function emptyPlayer(profile: Profile): PlayerRecord {
  return {
    profile,
    password: null,
    personalNumber: null,
    blocked: false,
    selfBlock: null,
    acceptedTermsVersion: TERMS_VERSION,
    activationCode: null,
    balance: { real: 0, bonus: 0 },
    messages: [],
    bonuses: [],
    limits: [],
    documents: [],
    history: [],
    subscriptions: [
      { type: 'sms', active: false },
      { type: 'email', active: false },
      { type: 'phone', active: false },
    ],
    unsubscribeToken: `unsubscribe-${profile.userId}`,
    properties: [],
    favorites: [],
    lastPlayed: [],
    displayPages: [],
    selfExcludeChoices: [],
    sourceOfWealth: null,
    gamblingTests: [],
    crossBrandLimits: [],
    productBlocks: [],
    realityCheck: [],
    previousSession: null,
    lastSignIn: null,
  };
}

/** The player with one of everything, so every screen has something to show. */
function seededPlayer(now: number): PlayerRecord {
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const base = emptyPlayer({
    ...person('u-1001', 'player@example.com', 'Maria', 'Borg', 'MT', 'EUR', 'MGA', true),
    playerGroups: ['vip'],
  });
  return {
    ...base,
    password: SEED_PASSWORD,
    balance: { real: 250, bonus: 20 },
    messages: seededMessages(at),
    bonuses: seededBonuses(at),
    limits: [
      limit('l-1001', 'deposit', 'daily', 1000, 'EUR'),
      { ...limit('l-1002', 'deposit', 'weekly', 5000, 'EUR'), queued: { amount: 7000, activatesAt: at(DAY) } },
      limit('l-1003', 'deposit', 'monthly', 10000, 'EUR'),
      { ...limit('l-1004', 'loss', 'monthly', 2000, 'EUR'), locked: true },
      limit('l-1005', 'session', 'daily', 360, 'EUR'),
      limit('l-1006', 'reality-check', 'none', 60, 'EUR'),
    ],
    documents: [
      {
        id: 'd-1001',
        type: 'id',
        status: 'approved',
        uploaded: at(-20 * DAY),
        fileName: 'passport.jpg',
        mimeType: 'image/jpeg',
        bytes: 184_220,
        width: 1600,
        height: 1100,
      },
      {
        id: 'd-1002',
        type: 'proof-of-address',
        status: 'uploaded',
        uploaded: at(-2 * DAY),
        fileName: 'utility-bill.pdf',
        mimeType: 'application/pdf',
        bytes: 90_112,
        width: null,
        height: null,
      },
    ],
    history: seededHistory(now, 'EUR'),
    subscriptions: [
      { type: 'sms', active: true },
      { type: 'email', active: true },
      { type: 'phone', active: false },
    ],
    properties: [{ name: 'theme', type: 'string', value: 'dark' }],
    favorites: ['g-01', 'g-03'],
    lastPlayed: ['g-03', 'g-01', 'g-05'],
    productBlocks: [{ id: 'pb-1001', product: 'poker', status: 'active', expires: at(30 * DAY) }],
    realityCheck: [
      { product: 'casino', win: 120, wager: 200 },
      { product: 'sport', win: 0, wager: 50 },
    ],
    previousSession: {
      won: 45,
      wager: 120,
      ip: '192.0.2.10',
      device: 'Chrome on macOS',
      started: at(-2 * DAY),
      ended: at(-2 * DAY + 95 * MINUTE),
      length: 95,
    },
    lastSignIn: at(-2 * DAY),
  };
}

function person(
  userId: string,
  email: string,
  firstName: string,
  lastName: string,
  country: 'MT' | 'FI' | 'SE' | 'DE',
  currency: 'EUR' | 'SEK',
  jurisdiction: Profile['jurisdiction'],
  isActivated = false,
): Profile {
  const place = PLACES[country];
  return {
    userId,
    email,
    firstName,
    lastName,
    country,
    currency,
    jurisdiction,
    isActivated,
    dateOfBirth: '1990-04-12',
    address: place.address,
    city: place.city,
    zip: place.zip,
    callingCode: place.callingCode,
    phone: `${place.callingCode}${userId.replace(/\D/g, '')}5550`,
    language: 'en-US',
    gender: 'female',
    title: 'Ms',
    disabled: identityLocks(jurisdiction),
    playerGroups: [],
  };
}

/** Identity fields come from the verified registration; SGA players have no password. */
export function identityLocks(jurisdiction: Profile['jurisdiction']): Profile['disabled'] {
  return {
    email: true,
    firstName: true,
    lastName: true,
    dateOfBirth: true,
    country: true,
    currency: true,
    password: jurisdiction === 'SGA',
  };
}

const PLACES = {
  MT: { address: '12 Republic Street', city: 'Valletta', zip: 'VLT 1117', callingCode: '+356' },
  FI: { address: 'Mannerheimintie 5', city: 'Helsinki', zip: '00100', callingCode: '+358' },
  SE: { address: 'Drottninggatan 10', city: 'Stockholm', zip: '111 51', callingCode: '+46' },
  DE: { address: 'Unter den Linden 1', city: 'Berlin', zip: '10117', callingCode: '+49' },
} as const;

export function limit(id: string, type: Limit['type'], period: Limit['period'], amount: number, currency: string): Limit {
  return {
    id,
    type,
    period,
    status: 'active',
    amount,
    remainingAmount: null,
    currency,
    product: null,
    queued: null,
    locked: false,
    expiryDate: null,
  };
}

function seededMessages(at: (offsetMs: number) => string): Message[] {
  const message = (
    id: string,
    title: string,
    content: string,
    ago: number,
    status: Message['status'],
    cta?: [string, string],
  ): Message => ({
    id,
    title,
    content,
    messageSent: at(-ago),
    status,
    ...(cta && { ctaText: cta[0], ctaAction: cta[1] }),
  });
  return [
    message(
      'm-1001',
      'Your weekly reload is here',
      '<p>Deposit today and get <strong>50%</strong> extra, up to 100 EUR.</p>',
      2 * HOUR,
      'unpushed',
      ['Deposit now', 'deposit'],
    ),
    message(
      'm-1002',
      'Spring Spins has started',
      '<p>Opt in to the <em>Spring Spins</em> tournament and climb the leaderboard.</p>',
      3 * HOUR,
      'unpushed',
      ['Join', '/casino'],
    ),
    message('m-1003', 'New game: Dragon Gold', '<p>Dragon Gold is live. Try it in demo mode first.</p>', DAY, 'unpushed', [
      'Play now',
      '/play/dragon-gold',
    ]),
    message(
      'm-1004',
      'Your bonus expires soon',
      '<p>Your Reload 50% bonus ends in a few days. Remember that wagering must be completed before the end time, or the remaining bonus money is removed from your balance.</p>',
      2 * DAY,
      'read',
    ),
    message(
      'm-1005',
      'Take a break when you need one',
      '<p>You can set limits or take a break at any time under <a href="/menu/responsible-gaming">responsible gaming</a>.</p>',
      5 * DAY,
      'other',
      ['OK', 'none'],
    ),
    message('m-1006', 'Verify your account', '<p>Please upload a proof of address so we can verify your account.</p>', 10 * DAY, 'read', [
      'Upload documents',
      'verify',
    ]),
    message('m-1007', 'Welcome to betr', '<p>Welcome! We are glad to have you here.</p>', 30 * DAY, 'read'),
  ];
}

function seededBonuses(at: (offsetMs: number) => string): Bonus[] {
  const byCode = (code: string) => BONUS_OFFERS.find((o) => o.code === code) as BonusOffer;
  const cashback = offer('cashback-10', '', 'Weekly cashback', '10% of your losses back as bonus money.', false, 0, 20, 1);
  const summer = offer('summer-spins', 'SUMMER', 'Summer spins', '50 spins on Starlight Reels.', false, 0, 25, 20);
  const highRoller = offer('high-roller', 'HIGHROLLER', 'High roller 25%', '25% on deposits over 500.', true, 500, 1000, 30);
  const make = (o: BonusOffer, id: string, status: Bonus['status'], start: number, end: number, wagered = 0): Bonus => {
    const bonus = bonusFrom(o, { id, status, startTime: at(start), endTime: at(end), currency: 'EUR' });
    return { ...bonus, wagered, wageringRequirmentRemaining: bonus.wageringRequirment * (1 - wagered / 100) };
  };
  return [
    make(byCode('WELCOME100'), 'b-1001', 'initiated', -DAY, 6 * DAY),
    make(byCode('FREESPINS20'), 'b-1002', 'initiated', 2 * DAY, 9 * DAY),
    make(byCode('RELOAD50'), 'b-1003', 'active', -3 * DAY, 4 * DAY, 40),
    make(cashback, 'b-1004', 'active', -DAY, DAY, 10),
    make(summer, 'b-1005', 'expired', -60 * DAY, -30 * DAY, 20),
    make(highRoller, 'b-1006', 'canceled', -90 * DAY, -80 * DAY),
    make(byCode('FREESPINS20'), 'b-1007', 'finished', -120 * DAY, -110 * DAY, 100),
  ];
}

type HistoryRow = [type: 'deposit' | 'withdraw' | 'bet' | 'win' | 'cashout', amount: number, status: TransactionStatus, via: string];

/** In date order; spread from 2020-01-01 (the history's start) to a few days ago. */
const HISTORY_ROWS: readonly HistoryRow[] = [
  ['deposit', 100, 'completed', 'Trustly'],
  ['bet', 20, 'completed', 'Book of Betr'],
  ['win', 45, 'completed', 'Book of Betr'],
  ['deposit', 50, 'completed', 'Visa'],
  ['withdraw', 60, 'completed', 'Trustly'],
  ['deposit', 200, 'completed', 'Trustly'],
  ['bet', 80, 'completed', 'Mega Fruit'],
  ['cashout', 15, 'completed', 'Sportsbook'],
  ['deposit', 25, 'failed', 'Visa'],
  ['deposit', 75, 'completed', 'Skrill'],
  ['withdraw', 100, 'canceled', 'Trustly'],
  ['bet', 10, 'completed', 'Live Roulette'],
  ['deposit', 150, 'completed', 'Trustly'],
  ['win', 120, 'completed', 'Live Roulette'],
  ['withdraw', 150, 'completed', 'Visa'],
  ['deposit', 40, 'initiated', 'Visa'],
  ['bet', 55, 'completed', 'Dragon Gold'],
  ['deposit', 300, 'completed', 'Trustly'],
  ['withdraw', 200, 'pending', 'Trustly'],
  ['deposit', 60, 'completed', 'Skrill'],
  ['bet', 35, 'completed', 'Viking Voyage'],
  ['win', 70, 'completed', 'Viking Voyage'],
  ['deposit', 90, 'canceled', 'Visa'],
  ['withdraw', 80, 'completed', 'Skrill'],
  ['deposit', 110, 'completed', 'Trustly'],
  ['bet', 25, 'failed', 'Neon Nights'],
  ['deposit', 45, 'completed', 'Visa'],
  ['withdraw', 50, 'failed', 'Visa'],
  ['bet', 15, 'completed', 'Starlight Reels'],
  ['deposit', 80, 'completed', 'Trustly'],
];

/** 32 transactions, newest first: the rows above plus a deposit and a bet today. */
export function seededHistory(now: number, currency: string): HistoryTransaction[] {
  const start = Date.UTC(2020, 0, 1, 12);
  const step = (now - 3 * DAY - start) / (HISTORY_ROWS.length - 1);
  const dated: [HistoryRow, number][] = HISTORY_ROWS.map((row, i) => [row, start + i * step]);
  dated.push([['deposit', 200, 'completed', 'Trustly'], now - 2 * HOUR], [['bet', 20, 'completed', 'Book of Betr'], now - HOUR]);
  return dated
    .map(([[type, amount, status, via], time], i) =>
      transaction(`t-${1001 + i}`, type, amount, status, via, currency, new Date(time).toISOString()),
    )
    .reverse();
}

/** One history entry; also what a deposit or withdrawal through the cashier records. */
export function transaction(
  id: string,
  type: HistoryRow[0],
  amount: number,
  status: TransactionStatus,
  via: string,
  currency: string,
  date: string,
): HistoryTransaction {
  const description = {
    deposit: `Deposit via ${via}`,
    withdraw: `Withdrawal to ${via}`,
    bet: `Bet on ${via}`,
    win: `Win on ${via}`,
    cashout: `Cashout at ${via}`,
  }[type];
  const method = type === 'deposit' || type === 'withdraw' ? via : type === 'cashout' ? 'sport' : 'casino';
  return { id, transactionType: type, amount, currency, status, method, description, date };
}

function seededTournaments(at: (offsetMs: number) => string): Tournament[] {
  const names = [
    'Anna K',
    'Lars P',
    'Mia S',
    'Jon T',
    'Eva L',
    'Ola N',
    'Ida R',
    'Per H',
    'Sara B',
    'Tom W',
    'Lea M',
    'Kai J',
    'Noa F',
    'Liv D',
    'Max E',
  ];
  const entries = names.map((name, i) => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return { userId: null, firstName, lastName, points: 5000 - i * 290 };
  });
  return [
    {
      identifier: 'spring-spins',
      name: 'Spring Spins',
      startDate: at(-2 * DAY),
      endDate: at(5 * DAY),
      optInRequired: true,
      optedIn: [],
      entries,
    },
    {
      identifier: 'daily-race',
      name: 'Daily Race',
      startDate: at(-6 * HOUR),
      endDate: at(18 * HOUR),
      optInRequired: false,
      optedIn: [],
      entries: [...entries.slice(0, 7), { userId: 'u-1001', firstName: 'Maria', lastName: 'Borg', points: 1890 }],
    },
  ];
}
