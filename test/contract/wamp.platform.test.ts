/**
 * The WAMP stand-in's answers against the adapter's readers of the platform's answers
 * (src/adapters/wamp/platform.ts, written from the platform's public clients): a plain WAMP
 * client calls each procedure as those clients do and every answer must parse. The stand-in
 * is written from the same evidence, not from the adapter, so a drift on either side fails here.
 */
import { expect } from '@open-wc/testing';
import * as v from 'valibot';
import { Wampy } from 'wampy';
import {
  ApplicableBonusesAnswer,
  AvailableAnswer,
  BalanceEvent,
  ClaimableBonusesAnswer,
  ClientIdentityAnswer,
  CmsSessionAnswer,
  CountriesAnswer,
  CurrenciesAnswer,
  GamingAccountsAnswer,
  GrantedBonusesAnswer,
  HistoryAnswer,
  LimitsAnswer,
  LoginAnswer,
  PROCEDURES as P,
  ProfileAnswer,
  QuotaAnswer,
  QuotaError,
  SessionInfoAnswer,
  SessionStateEvent,
  TOPICS,
} from '../../src/adapters/wamp/platform';
import { waitUntil } from '../wait';
import { wampTestServer } from './wamp-server';

const { url, demo } = wampTestServer('wamp-platform');
const PASSWORD = 'Password1!';

describe("the WAMP stand-in answers in the shapes the adapter reads (the platform's public clients' shapes)", () => {
  let client: Wampy;
  const events: { topic: string; kwargs: unknown }[] = [];
  const raw = (procedure: string, kwargs: Record<string, unknown> = {}) =>
    client.call(procedure, { argsList: [], argsDict: kwargs }).then((answer: { argsDict?: unknown }) => answer.argsDict);
  /** The answer parsed strictly by the adapter's reader: a shape it cannot read fails with the issues. */
  const answer = async <S extends v.GenericSchema>(schema: S, procedure: string, kwargs: Record<string, unknown> = {}) => {
    const result = v.safeParse(schema, await raw(procedure, kwargs));
    expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? [], procedure).to.deep.equal([]);
    return result.output as v.InferOutput<S>;
  };

  before(async () => {
    await demo('reset');
    client = new Wampy(`${url}&cid=`, { realm: 'betr', autoReconnect: false });
    Object.defineProperty(client, '_validateURI', { value: () => true });
    await client.connect();
    for (const topic of Object.values(TOPICS)) {
      await client.subscribe(topic, (event: { argsDict?: unknown }) => void events.push({ topic, kwargs: event.argsDict }));
    }
  });
  after(() => client.disconnect());

  it('a visitor: the client identity, the session info, countries and currencies (a bare array)', async () => {
    await answer(ClientIdentityAnswer, P.clientIdentity);
    expect(await answer(SessionInfoAnswer, P.sessionInfo, { culture: 'en-US' })).to.include({ isAuthenticated: false });
    expect((await answer(CountriesAnswer, P.countries)).countries.length).to.be.greaterThan(0);
    expect((await answer(CurrenciesAnswer, P.currencies)).length).to.be.greaterThan(0);
  });

  it('signed in: login, CMS session, session info, profile, gaming accounts, limits, history, bonuses', async () => {
    await answer(LoginAnswer, P.login, { usernameOrEmail: 'player@example.com', password: PASSWORD });
    await answer(CmsSessionAnswer, P.cmsSessionId);
    expect(await answer(SessionInfoAnswer, P.sessionInfo, { culture: 'en-US' })).to.include({ isAuthenticated: true, currency: 'EUR' });
    expect((await answer(ProfileAnswer, P.profile)).fields).to.include({ userID: 'u-1001', email: 'player@example.com' });
    const { accounts } = await answer(GamingAccountsAnswer, P.gamingAccounts, { expectBalance: true, expectBonus: true });
    expect(accounts.map((a) => typeof a.id)).to.deep.equal(['number', 'number']);
    expect((await answer(LimitsAnswer, P.limits)).depositPerDay?.current).to.include({ period: 'daily', amount: 1000, currency: 'EUR' });
    const history = {
      type: 'Deposit',
      startTime: '2020-01-01T00:00:00.000Z',
      endTime: new Date().toISOString(),
      pageIndex: 1,
      pageSize: 10,
    };
    expect((await answer(HistoryAnswer, P.history, history)).transactions).to.have.length(10);
    const bonuses = await answer(ApplicableBonusesAnswer, P.applicableBonuses, { type: 'deposit', gamingAccountID: accounts[0]!.id });
    expect(bonuses.bonuses.every((b) => typeof b.minAmount.EUR === 'number')).to.equal(true);
    expect(
      (await answer(GrantedBonusesAnswer, P.grantedBonuses, { skipRecords: 0, maxRecords: 1000, type: '' })).bonuses.length,
    ).to.be.greaterThan(0);
    await answer(ClaimableBonusesAnswer, P.claimableBonuses);
  });

  it('the reset key, the quota error and the quota answer', async () => {
    await raw(P.sendResetEmail, {
      email: 'player@example.com',
      changePwdURL: 'https://casino.example/?reset-pw-key=',
      captchaPublicKey: '',
      captchaResponse: 'solved',
    });
    const [mail] = (await (await demo('outbox')).json()) as { code: string }[];
    expect(await answer(AvailableAnswer, P.resetKeyAvailable, { key: mail!.code })).to.deep.equal({ isAvailable: true });
    await demo('quota', { calls: 0 });
    const error = await raw(P.countries).then(
      () => null,
      (e: { errorUri: string; argsDict: unknown }) => e,
    );
    expect(error?.errorUri).to.equal('wamp.quota_exhausted');
    expect(v.parse(QuotaError, error?.argsDict)).to.deep.equal({ type: 'GoogleRecaptchaV2' });
    expect(await answer(QuotaAnswer, P.increaseQuota, { challengeResponse: 'solved' })).to.deep.equal({ success: true });
  });

  it('the pushed events: session state, and the balance after #watchBalance', async () => {
    await raw(P.watchBalance);
    await demo('deposit', { email: 'player@example.com', amount: 5 });
    await waitUntil(() => events.some((e) => e.topic === TOPICS.balance), 'no balance event');
    await demo('session-state', { code: 3 });
    await waitUntil(() => events.some((e) => e.topic === TOPICS.sessionState), 'no session state event');
    for (const { topic, kwargs } of events) {
      const result = v.safeParse(topic === TOPICS.balance ? BalanceEvent : SessionStateEvent, kwargs);
      expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? [], topic).to.deep.equal([]);
    }
  });
});
