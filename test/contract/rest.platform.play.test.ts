/**
 * The REST platform stand-in answers in the platform's own shapes: each route of the play
 * half (limits, responsible gaming, bonuses, KYC, history, casino, tournaments) is read with
 * the valibot schema the adapter keeps for the SDK's type (@goa-codebet/enji-sdk 1.9.1). A
 * stand-in that drifts from the platform fails here, not in the adapter.
 */
import { expect } from '@open-wc/testing';
import { parse, type GenericSchema } from 'valibot';
import { PlatformBonuses, PlatformOffers, PlatformPendingBonuses } from '../../src/adapters/rest/bonuses';
import { PlatformGameRounds, PlatformSportsbookBets } from '../../src/adapters/rest/history';
import { PlatformKycReports } from '../../src/adapters/rest/kyc';
import { PlatformLimits } from '../../src/adapters/rest/limits';
import { PlatformGames, PlatformJackpots, PlatformLeaderboard } from '../../src/adapters/rest/lobby';
import {
  PlatformLifetimeStats,
  PlatformPaymentStats,
  PlatformPayments,
  PlatformProductBlocks,
  PlatformRealityCheck,
} from '../../src/adapters/rest/responsible-gaming';
import { PROVIDER_SERVER as SERVER } from './provider-server';

const CASINO = { 'X-Betr-Casino': 'rest-platform-play' };

async function demo(control: string): Promise<void> {
  const response = await fetch(`${SERVER}/api/demo/${control}`, { method: 'POST', headers: CASINO });
  if (!response.ok) throw new Error(`/api/demo/${control}: HTTP ${response.status}`);
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

/** A session of a seeded player, signed in as the SDK's SignInParams say. */
async function signIn(email: string): Promise<string> {
  const answer = (await call('POST', '/player/signin/v2', null, {
    Username: email,
    Password: 'Password1!',
    Platform: 'desktop',
    Jurisdiction: 'MGA',
    Browser: 'test',
  })) as { SessionId: string };
  return answer.SessionId;
}

/** The answer read by the schema: it must pass, and come out whole. */
const read = <T>(schema: GenericSchema<unknown, T>, answer: unknown): T => parse(schema, answer);

describe("rest platform stand-in: the play half answers in the SDK's shapes", () => {
  let sid: string;
  before(async () => {
    await demo('reset');
    sid = await signIn('player@example.com');
  });
  after(() => demo('reset'));

  it('GET /responsiblegaming/limit: Limit[], numeric ids, NetLoss and LoginTime types, a queued raise Activates later, the locked one IsAdmin', async () => {
    const rows = read(PlatformLimits, await call('GET', '/responsiblegaming/limit', sid));
    expect(rows.every((r) => Number.isInteger(r.Id))).to.equal(true);
    const types = new Set(rows.map((r) => r.Type));
    expect(
      [...types].filter(
        (t) => !['Deposit', 'NetLoss', 'Wager', 'Session', 'RealityCheck', 'LoginPeriodBlock', 'LoginTime', 'ProductSession'].includes(t!),
      ),
    ).to.deep.equal([]);
    expect(types.has('NetLoss')).to.equal(true);
    expect(types.has('LoginTime')).to.equal(true);
    expect(rows.some((r) => r.Status === 'Active' && r.Activates && Date.parse(r.Activates) > Date.now())).to.equal(true);
    expect(rows.find((r) => r.Type === 'NetLoss')?.IsAdmin).to.equal(true);
    expect(
      rows
        .filter((r) => r.Product !== undefined && r.Product !== null)
        .every((r) => ['Casino', 'Bingo', 'Sportsbook', 'ScoutFantasy', 'PoolBetting', 'Poker', 'Lotto'].includes(r.Product!)),
    ).to.equal(true);
  });

  it("POST /responsiblegaming/limit/v2 takes the SDK's AddLimit; a made-up type is refused", async () => {
    await call('POST', '/responsiblegaming/limit/v2', sid, { Type: 'Deposit', Amount: 400, Timespan: 1 });
    const daily = read(PlatformLimits, await call('GET', '/responsiblegaming/limit', sid)).find(
      (r) => r.Type === 'Deposit' && r.Timespan === 1,
    );
    expect(daily?.Amount).to.equal(400);
    let refused = '';
    await call('POST', '/responsiblegaming/limit/v2', sid, { Type: 'Loss', Amount: 400, Timespan: 1 }).catch(
      (e: Error) => (refused = e.message),
    );
    expect(refused).to.contain('HTTP 400');
  });

  it('realitycheck-data, product blocks, payment and lifetime stats', async () => {
    const check = read(PlatformRealityCheck, await call('GET', '/responsiblegaming/realitycheck-data', sid));
    expect(check.WagersWins?.map((w) => w.Product)).to.deep.equal(['Casino', 'Sportsbook']);
    const blocks = read(PlatformProductBlocks, await call('GET', '/responsiblegaming/product-blocks', sid));
    expect(blocks.map((b) => [typeof b.Id, b.Product, b.Status])).to.deep.equal([['number', 'Poker', 'Active']]);
    read(PlatformPaymentStats, await call('GET', '/player/payment-stats', sid));
    read(PlatformLifetimeStats, await call('GET', '/player/lifetime-stats', sid));
  });

  it("payment stats carry PerBrandStats as PaymentStatsPerBrand: the brand's name, its counts and totals, and the numeric PlayerId", async () => {
    const stats = (await call('GET', '/player/payment-stats', sid)) as Record<string, unknown>;
    const { PerBrandStats } = read(PlatformPaymentStats, stats);
    const PlayerId = ((await call('GET', '/player/user-info', sid)) as { Id: number }).Id;
    expect((stats.PerBrandStats as unknown[]).length).to.equal(1);
    expect((stats.PerBrandStats as unknown[])[0]).to.deep.equal({
      PlayerId,
      Brand: 'betr-demo',
      DepositCount: stats.DepositCount,
      TotalDeposit: stats.TotalDeposit,
      WithdrawalCount: stats.WithdrawalCount,
      TotalWithdrawal: stats.TotalWithdrawal,
    });
    expect(PerBrandStats?.[0]?.TotalDeposit).to.be.greaterThan(0);
  });

  it('a player who has not played has no WagersWins list at all (an optional field absent)', async () => {
    const fresh = await signIn('new@example.com').catch(() => null);
    if (fresh === null) return;
    const answer = await call('GET', '/responsiblegaming/realitycheck-data', fresh);
    expect(answer).to.deep.equal({});
    expect(read(PlatformRealityCheck, answer).WagersWins).to.equal(undefined);
  });

  it('bonuses: BonusInstance[], PendingBonus[] and BonusOffer[] with a promo code and a deposit range', async () => {
    const held = read(PlatformBonuses, await call('GET', '/bonus', sid));
    expect(held.length).to.be.greaterThan(0);
    expect(held.every((b) => Number.isInteger(b.Id))).to.equal(true);
    expect(held.map((b) => b.State)).to.include.members(['Active', 'Expired', 'Canceled', 'Finished']);
    const pending = read(PlatformPendingBonuses, await call('GET', '/bonus/pending', sid));
    expect(pending.length).to.be.greaterThan(0);
    const offers = read(PlatformOffers, await call('GET', '/bonus/offers?type=Deposit', sid));
    expect(offers.every((o) => o.RewardGroups?.[0]?.PromoCode)).to.equal(true);
    expect(offers.every((o) => typeof o.RewardGroups?.[0]?.Rewards[0]?.CurrencyAmounts[0]?.MaxDepositAmount === 'number')).to.equal(true);
    expect(await call('POST', '/bonus/trigger/NO-SUCH-CODE', sid)).to.equal(0);
  });

  it('KYC: KycReport[] with type and status codes and no id', async () => {
    const reports = read(PlatformKycReports, await call('GET', '/kyc', sid));
    expect(reports.length).to.be.greaterThan(0);
    expect(reports[0]).to.include({ Type: 'ID', Status: 'Approved' });
    expect(Object.keys(reports[0]!)).not.to.include('Id');
  });

  it('history: bare PaymentTransaction[], GameTransaction[] and SportsbookBet[] by offset and max', async () => {
    const deposits = read(PlatformPayments, await call('GET', '/transaction/payments?offset=0&max=11&type=deposit', sid));
    expect(deposits).to.have.length(11);
    expect(deposits.every((t) => t.TransactionType === 'Deposit' && Number.isInteger(t.Id))).to.equal(true);
    // Without a type (the session summary's 12 months): both kinds, newest first.
    const both = read(PlatformPayments, await call('GET', '/transaction/payments?offset=0&max=100', sid));
    expect(new Set(both.map((t) => t.TransactionType))).to.deep.equal(new Set(['Deposit', 'Withdraw']));
    expect(both.map((t) => t.Started)).to.deep.equal(
      both
        .map((t) => t.Started)
        .sort()
        .reverse(),
    );
    expect(read(PlatformGameRounds, await call('GET', '/transaction/gameplay?offset=0&max=5', sid)).length).to.be.within(1, 5);
    const bets = read(PlatformSportsbookBets, await call('GET', '/transaction/sportsbookbets?offset=0&max=5', sid));
    expect(bets.flatMap((b) => b.Transactions.map((t) => t.Description))).to.deep.equal(['Cashout at Sportsbook']);
  });

  it("casino: CasinoGame[] with the catalogue's attributes, favorites and last played as games, jackpots with numeric ids", async () => {
    const games = read(PlatformGames, await call('GET', '/casino', null));
    const book = games.find((g) => g.Name === 'Book of Betr')!;
    expect(book.Attributes).to.include.members(['slug:book-of-betr', 'demo']);
    expect(book.Attributes!.some((a) => a.startsWith('image:') && a.length > 'image:'.length)).to.equal(true);
    expect(read(PlatformGames, await call('GET', '/casino/favorites', sid)).length).to.be.greaterThan(0);
    expect(await call('POST', `/casino/set-favorite/${book.Id}`, sid)).to.equal(true);
    await call('POST', `/casino/set-last-played-game?gameId=${book.Id}`, sid);
    expect(read(PlatformGames, await call('GET', '/casino/last-played-games?max=1', sid)).map((g) => g.Id)).to.deep.equal([book.Id]);
    const jackpots = read(PlatformJackpots, await call('GET', '/event-feed/jackpots', null));
    expect(jackpots.every((j) => Number.isInteger(j.Id))).to.equal(true);
  });

  it('tournaments: TournamentLeaderboard with IsOptIn and MayParticipate; the relative board takes tournamentIdentifier, playerId and limit', async () => {
    const board = read(
      PlatformLeaderboard,
      await call('GET', '/casinotournament/leaderboard?TournamentIdentifier=spring-spins&Limit=3&Offset=0', null),
    );
    expect(board.IsOptIn).to.equal(true);
    expect(board.Players.map((p) => p.Position)).to.deep.equal([1, 2, 3]);
    const me = (await call('GET', '/player/user-info', sid)) as { Id?: unknown; PlayerId?: unknown };
    const id = me.Id ?? me.PlayerId;
    const around = read(
      PlatformLeaderboard,
      await call('GET', `/casinotournament/leaderboard-relative?tournamentIdentifier=daily-race&playerId=${id}&limit=3`, sid),
    );
    expect(around.IsOptIn).to.equal(false);
    expect(around.Players.some((p) => p.Id === id)).to.equal(true);
  });
});
