/**
 * The REST adapter's own protocol (STYLE.md rule 8: each adapter adds only its protocol
 * cases): what it sends, how the platform's answers and error codes arrive. A fake platform
 * answers in place of fetch, so each case names the exact provider code it feeds in.
 */
import { expect } from '@open-wc/testing';
import { NotImplemented, isProviderError, type ErrorArea, type Provider, type ProviderEvent } from '../../src/adapters/provider';
import { createRestProvider } from '../../src/adapters/rest/index';
import { errorText } from '../../src/react/ui/messages';
import { loadNamespaces, translator } from '../../src/stores/i18n';
import { expectError } from '../../src/adapters/stub/testing';
import { waitUntil } from '../wait';

interface Sent {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}
type Reply = { status?: number; json?: unknown; text?: string } | 'hang' | 'refuse';

const API = 'https://api.example.com/v1';

const SIGNED_IN = { SessionId: 'sid-123', IsActivated: true, MustAcceptTac: false };
const USER_INFO = {
  PlayerId: 'u-1', Email: 'ann@example.com', FirstName: 'Ann', LastName: 'A', DateOfBirth: '1990-01-01', Address: 'Street 1', City: 'Town',
  Zip: '123', CallingCode: '+356', Phone: '+3561', Country: 'MT', Language: 'en-US', Currency: 'EUR', Gender: 'Female', Title: 'Ms',
  IsActivated: true, Jurisdiction: 'MGA', DisabledFields: ['Email', 'DateOfBirth'],
};

/** A fake platform: answers by `METHOD /path` (200 with no body by default) and records every request. */
function platform(replies: Record<string, Reply | ((sent: Sent) => Reply | Promise<Reply>)> = {}, timeoutMs?: number) {
  const sent: Sent[] = [];
  const events: ProviderEvent[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.slice(new URL(API).pathname.length);
    const request: Sent = {
      method: init.method ?? 'GET',
      url: url.href,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const entry = replies[`${request.method} ${path}`];
    const reply = typeof entry === 'function' ? await entry(request) : (entry ?? {});
    if (reply === 'refuse') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    const body = reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return new Response(body, { status: reply.status ?? (body === null ? 204 : 200) });
  };
  const provider = createRestProvider({ apiUrl: `${API}/`, fetch, timeoutMs });
  provider.subscribe((event) => events.push(event));
  return { provider, sent, events, last: () => sent[sent.length - 1]! };
}

const error = (code: string, details: Record<string, string> = {}, status = 400): Reply => ({ status, json: { Code: code, Message: `the platform's own text for ${code}`, Details: details } });

async function caught(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
}

describe('rest adapter protocol', () => {
  let LL: ReturnType<typeof translator>;
  before(async () => {
    await loadNamespaces('en-US', ['common', 'errors']);
    LL = translator('en-US');
  });

  /** The player's text, with the support link's place shown as {supportLink}. */
  const text = (e: unknown) => (isProviderError(e) ? errorText(LL, e).replace('\u0000support\u0000', '{supportLink}') : String(e));

  describe('error mapping: the provider code arrives as the catalogue key and its message (spec: cashier §8)', () => {
    const signIn = (p: Provider) => p.signIn('ann@example.com', 'Secret12!');
    const signUp = (p: Provider) =>
      p.signUp({
        email: 'ann@example.com', password: 'Secret12!', firstName: 'Ann', lastName: 'A', dateOfBirth: '1990-01-01', gender: 'female', address: 'Street 1',
        city: 'Town', zip: '123', callingCode: '+356', phone: '+3561', country: 'MT', currency: 'EUR', annualActivity: '0-15000', acceptTerms: true,
        acceptMarketing: false, jurisdiction: 'MGA', language: 'en-US',
      });
    const activate = (p: Provider) => p.activate('ann@example.com', '123456');
    const reset = (p: Provider) => p.resetPassword({ token: 't', username: 'ann@example.com', password: 'Secret12!' });
    const optIn = (p: Provider) => p.optInTournament('spring');
    const upload = (p: Provider) => p.uploadKycDocument({ type: 'id', fileName: 'a.txt', mimeType: 'text/plain', data: 'YQ==' });
    const changePassword = (p: Provider) => p.changePassword('Old-Passw0rd', 'New-Passw0rd');
    const trigger = (p: Provider) => p.triggerBonus('VIP');
    const getWallet = (p: Provider) => p.getWallet();

    type Row = [code: string, details: Record<string, string>, call: (p: Provider) => Promise<unknown>, path: string, area: ErrorArea, key: string, message: string];
    const BLOCKED = 'Your account is blocked. There was a problem logging in. Please try again or {supportLink}.';
    const rows: Row[] = [
      ['InvalidCredentials', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'incorrect-credentials', 'Incorrect credentials'],
      ['InvalidCredentials', {}, changePassword, 'POST /player/change-password', 'player', 'incorrect-credentials', 'Your old password is incorrect.'],
      ['TooManyAttempts', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'rate-limit', 'Try again in a few minutes'],
      ['SelfBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'player-self-blocked', 'Self blocked'],
      ['PlayerBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['TempBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['LoginPeriod', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['GamblingIssues', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['LoginTimeBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'login-time-blocked', 'Your session limit is reached. There was a problem logging in. Please try again or {supportLink}.'],
      ['Blacklisted', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blacklisted', 'There was a problem logging in. Please try again or {supportLink}.'],
      ['Spelpaus', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'spel-paus-validation-error', 'You are not allowed to login. Player registred in Spelpaus.'],
      ['InvalidField', { Username: 'Required' }, signIn, 'POST /player/signin/v2', 'sign-in', 'invalid-field-username', 'Invalid username'],
      ['InvalidField', { Password: 'Required' }, signIn, 'POST /player/signin/v2', 'sign-in', 'invalid-field-password', 'Invalid password'],
      ['SomethingNew', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'unknown-error', 'Something went wrong.'],
      ['PlayerExists', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'player-conflict', 'Player already exists'],
      ['PlayerDuplicate', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'player-conflict', 'Player already exists'],
      ['CountryNotAllowed', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'country-invalid', 'Your country is not allowed'],
      ['CountryNotExists', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'country-invalid', 'Your country is not allowed'],
      ['JurisdictionMismatch', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'country-invalid', 'Your country is not allowed'],
      ['InvalidEmailDomain', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'invalid-email-domain', 'Email domain is restrected'],
      ['PhoneExists', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'phone-exists', 'Phone already exists'],
      ['RegionBlocked', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'region-blocked', 'Region is blocked'],
      ['PlayerBlocked', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'blocked', 'You are not allowed to register. Please {supportLink}.'],
      ['Spelpaus', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'spel-paus-validation-error', 'You are not allowed to register. Player registred in Spelpaus.'],
      ...([
        ['Email', 'email'], ['Dob', 'dob', 'date of birth'], ['FirstName', 'first-name', 'first name'], ['LastName', 'last-name', 'last name'],
        ['Address', 'address'], ['City', 'city'], ['Zip', 'zip'], ['Region', 'region'], ['Country', 'country'], ['Phone', 'phone'],
        ['Language', 'language'], ['Gender', 'gender'], ['Currency', 'currency'], ['Jurisdiction', 'jurisdiction'],
      ] as const).map(([detail, field, words]): Row => [
        'InvalidField', { [detail]: 'Invalid' }, signUp, 'POST /player/signup/v2', 'sign-up', `invalid-field-${field}`, `Invalid ${words ?? field}`,
      ]),
      ['LinkExpired', {}, activate, 'POST /player/activate', 'activate', 'link-expired', 'Link expired'],
      ['PlayerNotFound', {}, activate, 'POST /player/activate', 'activate', 'player-not-found', 'Player not found'],
      ['AlreadyActivated', {}, activate, 'POST /player/activate', 'activate', 'already-activated', 'Already activated'],
      ['IncorrectCode', {}, activate, 'POST /player/activate', 'activate', 'incorrect-code', 'Incorrect activation code. Try again or request a new activation code.'],
      ['LinkExpired', {}, reset, 'POST /player/reset-password', 'reset-password', 'link-expired', 'Your reset password link has expired.'],
      ['ResetSessionExpired', {}, reset, 'POST /player/reset-password', 'reset-password', 'session-expired', 'Your reset password session has expired'],
      ['PlayerNotFound', {}, reset, 'POST /player/reset-password', 'reset-password', 'player-not-found', 'Player not found.'],
      ['OptInNotRequired', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'optin-not-required', 'Optin not required.'],
      ['AlreadyOptedIn', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'already-optin', 'Already optined in.'],
      ['OptInNotAllowed', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'optin-not-allowed', 'Not allowed.'],
      ['TournamentNotFound', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'not-found', 'Tournament not found.'],
      ['InvalidFileType', {}, upload, 'POST /kyc/upload', 'kyc', 'invalid-file-type', 'Invalid file type.'],
      ['NotEligible', {}, trigger, 'POST /bonus/trigger/VIP', 'bonus-selector', 'invalid-bonus', 'You are unfortunately not eligible for this bonus, please choose another one.'],
      ['ActivationRequired', {}, getWallet, 'GET /wallets', 'general', 'activation-required', 'Please activate your account first.'],
    ];

    for (const [code, details, call, path, area, key, message] of rows) {
      const detail = Object.keys(details)[0];
      it(`${code}${detail ? ` + ${detail}` : ''} → ${area}.${key}: "${message}"`, async () => {
        const { provider, events } = platform({ 'GET /player/user-info': { json: USER_INFO }, [path]: error(code, details) });
        const failure = await caught(() => call(provider));
        expect(isProviderError(failure) && `${failure.area}.${failure.key}`).to.equal(`${area}.${key}`);
        expect(text(failure)).to.equal(message);
        expect(events).to.deep.equal([{ type: 'error', error: failure }]);
      });
    }

    it('the sign-up issues array: a text first entry is raised as the error key', async () => {
      for (const issue of ['GamblingIssuesCrossBrand', 'MissingNameOrAddress']) {
        const { provider } = platform({ 'POST /player/signup/v2': { json: { SessionId: null, Issues: [issue, 'Other'] } } });
        const failure = await caught(() => signUp(provider));
        expect(isProviderError(failure) && `${failure.area}.${failure.key}`).to.equal(`sign-up.${issue}`);
        expect(text(failure)).to.equal(
          issue === 'GamblingIssuesCrossBrand' ? 'You are not allowed to register. Please {supportLink}.' : 'No Swedish registered address was found. Please contact customer service.',
        );
      }
      const { provider } = platform({ 'POST /player/signup/v2': { json: { SessionId: null, Issues: [{ Field: 'Email' }] } } });
      await expectError(() => signUp(provider), 'sign-up', 'unknown-error');
    });

    it('trigger bonus: an answer of 0 is an invalid bonus', async () => {
      const { provider } = platform({ 'POST /bonus/trigger/NOPE': { json: 0 } });
      const failure = await caught(() => provider.triggerBonus('NOPE'));
      expect(isProviderError(failure) && `${failure.area}.${failure.key}`).to.equal('bonus.invalid-bonus');
      expect(text(failure)).to.equal('The bonus code is not valid.');
      const ok = platform({ 'POST /bonus/trigger/SPRING%2025': { json: 1 }, 'GET /wallets': { json: [{ Currency: 'EUR', RealBalance: 1, BonusBalance: 10, TotalBalance: 11 }] } });
      await ok.provider.triggerBonus('SPRING 25');
      expect(ok.events).to.deep.equal([{ type: 'wallet', wallet: { realBalance: 1, bonusBalance: 10, totalBalance: 11, currency: 'EUR' } }]);
    });

    it('401 SessionExpired: general.unknown-error, and subscribers hear the session end', async () => {
      const { provider, events, sent } = platform({ 'POST /player/signin/v2': { json: SIGNED_IN }, 'GET /wallets': error('SessionExpired', {}, 401) });
      await provider.signIn('ann@example.com', 'Secret12!');
      await expectError(() => provider.getWallet(), 'general', 'unknown-error');
      expect(events.map((e) => e.type)).to.deep.equal(['session', 'error']);
      await caught(() => provider.getWallet());
      expect(sent[sent.length - 1]!.headers.has('X-Player-Session-Id')).to.equal(false);
    });

    it('a 401 answered to a request of an ended session does not end the session opened since', async () => {
      const WALLET = [{ Currency: 'EUR', RealBalance: 1, BonusBalance: 0, TotalBalance: 1 }];
      let answerOldWallet: (() => void) | undefined;
      const { provider, events, last } = platform({
        'POST /player/signin/v2': (request) => ({ json: { ...SIGNED_IN, SessionId: (request.body as { Username: string }).Username === 'ann@example.com' ? 'sid-old' : 'sid-new' } }),
        'GET /wallets': (request) =>
          request.headers.get('X-Player-Session-Id') === 'sid-old'
            ? new Promise<Reply>((answer) => (answerOldWallet = () => answer(error('SessionExpired', {}, 401))))
            : { json: WALLET },
      });
      await provider.signIn('ann@example.com', 'Secret12!');
      const oldWallet = caught(() => provider.getWallet());
      await waitUntil(() => answerOldWallet, 'the wallet was never asked for');
      await provider.signIn('bob@example.com', 'Secret12!');
      answerOldWallet!();
      await oldWallet;
      expect(events.filter((event) => event.type === 'session')).to.deep.equal([]);
      await provider.getWallet();
      expect(last().headers.get('X-Player-Session-Id')).to.equal('sid-new');
    });
  });

  describe('failures of the connection and of the answer', () => {
    it('no answer within the time-out is general.timeout', async () => {
      const { provider } = platform({ 'POST /player/signin/v2': 'hang' }, 30);
      await expectError(() => provider.signIn('a@example.com', 'x'), 'general', 'timeout');
    });

    it('a refused connection is general.offline', async () => {
      const { provider } = platform({ 'POST /player/request-password-reset': 'refuse' });
      await expectError(() => provider.forgotPassword('a@example.com'), 'general', 'offline');
    });

    it('a 500 page, malformed JSON or an answer missing a field is the area\'s unknown-error', async () => {
      await expectError(() => platform({ 'POST /player/signin/v2': { status: 500, text: '<h1>500</h1>' } }).provider.signIn('a@example.com', 'x'), 'sign-in', 'unknown-error');
      await expectError(() => platform({ 'POST /player/signin/v2': { text: '{"SessionId": "' } }).provider.signIn('a@example.com', 'x'), 'sign-in', 'unknown-error');
      await expectError(() => platform({ 'POST /player/signin/v2': { json: { SessionId: 7 } } }).provider.signIn('a@example.com', 'x'), 'sign-in', 'unknown-error');
      await expectError(() => platform({ 'POST /player/activate': { text: 'not json' } }).provider.activate('a@example.com', '1'), 'activate', 'unknown-error');
    });

    it('subscribers hear every error before the caller does', async () => {
      const { provider, events } = platform({ 'POST /player/request-password-reset': 'refuse' });
      const failure = await caught(() => provider.forgotPassword('a@example.com'));
      expect(events).to.deep.equal([{ type: 'error', error: failure }]);
    });
  });

  describe('request shapes', () => {
    describe('game launch: the single sign-on token goes only to allowed game origins', () => {
      const lobby = (url: string) => ({
        'GET /content/getdocument': { json: { Entries: [{ GameId: 'g-1', Identifier: 'book', Title: 'Book', Image: '', PlayModes: ['Real'], AppealingForChildren: '0', Url: url }] } },
        'POST /player/create-sso-token': { json: 'sso-1' },
        'POST /player/signin/v2': { json: SIGNED_IN },
      });

      it('a game on the page origin receives the token', async () => {
        const { provider, sent } = platform(lobby('/demo/game.html?game=g-1'));
        await provider.signIn('ann@example.com', 'pw');
        expect((await provider.launchGame({ identifier: 'book', gameId: 'g-1', playMode: 'real' })).url).to.equal('/demo/game.html?game=g-1&mode=real&token=sso-1');
        expect(sent.map((r) => r.path)).to.include('/player/create-sso-token');
      });

      it('a game on another origin opens with the token only when that origin is in gameOrigins; otherwise no token is even made', async () => {
        const other = platform(lobby('https://games.provider.example/launch?id=1'));
        await other.provider.signIn('ann@example.com', 'pw');
        const warn = console.warn;
        const warnings: unknown[] = [];
        console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
        try {
          const refused = await caught(() => other.provider.launchGame({ identifier: 'book', gameId: 'g-1', playMode: 'real' }));
          expect(refused).to.deep.include({ area: 'general', key: 'unknown-error' });
        } finally {
          console.warn = warn;
        }
        expect(warnings).to.deep.equal(['betr: the game at https://games.provider.example is not in gameOrigins; it gets no sign-on token and does not open']);
        expect(other.sent.map((r) => r.path)).not.to.include('/player/create-sso-token');

        const launched = await other.provider.launchGame({ identifier: 'book', gameId: 'g-1', playMode: 'real', gameOrigins: ['https://games.provider.example'] });
        expect(launched.url).to.equal('https://games.provider.example/launch?id=1&mode=real&token=sso-1');
      });
    });

    it('sign-in: POST /player/signin/v2 with {Username, Password, Platform, Browser}, no session header yet', async () => {
      const { provider, last } = platform({ 'POST /player/signin/v2': { json: SIGNED_IN } });
      expect(await provider.signIn('ann@example.com', 'Secret12!')).to.deep.equal({ sessionId: 'sid-123', isEmailVerified: true, mustAcceptTerms: false });
      const request = last();
      expect(request.url).to.equal(`${API}/player/signin/v2`);
      expect(request.body).to.deep.equal({ Username: 'ann@example.com', Password: 'Secret12!', Platform: 'Web', Browser: navigator.userAgent });
      expect(request.headers.get('Content-Type')).to.equal('application/json');
      expect(request.headers.has('X-Player-Session-Id')).to.equal(false);
    });

    it("GET /bootstrap returns ipcountry: the visitor's country is read from that key, null is restricted access", async () => {
      const site = { Currency: 'EUR', PhonePrefix: '+356' };
      const { provider, last } = platform({ 'GET /bootstrap': { json: { ...site, ipcountry: 'MT', IpCountry: 'SE' } } });
      expect(await provider.getVisitorCountry()).to.deep.equal({ country: 'MT', currency: 'EUR', phonePrefix: '+356' });
      expect(`${last().method} ${last().path}`).to.equal('GET /bootstrap');
      const none = platform({ 'GET /bootstrap': { json: { ...site, ipcountry: null, IpCountry: 'MT' } } });
      expect((await none.provider.getVisitorCountry()).country).to.equal(null);
    });

    it('deposit slider ranges: GET /bootstrap?token= gives the operator\'s, the age bands\' and the person\'s ranges', async () => {
      const { provider, last } = platform({
        'GET /bootstrap': {
          json: {
            DepositLimitRanges: { 1: { Min: 1, Max: 4000, Initial: 4000 } },
            DepositLimitAgeBands: [{ FromAge: 18, ToAge: 24, Ranges: { 7: { Max: 5000 } } }, { FromAge: 70, ToAge: null, Ranges: {} }],
            Person: { Age: 20, DepositLimitRanges: { 30: { Max: 20000, Initial: 15000 } } },
          },
        },
      });
      expect(await provider.getDepositLimitRanges('tok-1')).to.deep.equal({
        ranges: { 1: { min: 1, max: 4000, initial: 4000 } },
        ageBands: [{ fromAge: 18, toAge: 24, ranges: { 7: { max: 5000 } } }, { fromAge: 70, ranges: {} }],
        person: { age: 20, ranges: { 30: { max: 20000, initial: 15000 } } },
      });
      expect(`${last().method} ${last().path}?${last().query}`).to.equal('GET /bootstrap?token=tok-1');
    });

    it("cross-brand deposit limits before sign-in: a sign-up token's person's, from GET /bootstrap?token=", async () => {
      const { provider, last, sent } = platform({ 'GET /bootstrap': { json: { Person: { Age: 40, CrossBrandDepositLimits: [{ Timespan: 1, Amount: 2000 }, { Timespan: 30, Amount: 30000 }] } } } });
      expect(await provider.getCrossBrandDepositLimits()).to.deep.equal([]);
      expect(sent).to.have.length(0);
      expect(await provider.getCrossBrandDepositLimits('tok-2')).to.deep.equal([{ timespan: 1, amount: 2000 }, { timespan: 30, amount: 30000 }]);
      expect(`${last().method} ${last().path}?${last().query}`).to.equal('GET /bootstrap?token=tok-2');
    });

    it('the session id travels only in the X-Player-Session-Id header, until sign-out', async () => {
      const { provider, sent } = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /player/user-info': { json: USER_INFO },
        'GET /player-groups': { json: ['vip'] },
      });
      await provider.signIn('ann@example.com', 'Secret12!');
      const profile = await provider.getProfile();
      expect(profile).to.include({ userId: 'u-1', gender: 'female', jurisdiction: 'MGA' });
      expect(profile.disabled).to.deep.equal({ email: true, dateOfBirth: true });
      expect(profile.playerGroups).to.deep.equal(['vip']);
      await provider.signOut();
      await caught(() => provider.getWallet());
      const [signIn, info, groups, signOut, after] = sent;
      expect([info, groups, signOut].map((r) => r!.headers.get('X-Player-Session-Id'))).to.deep.equal(['sid-123', 'sid-123', 'sid-123']);
      expect(`${signOut!.method} ${signOut!.path}`).to.equal('POST /player/signout');
      expect(after!.headers.has('X-Player-Session-Id')).to.equal(false);
      expect(signIn && sent.every((r) => !r.url.includes('sid-123'))).to.equal(true);
    });

    it("the profile is asked for once a session: the cashier's config and the player's id use it; an update, an activation or another session asks again", async () => {
      let sessions = 0;
      const { provider, sent } = platform({
        'POST /player/signin/v2': () => ({ json: { ...SIGNED_IN, SessionId: `sid-${(sessions += 1)}` } }),
        'GET /player/user-info': { json: USER_INFO },
        'GET /player-groups': { json: ['vip'] },
        'GET /bootstrap': { json: { Cashier: { MerchantId: 'm-1', Environment: 'test' } } },
      });
      const asked = () => sent.filter((r) => r.path === '/player/user-info' || r.path === '/player-groups').length;
      await provider.signIn('ann@example.com', 'Secret12!');
      await Promise.all([provider.getProfile(), provider.getProfile(), provider.getDepositConfig()]);
      expect(asked(), 'user-info and player-groups, once each').to.equal(2);
      expect((await provider.getDepositConfig()).userId).to.equal('u-1');
      expect(asked()).to.equal(2);
      await provider.updateProfile({ address: 'Street 2', password: 'Secret12!' });
      expect(asked(), 'asked again after the update').to.equal(4);
      await provider.activate('ann@example.com', '123456');
      await provider.getProfile();
      expect(asked(), 'asked again after the activation').to.equal(6);
      await provider.signOut();
      await provider.signIn('ann@example.com', 'Secret12!');
      await provider.getProfile();
      expect(asked(), 'asked again for the next session').to.equal(8);
    });

    it('restoreSession: the session\'s reading for a live session (one GET /responsiblegaming/session), false for an ended one (401), a failure when unreachable', async () => {
      const live = platform({ 'GET /responsiblegaming/session': { json: { Length: 1, Started: 'x', NextRealityCheck: '2030-01-01T10:00:00Z', PreviousSession: null } } });
      const restored = await live.provider.restoreSession('sid-1');
      if (typeof restored !== 'object') throw new Error(`restoreSession answered ${restored}, not the session's reading`);
      expect(await restored.sessionInfo).to.deep.equal({ length: 1, started: 'x', nextRealityCheck: '2030-01-01T10:00:00Z', previous: null });
      expect(live.sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /responsiblegaming/session']);
      expect(live.last().headers.get('X-Player-Session-Id')).to.equal('sid-1');
      const ended = platform({ 'GET /responsiblegaming/session': error('SessionExpired', {}, 401) });
      expect(await ended.provider.restoreSession('sid-1')).to.equal(false);
      const unreachable = platform({ 'GET /responsiblegaming/session': 'refuse' });
      await expectError(() => unreachable.provider.restoreSession('sid-1'), 'general', 'offline');
      await unreachable.provider.getVisitorCountry().catch(() => undefined);
      expect(unreachable.last().headers.has('X-Player-Session-Id')).to.equal(false);
    });

    it('activation, reset and terms: the spec\'s payloads', async () => {
      const { provider, sent } = platform();
      await provider.activate('ann@example.com', '123456');
      await provider.requestActivationCode('ann@example.com');
      await provider.forgotPassword('ann@example.com');
      await provider.resetPassword({ token: 'tok', username: 'ann@example.com', password: 'Secret12!' });
      await provider.changePassword('Old-Passw0rd', 'New-Passw0rd');
      await provider.acceptTerms('2.0');
      expect(sent.map((r) => [`${r.method} ${r.path}`, r.body])).to.deep.equal([
        ['POST /player/activate', { UsernameOrEmail: 'ann@example.com', Code: '123456' }],
        ['POST /player/request-activation-code', { UsernameOrEmail: 'ann@example.com' }],
        ['POST /player/request-password-reset', { UsernameOrEmail: 'ann@example.com' }],
        ['POST /player/reset-password', { UsernameOrEmail: 'ann@example.com', Token: 'tok', NewPassword: 'Secret12!' }],
        ['POST /player/change-password', { CurrentPassword: 'Old-Passw0rd', NewPassword: 'New-Passw0rd' }],
        ['GET /player/update-player-tac', undefined],
      ]);
      expect(sent[5]!.query.get('tacVersionAccepted')).to.equal('2.0');
    });

    it('limits: setting sends POST /responsiblegaming/limit/v2 {Currency, Amount, Timespan, Type, Product, Id, ExistingLimits}; removing sends the id; a queued raise is read by the queue rule', async () => {
      const rows = [
        { Id: 'l-1', Type: 'Deposit', Timespan: 7, Amount: 5000, RemainingAmount: 4000, Currency: 'EUR', Product: null, Status: 'Cancelled', ActivationDate: null, Locked: false, ExpiryDate: null },
        { Id: 'l-1-next', Type: 'Deposit', Timespan: 7, Amount: 7000, RemainingAmount: null, Currency: 'EUR', Product: null, Status: 'Active', ActivationDate: '2025-06-05T10:00:00.000Z', Locked: false, ExpiryDate: null },
        { Id: 'l-2', Type: 'Session', Timespan: 1, Amount: 120, RemainingAmount: null, Currency: 'EUR', Product: 'casino', Status: 'Active', ActivationDate: null, Locked: true, ExpiryDate: null },
      ];
      const { provider, sent } = platform({
        'GET /wallets': { json: [{ Currency: 'SEK', RealBalance: 0, BonusBalance: 0, TotalBalance: 0 }] },
        'GET /responsiblegaming/limit': { json: rows },
      });
      const limits = await provider.setLimit({ type: 'deposit', period: 'monthly', amount: 300 });
      expect(sent.find((r) => r.path === '/responsiblegaming/limit/v2')!.body).to.deep.equal({ Currency: 'SEK', Amount: 300, Timespan: 30, Type: 'Deposit', Product: null, Id: null, ExistingLimits: [] });
      await provider.setLimit({ type: 'session', period: 'daily', amount: 180, product: 'casino', id: 'l-2', existing: limits });
      expect(sent.filter((r) => r.path === '/responsiblegaming/limit/v2')[1]!.body).to.deep.equal({
        Currency: 'SEK', Amount: 180, Timespan: 1, Type: 'Session', Product: 'casino', Id: 'l-2',
        ExistingLimits: [
          { Id: 'l-1', Type: 'Deposit', Timespan: 7, Amount: 5000, Currency: 'EUR', Product: null },
          { Id: 'l-2', Type: 'Session', Timespan: 1, Amount: 120, Currency: 'EUR', Product: 'casino' },
        ],
      });
      expect(limits).to.deep.equal([
        { id: 'l-1', type: 'deposit', period: 'weekly', status: 'active', amount: 5000, remainingAmount: 4000, currency: 'EUR', product: null, queued: { amount: 7000, activatesAt: '2025-06-05T10:00:00.000Z' }, locked: false, expiryDate: null },
        { id: 'l-2', type: 'session', period: 'daily', status: 'active', amount: 120, remainingAmount: null, currency: 'EUR', product: 'casino', queued: null, locked: true, expiryDate: null },
      ]);
      await provider.removeLimit({ type: 'deposit', period: 'weekly', id: 'l-1' });
      expect([sent.at(-2)!.method, sent.at(-2)!.path, sent.at(-2)!.body]).to.deep.equal(['POST', '/responsiblegaming/limit/cancel/l-1', undefined]);
    });

    it('responsible gaming: panic choices, PGSI score, source of wealth, blocks', async () => {
      const { provider, sent, events } = platform({ 'POST /player/signin/v2': { json: SIGNED_IN } });
      await provider.signIn('ann@example.com', 'Secret12!');
      for (const choice of ['Open', 'None', 'Pause'] as const) await provider.sendSelfExcludeChoice(choice);
      await provider.submitGamblingTest({ total: 7, version: '2' });
      await provider.submitSourceOfWealth({ income: { from: 15000, to: 30000 }, industry: 'IT', occupation: 'Engineer', sources: ['salary', 'savings'] });
      await provider.selfExclude(30);
      expect(sent.slice(1).map((r) => [`${r.method} ${r.path}`, r.body])).to.deep.equal([
        ['POST /responsiblegaming/panic', { PanicChoice: 'Open' }],
        ['POST /responsiblegaming/panic', { PanicChoice: 'None' }],
        ['POST /responsiblegaming/panic', { PanicChoice: 'Pause' }],
        ['POST /responsiblegaming/pgsi-score', { Score: 7, Version: '2' }],
        ['POST /kyc/source-of-wealth/v2', { Source: ['salary', 'savings'], IncomeFromValue: 15000, IncomeToValue: 30000, Industry: 'IT', Occupation: 'Engineer' }],
        ['POST /responsiblegaming/self-exclude/30', undefined],
      ]);
      // The platform ends the player's sessions at once.
      expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
    });

    it('KYC: the document as a base64 data URL', async () => {
      const { provider, last } = platform();
      await provider.uploadKycDocument({ type: 'proof-of-address', fileName: 'bill.jpg', mimeType: 'image/jpeg', data: '/9j/AAAA' });
      expect(last().body).to.deep.equal({ Type: 'ProofOfAddress', Image: 'data:image/jpeg;base64,/9j/AAAA', FileName: 'bill.jpg' });
    });

    it('messages, properties, subscriptions, unsubscribe, tournaments: the spec\'s payloads', async () => {
      const { provider, sent } = platform({ 'GET /player/user-info': { json: USER_INFO } });
      await provider.markMessageRead('m-1');
      await provider.setPlayerProperties([{ name: 'theme', type: 'string', value: 'dark' }]);
      await provider.updateSubscriptions([{ type: 'sms', active: true }, { type: 'email', active: false }, { type: 'phone', active: true }]);
      await provider.unsubscribe('unsub-token');
      await provider.optInTournament('spring');
      expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).to.deep.equal([
        ['/internalmessages/mark', { MessageId: 'm-1', Status: 'Read' }],
        ['/player-properties', { Properties: [{ Name: 'theme', Type: 'string', Value: 'dark' }] }],
        ['/player/opt-in', { Types: ['Sms', 'Phone'] }],
        ['/player/opt-out', { Types: ['Email'] }],
        ['/player/opt-out-choices', { UnsubToken: 'unsub-token', OptIns: [] }],
        ['/player/tournament-opt-in', { PlayerId: 'u-1', TournamentIdentifier: 'spring' }],
      ]);
    });

    it('messages by status from /internalmessages/with-status, one message from /internalmessages/{id}', async () => {
      const row = { Id: 'm-7', Title: 'Hi', Content: '<p>x</p>', MessageSent: '2025-06-01T10:00:00.000Z', Status: 'Unpushed', CtaText: 'Play', CtaAction: 'casino' };
      const { provider, sent } = platform({ 'GET /internalmessages/with-status': { json: [row] }, 'GET /internalmessages/m-7': { json: row } });
      const message = { id: 'm-7', title: 'Hi', content: '<p>x</p>', messageSent: '2025-06-01T10:00:00.000Z', status: 'unpushed', ctaText: 'Play', ctaAction: 'casino' };
      expect(await provider.getMessages('unpushed')).to.deep.equal([message]);
      expect(await provider.getMessage('m-7')).to.deep.equal(message);
      expect(sent.map((r) => `${r.method} ${r.path}?${r.query}`)).to.deep.equal(['GET /internalmessages/with-status?status=Unpushed', 'GET /internalmessages/m-7?']);
    });

    it('gambling history is the game play and the sportsbook bets (/transaction/sportsbookbets), merged newest first', async () => {
      const t = (Id: string, Date: string, Method: string) => ({ Id, TransactionType: 'bet', Amount: 1, Currency: 'EUR', Status: 'Completed', Method, Description: '', Date });
      const casino = Array.from({ length: 12 }, (_, i) => t(`c${i}`, `2025-06-${String(28 - 2 * i).padStart(2, '0')}`, 'casino'));
      const sport = Array.from({ length: 3 }, (_, i) => t(`s${i}`, `2025-06-${String(27 - 2 * i).padStart(2, '0')}`, 'sport'));
      const { provider, sent } = platform({
        'GET /transaction/gameplay': { json: { Items: casino, TotalCount: 12 } },
        'GET /transaction/sportsbookbets': { json: { Items: sport, TotalCount: 3 } },
      });
      const first = await provider.getHistory({ page: 0, type: 'Gambling' });
      expect(first.transactions.map((x) => x.id)).to.deep.equal(['c0', 's0', 'c1', 's1', 'c2', 's2', 'c3', 'c4', 'c5', 'c6']);
      expect(first.totalPageCount).to.equal(2);
      const second = await provider.getHistory({ page: 1, type: 'Gambling' });
      expect(second.transactions.map((x) => x.id)).to.deep.equal(['c7', 'c8', 'c9', 'c10', 'c11']);
      expect(sent.map((r) => `${r.path}?${r.query}`)).to.deep.equal([
        '/transaction/gameplay?offset=0&max=10', '/transaction/sportsbookbets?offset=0&max=10',
        '/transaction/gameplay?offset=0&max=20', '/transaction/sportsbookbets?offset=0&max=20',
      ]);
    });

    it('an unsubscribe link reads its choices from /player/opt-out-ins?unsubToken= before opting out', async () => {
      const { provider, sent } = platform({ 'GET /player/opt-out-ins': { json: [{ Type: 'Sms' }, { Type: 'Email' }] } });
      await provider.unsubscribe('unsub-token');
      expect(sent.map((r) => [`${r.method} ${r.path}?${r.query}`, r.body])).to.deep.equal([
        ['GET /player/opt-out-ins?unsubToken=unsub-token', undefined],
        ['POST /player/opt-out-choices?', { UnsubToken: 'unsub-token', OptIns: [] }],
      ]);
    });

    it('bonus and transaction statuses are the spec\'s mappings; a bonus of an unknown status is dropped', async () => {
      const bonus = (Id: string, Status: string) => ({
        Id, Identifier: Id, Code: Id, Name: Id, Description: '', Status, Assets: '', Html: '', StartTime: 's', EndTime: 'e', WageredPercent: 0,
        WageringRequirment: 0, WageringRequirmentRemaining: 0, Currency: 'SEK', Amounts: [{ Currency: 'EUR', Min: 1, Max: 2 }, { Currency: 'SEK', Min: 10, Max: 20 }],
        IsDeposit: true, CanBeCanceled: false,
      });
      const transaction = (Id: string, Status: string) => ({ Id, TransactionType: 'deposit', Amount: 1, Currency: 'EUR', Status, Method: 'Visa', Description: '', Date: 'd' });
      const { provider, sent } = platform({
        'GET /bonus': { json: [bonus('a', 'PreWager'), bonus('b', 'FinishedNoGains'), bonus('c', 'AdminCanceled'), bonus('d', 'Mystery')] },
        'GET /transaction/payments': { json: { Items: [transaction('1', 'Default'), transaction('2', 'Processing')], TotalCount: 21 } },
      });
      const bonuses = await provider.getBonuses();
      expect(bonuses.map((b) => [b.id, b.status])).to.deep.equal([['a', 'active'], ['b', 'finished'], ['c', 'canceled']]);
      expect(bonuses[0]).to.include({ minAmount: 10, maxAmount: 20 });
      const page = await provider.getHistory({ page: 2, type: 'Withdraw' });
      expect(page.transactions.map((t) => t.status)).to.deep.equal(['completed', 'pending']);
      expect(page.totalPageCount).to.equal(3);
      expect(Object.fromEntries(sent[1]!.query)).to.deep.equal({ offset: '20', max: '10', type: 'Withdraw' });
    });

    it('an operation the platform has no path for is NotImplemented', async () => {
      const { provider, sent } = platform();
      expect(await caught(() => provider.isResetKeyValid('key'))).to.be.instanceOf(NotImplemented);
      expect(sent).to.deep.equal([]);
    });

    it('lacks is a set the core holds, not a lazy operation: every tab of the account area is offered', () => {
      const { provider } = platform();
      expect(provider.lacks).to.be.instanceOf(Set);
      expect([...provider.lacks!]).to.deep.equal([]);
    });

    it('the provider is not a thenable, so it can be handed around in promises', async () => {
      const { provider } = platform();
      expect(await Promise.resolve(provider)).to.equal(provider);
      expect(provider.name).to.equal('rest');
    });
  });
});
