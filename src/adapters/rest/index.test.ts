/**
 * What the adapter's entry module does itself (./index): sign-in, sign-out, restoring a session,
 * the visitor's country, and the provider object.
 */
import { expect } from '@open-wc/testing';
import { expectError } from '../../testing/expect-error';
import { API, caught, error, platform, signedIn, SIGNED_IN, SITE, USER_INFO } from './fake-platform.testing';

describe('rest adapter: sign-in, session and the provider', () => {
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

  it("GET /content/bootstrap returns ipcountry: the visitor's country is read from that key, null is restricted access", async () => {
    const site = { Currency: 'EUR', PhonePrefix: '+356' };
    const { provider, last } = platform({ 'GET /content/bootstrap': { json: { ...site, ipcountry: 'MT', IpCountry: 'SE' } } });
    expect(await provider.getVisitorCountry()).to.deep.equal({ country: 'MT', currency: 'EUR', phonePrefix: '+356' });
    expect(`${last().method} ${last().path}`).to.equal('GET /content/bootstrap');
    const none = platform({ 'GET /content/bootstrap': { json: { ...site, ipcountry: null, IpCountry: 'MT' } } });
    expect((await none.provider.getVisitorCountry()).country).to.equal(null);
  });

  it('lacks is a set the core holds, not a lazy operation: every tab of the account area is offered', () => {
    const { provider } = platform();
    expect(provider.lacks).to.be.instanceOf(Set);
    expect([...provider.lacks!]).to.deep.equal([]);
  });

  it("an operation of a group's chunk, once loaded, sends its request within the call's own task: no import() to wait for behind the page's work", async () => {
    const { provider, sent } = await signedIn({ 'GET /responsiblegaming/limit': { json: [] } });
    await provider.prepare!(['getLimits']);
    void provider.getLimits();
    // Microtasks only: an import(), even of a module that is here, answers in a later task.
    for (let turn = 0; turn < 10; turn += 1) await null;
    expect(sent.map((r) => `${r.method} ${r.path}`)).to.deep.equal(['GET /responsiblegaming/limit']);
  });

  it('the provider is not a thenable, so it can be handed around in promises', async () => {
    const { provider } = platform();
    expect(await Promise.resolve(provider)).to.equal(provider);
    expect(provider.name).to.equal('rest');
  });
});
