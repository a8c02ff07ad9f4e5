/**
 * The REST adapter's own protocol (STYLE.md rule 8: each adapter adds only its protocol
 * cases): what it sends, how the platform's answers and error codes arrive. A fake platform
 * answers in place of fetch, so each case names the exact provider code it feeds in.
 */
import { expect } from '@open-wc/testing';
import { NotImplemented, isProviderError, type PagePlayer, type Provider, type ProviderEvent } from '../../src/adapters/provider';
import type { ErrorArea } from '../../src/domain/error-catalogue';
import { createRestProvider } from '../../src/adapters/rest/index';
import { createRestApi } from '../../src/adapters/rest/request';
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
  /** Whether the request carried any body at all (a string, form data, bytes…). */
  hasBody: boolean;
}
type Reply = { status?: number; json?: unknown; text?: string } | 'hang' | 'refuse';

const API = 'https://api.example.com/v1';

/** The SDK's SignInResponse: only the session. */
const SIGNED_IN = { SessionId: 'sid-123' };
/** The SDK's PlayerInfo. */
const USER_INFO = {
  Id: 1,
  Email: 'ann@example.com',
  FirstName: 'Ann',
  LastName: 'A',
  BirthDate: '1990-01-01T00:00:00',
  Address1: 'Street 1',
  City: 'Town',
  Zip: '123',
  MobilePhoneNumber: '+3561',
  Country: 'MT',
  Language: 'en-US',
  Currency: 'EUR',
  Gender: 'Female',
  IsComplete: true,
  IsVerified: true,
  DepositCount: 0,
  WithdrawalCount: 0,
  Level: 'Standard',
  SowStatus: 'Unverified',
  Jurisdiction: 'MGA',
  TacVersionAccepted: '2.0',
};
/** The SDK's ContentDocumentModel of the current terms. */
const TERMS = { Version: '2.0', Content: '<p>Terms</p>', State: 'Published', Jurisdiction: 'MGA' };
/** What betr reads from /content/bootstrap. */
const SITE = { ipcountry: 'MT', Currency: 'EUR', PhonePrefix: '+356', Jurisdiction: 'MGA', CallingCodes: ['+35', '+356', '+46'] };
/** Answers every fake platform gives unless a case says otherwise: what a sign-in reads besides its own call. */
const DEFAULTS = {
  'GET /content/bootstrap': { json: SITE },
  'GET /player/user-info': { json: USER_INFO },
  'GET /content/GetDocument': { json: TERMS },
  'GET /player-groups': { json: [] },
};

/** A fake platform: answers by `METHOD /path` (200 with no body by default) and records every request. */
function platform(
  own: Record<string, Reply | ((sent: Sent) => Reply | Promise<Reply>)> = {},
  timeoutMs?: number,
  jurisdiction?: 'UKGC' | 'SGA',
  player?: PagePlayer,
) {
  const replies: Record<string, Reply | ((sent: Sent) => Reply | Promise<Reply>)> = { ...DEFAULTS, ...own };
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
      hasBody: init.body !== undefined && init.body !== null,
    };
    sent.push(request);
    const entry = replies[`${request.method} ${path}`];
    const reply = typeof entry === 'function' ? await entry(request) : (entry ?? {});
    if (reply === 'refuse') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }
    const body = reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return new Response(body, { status: reply.status ?? (body === null ? 204 : 200) });
  };
  const provider = createRestProvider({ apiUrl: `${API}/`, fetch, timeoutMs, jurisdiction, player });
  provider.subscribe((event) => events.push(event));
  return { provider, sent, events, last: () => sent[sent.length - 1]! };
}

const error = (code: string, details: Record<string, string> = {}, status = 400): Reply => ({
  status,
  json: { Code: code, Message: `the platform's own text for ${code}`, Details: details },
});

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
        email: 'ann@example.com',
        password: 'Secret12!',
        firstName: 'Ann',
        lastName: 'A',
        dateOfBirth: '1990-01-01',
        gender: 'female',
        address: 'Street 1',
        city: 'Town',
        zip: '123',
        callingCode: '+356',
        phone: '+3561',
        country: 'MT',
        currency: 'EUR',
        annualActivity: '0-15000',
        acceptTerms: true,
        acceptMarketing: false,
        jurisdiction: 'MGA',
        language: 'en-US',
      });
    const activate = (p: Provider) => p.activate('ann@example.com', '123456');
    const reset = (p: Provider) => p.resetPassword({ token: 't', username: 'ann@example.com', password: 'Secret12!' });
    const optIn = (p: Provider) => p.optInTournament('spring');
    // An image the page lets through but the platform cannot read (a non-image never leaves the page: see 'KYC:' below).
    const upload = (p: Provider) => p.uploadKycDocument({ type: 'id', fileName: 'a.tiff', mimeType: 'image/tiff', data: 'YQ==' });
    const changePassword = (p: Provider) => p.changePassword('Old-Passw0rd', 'New-Passw0rd');
    const trigger = (p: Provider) => p.triggerBonus('VIP');
    const getWallet = (p: Provider) => p.getWallet();

    type Row = [
      code: string,
      details: Record<string, string>,
      call: (p: Provider) => Promise<unknown>,
      path: string,
      area: ErrorArea,
      key: string,
      message: string,
    ];
    const BLOCKED = 'Your account is blocked. There was a problem logging in. Please try again or {supportLink}.';
    const rows: Row[] = [
      ['InvalidCredentials', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'incorrect-credentials', 'Incorrect credentials'],
      [
        'InvalidCredentials',
        {},
        changePassword,
        'POST /player/change-password',
        'player',
        'incorrect-credentials',
        'Your old password is incorrect.',
      ],
      ['TooManyAttempts', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'rate-limit', 'Try again in a few minutes'],
      ['SelfBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'player-self-blocked', 'Self blocked'],
      ['PlayerBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['TempBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['LoginPeriod', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      ['GamblingIssues', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
      [
        'LoginTimeBlocked',
        {},
        signIn,
        'POST /player/signin/v2',
        'sign-in',
        'login-time-blocked',
        'Your session limit is reached. There was a problem logging in. Please try again or {supportLink}.',
      ],
      [
        'Blacklisted',
        {},
        signIn,
        'POST /player/signin/v2',
        'sign-in',
        'blacklisted',
        'There was a problem logging in. Please try again or {supportLink}.',
      ],
      [
        'Spelpaus',
        {},
        signIn,
        'POST /player/signin/v2',
        'sign-in',
        'spel-paus-validation-error',
        'You are not allowed to login. Player registred in Spelpaus.',
      ],
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
      [
        'PlayerBlocked',
        {},
        signUp,
        'POST /player/signup/v2',
        'sign-up',
        'blocked',
        'You are not allowed to register. Please {supportLink}.',
      ],
      [
        'Spelpaus',
        {},
        signUp,
        'POST /player/signup/v2',
        'sign-up',
        'spel-paus-validation-error',
        'You are not allowed to register. Player registred in Spelpaus.',
      ],
      ...(
        [
          ['Email', 'email'],
          ['Dob', 'dob', 'date of birth'],
          ['FirstName', 'first-name', 'first name'],
          ['LastName', 'last-name', 'last name'],
          ['Address', 'address'],
          ['City', 'city'],
          ['Zip', 'zip'],
          ['Region', 'region'],
          ['Country', 'country'],
          ['Phone', 'phone'],
          ['Language', 'language'],
          ['Gender', 'gender'],
          ['Currency', 'currency'],
          ['Jurisdiction', 'jurisdiction'],
        ] as const
      ).map(([detail, field, words]): Row => [
        'InvalidField',
        { [detail]: 'Invalid' },
        signUp,
        'POST /player/signup/v2',
        'sign-up',
        `invalid-field-${field}`,
        `Invalid ${words ?? field}`,
      ]),
      ['LinkExpired', {}, activate, 'POST /player/activate', 'activate', 'link-expired', 'Link expired'],
      ['PlayerNotFound', {}, activate, 'POST /player/activate', 'activate', 'player-not-found', 'Player not found'],
      ['AlreadyActivated', {}, activate, 'POST /player/activate', 'activate', 'already-activated', 'Already activated'],
      [
        'IncorrectCode',
        {},
        activate,
        'POST /player/activate',
        'activate',
        'incorrect-code',
        'Incorrect activation code. Try again or request a new activation code.',
      ],
      ['LinkExpired', {}, reset, 'POST /player/reset-password', 'reset-password', 'link-expired', 'Your reset password link has expired.'],
      [
        'ResetSessionExpired',
        {},
        reset,
        'POST /player/reset-password',
        'reset-password',
        'session-expired',
        'Your reset password session has expired',
      ],
      ['PlayerNotFound', {}, reset, 'POST /player/reset-password', 'reset-password', 'player-not-found', 'Player not found.'],
      // An invalid reset token (someone else's, or made up) and a link with none.
      [
        'InvalidToken',
        {},
        reset,
        'POST /player/reset-password',
        'reset-password',
        'invalid-token',
        'Your reset password link is not valid.',
      ],
      ['MissingToken', {}, reset, 'POST /player/reset-password', 'reset-password', 'missing-token', 'Missing token'],
      ['OptInNotRequired', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'optin-not-required', 'Optin not required.'],
      ['AlreadyOptedIn', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'already-optin', 'Already optined in.'],
      ['OptInNotAllowed', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'optin-not-allowed', 'Not allowed.'],
      ['TournamentNotFound', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'not-found', 'Tournament not found.'],
      ['InvalidFileType', {}, upload, 'POST /kyc/upload', 'kyc', 'invalid-file-type', 'Invalid file type.'],
      [
        'NotEligible',
        {},
        trigger,
        'POST /bonus/trigger/VIP',
        'bonus-selector',
        'invalid-bonus',
        'You are unfortunately not eligible for this bonus, please choose another one.',
      ],
      ['ActivationRequired', {}, getWallet, 'GET /wallets', 'general', 'activation-required', 'Please activate your account first.'],
      // The signing gateway's own answers (502, 504) when the platform behind it is down or silent.
      [
        'PlatformUnreachable',
        {},
        activate,
        'POST /player/activate',
        'general',
        'offline',
        'Could not reach the server. Check your connection and try again.',
      ],
      [
        'PlatformTimeout',
        {},
        reset,
        'POST /player/reset-password',
        'general',
        'timeout',
        'The server took too long to answer. Please try again.',
      ],
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

    it('the sign-up issues: one the catalogue knows refuses the sign-up with its text; another is a note on the player created, who signs in next', async () => {
      for (const issue of ['GamblingIssuesCrossBrand', 'MissingNameOrAddress']) {
        const { provider } = platform({ 'POST /player/signup/v2': { json: { PlayerId: 0, Issues: ['DuplicateAccount', issue] } } });
        const failure = await caught(() => signUp(provider));
        expect(isProviderError(failure) && `${failure.area}.${failure.key}`).to.equal(`sign-up.${issue}`);
        expect(text(failure)).to.equal(
          issue === 'GamblingIssuesCrossBrand'
            ? 'You are not allowed to register. Please {supportLink}.'
            : 'No Swedish registered address was found. Please contact customer service.',
        );
      }
      const { provider, sent } = platform({
        'POST /player/signup/v2': { json: { PlayerId: 42, Issues: ['ExternalKycVerification'] } },
        'POST /player/signin/v2': { json: SIGNED_IN },
      });
      expect(await signUp(provider)).to.deep.equal({ sessionId: 'sid-123', isEmailVerified: true, mustAcceptTerms: false });
      const signIn = sent.find((r) => r.path === '/player/signin/v2')!;
      expect(signIn.body).to.deep.equal({
        Username: 'ann@example.com',
        Password: 'Secret12!',
        Platform: 'desktop',
        UserAgent: navigator.userAgent,
        Jurisdiction: 'MGA',
      });
    });

    it('401 SessionExpired: general.unknown-error, and subscribers hear the session end', async () => {
      const { provider, events, sent } = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /wallets': error('SessionExpired', {}, 401),
      });
      await provider.signIn('ann@example.com', 'Secret12!');
      await expectError(() => provider.getWallet(), 'general', 'unknown-error');
      expect(events.map((e) => e.type)).to.deep.equal(['session', 'error']);
      await caught(() => provider.getWallet());
      expect(sent[sent.length - 1]!.headers.has('X-Player-Session-Id')).to.equal(false);
    });

    it('a 401 answered to a request of an ended session does not end the session opened since', async () => {
      const WALLET = {
        Balances: {
          EUR: {
            Total: { Balance: 1, ReservedBalance: 0 },
            Real: { Balance: 1, ReservedBalance: 0 },
            Bonus: { Balance: 0, ReservedBalance: 0 },
          },
        },
      };
      let answerOldWallet: (() => void) | undefined;
      const { provider, events, last } = platform({
        'POST /player/signin/v2': (request) => ({
          json: { ...SIGNED_IN, SessionId: (request.body as { Username: string }).Username === 'ann@example.com' ? 'sid-old' : 'sid-new' },
        }),
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

    it("a 500 page, malformed JSON or an answer missing a field is the area's unknown-error", async () => {
      await expectError(
        () => platform({ 'POST /player/signin/v2': { status: 500, text: '<h1>500</h1>' } }).provider.signIn('a@example.com', 'x'),
        'sign-in',
        'unknown-error',
      );
      await expectError(
        () => platform({ 'POST /player/signin/v2': { text: '{"SessionId": "' } }).provider.signIn('a@example.com', 'x'),
        'sign-in',
        'unknown-error',
      );
      await expectError(
        () => platform({ 'POST /player/signin/v2': { json: { SessionId: 7 } } }).provider.signIn('a@example.com', 'x'),
        'sign-in',
        'unknown-error',
      );
      await expectError(
        () => platform({ 'POST /player/activate': { text: 'not json' } }).provider.activate('a@example.com', '1'),
        'activate',
        'unknown-error',
      );
    });

    it('subscribers hear every error before the caller does', async () => {
      const { provider, events } = platform({ 'POST /player/request-password-reset': 'refuse' });
      const failure = await caught(() => provider.forgotPassword('a@example.com'));
      expect(events).to.deep.equal([{ type: 'error', error: failure }]);
    });
  });

  describe('request shapes', () => {
    describe('game launch: the single sign-on token goes only to allowed game origins', () => {
      // The SDK's CasinoGame, its launch address among the catalogue's attributes; the session restored.
      const lobby = (url: string) => ({
        'GET /casino': {
          json: [{ Id: 1, Name: 'Book', Attributes: ['slug:book', `url:${url}`], Platform: 'desktop', Rtp: 96, JackpotPercentageCont: 0 }],
        },
        'POST /player/create-sso-token': { json: 'sso-1' },
        'GET /responsiblegaming/session': {
          json: {
            TimeUntilRealityCheck: 0,
            SessionLength: 1,
            SessionLenght: 1,
            CurrentUnixStarted: 1,
            LastUnixStarted: 0,
            LastUnixEnded: 0,
            LastWager: 0,
            LastWon: 0,
          },
        },
      });
      const signedIn = async (provider: Provider) => {
        const restored = await provider.restoreSession('sid-1');
        if (typeof restored === 'object') restored.sessionInfo.catch(() => undefined);
      };

      it('a game on the page origin receives the token', async () => {
        const { provider, sent } = platform(lobby('/demo/game.html?game=g-1'));
        await signedIn(provider);
        expect((await provider.launchGame({ identifier: 'book', gameId: '1', playMode: 'real' })).url).to.equal(
          '/demo/game.html?game=g-1&mode=real&token=sso-1',
        );
        expect(sent.map((r) => r.path)).to.include('/player/create-sso-token');
      });

      it('a game on another origin opens with the token only when that origin is in gameOrigins; otherwise no token is even made', async () => {
        const other = platform(lobby('https://games.provider.example/launch?id=1'));
        await signedIn(other.provider);
        const warn = console.warn;
        const warnings: unknown[] = [];
        console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
        try {
          const refused = await caught(() => other.provider.launchGame({ identifier: 'book', gameId: '1', playMode: 'real' }));
          expect(refused).to.deep.include({ area: 'general', key: 'unknown-error' });
        } finally {
          console.warn = warn;
        }
        expect(warnings).to.deep.equal([
          'betr: the game at https://games.provider.example is not in gameOrigins; it gets no sign-on token and does not open',
        ]);
        expect(other.sent.map((r) => r.path)).not.to.include('/player/create-sso-token');

        const launched = await other.provider.launchGame({
          identifier: 'book',
          gameId: '1',
          playMode: 'real',
          gameOrigins: ['https://games.provider.example'],
        });
        expect(launched.url).to.equal('https://games.provider.example/launch?id=1&mode=real&token=sso-1');
      });
    });

    it('sign-in: POST /player/signin/v2 {Username, Password, Platform, UserAgent, Jurisdiction} with no session header; email verified and terms to accept read with the new session', async () => {
      const { provider, sent } = platform({ 'POST /player/signin/v2': { json: SIGNED_IN } });
      expect(await provider.signIn('ann@example.com', 'Secret12!')).to.deep.equal({
        sessionId: 'sid-123',
        isEmailVerified: true,
        mustAcceptTerms: false,
      });
      expect(sent.map((r) => `${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`)).to.deep.equal([
        'GET /content/bootstrap',
        'POST /player/signin/v2',
        'GET /player/user-info',
        'GET /content/GetDocument?type=TermsAndConditions&jurisdiction=MGA',
      ]);
      const request = sent[1]!;
      expect(request.url).to.equal(`${API}/player/signin/v2`);
      expect(request.body).to.deep.equal({
        Username: 'ann@example.com',
        Password: 'Secret12!',
        Platform: 'desktop',
        UserAgent: navigator.userAgent,
        Jurisdiction: 'MGA',
      });
      expect(request.headers.get('Content-Type')).to.equal('application/json');
      expect(request.headers.has('X-Player-Session-Id')).to.equal(false);
      expect(sent.slice(2).map((r) => r.headers.get('X-Player-Session-Id'))).to.deep.equal(['sid-123', 'sid-123']);

      const older = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /player/user-info': { json: { ...USER_INFO, IsVerified: false, TacVersionAccepted: '1.0' } },
      });
      expect(await older.provider.signIn('ann@example.com', 'Secret12!')).to.deep.equal({
        sessionId: 'sid-123',
        isEmailVerified: false,
        mustAcceptTerms: true,
      });
      const never: Record<string, unknown> = { ...USER_INFO };
      delete never.TacVersionAccepted;
      const first = platform({ 'POST /player/signin/v2': { json: SIGNED_IN }, 'GET /player/user-info': { json: never } });
      expect((await first.provider.signIn('ann@example.com', 'Secret12!')).mustAcceptTerms, 'no terms accepted yet').to.equal(true);
    });

    it('sign-in: the configured jurisdiction goes as the SDK spells it (UKGC is UK); a derived one (or an unknown configured value) comes from the bootstrap; a failed reading leaves the page signed out', async () => {
      const uk = platform({ 'POST /player/signin/v2': { json: SIGNED_IN } }, undefined, 'UKGC');
      await uk.provider.signIn('ann@example.com', 'Secret12!');
      expect(uk.sent.map((r) => r.path)).not.to.include('/content/bootstrap');
      expect((uk.sent[0]!.body as { Jurisdiction: string }).Jurisdiction).to.equal('UK');
      const sga = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /content/bootstrap': { json: { ...SITE, Jurisdiction: 'SGA' } },
      });
      await sga.provider.signIn('ann@example.com', 'Secret12!');
      expect((sga.sent[1]!.body as { Jurisdiction: string }).Jurisdiction).to.equal('SGA');
      // A configured value that is no jurisdiction (a script's configure) is none: the bootstrap decides.
      const unknown = platform(
        { 'POST /player/signin/v2': { json: SIGNED_IN }, 'GET /content/bootstrap': { json: { ...SITE, Jurisdiction: 'SGA' } } },
        undefined,
        'sga' as 'SGA',
      );
      await unknown.provider.signIn('ann@example.com', 'Secret12!');
      expect(
        unknown.sent.slice(0, 2).map((r) => [`${r.method} ${r.path}`, (r.body as { Jurisdiction?: string } | undefined)?.Jurisdiction]),
      ).to.deep.equal([
        ['GET /content/bootstrap', undefined],
        ['POST /player/signin/v2', 'SGA'],
      ]);
      const broken = platform({ 'POST /player/signin/v2': { json: SIGNED_IN }, 'GET /player/user-info': { text: '["not an object"]' } });
      await expectError(() => broken.provider.signIn('ann@example.com', 'Secret12!'), 'sign-in', 'unknown-error');
      await caught(() => broken.provider.getWallet());
      expect(broken.last().headers.has('X-Player-Session-Id'), 'the session was never taken').to.equal(false);
    });

    it("GET /content/bootstrap returns ipcountry: the visitor's country is read from that key, null is restricted access", async () => {
      const site = { Currency: 'EUR', PhonePrefix: '+356' };
      const { provider, last } = platform({ 'GET /content/bootstrap': { json: { ...site, ipcountry: 'MT', IpCountry: 'SE' } } });
      expect(await provider.getVisitorCountry()).to.deep.equal({ country: 'MT', currency: 'EUR', phonePrefix: '+356' });
      expect(`${last().method} ${last().path}`).to.equal('GET /content/bootstrap');
      const none = platform({ 'GET /content/bootstrap': { json: { ...site, ipcountry: null, IpCountry: 'MT' } } });
      expect((await none.provider.getVisitorCountry()).country).to.equal(null);
    });

    it("deposit slider ranges: GET /content/bootstrap?token= gives the operator's, the age bands' and the person's ranges", async () => {
      const { provider, last } = platform({
        'GET /content/bootstrap': {
          json: {
            DepositLimitRanges: { 1: { Min: 1, Max: 4000, Initial: 4000 } },
            DepositLimitAgeBands: [
              { FromAge: 18, ToAge: 24, Ranges: { 7: { Max: 5000 } } },
              { FromAge: 70, ToAge: null, Ranges: {} },
            ],
            Person: { Age: 20, DepositLimitRanges: { 30: { Max: 20000, Initial: 15000 } } },
          },
        },
      });
      expect(await provider.getDepositLimitRanges('tok-1')).to.deep.equal({
        ranges: { 1: { min: 1, max: 4000, initial: 4000 } },
        ageBands: [
          { fromAge: 18, toAge: 24, ranges: { 7: { max: 5000 } } },
          { fromAge: 70, ranges: {} },
        ],
        person: { age: 20, ranges: { 30: { max: 20000, initial: 15000 } } },
      });
      expect(`${last().method} ${last().path}?${last().query}`).to.equal('GET /content/bootstrap?token=tok-1');
    });

    it('the session id travels only in the X-Player-Session-Id header, until sign-out (a POST with no body); the profile is PlayerInfo with the calling code from the mobile number', async () => {
      const { provider, sent } = platform({ 'POST /player/signin/v2': { json: SIGNED_IN }, 'GET /player-groups': { json: ['vip'] } });
      await provider.signIn('ann@example.com', 'Secret12!');
      const profile = await provider.getProfile();
      expect(profile).to.deep.equal({
        userId: '1',
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'A',
        dateOfBirth: '1990-01-01',
        address: 'Street 1',
        city: 'Town',
        zip: '123',
        callingCode: '+356',
        phone: '+3561',
        country: 'MT',
        language: 'en-US',
        currency: 'EUR',
        gender: 'female',
        title: '',
        isActivated: true,
        jurisdiction: 'MGA',
        disabled: { email: true, firstName: true, lastName: true, dateOfBirth: true, currency: true },
        playerGroups: ['vip'],
      });
      await provider.signOut();
      await caught(() => provider.getWallet());
      const signedIn = sent.slice(
        sent.findIndex((r) => r.path === '/player/signin/v2') + 1,
        sent.findIndex((r) => r.path === '/player/signout') + 1,
      );
      expect(signedIn.every((r) => r.headers.get('X-Player-Session-Id') === 'sid-123')).to.equal(true);
      expect(sent[sent.length - 1]!.headers.has('X-Player-Session-Id')).to.equal(false);
      expect(sent.every((r) => !r.url.includes('sid-123'))).to.equal(true);
      // The sign-out is a POST with no body (spec: POST /player/signout, body none).
      const signOut = sent.find((r) => r.path === '/player/signout')!;
      expect([signOut.method, signOut.hasBody, signOut.headers.has('Content-Type')]).to.deep.equal(['POST', false, false]);
      const sparse = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /player/user-info': { json: { Id: 3, BirthDate: '1980-02-03', IsVerified: false, Gender: 'Unknown', Country: 'GB' } },
      });
      await sparse.provider.signIn('x@example.com', 'Secret12!');
      expect(await sparse.provider.getProfile()).to.include({
        userId: '3',
        email: '',
        address: '',
        phone: '',
        callingCode: '',
        gender: 'other',
        jurisdiction: 'UKGC',
        isActivated: false,
      });
    });

    it('the adapter keeps no player data: the same GETs asked together share one call, asked again later they are asked again', async () => {
      const { provider, sent } = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /content/bootstrap': { json: { ...SITE, Cashier: { MerchantId: 'm-1', Environment: 'test' } } },
      });
      const asked = (path: string) => sent.filter((r) => r.path === path).length;
      await provider.signIn('ann@example.com', 'Secret12!');
      const atSignIn = asked('/player/user-info');
      await Promise.all([provider.getProfile(), provider.getProfile()]);
      expect([asked('/player/user-info') - atSignIn, asked('/player-groups')], 'one call each, in flight together').to.deep.equal([1, 1]);
      await provider.getProfile();
      expect([asked('/player/user-info') - atSignIn, asked('/player-groups')], 'asked again: the page keeps the profile').to.deep.equal([
        2, 2,
      ]);
      await provider.updateProfile({ address: 'Street 2', password: 'Secret12!' });
      expect(sent.find((r) => r.path === '/player/update')!.body, 'the required Language goes with every update').to.deep.equal({
        Password: 'Secret12!',
        Language: 'en-US',
        Address1: 'Street 2',
      });
      // The bootstrap is the page's configuration, kept: the sign-in's jurisdiction, every profile's
      // calling codes and the cashier's merchant (this platform sends it to anyone) read one answer.
      expect((await provider.getDepositConfig()).merchantId).to.equal('m-1');
      expect(asked('/content/bootstrap'), 'the bootstrap, once for the page').to.equal(1);
    });

    it("with the page's player (RestOptions.player), what derives from the profile or the session's reading asks for neither: one call per datum across operations", async () => {
      const reading = { length: 5, started: '2025-06-01T10:00:00.000Z', nextRealityCheck: null };
      const previous = {
        won: 0,
        wager: 0,
        ip: '',
        device: '',
        started: '2025-05-31T10:00:00.000Z',
        ended: '2025-05-31T11:00:00.000Z',
        length: 60,
      };
      const known = { ...(await platform().provider.getProfile()), currency: 'SEK', country: 'SE' };
      const page = { profile: 0, sessionInfo: 0 };
      const { provider, sent } = platform(
        {
          'GET /content/bootstrap': { json: { ...SITE, Cashier: { MerchantId: 'm-1', Environment: 'test' } } },
          'GET /responsiblegaming/session': { json: {} },
          'GET /bonus/offers': { json: [] },
          'GET /transaction/payments': { json: [] },
          'GET /player/payment-stats': { json: { DepositCount: 0, TotalDeposit: 0, WithdrawalCount: 0, TotalWithdrawal: 0 } },
          'GET /player/lifetime-stats': { json: { NGR: 0 } },
        },
        undefined,
        undefined,
        {
          profile: async () => ((page.profile += 1), known),
          sessionInfo: async () => ((page.sessionInfo += 1), { ...reading, previous }),
        },
      );
      await provider.restoreSession('sid-1');
      sent.length = 0;
      const config = await provider.getDepositConfig();
      expect([config.userId, config.currency, config.locale]).to.deep.equal(['1', 'SEK', 'en-US']);
      await provider.getBonusOffers();
      expect(await provider.getSessionSummary()).to.deep.equal({
        depositWithdrawalSummary: 0,
        currency: 'SEK',
        lastLoggedIn: '2025-05-31T10:00:00.000Z',
      });
      expect((await provider.getPaymentStats()).currency).to.equal('SEK');
      await provider.submitSourceOfWealth({ sources: ['salary'], income: { from: 0, to: 10 }, industry: 'IT', occupation: 'Dev' });
      expect(sent.find((r) => r.path === '/kyc/source-of-wealth/v2')!.body).to.include({ Nationality: 'SE' });
      await provider.updateProfile({ city: 'Lund', password: 'Secret12!' });
      expect(sent.find((r) => r.path === '/player/update')!.body).to.include({ Language: 'en-US', City: 'Lund' });
      const paths = sent.map((r) => r.path);
      expect(
        paths.filter((path) => ['/player/user-info', '/player-groups', '/responsiblegaming/session'].includes(path)),
        "only the update's new profile is asked for",
      ).to.deep.equal(['/player/user-info', '/player-groups']);
      expect(paths.filter((path) => path === '/content/bootstrap').length, "the page's bootstrap, once").to.equal(1);
      expect(page).to.deep.equal({ profile: 6, sessionInfo: 1 });
    });

    it("the cashier's merchant comes only with a session: a bootstrap the page kept for a visitor has none, so the deposit asks with the player's", async () => {
      const { provider, sent } = platform({
        'POST /player/signin/v2': { json: SIGNED_IN },
        'GET /content/bootstrap': (request) => ({
          json: request.headers.has('X-Player-Session-Id') ? { ...SITE, Cashier: { MerchantId: 'm-1', Environment: 'test' } } : SITE,
        }),
      });
      await provider.signIn('ann@example.com', 'Secret12!');
      expect((await provider.getDepositConfig()).merchantId).to.equal('m-1');
      const bootstraps = sent.filter((r) => r.path === '/content/bootstrap');
      expect(bootstraps.map((r) => r.headers.get('X-Player-Session-Id'))).to.deep.equal([null, 'sid-123']);
    });

    it("restoreSession: the session's reading for a live session (one GET /responsiblegaming/session), false for an ended one (401), a failure when unreachable", async () => {
      const reading = {
        TimeUntilRealityCheck: 0,
        SessionLength: 1,
        SessionLenght: 1,
        CurrentUnixStarted: 1748772000,
        LastUnixStarted: 1748685600,
        LastUnixEnded: 1748689200,
        LastLoginIp: '192.0.2.1',
        LastWager: 5,
        LastWon: 2,
      };
      const live = platform({ 'GET /responsiblegaming/session': { json: reading } });
      const restored = await live.provider.restoreSession('sid-1');
      if (typeof restored !== 'object') throw new Error(`restoreSession answered ${restored}, not the session's reading`);
      expect(await restored.sessionInfo).to.deep.equal({
        length: 1,
        started: '2025-06-01T10:00:00.000Z',
        nextRealityCheck: null,
        previous: {
          won: 2,
          wager: 5,
          ip: '192.0.2.1',
          device: '',
          started: '2025-05-31T10:00:00.000Z',
          ended: '2025-05-31T11:00:00.000Z',
          length: 60,
        },
      });
      const due = platform({
        'GET /responsiblegaming/session': { json: { ...reading, TimeUntilRealityCheck: 30, LastUnixStarted: 0, LastUnixEnded: 0 } },
      });
      const soon = await due.provider.restoreSession('sid-1');
      const info = typeof soon === 'object' ? await soon.sessionInfo : null;
      expect(info?.previous, 'no previous session').to.equal(null);
      expect(Math.abs(Date.parse(info!.nextRealityCheck!) - (Date.now() + 30 * 60_000))).to.be.lessThan(5000);
      expect(live.sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /responsiblegaming/session']);
      expect(live.last().headers.get('X-Player-Session-Id')).to.equal('sid-1');
      const ended = platform({ 'GET /responsiblegaming/session': error('SessionExpired', {}, 401) });
      expect(await ended.provider.restoreSession('sid-1')).to.equal(false);
      const unreachable = platform({ 'GET /responsiblegaming/session': 'refuse' });
      await expectError(() => unreachable.provider.restoreSession('sid-1'), 'general', 'offline');
      await unreachable.provider.getVisitorCountry().catch(() => undefined);
      expect(unreachable.last().headers.has('X-Player-Session-Id')).to.equal(false);
    });

    it("activation, reset and terms: the SDK's payloads (DeviceDetails, Provider)", async () => {
      const { provider, sent } = platform();
      await provider.activate('ann@example.com', '123456');
      await provider.requestActivationCode('ann@example.com');
      await provider.forgotPassword('ann@example.com');
      await provider.resetPassword({ token: 'tok', username: 'ann@example.com', password: 'Secret12!' });
      await provider.changePassword('Old-Passw0rd', 'New-Passw0rd');
      await provider.acceptTerms('2.0');
      expect(sent.map((r) => [`${r.method} ${r.path}`, r.body])).to.deep.equal([
        [
          'POST /player/activate',
          { UsernameOrEmail: 'ann@example.com', Code: '123456', DeviceDetails: { Platform: 'desktop', UserAgent: navigator.userAgent } },
        ],
        ['POST /player/request-activation-code', { UsernameOrEmail: 'ann@example.com', Provider: 'Email' }],
        ['POST /player/request-password-reset', { UsernameOrEmail: 'ann@example.com' }],
        ['POST /player/reset-password', { UsernameOrEmail: 'ann@example.com', Token: 'tok', NewPassword: 'Secret12!' }],
        ['POST /player/change-password', { CurrentPassword: 'Old-Passw0rd', NewPassword: 'New-Passw0rd' }],
        ['GET /player/update-player-tac', undefined],
      ]);
      expect(sent[5]!.query.get('tacVersionAccepted')).to.equal('2.0');
    });

    it('activation answering a session signs a signed-out player in with it', async () => {
      const { provider, events, last } = platform({ 'POST /player/activate': { json: { SessionId: 'sid-act' } } });
      await provider.activate('ann@example.com', '123456');
      expect(events).to.deep.equal([{ type: 'session', signedIn: true, sessionId: 'sid-act' }]);
      await caught(() => provider.getWallet());
      expect(last().headers.get('X-Player-Session-Id')).to.equal('sid-act');
    });

    it("messages, properties, subscriptions, unsubscribe: the SDK's payloads (numeric MessageId, a Type of its enum, one opt-in kind per call, OptOutToken)", async () => {
      const { provider, sent } = platform();
      await provider.markMessageRead('7');
      await provider.setPlayerProperties([
        { name: 'theme', type: 'string', value: 'dark' },
        { name: 'odds', type: 'OddsFormat', value: 'decimal' },
      ]);
      await provider.updateSubscriptions([
        { type: 'sms', active: true },
        { type: 'email', active: false },
        { type: 'phone', active: true },
      ]);
      await provider.unsubscribe('unsub-token');
      expect(sent.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).to.deep.equal([
        ['/internalmessages/mark', { MessageId: 7, Status: 'Read' }],
        [
          '/player-properties',
          {
            Properties: [
              { Name: 'theme', Type: 'Text', Value: 'dark' },
              { Name: 'odds', Type: 'OddsFormat', Value: 'decimal' },
            ],
          },
        ],
        ['/player/opt-in', { Type: 'BonusSMSs' }],
        ['/player/opt-in', { Type: 'NewsSMSs' }],
        ['/player/opt-out', { Type: 'BonusEmails' }],
        ['/player/opt-out', { Type: 'NewsEmails' }],
        ['/player/opt-in', { Type: 'Phone' }],
        ['/player/opt-out-choices', { OptOutToken: 'unsub-token', OptIns: [] }],
      ]);
      await expectError(() => provider.markMessageRead('m-7'), 'general', 'unknown-error');
    });

    it("wallet, subscriptions, display pages (GET /player/display-pages) and properties read the SDK's answers; absent optional fields fail nothing", async () => {
      const { provider, sent } = platform({
        'GET /wallets': {
          json: {
            Balances: {
              SEK: {
                Total: { Balance: 120, ReservedBalance: 5 },
                Real: { Balance: 100, ReservedBalance: 0 },
                Bonus: { Balance: 20, ReservedBalance: 5 },
              },
            },
          },
        },
        'GET /player/opt-in-outs': {
          json: [
            { Type: 'BonusSMSs', TypeId: '1', OptIn: true },
            { Type: 'NewsSMSs', TypeId: '2', OptIn: false },
            { Type: 'Phone', TypeId: '3', OptIn: true },
            { Type: 'PushNotifications', TypeId: '4', OptIn: true },
          ],
        },
        'GET /player/display-pages': {
          json: [
            {
              Id: 1,
              PlayerId: 1,
              Created: 'c',
              PageType: 'KycProvideDocuments',
              ForceAction: true,
              RealityCheckSelection: 'ContinuePlaying',
            },
            {
              Id: 2,
              PlayerId: 1,
              Created: 'c',
              PageType: 'TermsAndConditions',
              ForceAction: false,
              RealityCheckSelection: 'ContinuePlaying',
            },
            { Id: 3, PlayerId: 1, Created: 'c', PageType: 'RealityCheck', ForceAction: false, RealityCheckSelection: 'Logout' },
          ],
        },
        'GET /player-properties': {
          json: [{ PlayerId: 1, Name: 'theme', Type: 'Text', value: 'dark' }, { PlayerId: 1, Name: 'empty' }, { PlayerId: 1 }],
        },
      });
      expect(await provider.getWallet()).to.deep.equal({ realBalance: 100, bonusBalance: 20, totalBalance: 120, currency: 'SEK' });
      expect(await provider.getSubscriptions()).to.deep.equal([
        { type: 'sms', active: false },
        { type: 'phone', active: true },
      ]);
      sent.length = 0;
      expect(await provider.getDisplayPages()).to.deep.equal([
        { page: 'provide-documents', forced: true },
        { page: 'terms-and-conditions', forced: false },
      ]);
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /player/display-pages']);
      expect(await provider.getPlayerProperties()).to.deep.equal([
        { name: 'theme', type: 'Text', value: 'dark' },
        { name: 'empty', type: 'Text', value: '' },
      ]);
    });

    it("sign-up v2: the SDK's SignUpParams (terms as their current version, annual activity as numbers, UK for UKGC, limits set at sign-up flagged IsSignupLimit: true), then sign-in with the same credentials", async () => {
      const { provider, sent } = platform({
        'POST /player/signup/v2': { json: { PlayerId: 42 } },
        'POST /player/signin/v2': { json: SIGNED_IN },
      });
      expect(
        await provider.signUp({
          email: 'ann@example.com',
          password: 'Secret12!',
          firstName: 'Ann',
          lastName: 'A',
          dateOfBirth: '1990-01-01',
          gender: 'female',
          address: 'Street 1',
          city: 'London',
          zip: 'N1',
          callingCode: '+44',
          phone: '+447700900123',
          country: 'GB',
          currency: 'GBP',
          annualActivity: '16000-25000',
          acceptTerms: true,
          acceptMarketing: true,
          optIns: ['bonus-sms', 'news-emails'],
          jurisdiction: 'UKGC',
          language: 'en-US',
          bonusCode: 'WELCOME',
          depositLimitDay: 100,
          sessionLimitWeek: 600,
        }),
      ).to.deep.equal({ sessionId: 'sid-123', isEmailVerified: true, mustAcceptTerms: false });
      expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal([
        'GET /content/GetDocument',
        'POST /player/signup/v2',
        'POST /player/signin/v2',
        'GET /player/user-info',
        'GET /content/GetDocument',
      ]);
      expect(`${sent[0]!.query}`).to.equal('type=TermsAndConditions&jurisdiction=UK&language=en-US');
      expect(sent[1]!.body).to.deep.equal({
        Email: 'ann@example.com',
        Country: 'GB',
        Language: 'en-US',
        Jurisdiction: 'UK',
        MobilePhoneNumber: '+447700900123',
        PromoCode: 'WELCOME',
        TacVersionAccepted: '2.0',
        OptIns: ['BonusSMSs', 'NewsEmails'],
        Limits: [
          { Type: 'Deposit', Timespan: 1, Amount: 100, IsSignupLimit: true },
          { Type: 'LoginTime', Timespan: 7, Amount: 600, IsSignupLimit: true },
        ],
        ExpectedAnnualActivityFrom: 16000,
        ExpectedAnnualActivityTo: 25000,
        Platform: 'desktop',
        UserAgent: navigator.userAgent,
        Password: 'Secret12!',
        BirthDate: '1990-01-01',
        FirstName: 'Ann',
        LastName: 'A',
        Gender: 'Female',
        Address1: 'Street 1',
        City: 'London',
        Zip: 'N1',
        Currency: 'GBP',
        DontSendActivationCode: false,
      });
      expect(sent[1]!.headers.has('X-Player-Session-Id')).to.equal(false);
    });

    it("sign-up token: {JwtTokenString, …} without the register's fields; a SessionId in the answer is taken, no sign-in", async () => {
      const { provider, sent } = platform({ 'POST /player/signup/token': { json: { PlayerId: 43, SessionId: 'sid-tok' } } });
      const result = await provider.signUp({
        email: 'sven@example.com',
        firstName: '',
        lastName: '',
        dateOfBirth: '',
        address: '',
        city: '',
        zip: '',
        callingCode: '+46',
        phone: '+46701234567',
        country: 'SE',
        currency: 'SEK',
        annualActivity: '860000+',
        acceptTerms: false,
        acceptMarketing: false,
        jurisdiction: 'SGA',
        language: 'sv',
        token: 'jwt-1',
      });
      expect(result.sessionId).to.equal('sid-tok');
      expect(sent.map((r) => r.path)).not.to.include('/player/signin/v2');
      expect(sent.find((r) => r.path === '/player/signup/token')!.body).to.deep.equal({
        Email: 'sven@example.com',
        Country: 'SE',
        Language: 'sv',
        Jurisdiction: 'SGA',
        MobilePhoneNumber: '+46701234567',
        OptIns: [],
        Limits: [],
        ExpectedAnnualActivityFrom: 860000,
        Platform: 'desktop',
        UserAgent: navigator.userAgent,
        JwtTokenString: 'jwt-1',
      });
    });

    it("validate-email and validate-phone answer availability: false is the spec's player-conflict and phone message", async () => {
      const taken = platform({ 'GET /player/validate-email': { json: false }, 'GET /player/validate-phone': { json: false } });
      const conflict = await caught(() => taken.provider.validateEmail('ann@example.com', 'UKGC'));
      expect(text(conflict)).to.equal('Player already exists');
      expect(`${taken.last().query}`).to.equal('email=ann%40example.com&jurisdiction=UK');
      expect(text(await caught(() => taken.provider.validatePhone('+3561', 'MGA')))).to.equal('Phone already exists');
      const free = platform({ 'GET /player/validate-email': { json: true }, 'GET /player/validate-phone': { json: true } });
      await free.provider.validateEmail('new@example.com', 'MGA');
      await free.provider.validatePhone('+3562', 'MGA');
    });

    it('content: terms from GET /content/GetDocument?type=TermsAndConditions, currencies from GET /currencies, the welcome text from the bootstrap', async () => {
      const { provider, sent } = platform({
        'GET /currencies': { json: ['Default', 'EUR', 'SEK'] },
        'GET /content/bootstrap': {
          json: { ...SITE, Content: { welcome: { Html: '<p>Hi</p>' }, 'about-us': { Title: 'About', Html: '<p>Us</p>' } } },
        },
      });
      expect(await provider.getTerms()).to.deep.equal({ version: '2.0', content: '<p>Terms</p>' });
      expect(sent.find((r) => r.path === '/content/GetDocument')!.query.get('type')).to.equal('TermsAndConditions');
      expect(await provider.getCurrencies()).to.deep.equal([{ code: 'EUR' }, { code: 'SEK' }]);
      expect(await provider.getWelcomeContent()).to.deep.equal({ image: '', content: '<p>Hi</p>' });
      expect(await provider.getContent('about-us')).to.deep.equal({ id: 'about-us', title: 'About', html: '<p>Us</p>' });
    });

    it('exchange rates: the currency list is GET /currencies (no query, no body), not the keys of GET /exchange-rates, which is never asked and is no route of the adapter', async () => {
      const { provider, sent } = platform({
        'GET /currencies': { json: ['EUR', 'SEK'] },
        'GET /exchange-rates': { json: { EUR: 1, USD: 1.1747, NOK: 11.6 } },
      });
      expect(await provider.getCurrencies()).to.deep.equal([{ code: 'EUR' }, { code: 'SEK' }]);
      expect(sent.map((r) => [r.method, r.path, r.query.toString(), r.hasBody])).to.deep.equal([['GET', '/currencies', '', false]]);
      const api = createRestApi({ apiUrl: API, fetch: async () => new Response('{"EUR":1}') });
      expect(String(await caught(() => api.call('general', { get: '/exchange-rates' })))).to.equal(
        "Error: betr: GET /exchange-rates is not in the REST adapter's routes",
      );
    });

    it('every call the adapter makes is a route of REST_ROUTES: another is refused before it leaves the page', async () => {
      const sent: string[] = [];
      const api = createRestApi({ apiUrl: API, fetch: async (input) => (sent.push(String(input)), new Response(null, { status: 204 })) });
      const refused = await caught(() => api.call('general', { get: '/player/secret-admin' }));
      expect(String(refused)).to.equal("Error: betr: GET /player/secret-admin is not in the REST adapter's routes");
      await api.call('general', { post: '/bonus/17/claim' });
      expect(sent).to.deep.equal([`${API}/bonus/17/claim`]);
    });

    it('messages by status from /internalmessages/with-status?status=, one message from ?messageId= (the SDK\'s InternalMessage); a Notified message is "other"', async () => {
      const row = {
        Id: 7,
        Title: 'Hi',
        Content: '<p>x</p>',
        StartDate: '2025-06-01T10:00:00.000Z',
        EndDate: '2026-06-01T10:00:00.000Z',
        Status: 'Unpushed',
        Attributes: { CtaText: 'Play', CtaAction: 'casino' },
      };
      const { provider, sent } = platform({
        'GET /internalmessages/with-status': (request) => ({
          json: request.query.has('messageId') ? row : [row, { Id: 8, Status: 'Notified', StartDate: 's', EndDate: 'e' }],
        }),
      });
      const message = {
        id: '7',
        title: 'Hi',
        content: '<p>x</p>',
        messageSent: '2025-06-01T10:00:00.000Z',
        status: 'unpushed',
        ctaText: 'Play',
        ctaAction: 'casino',
      };
      expect(await provider.getMessages('unpushed')).to.deep.equal([
        message,
        { id: '8', title: '', content: '', messageSent: 's', status: 'other' },
      ]);
      expect(await provider.getMessage('7')).to.deep.equal(message);
      expect(sent.map((r) => `${r.method} ${r.path}?${r.query}`)).to.deep.equal([
        'GET /internalmessages/with-status?status=Unpushed',
        'GET /internalmessages/with-status?messageId=7',
      ]);
    });

    it('an unsubscribe link reads its choices from /player/opt-out-ins?unsubToken= before opting out', async () => {
      const { provider, sent } = platform({ 'GET /player/opt-out-ins': { json: [{ Type: 'BonusSMSs', TypeId: '1', OptIn: true }] } });
      await provider.unsubscribe('unsub-token');
      expect(sent.map((r) => [`${r.method} ${r.path}?${r.query}`, r.body])).to.deep.equal([
        ['GET /player/opt-out-ins?unsubToken=unsub-token', undefined],
        ['POST /player/opt-out-choices?', { OptOutToken: 'unsub-token', OptIns: [] }],
      ]);
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

/**
 * The play half (limits, responsible gaming, bonuses, KYC, history, lobby, tournaments) as
 * the platform's SDK (@goa-codebet/enji-sdk 1.9.1) has it: the exact requests, and answers
 * in its shapes read into the widgets' values. Each case begins with a restored session.
 */
describe('rest adapter protocol: the play half speaks the SDK', () => {
  const SESSION = {
    TimeUntilRealityCheck: 0,
    SessionLength: 5,
    SessionLenght: 5,
    CurrentUnixStarted: 1748772000,
    LastUnixStarted: 1748685600,
    LastUnixEnded: 1748689200,
    LastWager: 0,
    LastWon: 0,
  };
  /** The SDK's PlayerInfo, only its required fields and the ones read here. */
  const PLAYER_INFO = {
    Id: 7,
    BirthDate: '1990-01-01',
    Country: 'MT',
    Currency: 'EUR',
    IsComplete: true,
    IsVerified: true,
    DepositCount: 0,
    WithdrawalCount: 0,
    Level: 1,
    SowStatus: 'None',
  };
  const PROFILE_REPLIES = {
    'GET /player/user-info': { json: PLAYER_INFO },
    'GET /player-groups': { json: [] },
    'GET /content/bootstrap': { json: { CallingCodes: [] } },
  };

  async function signedIn(replies: Parameters<typeof platform>[0] = {}) {
    const fake = platform({ 'GET /responsiblegaming/session': { json: SESSION }, ...replies });
    const restored = await fake.provider.restoreSession('sid-9');
    if (typeof restored === 'object') restored.sessionInfo.catch(() => undefined);
    fake.sent.length = 0;
    return fake;
  }
  const requests = (sent: Sent[]) => sent.map((r) => [`${r.method} ${r.path}${r.query.size ? `?${r.query}` : ''}`, r.body]);
  const ahead = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const past = new Date(Date.now() - 86_400_000).toISOString();
  const limit = (fields: Record<string, unknown>) => ({
    Status: 'Active',
    Created: '2025-01-01T00:00:00Z',
    RemainingAmount: 0,
    IsAdmin: false,
    ...fields,
  });

  it('limits: Limit rows read by the queue rule (a raise Activates later; Canceled or Cancelled replaced; past cancels and other types left out); IsAdmin is locked; LoginTime is the session limit', async () => {
    const { provider } = await signedIn({
      'GET /responsiblegaming/limit': {
        json: [
          limit({
            Id: 11,
            Type: 'Deposit',
            Amount: 5000,
            Currency: 'EUR',
            Timespan: 7,
            Status: 'Canceled',
            Canceled: ahead,
            RemainingAmount: 4000,
          }),
          limit({ Id: 12, Type: 'Deposit', Amount: 7000, Currency: 'EUR', Timespan: 7, Activates: ahead, RemainingAmount: 7000 }),
          limit({ Id: 13, Type: 'Deposit', Amount: 100, Currency: 'EUR', Timespan: 1, Status: 'Cancelled', Canceled: past }),
          limit({ Id: 14, Type: 'LoginTime', Product: 'Casino', Amount: 120, Timespan: 1, IsAdmin: true, Expires: '2026-01-01T00:00:00Z' }),
          limit({
            Id: 15,
            Type: 'NetLoss',
            Product: 'Sportsbook',
            Amount: 50,
            Currency: 'EUR',
            Timespan: 30,
            Status: 'Cancelled',
            Canceled: ahead,
          }),
          limit({ Id: 16, Type: 'NetLoss', Product: 'Sportsbook', Amount: 80, Currency: 'EUR', Timespan: 30, Activates: ahead }),
          limit({ Id: 17, Type: 'RealityCheck', Amount: 60, Timespan: 0 }),
          limit({ Id: 18, Type: 'LoginPeriodBlock', Amount: 1, Timespan: 1 }),
        ],
      },
    });
    expect(await provider.getLimits()).to.deep.equal([
      {
        id: '11',
        type: 'deposit',
        period: 'weekly',
        status: 'active',
        amount: 5000,
        remainingAmount: 4000,
        currency: 'EUR',
        product: null,
        queued: { amount: 7000, activatesAt: ahead },
        locked: false,
        expiryDate: null,
      },
      {
        id: '14',
        type: 'session',
        period: 'daily',
        status: 'active',
        amount: 120,
        remainingAmount: 0,
        currency: '',
        product: 'casino',
        queued: null,
        locked: true,
        expiryDate: '2026-01-01T00:00:00Z',
      },
      {
        id: '15',
        type: 'loss',
        period: 'monthly',
        status: 'active',
        amount: 50,
        remainingAmount: 0,
        currency: 'EUR',
        product: 'sport',
        queued: { amount: 80, activatesAt: ahead },
        locked: false,
        expiryDate: null,
      },
      {
        id: '17',
        type: 'reality-check',
        period: 'none',
        status: 'active',
        amount: 60,
        remainingAmount: 0,
        currency: '',
        product: null,
        queued: null,
        locked: false,
        expiryDate: null,
      },
    ]);
  });

  it("limits: setting posts the SDK's AddLimit {Type, Product?, Amount, Timespan} with the period codes transaction 0, daily 1, weekly 7, monthly 30; removing posts the cancel path; no cross-brand call (GET /responsiblegaming/limit/{personId}) exists", async () => {
    const { provider, sent } = await signedIn({ 'GET /responsiblegaming/limit': { json: [] } });
    await provider.setLimit({ type: 'deposit', period: 'daily', amount: 10 });
    await provider.setLimit({ type: 'deposit', period: 'monthly', amount: 300, id: '11', existing: [] });
    await provider.setLimit({ type: 'session', period: 'weekly', amount: 600, product: 'casino' });
    await provider.setLimit({ type: 'loss', period: 'transaction', amount: 20, product: 'pool-betting' });
    await provider.setLimit({ type: 'reality-check', period: 'none', amount: 30 });
    await provider.removeLimit({ type: 'deposit', period: 'monthly', id: '11' });
    expect(requests(sent).filter(([line]) => (line as string).startsWith('POST'))).to.deep.equal([
      ['POST /responsiblegaming/limit/v2', { Type: 'Deposit', Amount: 10, Timespan: 1 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'Deposit', Amount: 300, Timespan: 30 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'LoginTime', Product: 'Casino', Amount: 600, Timespan: 7 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'NetLoss', Product: 'PoolBetting', Amount: 20, Timespan: 0 }],
      ['POST /responsiblegaming/limit/v2', { Type: 'RealityCheck', Amount: 30, Timespan: 0 }],
      ['POST /responsiblegaming/limit/cancel/11', undefined],
    ]);
    sent.length = 0;
    expect(await provider.getCrossBrandDepositLimits()).to.deep.equal([]);
    expect(await provider.getCrossBrandDepositLimits('tok-2')).to.deep.equal([]);
    expect(sent).to.deep.equal([]);
  });

  it("responsible gaming: panic, PGSI score as Full, source of wealth with one Source and the profile's country, self-exclusion signs out", async () => {
    const { provider, sent, events } = await signedIn(PROFILE_REPLIES);
    for (const choice of ['Open', 'None', 'Pause'] as const) await provider.sendSelfExcludeChoice(choice);
    await provider.submitGamblingTest({ total: 7, version: '1' });
    await provider.submitSourceOfWealth({
      income: { from: 15000, to: 30000 },
      industry: 'IT',
      occupation: 'Engineer',
      sources: ['salary', 'savings'],
    });
    await provider.submitSourceOfWealth({
      income: { from: 1000000, to: null },
      industry: 'IT',
      occupation: 'Engineer',
      sources: ['inheritance'],
    });
    await provider.selfExclude(30);
    expect(requests(sent).filter(([line]) => (line as string).startsWith('POST'))).to.deep.equal([
      ['POST /responsiblegaming/panic', { PanicChoice: 'Open' }],
      ['POST /responsiblegaming/panic', { PanicChoice: 'None' }],
      ['POST /responsiblegaming/panic', { PanicChoice: 'Pause' }],
      ['POST /responsiblegaming/pgsi-score', { Score: 7, Version: 'Full' }],
      [
        'POST /kyc/source-of-wealth/v2',
        {
          Source: 'salary, savings',
          IncomeFromValue: 15000,
          IncomeToValue: 30000,
          Industry: 'IT',
          Occupation: 'Engineer',
          Nationality: 'MT',
          CountryOfBirthCode: 'MT',
        },
      ],
      [
        'POST /kyc/source-of-wealth/v2',
        {
          Source: 'inheritance',
          IncomeFromValue: 1000000,
          IncomeToValue: 0,
          Industry: 'IT',
          Occupation: 'Engineer',
          Nationality: 'MT',
          CountryOfBirthCode: 'MT',
        },
      ],
      ['POST /responsiblegaming/self-exclude/30', undefined],
    ]);
    expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
  });

  it('block: POST /responsiblegaming/block/{amount} with the days and no body; the platform ends the session, so the page signs out', async () => {
    const { provider, sent, events } = await signedIn();
    await provider.block(7);
    expect(requests(sent)).to.deep.equal([['POST /responsiblegaming/block/7', undefined]]);
    expect(events).to.deep.equal([{ type: 'session', signedIn: false }]);
    const indefinite = await signedIn();
    await indefinite.provider.block(99999);
    expect(requests(indefinite.sent)).to.deep.equal([['POST /responsiblegaming/block/99999', undefined]]);
  });

  it("reality check and product blocks: GET /responsiblegaming/realitycheck-data's WagersWins {Product, Win, Wager} read with PascalCase products as ours, an absent WagersWins is no rows", async () => {
    const { provider } = await signedIn({
      'GET /responsiblegaming/realitycheck-data': {
        json: {
          WagersWins: [
            { Product: 'Casino', Wager: 200, Win: 120 },
            { Product: 'Sportsbook', Wager: 50, Win: 0 },
            { Wager: 1, Win: 1 },
          ],
        },
      },
      'GET /responsiblegaming/product-blocks': { json: [{ Id: 3, Product: 'Poker', Status: 'CoolDown', Expires: '2026-01-01T00:00:00Z' }] },
    });
    expect(await provider.getRealityCheck()).to.deep.equal([
      { product: 'casino', win: 120, wager: 200 },
      { product: 'sport', win: 0, wager: 50 },
    ]);
    expect(await provider.getProductBlocks()).to.deep.equal([
      { id: '3', product: 'poker', status: 'cool-down', expires: '2026-01-01T00:00:00Z' },
    ]);
    const empty = await signedIn({ 'GET /responsiblegaming/realitycheck-data': { json: {} } });
    expect(await empty.provider.getRealityCheck()).to.deep.equal([]);
  });

  it("session summary: completed deposits minus withdrawals of the last 12 months, from GET /transaction/payments paged by 100 until a payment is older; the player's currency", async () => {
    const day = 86_400_000;
    const started = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    // The SDK's PaymentTransaction, newest first.
    const payment = (Id: number, TransactionType: string, Amount: number, daysAgo: number, Status = 'Completed', Currency = 'EUR') => ({
      Id,
      Amount,
      Status,
      Started: started(daysAgo),
      Currency,
      TransactionType,
    });
    // A full first page: 100 deposits of 10 in the last 100 days.
    const first = Array.from({ length: 100 }, (_, i) => payment(i + 1, 'Deposit', 10, i + 1));
    const second = [
      payment(101, 'Withdraw', 250, 200),
      payment(102, 'Deposit', 5000, 210, 'Failed'),
      payment(103, 'Deposit', 7000, 220, 'Completed', 'SEK'),
      payment(104, 'Withdraw', 40, 360, 'Pending'),
      payment(105, 'Deposit', 30, 364),
      payment(106, 'Deposit', 9000, 366),
      ...Array.from({ length: 94 }, (_, i) => payment(107 + i, 'Deposit', 9000, 367 + i)),
    ];
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /transaction/payments': (request) => ({
        json: request.query.get('offset') === '0' ? first : request.query.get('offset') === '100' ? second : [],
      }),
    });
    expect(await provider.getSessionSummary()).to.deep.equal({
      depositWithdrawalSummary: 100 * 10 - 250 + 30,
      currency: 'EUR',
      lastLoggedIn: '2025-05-31T10:00:00.000Z',
    });
    expect(
      requests(sent)
        .map(([line]) => line)
        .filter((line) => String(line).startsWith('GET /transaction')),
    ).to.deep.equal(['GET /transaction/payments?offset=0&max=100', 'GET /transaction/payments?offset=100&max=100']);
    expect(requests(sent).map(([line]) => line)).not.to.include('GET /player/payment-stats');
  });

  it('session summary: a short page is the last one asked for; no payments is 0', async () => {
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /transaction/payments': { json: [] },
    });
    expect((await provider.getSessionSummary()).depositWithdrawalSummary).to.equal(0);
    expect(requests(sent).filter(([line]) => String(line).startsWith('GET /transaction')).length).to.equal(1);
  });

  it('payment stats: pieced from GET /player/payment-stats and GET /player/lifetime-stats (lifetime totals); no LastDepositAmount is no last deposit (null), not 0', async () => {
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /player/payment-stats': { json: { DepositCount: 3, TotalDeposit: 900, WithdrawalCount: 1, TotalWithdrawal: 250 } },
      'GET /player/lifetime-stats': { json: { NGR: 410.5 } },
    });
    expect(await provider.getPaymentStats()).to.deep.equal({
      totalDeposit: 900,
      totalWithdraw: 250,
      netGrossRenew: 650,
      depositCount: 3,
      withdrawCount: 1,
      lastDepositAmount: null,
      netGamingRevenue: 410.5,
      currency: 'EUR',
      perBrand: [],
    });
    expect(
      requests(sent)
        .map(([line]) => line)
        .filter((line) => !(String(line) in PROFILE_REPLIES))
        .sort(),
    ).to.deep.equal(['GET /player/lifetime-stats', 'GET /player/payment-stats']);
  });

  it("per-brand payment stats: PerBrandStats (PaymentStatsPerBrand) read as each brand's deposits and withdrawals; a row without its Brand is left out, unknown fields ignored", async () => {
    const { provider } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /player/payment-stats': {
        json: {
          DepositCount: 5,
          TotalDeposit: 1400,
          WithdrawalCount: 1,
          TotalWithdrawal: 250,
          LastDepositAmount: 100,
          TotalDepositLast7Days: 100,
          PerBrandStats: [
            {
              PlayerId: 1,
              Brand: 'Nordic Spins',
              FirstDeposit: '2024-01-01T00:00:00Z',
              DepositCount: 4,
              TotalDeposit: 1300,
              WithdrawalCount: 1,
              TotalWithdrawal: 250,
              LastDepositAmount: 100,
            },
            { PlayerId: 1, Brand: 'Lotto Town', DepositCount: 1, TotalDeposit: 100, WithdrawalCount: 0, TotalWithdrawal: 0 },
            { PlayerId: 1, DepositCount: 2, TotalDeposit: 40, WithdrawalCount: 0, TotalWithdrawal: 0 },
          ],
        },
      },
      'GET /player/lifetime-stats': { json: { NGR: 12 } },
    });
    expect((await provider.getPaymentStats()).perBrand).to.deep.equal([
      { brand: 'Nordic Spins', totalDeposit: 1300, totalWithdraw: 250, depositCount: 4, withdrawCount: 1 },
      { brand: 'Lotto Town', totalDeposit: 100, totalWithdraw: 0, depositCount: 1, withdrawCount: 0 },
    ]);
  });

  it('bonuses: pending ones are initiated (claim /bonus/{id}/claim), instances by State (cancel /bonus/{id}/cancel), an unknown State dropped; trigger 0 is invalid', async () => {
    const instance = (Id: number, State: string) => ({
      Id,
      Name: `b${Id}`,
      Amount: 10,
      Currency: 'SEK',
      State,
      Created: 'c',
      Activates: 'a',
      Expires: 'e',
      AmountWon: 0,
      WageringRequirment: 200,
      WageringRequirmentRemaining: 50,
    });
    const { provider, sent } = await signedIn({
      'GET /bonus/pending': {
        json: [{ Id: 5, Name: 'Spins', Created: 'c', Expires: 'e', Rewards: [{ Amount: 20, Currency: 'SEK', WageringFactor: 0 }] }],
      },
      'GET /bonus': {
        json: [instance(1, 'PreWager'), instance(2, 'FinishedNoGains'), instance(3, 'AdminCanceled'), instance(4, 'Mystery')],
      },
      'POST /bonus/trigger/NOPE': { json: 0 },
      'POST /bonus/trigger/SPRING%2025': { json: 1 },
    });
    const bonuses = await provider.getBonuses();
    expect(bonuses.map((b) => [b.id, b.status, b.canBeCanceled])).to.deep.equal([
      ['5', 'initiated', false],
      ['1', 'active', true],
      ['2', 'finished', false],
      ['3', 'canceled', false],
    ]);
    expect(bonuses[1]).to.include({ name: 'b1', startTime: 'a', endTime: 'e', wagered: 75, currency: 'SEK' });
    await provider.claimBonus('5');
    await provider.cancelBonus('1');
    await provider.triggerBonus('SPRING 25');
    await expectError(() => provider.triggerBonus('NOPE'), 'bonus', 'invalid-bonus');
    expect(requests(sent).filter(([line]) => (line as string).startsWith('POST'))).to.deep.equal([
      ['POST /bonus/5/claim', undefined],
      ['POST /bonus/1/cancel', undefined],
      ['POST /bonus/trigger/SPRING%2025', undefined],
      ['POST /bonus/trigger/NOPE', undefined],
    ]);
  });

  it("bonus offers: GET /bonus/offers?type=Deposit with a session, the promo code and the deposit range of the player's currency; none for a visitor", async () => {
    const offer = {
      Id: 9,
      Identifier: 'welcome',
      Name: 'Welcome',
      priority: 0,
      ValidDateStart: 's',
      ValidDateEnd: 'e',
      IsOptInRequired: false,
      MaxPerPlayerClaimCount: 1,
      MaxPerPlayerClaimCountOn: 'Month',
      PlayerClaimCount: 0,
      HasPlyerOptedIn: false,
      RewardGroups: [
        {
          PromoCode: 'WELCOME100',
          Rewards: [
            {
              Amount: 100,
              CurrencyAmounts: [
                { Currency: 'SEK', MinDepositAmount: 100, MaxDepositAmount: 2000 },
                { Currency: 'EUR', MinDepositAmount: 10, MaxDepositAmount: 200 },
              ],
            },
          ],
        },
      ],
    };
    const { provider, sent } = await signedIn({ ...PROFILE_REPLIES, 'GET /bonus/offers': { json: [offer] } });
    expect(await provider.getBonusOffers()).to.deep.equal([
      {
        id: '9',
        identifier: 'welcome',
        code: 'WELCOME100',
        name: 'Welcome',
        description: '',
        status: 'initiated',
        assets: '',
        html: '',
        startTime: 's',
        endTime: 'e',
        wagered: 0,
        wageringRequirment: 0,
        wageringRequirmentRemaining: 0,
        currency: 'EUR',
        minAmount: 10,
        maxAmount: 200,
        deposit: true,
        canBeCanceled: false,
      },
    ]);
    expect(requests(sent).find(([line]) => (line as string).startsWith('GET /bonus/offers'))![0]).to.equal(
      'GET /bonus/offers?type=Deposit',
    );
    // The offers are asked for with the profile, not after it: a profile not yet read costs the deposit popup no round trip.
    let answerProfile = () => {};
    const slow = await signedIn({
      ...PROFILE_REPLIES,
      'GET /player/user-info': () => new Promise<Reply>((resolve) => (answerProfile = () => resolve({ json: PLAYER_INFO }))),
      'GET /bonus/offers': { json: [offer] },
    });
    const offers = slow.provider.getBonusOffers();
    await waitUntil(() => slow.sent.some((r) => r.path === '/bonus/offers'), 'GET /bonus/offers waited for the profile');
    answerProfile();
    expect((await offers).map((o) => [o.code, o.currency, o.minAmount])).to.deep.equal([['WELCOME100', 'EUR', 10]]);
    const visitor = platform();
    expect(await visitor.provider.getBonusOffers()).to.deep.equal([]);
    expect(visitor.sent).to.deep.equal([]);
  });

  it('KYC: GET /kyc reports (no id, no file name; SourceOfWealth is source-of-wealth, Declined declined); upload {Type: ID…, Image} as plain base64; a PDF is refused before it is sent', async () => {
    const { provider, sent } = await signedIn({
      'GET /kyc': {
        json: [
          { Type: 'ID', TypeCode: 1, Status: 'Approved', StatusCode: 1, ReasonCode: 0, Added: '2025-06-01T10:00:00Z' },
          { TypeCode: 9, StatusCode: 0, ReasonCode: 0, Added: '2025-06-02T10:00:00Z' },
        ],
      },
    });
    expect(await provider.getKycDocuments()).to.deep.equal([
      { id: '1-2025-06-01T10:00:00Z', type: 'id', status: 'approved', uploaded: '2025-06-01T10:00:00Z', fileName: '' },
      { id: '9-2025-06-02T10:00:00Z', type: 'other', status: 'uploaded', uploaded: '2025-06-02T10:00:00Z', fileName: '' },
    ]);
    await provider.uploadKycDocument({ type: 'id', fileName: 'passport.jpg', mimeType: 'image/jpeg', data: '/9j/AAAA' });
    expect(sent.at(-1)!.body).to.deep.equal({ Type: 'ID', Image: '/9j/AAAA' });
    // Source of wealth is a document type too (the spec's second list): the SDK's SourceOfWealth, both ways.
    await provider.uploadKycDocument({ type: 'source-of-wealth', fileName: 'payslip.png', mimeType: 'image/png', data: 'iVBORw0' });
    expect([sent.at(-1)!.path, sent.at(-1)!.body]).to.deep.equal(['/kyc/upload', { Type: 'SourceOfWealth', Image: 'iVBORw0' }]);
    const sow = await signedIn({
      'GET /kyc': {
        json: [{ Type: 'SourceOfWealth', TypeCode: 6, Status: 'Declined', StatusCode: 2, ReasonCode: 0, Added: '2025-06-03T10:00:00Z' }],
      },
    });
    expect((await sow.provider.getKycDocuments()).map((d) => [d.type, d.status])).to.deep.equal([['source-of-wealth', 'declined']]);
    const failure = await caught(() =>
      provider.uploadKycDocument({ type: 'proof-of-address', fileName: 'bill.pdf', mimeType: 'application/pdf', data: 'JVBERi0' }),
    );
    await loadNamespaces('en-US', ['common', 'errors']);
    expect(isProviderError(failure) && errorText(translator('en-US'), failure)).to.equal('Invalid file type.');
    // The ID and the source of wealth; the PDF sent nothing.
    expect(sent.filter((r) => r.path === '/kyc/upload')).to.have.length(2);
  });

  it('payment history: a bare array asked one longer than the page; a next page only when that one came back', async () => {
    const payment = (Id: number, Status: string) => ({
      Id,
      Amount: 1,
      Status,
      Started: `2025-06-${String(Id).padStart(2, '0')}`,
      Currency: 'EUR',
      TransactionType: 'Withdraw',
      Method: 'Visa',
    });
    const { provider, sent } = await signedIn({
      'GET /transaction/payments': (request) => ({
        json:
          request.query.get('offset') === '20'
            ? [payment(1, 'Default'), payment(2, 'Processing')]
            : Array.from({ length: 11 }, (_, i) => payment(i + 1, 'Completed')),
      }),
    });
    const third = await provider.getHistory({ page: 2, type: 'Withdraw' });
    expect(third.transactions.map((t) => [t.id, t.transactionType, t.status])).to.deep.equal([
      ['1', 'withdraw', 'completed'],
      ['2', 'withdraw', 'pending'],
    ]);
    expect(third.totalPageCount).to.equal(3);
    const first = await provider.getHistory({ page: 0, type: 'Deposit' });
    expect(first.transactions).to.have.length(10);
    expect(first.totalPageCount).to.equal(2);
    expect(sent.map((r) => Object.fromEntries(r.query))).to.deep.equal([
      { offset: '20', max: '11', type: 'withdraw' },
      { offset: '0', max: '11', type: 'deposit' },
    ]);
  });

  it("gambling history: the casino's rounds (a row per bet or win, named by the game) and the sportsbook's bets, merged newest first", async () => {
    const round = (i: number) => ({
      RoundId: i,
      StartTime: `2025-06-${String(28 - 2 * i).padStart(2, '0')}`,
      Currency: 'EUR',
      Bet: 1,
      Win: 0,
      GameId: 1,
      Game: 'Book of Betr',
      Transactions: [
        { Id: 100 + i, Amount: 1, Status: 'Completed', Started: `2025-06-${String(28 - 2 * i).padStart(2, '0')}`, TransactionType: 'Bet' },
      ],
    });
    const bet = (i: number) => ({
      Id: 200 + i,
      Provider: 'Betby',
      TotalWager: 0,
      TotalWin: 5,
      Created: `2025-06-${String(27 - 2 * i).padStart(2, '0')}`,
      Settled: 's',
      Transactions: [{ Type: 'Win', Amount: 5, Description: 'Cashout at Sportsbook', Status: 'Default', Odds: 1 }],
    });
    const { provider, sent } = await signedIn({
      'GET /transaction/gameplay': { json: Array.from({ length: 12 }, (_, i) => round(i)) },
      'GET /transaction/sportsbookbets': { json: Array.from({ length: 3 }, (_, i) => bet(i)) },
    });
    const first = await provider.getHistory({ page: 0, type: 'Gambling' });
    expect(first.transactions.map((x) => x.id)).to.deep.equal(['100', '200-0', '101', '201-0', '102', '202-0', '103', '104', '105', '106']);
    expect(first.transactions.slice(0, 2).map((x) => [x.transactionType, x.method, x.description, x.status])).to.deep.equal([
      ['bet', 'casino', 'Book of Betr', 'completed'],
      ['win', 'sport', 'Cashout at Sportsbook', 'completed'],
    ]);
    expect(first.totalPageCount).to.equal(2);
    expect(sent.map((r) => `${r.path}?${r.query}`)).to.deep.equal([
      '/transaction/gameplay?offset=0&max=11',
      '/transaction/sportsbookbets?offset=0&max=11',
    ]);
  });

  it('lobby: GET /casino read with its attributes; favorites, last played and jackpots by number; set-last-played-game by query', async () => {
    const game = {
      Id: 1001,
      Name: 'Book of Betr',
      Attributes: ['slug:book-of-betr', 'image:/img/book.svg', 'url:/demo/game.html?game=g-01', 'demo'],
      Platform: 'desktop',
      Rtp: 96,
      JackpotPercentageCont: 0,
    };
    const bare = { Id: 1002, Platform: 'desktop', Rtp: 96, JackpotPercentageCont: 0, Tables: [{ TableId: 4 }] };
    const { provider, sent } = await signedIn({
      'GET /casino': { json: [game, bare] },
      'GET /casino/favorites': { json: [bare] },
      'GET /casino/last-played-games': { json: [game] },
      'GET /event-feed/jackpots': {
        json: [
          { Id: 3, Name: 'Mega Fruit', Amount: 1254300.55, Currency: 'EUR', Provider: 'WebPrefer' },
          { Id: 4, Amount: 10, Currency: 'EUR', Provider: 'WebPrefer' },
        ],
      },
      'POST /casino/set-favorite/1001': { json: true },
      'POST /casino/remove-favorite/1001': { json: true },
    });
    expect(await provider.getGames()).to.deep.equal([
      { gameId: '1001', identifier: 'book-of-betr', title: 'Book of Betr', image: '/img/book.svg', demo: true, childish: false },
      { gameId: '1002', identifier: '1002', title: '', image: '', demo: false, childish: false },
    ]);
    expect(await provider.getFavorites()).to.deep.equal([{ gameId: '1002', tableIds: ['4'] }]);
    expect((await provider.getLastPlayed(5)).map((g) => g.gameId)).to.deep.equal(['1001']);
    expect(await provider.getJackpots()).to.deep.equal([
      { id: '3', name: 'Mega Fruit', amount: 1254300.55, currency: 'EUR' },
      { id: '4', amount: 10, currency: 'EUR' },
    ]);
    await provider.addFavorite('1001');
    await provider.removeFavorite('1001');
    await provider.setLastPlayed('1001');
    expect(requests(sent).slice(2)).to.deep.equal([
      ['GET /casino/last-played-games?max=5', undefined],
      ['GET /event-feed/jackpots', undefined],
      ['POST /casino/set-favorite/1001', undefined],
      ['POST /casino/remove-favorite/1001', undefined],
      ['POST /casino/set-last-played-game?gameId=1001', undefined],
    ]);
  });

  it("lobby readers: null or absent optional fields and unknown extra fields never fail; ids and amounts stay numbers; a game without a numeric Id is the area's unknown-error", async () => {
    const { provider } = platform({
      'GET /casino': { json: [{ Id: 5, Name: null, Attributes: null, Tables: null, Rtp: 96, Shiny: { new: true } }] },
      'GET /casino/favorites': { json: [{ Id: 5, Tables: [{ TableId: 8, Seats: 7 }] }, { Id: 6 }] },
      'GET /event-feed/jackpots': { json: [{ Id: 3, Name: null, Amount: 12.5, Currency: 'EUR', GameIds: null, Extra: 1 }] },
    });
    expect(await provider.getGames()).to.deep.equal([{ gameId: '5', identifier: '5', title: '', image: '', demo: false, childish: false }]);
    expect(await provider.getFavorites()).to.deep.equal([
      { gameId: '5', tableIds: ['8'] },
      { gameId: '6', tableIds: [] },
    ]);
    expect(await provider.getJackpots()).to.deep.equal([{ id: '3', amount: 12.5, currency: 'EUR' }]);
    await expectError(
      () => platform({ 'GET /casino': { json: [{ Id: '5', Name: 'Book' }] } }).provider.getGames(),
      'general',
      'unknown-error',
    );
    await expectError(() => platform({ 'GET /casino': { json: { Games: [] } } }).provider.getGames(), 'general', 'unknown-error');
    await expectError(
      () => platform({ 'GET /event-feed/jackpots': { json: [{ Id: 3, Currency: 'EUR' }] } }).provider.getJackpots(),
      'general',
      'unknown-error',
    );
  });

  it("tournaments: opt-in with the numeric player id; the leaderboard's and the relative one's own parameter names; can join when IsOptIn and the player has no row", async () => {
    const row = (Id: number, Position: number) => ({
      Id,
      FirstName: 'Anna',
      LastName: 'K',
      Position,
      Points: 100 - Position,
      RealMoneyWagered: 0,
      RealMoneyWon: 0,
      BonusMoneyWagered: 0,
      BonusMoneyWon: 0,
      RoundsPlayed: 0,
      MayParticipate: true,
      Joined: 'j',
    });
    const board = (players: unknown[]) => ({
      Id: 1,
      StartDate: new Date(Date.now() - 3_600_000).toISOString(),
      EndDate: ahead,
      IsEnabled: true,
      MinRounds: 1,
      IsOptIn: true,
      PlayerCount: 2,
      Players: players,
      Prizes: [],
    });
    const { provider, sent } = await signedIn({
      ...PROFILE_REPLIES,
      'GET /casinotournament/leaderboard': { json: board([row(1, 1), row(2, 2)]) },
      'GET /casinotournament/leaderboard-relative': { json: board([row(2, 2), { ...row(7, 3), FirstName: undefined, Nickname: 'maria' }]) },
    });
    await provider.optInTournament('spring');
    const page = await provider.getLeaderboard({ tournamentIdentifier: 'spring', limit: 2, offset: 0 });
    expect(page.canJoin).to.equal(false);
    expect(page.players).to.deep.equal([
      { firstName: 'Anna', lastName: 'K', position: 1, points: 99 },
      { firstName: 'Anna', lastName: 'K', position: 2, points: 98 },
    ]);
    const around = await provider.getLeaderboard({ tournamentIdentifier: 'spring', limit: 4, relative: true });
    expect(around.players[1]).to.deep.equal({ firstName: 'maria', lastName: 'K', position: 3, points: 97 });
    const calls = requests(sent).filter(
      ([line]) => !(line as string).startsWith('GET /player') && !(line as string).startsWith('GET /content'),
    );
    expect(calls).to.deep.equal([
      ['POST /player/tournament-opt-in', { PlayerId: 7, TournamentIdentifier: 'spring' }],
      ['GET /casinotournament/leaderboard?TournamentIdentifier=spring&Limit=2&Offset=0', undefined],
      ['GET /casinotournament/leaderboard-relative?tournamentIdentifier=spring&playerId=7&limit=1', undefined],
      ['GET /casinotournament/leaderboard-relative?tournamentIdentifier=spring&playerId=7&limit=4', undefined],
    ]);
    const visitor = platform({ 'GET /casinotournament/leaderboard': { json: board([row(1, 1)]) } });
    expect((await visitor.provider.getLeaderboard({ tournamentIdentifier: 'spring' })).canJoin).to.equal(false);
  });
});

describe("rest adapter protocol: bank identity is the identity provider's frame and its code (SDK: getInitCodeUrl, signInWithCode)", () => {
  const ATTEMPT = {
    mode: 'sign-in',
    redirectUrl: 'https://casino.example/bankid-return',
    state: '0123456789abcdef0123456789abcdef',
  } as const;
  const LAUNCH = 'https://identity.example/oauth/authorize?client=casino&order=42';
  /** What the session's own reading answers: the platform's sign-in gives only `{SessionId}`. */
  const SESSION_READING = {
    'GET /player/user-info': {
      json: {
        Id: 7,
        BirthDate: '1980-01-01',
        IsComplete: true,
        IsVerified: true,
        DepositCount: 0,
        WithdrawalCount: 0,
        Level: 'Standard',
        SowStatus: 'Unverified',
        TacVersionAccepted: '3',
      },
    },
    'GET /content/GetDocument': { json: { Version: '3', Content: '<p>Terms</p>', State: 'Published', Jurisdiction: 'SGA' } },
  };

  it('GET /player/init/code ?redirect_uri&platform&display&state answers the launch URL, a JSON string; no session goes with it', async () => {
    const { provider, last } = platform({ 'GET /player/init/code': { json: LAUNCH } });
    expect(await provider.startIdentityFrame!(ATTEMPT)).to.equal(LAUNCH);
    expect(last().method).to.equal('GET');
    expect(Object.fromEntries(last().query)).to.deep.equal({
      redirect_uri: ATTEMPT.redirectUrl,
      platform: 'desktop',
      display: 'iframe',
      state: ATTEMPT.state,
    });
    expect(last().headers.has('X-Player-Session-Id')).to.equal(false);
  });

  it("an init/code answer that is not a string is the area's unknown error", async () => {
    const { provider } = platform({ 'GET /player/init/code': { json: { Url: LAUNCH } } });
    await expectError(() => provider.startIdentityFrame!({ ...ATTEMPT, mode: 'sign-up' }), 'sign-up', 'unknown-error');
  });

  it('POST /player/signin/code {Code, RedirectUrl, State, Platform, KycProvider}; {SessionId, JwtTokenSignup: null} signs the player in, read with that session', async () => {
    const { provider, sent } = platform({
      'POST /player/signin/code': { json: { SessionId: 'sid-77', JwtTokenSignup: null } },
      ...SESSION_READING,
    });
    const answer = await provider.completeIdentityFrame!(ATTEMPT, 'code-1');
    expect(sent[0]!.path).to.equal('/player/signin/code');
    expect(sent[0]!.body).to.deep.equal({
      Code: 'code-1',
      RedirectUrl: ATTEMPT.redirectUrl,
      State: ATTEMPT.state,
      Platform: 'desktop',
      KycProvider: 'BankID',
    });
    expect(answer).to.deep.equal({ kind: 'session', result: { sessionId: 'sid-77', isEmailVerified: true, mustAcceptTerms: false } });
    // Later calls carry the session.
    await provider.getWallet().catch(() => undefined);
    expect(sent[sent.length - 1]!.headers.get('X-Player-Session-Id')).to.equal('sid-77');
  });

  it("{JwtTokenSignup, SessionId: null}: a person the brand does not know, led to token sign-up (the SDK's types spell it JwtTokenSignUp: read too)", async () => {
    for (const name of ['JwtTokenSignup', 'JwtTokenSignUp']) {
      const { provider, sent } = platform({ 'POST /player/signin/code': { json: { SessionId: null, [name]: 'jwt-1' } } });
      expect(await provider.completeIdentityFrame!({ ...ATTEMPT, mode: 'sign-up' }, 'code-2')).to.deep.equal({
        kind: 'sign-up-token',
        token: 'jwt-1',
      });
      expect(sent).to.have.length(1);
    }
  });

  it("a refusal arrives in the attempt's area (Spelpaus); an answer with neither a session nor a token is unknown-error", async () => {
    await expectError(
      () => platform({ 'POST /player/signin/code': error('Spelpaus') }).provider.completeIdentityFrame!(ATTEMPT, 'c'),
      'sign-in',
      'spel-paus-validation-error',
    );
    await expectError(
      () => platform({ 'POST /player/signin/code': { json: { SessionId: null } } }).provider.completeIdentityFrame!(ATTEMPT, 'c'),
      'sign-in',
      'unknown-error',
    );
  });

  it('the order polling of before is not on this platform: startOAuth and collectOAuth are NotImplemented, and send nothing', async () => {
    const { provider, sent } = platform();
    expect(await caught(() => provider.startOAuth('sign-in'))).to.be.instanceOf(NotImplemented);
    expect(await caught(() => provider.collectOAuth('ref'))).to.be.instanceOf(NotImplemented);
    expect(sent).to.have.length(0);
  });
});
