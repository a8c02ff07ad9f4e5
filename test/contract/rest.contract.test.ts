import { expect } from '@open-wc/testing';
import { createRestProvider } from '../../src/adapters/rest/index';
import { MAPPED_ERRORS } from '../../src/adapters/rest/errors';
import { SEEDED_PLAYERS, testSeededCasino } from '../../src/testing/seeded-casino/index';
import { PROVIDER_SERVER as SERVER } from './provider-server';
import { expectError, testProvider, type ContractMail, type ContractOptions, type FailingOperation } from 'betr-widgets/testing';

/**
 * The REST adapter against the REST platform stand-in of the local provider server, over a
 * real socket: `npm test` starts the server on $PORT for this step (tools/test/test.mjs). The
 * controls are the server's /api/demo endpoints.
 */
/** This suite's own casino on the server, so other suites running beside it (wamp) never meet it. */
const CASINO = { 'X-Betr-Casino': 'rest-contract' };
/** The adapter's requests, with the casino header added. */
const casinoFetch: typeof fetch = (input, init = {}) =>
  fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...CASINO } });

/** Where each operation whose failure is injected calls the platform. */
const PATHS: Record<FailingOperation, [path: string, area: string]> = {
  signIn: ['/player/signin/v2', 'sign-in'],
  signUp: ['/player/signup/v2', 'sign-up'],
  activate: ['/player/activate', 'activate'],
  resetPassword: ['/player/reset-password', 'reset-password'],
  optInTournament: ['/player/tournament-opt-in', 'tournament'],
  uploadKycDocument: ['/kyc/upload', 'kyc'],
};

async function demo(method: 'GET' | 'POST', control: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${SERVER}/api/demo/${control}`, {
    method,
    headers: body === undefined ? CASINO : { ...CASINO, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/api/demo/${control}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

const make = () => createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
const options: ContractOptions = {
  ...SEEDED_PLAYERS,
  reset: async () => void (await demo('POST', 'reset')),
  outbox: async () => (await (await demo('GET', 'outbox?platform=rest')).json()) as ContractMail[],
  fail: async (operation, key) => {
    const [path, area] = PATHS[operation];
    await demo('POST', 'fault', key === null ? { mode: 'none' } : { mode: 'error', path, area, key });
  },
  errorKeys: MAPPED_ERRORS,
  advanceClock: async (ms) => void (await demo('POST', 'control', { name: 'advanceClock', args: [ms] })),
  // The platform's property types are an enum (Text, Number, DateTime, …): another kind is
  // kept as Text (the payloads case of src/adapters/rest/messages.test.ts checks that).
  ownRules: ['player storage kept', 'casino records'],
};

testProvider('rest', make, options);
testSeededCasino('rest', make, options);

describe('rest platform stand-in: what a set-limit request carries', () => {
  beforeEach(async () => void (await demo('POST', 'reset')));

  it('a session limit in minutes reaches the platform as LoginTime {Type, Product?, Amount, Timespan}: the casino gets type, period, amount and product', async () => {
    const provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
    await provider.signIn('player@example.com', 'Password1!');
    const existing = await provider.getLimits();
    const session = existing.find((l) => l.type === 'session' && l.period === 'daily')!;
    await provider.setLimit({ type: 'session', period: 'daily', amount: 180, id: session.id, existing });
    const { result } = (await (await demo('POST', 'control', { name: 'lastLimitRequest', args: [] })).json()) as { result: unknown };
    expect(result).to.deep.equal({ operation: 'set', request: { type: 'session', period: 'daily', amount: 180 } });
    expect((await provider.getLimits()).find((l) => l.type === 'session' && l.period === 'daily')?.amount).to.equal(180);
    await provider.setLimit({ type: 'product-session', period: 'weekly', amount: 300, product: 'sport' });
    const last = (await (await demo('POST', 'control', { name: 'lastLimitRequest', args: [] })).json()) as { result: unknown };
    expect(last.result).to.deep.equal({
      operation: 'set',
      request: { type: 'product-session', period: 'weekly', amount: 300, product: 'sport' },
    });
    await provider.signOut();
  });
});

/**
 * The contract's cases on the casino's own records ('casino records': ids such as 'b-1001',
 * a held bonus's code, a document's file name) in the REST platform's terms: it numbers its
 * own records, and its bonus instances and KYC reports carry neither code nor file name.
 */
describe("rest platform stand-in: the casino's records as the platform numbers and keeps them", () => {
  let provider: ReturnType<typeof createRestProvider>;
  beforeEach(async () => {
    await demo('POST', 'reset');
    provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
  });
  afterEach(() => provider.signOut());

  it('bonuses: the pending one first (initiated; not claimable before it starts), then the held ones by State; the held deposit bonus is an offer with its code and deposit range; an invalid code is bonus.invalid-bonus', async () => {
    await provider.signIn('player@example.com', 'Password1!');
    const bonuses = await provider.getBonuses();
    expect(bonuses.map((b) => [b.name, b.status])).to.deep.equal([
      ['20 free spins', 'initiated'],
      ['Reload 50%', 'active'],
      ['Weekly cashback', 'active'],
      ['Summer spins', 'expired'],
      ['High roller 25%', 'canceled'],
      ['20 free spins', 'finished'],
    ]);
    expect(bonuses.every((b) => /^\d+$/.test(b.id))).to.equal(true);
    expect((await provider.getBonusOffers())[0]).to.include({
      code: 'WELCOME100',
      deposit: true,
      minAmount: 10,
      maxAmount: 200,
      currency: 'EUR',
    });
    await expectError(() => provider.triggerBonus('NO-SUCH-CODE'), 'bonus', 'invalid-bonus');
    await expectError(() => provider.triggerBonus('VIP500'), 'bonus-selector', 'invalid-bonus');
    // The pending one starts later: the platform refuses its claim until then.
    await expectError(() => provider.claimBonus(bonuses[0]!.id), 'bonus', 'invalid-bonus');
  });

  it('a valid bonus code gives the bonus and its money', async () => {
    await provider.signIn('sga@example.com', 'Password1!');
    await provider.triggerBonus('FREESPINS20');
    expect((await provider.getBonuses()).map((b) => [b.name, b.status])).to.deep.equal([['20 free spins', 'active']]);
    expect((await provider.getWallet()).bonusBalance).to.equal(10);
  });

  it('KYC: an uploaded image is listed as uploaded; another file type is kyc.invalid-file-type', async () => {
    await provider.signIn('player@example.com', 'Password1!');
    const jpeg =
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
    const before = (await provider.getKycDocuments()).length;
    await provider.uploadKycDocument({ type: 'proof-of-address', fileName: 'bill.jpg', mimeType: 'image/jpeg', data: jpeg });
    const documents = await provider.getKycDocuments();
    expect(documents).to.have.length(before + 1);
    expect(documents[0]).to.include({ type: 'proof-of-address', status: 'uploaded' });
    await expectError(
      () => provider.uploadKycDocument({ type: 'id', fileName: 'notes.txt', mimeType: 'text/plain', data: btoa('not an image') }),
      'kyc',
      'invalid-file-type',
    );
  });

  it('jackpots: numbered, with amount and currency, growing as time passes', async () => {
    await provider.signIn('player@example.com', 'Password1!');
    const before = await provider.getJackpots();
    expect(before.every((j) => /^\d+$/.test(j.id))).to.equal(true);
    expect(before.map((j) => [j.amount, j.currency])).to.deep.equal([
      [1254300.55, 'EUR'],
      [88410.2, 'EUR'],
      [12990, 'EUR'],
      [452310, 'SEK'],
    ]);
    await demo('POST', 'control', { name: 'advanceClock', args: [10 * 60_000] });
    expect((await provider.getJackpots()).every((j, i) => j.amount > before[i]!.amount)).to.equal(true);
  });
});

describe('rest platform stand-in: messages by status and by id, sportsbook bets, unsubscribe links', () => {
  let provider: ReturnType<typeof createRestProvider>;
  beforeEach(async () => {
    await demo('POST', 'reset');
    provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
    await provider.signIn('player@example.com', 'Password1!');
  });
  afterEach(() => provider.signOut());

  it("the platform numbers the player and the messages: the profile's id is a number, the same in the cashier's config; message ids are numbers", async () => {
    const profile = await provider.getProfile();
    expect(profile.userId).to.match(/^\d+$/);
    expect((await provider.getDepositConfig()).userId).to.equal(profile.userId);
    expect(profile).to.include({ callingCode: '+356', phone: '+35610015550', address: '12 Republic Street', dateOfBirth: '1990-04-12' });
    expect((await provider.getMessages()).every((m) => /^\d+$/.test(m.id))).to.equal(true);
  });

  it('/internalmessages/with-status answers only that status, and with ?messageId= the one message', async () => {
    const all = await provider.getMessages();
    const unpushed = await provider.getMessages('unpushed');
    expect(unpushed.length).to.be.greaterThan(0);
    expect(unpushed).to.deep.equal(all.filter((m) => m.status === 'unpushed'));
    expect(await provider.getMessage(all[0]!.id)).to.deep.equal(all[0]);
  });

  it("gambling history holds the sportsbook's cashout beside the casino's bets", async () => {
    const { transactions } = await provider.getHistory({ page: 0, type: 'Gambling' });
    const pages = (await provider.getHistory({ page: 1, type: 'Gambling' })).transactions;
    const all = [...transactions, ...pages];
    expect(all.filter((t) => t.method === 'sport').map((t) => t.description)).to.deep.equal(['Cashout at Sportsbook']);
    expect(all.some((t) => t.method === 'casino')).to.equal(true);
  });

  it("an unsubscribe link with a token the platform does not know is refused: 'Missing token'", async () => {
    await expectError(() => provider.unsubscribe('no-such-token'), 'unsubscribe', 'missing-token');
  });
});

/** A bank-identity attempt's redirect on the operator's page, and its state. */
const ATTEMPT = {
  mode: 'sign-in',
  redirectUrl: 'https://casino.example/bankid-return',
  state: 'f00dfeedf00dfeedf00dfeedf00dfeed',
} as const;

/**
 * The identity provider's side of an attempt on the stand-in: the frame of the launch URL is
 * the server's /bank-identity/; its approve (the bank naming `person`) answers the redirect
 * with the code and state, as the frame then loads it.
 */
async function approveInFrame(launchUrl: string, person: string): Promise<URL> {
  const orderRef = new URL(launchUrl, SERVER).searchParams.get('orderRef')!;
  const approved = await fetch(`${SERVER}/bank-identity/approve?${new URLSearchParams({ orderRef, person })}`, { method: 'POST' });
  expect(approved.status).to.equal(200);
  return new URL(((await approved.json()) as { location: string }).location);
}

/** A whole bank-identity attempt through the adapter: the frame's URL, the bank's answer, the code exchanged. */
async function bankIdentity(
  provider: ReturnType<typeof createRestProvider>,
  attempt: typeof ATTEMPT | { mode: 'sign-up'; redirectUrl: string; state: string },
  person: string,
) {
  const redirect = await approveInFrame(await provider.startIdentityFrame!(attempt), person);
  return provider.completeIdentityFrame!(attempt, redirect.searchParams.get('code')!);
}

describe('rest platform stand-in: bank identity checks the code as the platform does', () => {
  beforeEach(async () => void (await demo('POST', 'reset')));
  const post = (path: string, body: unknown) =>
    fetch(`${SERVER}/api/rest${path}`, {
      method: 'POST',
      headers: { ...CASINO, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('init/code needs redirect_uri, platform and display; the frame returns to redirect_uri with a code and the state it was given', async () => {
    const init = (query: Record<string, string>) =>
      fetch(`${SERVER}/api/rest/player/init/code?${new URLSearchParams(query)}`, { headers: CASINO });
    expect(((await (await init({ platform: 'desktop', display: 'iframe' })).json()) as { Details: object }).Details).to.have.property(
      'redirect_uri',
    );
    expect((await init({ redirect_uri: ATTEMPT.redirectUrl, platform: 'Web', display: 'iframe' })).status).to.equal(400);
    const launch = (await (
      await init({ redirect_uri: ATTEMPT.redirectUrl, platform: 'desktop', display: 'iframe', state: ATTEMPT.state })
    ).json()) as string;
    const redirect = await approveInFrame(launch, 'sga@example.com');
    expect(`${redirect.origin}${redirect.pathname}`).to.equal(ATTEMPT.redirectUrl);
    expect(redirect.searchParams.get('state')).to.equal(ATTEMPT.state);
    expect(redirect.searchParams.get('code')).to.match(/^[0-9a-f]{32}$/);
  });

  it('signin/code refuses another RedirectUrl or State, and a code used once; the right ones answer {SessionId, JwtTokenSignup: null}', async () => {
    const provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
    const exchange = async (fields: Record<string, string>) => {
      const redirect = await approveInFrame(await provider.startIdentityFrame!(ATTEMPT), 'sga@example.com');
      const body = {
        Code: redirect.searchParams.get('code'),
        RedirectUrl: ATTEMPT.redirectUrl,
        State: ATTEMPT.state,
        Platform: 'desktop',
        KycProvider: 'BankID',
        ...fields,
      };
      const answer = await post('/player/signin/code', body);
      return {
        status: answer.status,
        json: (await answer.json()) as Record<string, unknown>,
        again: () => post('/player/signin/code', body),
      };
    };
    expect((await exchange({ RedirectUrl: 'https://elsewhere.example/' })).json).to.have.nested.property('Details.RedirectUrl');
    expect((await exchange({ State: 'not-the-state' })).json).to.have.nested.property('Details.State');
    const signedIn = await exchange({});
    expect(signedIn.status).to.equal(200);
    expect(signedIn.json.JwtTokenSignup).to.equal(null);
    expect(signedIn.json.SessionId).to.be.a('string');
    expect((await (await signedIn.again()).json()) as object).to.have.nested.property('Details.Code');
  });

  it('signup/code is a whole sign-up with the code: a new person gets {PlayerId (a number), SessionId}; a player of the brand is PlayerExists', async () => {
    const provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
    const signUp = async (person: string, email: string) => {
      const redirect = await approveInFrame(await provider.startIdentityFrame!(ATTEMPT), person);
      const body = {
        Code: redirect.searchParams.get('code'),
        RedirectUrl: ATTEMPT.redirectUrl,
        State: ATTEMPT.state,
        BirthDate: '1990-01-01',
        Email: email,
        MobilePhoneNumber: '+46701234567',
        Language: 'sv',
        Currency: 'SEK',
        Country: 'SE',
        Platform: 'desktop',
        Jurisdiction: 'SGA',
      };
      return (await post('/player/signup/code', body)).json() as Promise<Record<string, unknown>>;
    };
    const created = await signUp('199001011234', 'code.signup@example.com');
    expect(created.PlayerId).to.be.a('number');
    expect(created.SessionId).to.be.a('string');
    expect(await signUp('sga@example.com', 'sga@example.com')).to.have.property('Code', 'PlayerExists');
  });

  it('the adapter end to end: a player of the brand is signed in; a new person gets a token; a Spelpaus-registered one is refused', async () => {
    const provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
    const known = await bankIdentity(provider, ATTEMPT, 'sga@example.com');
    expect(known.kind).to.equal('session');
    expect((await provider.getProfile()).email).to.equal('sga@example.com');
    await provider.signOut();
    expect((await bankIdentity(provider, ATTEMPT, '199001011234')).kind).to.equal('sign-up-token');
    await expectError(() => bankIdentity(provider, ATTEMPT, 'spelpaus@example.com'), 'sign-in', 'spel-paus-validation-error');
  });
});

describe('rest platform stand-in', () => {
  it("GET /content/bootstrap returns ipcountry (the spec's spelling): the visitor's IP country, null when there is none", async () => {
    await demo('POST', 'reset');
    const site = async () =>
      (await (await fetch(`${SERVER}/api/rest/content/bootstrap`, { headers: CASINO })).json()) as Record<string, unknown>;
    await demo('POST', 'control', { name: 'setVisitorCountry', args: ['SE'] });
    const answer = await site();
    expect(answer.ipcountry).to.equal('SE');
    expect(Object.keys(answer).filter((k) => k.toLowerCase() === 'ipcountry')).to.deep.equal(['ipcountry']);
    await demo('POST', 'control', { name: 'setVisitorCountry', args: [null] });
    expect(await site()).to.have.property('ipcountry', null);
    await demo('POST', 'reset');
  });

  it('deposit slider ranges: the defaults, overridden per age band and per person (GET /bootstrap?token=)', async () => {
    await demo('POST', 'reset');
    const provider = createRestProvider({ apiUrl: `${SERVER}/api/rest`, fetch: casinoFetch });
    const personalNumber = `${new Date().getUTCFullYear() - 20}01011234`;
    const answer = await bankIdentity(provider, { ...ATTEMPT, mode: 'sign-up' }, personalNumber);
    if (answer.kind !== 'sign-up-token') throw new Error(`expected a sign-up token, got ${answer.kind}`);
    await demo('POST', 'control', { name: 'setDepositLimitRanges', args: [personalNumber, { 1: { max: 300, initial: 200 } }] });
    const everyone = await provider.getDepositLimitRanges();
    expect(everyone.person).to.equal(null);
    expect(everyone.ranges).to.deep.equal({
      1: { min: 1, max: 5000, initial: 5000 },
      7: { min: 1, max: 50000, initial: 50000 },
      30: { min: 1, max: 1000000, initial: 1000000 },
    });
    expect(everyone.ageBands).to.deep.equal([
      {
        fromAge: 18,
        toAge: 24,
        ranges: { 1: { max: 1000, initial: 1000 }, 7: { max: 5000, initial: 5000 }, 30: { max: 20000, initial: 20000 } },
      },
    ]);
    expect((await provider.getDepositLimitRanges(answer.token)).person).to.deep.equal({
      age: 20,
      ranges: { 1: { max: 300, initial: 200 } },
    });
    await demo('POST', 'reset');
  });
});
