import { expect } from '@open-wc/testing';
import { NotImplemented } from '../provider';
import { expectError } from '../../testing/expect-error';
import { caught, error, platform } from './fake-platform.testing';

describe("rest adapter: bank identity is the identity provider's frame and its code (SDK: getInitCodeUrl, signInWithCode)", () => {
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
