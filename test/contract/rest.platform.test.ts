/**
 * The REST platform stand-in answers in the platform's own shapes: each route of the player
 * half (session, sign-up, activation, profile, wallet, pages, properties, content, opt-ins,
 * messages) is read with the valibot schema the adapter keeps for the SDK's type
 * (@goa-codebet/enji-sdk 1.9.1). A stand-in that drifts from the platform fails here, not in
 * the adapter. Requests are written here in the SDK's words, never built by the adapter.
 */
import { expect } from '@open-wc/testing';
import { parse, type GenericSchema } from 'valibot';
import {
  PlatformBalances,
  PlatformLoginPages,
  PlatformPlayerGroups,
  PlatformPlayerInfo,
  PlatformPlayerProperties,
  PlatformSessionInfo,
} from '../../src/adapters/rest/account';
import { PlatformActivation } from '../../src/adapters/rest/activation';
import { PlatformMessage, PlatformMessages } from '../../src/adapters/rest/messages';
import { PlatformAvailable, PlatformSignIn, PlatformSignUp } from '../../src/adapters/rest/registration';
import { PlatformBootstrap, PlatformCurrencies, PlatformDocument } from '../../src/adapters/rest/site';
import { PlatformOptInOuts } from '../../src/adapters/rest/subscriptions';
import { PROVIDER_SERVER as SERVER } from './provider-server';

const CASINO = { 'X-Betr-Casino': 'rest-platform-player' };

async function demo(control: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SERVER}/api/demo/${control}`, {
    method: body === undefined && control.startsWith('outbox') ? 'GET' : 'POST',
    headers: body === undefined ? CASINO : { ...CASINO, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/api/demo/${control}: HTTP ${response.status}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

async function call(method: 'GET' | 'POST', path: string, sessionId: string | null, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { ...CASINO, Accept: 'application/json' };
  if (sessionId) headers['X-Player-Session-Id'] = sessionId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${SERVER}/api/rest${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const read = <T>(schema: GenericSchema<unknown, T>, answer: unknown): T => parse(schema, answer);

const SIGN_IN = { Password: 'Password1!', Platform: 'desktop', UserAgent: 'Mozilla/5.0 (test)', Jurisdiction: 'MGA' };

describe("rest platform stand-in: the player half answers in the SDK's shapes", () => {
  let sid: string;
  before(async () => {
    await demo('reset');
    sid = read(PlatformSignIn, await call('POST', '/player/signin/v2', null, { Username: 'player@example.com', ...SIGN_IN })).SessionId;
  });
  after(() => demo('reset'));

  it('POST /player/signin/v2 takes Platform desktop|mobile and the required Jurisdiction, and answers only {SessionId}', async () => {
    const answer = await call('POST', '/player/signin/v2', null, { Username: 'player@example.com', ...SIGN_IN, Platform: 'mobile' });
    expect(Object.keys(answer as object)).to.deep.equal(['SessionId']);
    const refused = (platform: string, jurisdiction?: string) =>
      call('POST', '/player/signin/v2', null, {
        Username: 'player@example.com',
        Password: 'Password1!',
        Platform: platform,
        Jurisdiction: jurisdiction,
      }).then(
        () => 'accepted',
        (e: Error) => e.message,
      );
    expect(await refused('Web', 'MGA')).to.match(/HTTP 400 .*"Code":"InvalidField".*"Platform"/);
    expect(await refused('desktop')).to.match(/HTTP 400 .*"Jurisdiction"/);
    expect(await refused('desktop', 'UKGC')).to.match(/HTTP 400 .*"Jurisdiction"/);
  });

  it('GET /player/user-info: PlayerInfo with a numeric Id, BirthDate, Address1, MobilePhoneNumber, an SDK Gender and Jurisdiction, no DisabledFields', async () => {
    const info = read(PlatformPlayerInfo, await call('GET', '/player/user-info', sid));
    expect(Number.isInteger(info.Id)).to.equal(true);
    expect(info).to.include({
      BirthDate: '1990-04-12',
      Address1: '12 Republic Street',
      MobilePhoneNumber: '+35610015550',
      Gender: 'Female',
      Jurisdiction: 'MGA',
      IsVerified: true,
      TacVersionAccepted: '2.0',
    });
    expect(info).not.to.have.property('DisabledFields');
    expect(read(PlatformPlayerGroups, await call('GET', '/player-groups', sid))).to.deep.equal(['vip']);
  });

  it('GET /wallets: {Balances: {EUR: {Total, Real, Bonus}}}, each a WalletBalance {Balance, ReservedBalance}', async () => {
    const { Balances } = read(PlatformBalances, await call('GET', '/wallets', sid));
    expect(Object.keys(Balances)).to.deep.equal(['EUR']);
    expect(Balances.EUR).to.deep.equal({
      Total: { Balance: 270, ReservedBalance: 0 },
      Real: { Balance: 250, ReservedBalance: 0 },
      Bonus: { Balance: 20, ReservedBalance: 0 },
    });
  });

  it('GET /responsiblegaming/session: SessionInfo in unix seconds', async () => {
    const info = read(PlatformSessionInfo, await call('GET', '/responsiblegaming/session', sid));
    expect(Math.abs(info.CurrentUnixStarted - Date.now() / 1000)).to.be.lessThan(3600);
  });

  it('GET /player/display-pages: LoginPage[] with PageType and ForceAction', async () => {
    await demo('control', { name: 'setDisplayPages', args: ['player@example.com', [{ page: 'provide-documents', forced: true }]] });
    const pages = read(PlatformLoginPages, await call('GET', '/player/display-pages', sid));
    expect(pages.map((p) => [p.PageType, p.ForceAction])).to.deep.equal([['KycProvideDocuments', true]]);
  });

  it("player properties: the SDK's types, the value spelled `value`; POST takes {Properties: [{Name, Type, Value}]}", async () => {
    await call('POST', '/player-properties', sid, { Properties: [{ Name: 'odds', Type: 'OddsFormat', Value: 'decimal' }] });
    const properties = read(PlatformPlayerProperties, await call('GET', '/player-properties', sid));
    expect(properties.find((p) => p.Name === 'odds')).to.include({ Type: 'OddsFormat', value: 'decimal' });
    const refused = await call('POST', '/player-properties', sid, { Properties: [{ Name: 'x', Type: 'string', Value: 'y' }] }).then(
      () => 'accepted',
      (e: Error) => e.message,
    );
    expect(refused).to.match(/HTTP 400/);
  });

  it('content: GET /content/GetDocument?type=TermsAndConditions answers ContentDocumentModel; GET /currencies strings; GET /content/bootstrap what betr reads', async () => {
    const terms = read(PlatformDocument, await call('GET', '/content/GetDocument?type=TermsAndConditions&jurisdiction=UK', null));
    expect(terms).to.include({ Version: '2.0', State: 'Published', Jurisdiction: 'UK' });
    expect(read(PlatformCurrencies, await call('GET', '/currencies', null))).to.include.members(['EUR', 'SEK']);
    const site = read(PlatformBootstrap, await call('GET', '/content/bootstrap', null));
    expect(site.Content.welcome?.Html).to.be.a('string');
  });

  it("opt-ins: OptInOut[] of the SDK's kinds; POST /player/opt-out takes one {Type}", async () => {
    await call('POST', '/player/opt-out', sid, { Type: 'NewsSMSs' });
    const rows = read(PlatformOptInOuts, await call('GET', '/player/opt-in-outs', sid));
    expect(rows.find((r) => r.Type === 'NewsSMSs')?.OptIn).to.equal(false);
    const refused = await call('POST', '/player/opt-in', sid, { Types: ['Sms'] }).then(
      () => 'accepted',
      (e: Error) => e.message,
    );
    expect(refused).to.match(/HTTP 400 .*"Type"/);
  });

  it('messages: InternalMessage[] with numeric ids; ?messageId= answers one; mark takes the numeric MessageId', async () => {
    const messages = read(PlatformMessages, await call('GET', '/internalmessages', sid));
    const first = messages[0]!;
    expect(read(PlatformMessage, await call('GET', `/internalmessages/with-status?messageId=${first.Id}`, sid))).to.deep.equal(first);
    await call('POST', '/internalmessages/mark', sid, { MessageId: first.Id, Status: 'Read' });
    expect(read(PlatformMessages, await call('GET', '/internalmessages/with-status?status=Read', sid)).map((m) => m.Id)).to.include(
      first.Id,
    );
  });

  it('sign-up v2: SignUpParams answer {PlayerId} and no session; the new player signs in; validate-email answers false for the address now taken', async () => {
    const email = 'new.platform@example.com';
    expect(
      read(PlatformAvailable, await call('GET', `/player/validate-email?email=${encodeURIComponent(email)}&jurisdiction=MGA`, null)),
    ).to.equal(true);
    const answer = read(
      PlatformSignUp,
      await call('POST', '/player/signup/v2', null, {
        Email: email,
        Password: 'Password1!',
        BirthDate: '1990-01-01',
        FirstName: 'Pat',
        LastName: 'Lee',
        Gender: 'Other',
        Address1: 'Road 1',
        City: 'Town',
        Zip: '123',
        Country: 'MT',
        MobilePhoneNumber: '+35699887766',
        Currency: 'EUR',
        Language: 'en-US',
        Jurisdiction: 'MGA',
        Platform: 'desktop',
        TacVersionAccepted: '2.0',
        DontSendActivationCode: false,
        ExpectedAnnualActivityFrom: 0,
        ExpectedAnnualActivityTo: 15000,
        OptIns: ['BonusSMSs'],
      }),
    );
    expect(Number.isInteger(answer.PlayerId)).to.equal(true);
    expect(answer.SessionId ?? null).to.equal(null);
    expect(
      read(PlatformAvailable, await call('GET', `/player/validate-email?email=${encodeURIComponent(email)}&jurisdiction=MGA`, null)),
    ).to.equal(false);
    expect(read(PlatformAvailable, await call('GET', '/player/validate-phone?phoneNumber=%2B35699887766&jurisdiction=MGA', null))).to.equal(
      false,
    );
    const session = read(PlatformSignIn, await call('POST', '/player/signin/v2', null, { Username: email, ...SIGN_IN })).SessionId;
    const info = read(PlatformPlayerInfo, await call('GET', '/player/user-info', session));
    expect(info).to.include({ IsVerified: false, TacVersionAccepted: '2.0', MobilePhoneNumber: '+35699887766' });
    const mail = (await demo('outbox?platform=rest')) as { to: string; kind: string; code?: string }[];
    const code = mail.find((m) => m.to === email && m.code !== undefined)?.code;
    expect(code, 'an activation code was mailed').to.be.a('string');
    read(
      PlatformActivation,
      await call('POST', '/player/activate', null, {
        UsernameOrEmail: email,
        Code: code,
        DeviceDetails: { Platform: 'desktop', UserAgent: 'test' },
      }),
    );
    expect(read(PlatformPlayerInfo, await call('GET', '/player/user-info', session)).IsVerified).to.equal(true);
  });
});
