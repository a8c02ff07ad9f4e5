/** The seeded casino's bonuses, limits and tournaments, checked exactly, and what changes them. */
import { expect } from '@esm-bundle/chai';
import { expectError } from '../expect-error';
import { signUpValues } from '../sign-up-values';
import type { Suite } from '../suite';

const HOUR = 3_600_000;

export function bonusAndLimitCases({ provider, options, itNeeds }: Suite): void {
  itNeeds(
    'bonuses: listed with their statuses; triggering an invalid code is bonus.invalid-bonus',
    ['getBonuses', 'triggerBonus', 'bonus statuses', 'casino records', 'player'],
    async () => {
      const bonuses = await provider().getBonuses();
      expect(bonuses.map((b) => [b.id, b.status])).to.deep.equal([
        ['b-1001', 'initiated'],
        ['b-1002', 'initiated'],
        ['b-1003', 'active'],
        ['b-1004', 'active'],
        ['b-1005', 'expired'],
        ['b-1006', 'canceled'],
        ['b-1007', 'finished'],
      ]);
      expect(bonuses[0]).to.include({ code: 'WELCOME100', deposit: true, minAmount: 10, maxAmount: 200, currency: 'EUR' });
      await expectError(() => provider().triggerBonus('NO-SUCH-CODE'), 'bonus', 'invalid-bonus');
      await expectError(() => provider().triggerBonus('VIP500'), 'bonus-selector', 'invalid-bonus');
    },
  );

  itNeeds(
    'a valid bonus code gives the bonus and its money',
    ['signUp', 'triggerBonus', 'getBonuses', 'getWallet', 'casino records', 'bonus codes listed', 'player', 'reset'],
    async () => {
      await provider().signUp(signUpValues({ email: 'bonus@example.com' }));
      await provider().triggerBonus('FREESPINS20');
      expect((await provider().getBonuses()).map((b) => [b.code, b.status])).to.deep.equal([['FREESPINS20', 'active']]);
      expect((await provider().getWallet()).bonusBalance).to.equal(10);
    },
  );

  itNeeds(
    'limits: a decrease applies now, an increase is queued for 72 hours',
    ['getLimits', 'setLimit', 'deposit limits', 'player', 'reset', 'clock'],
    async () => {
      const daily = async () => (await provider().getLimits()).find((l) => l.type === 'deposit' && l.period === 'daily')!;
      expect(await daily()).to.include({ amount: 1000, queued: null });
      await provider().setLimit({ type: 'deposit', period: 'daily', amount: 500 });
      expect(await daily()).to.include({ amount: 500, queued: null });
      await provider().setLimit({ type: 'deposit', period: 'daily', amount: 800 });
      const queued = await daily();
      expect(queued.amount).to.equal(500);
      expect(queued.queued?.amount).to.equal(800);
      await options.advanceClock!(73 * HOUR);
      expect(await daily()).to.include({ amount: 800, queued: null });
    },
  );

  itNeeds(
    'limits: the seeded weekly raise is queued; a locked limit cannot be changed',
    ['getLimits', 'setLimit', 'deposit limits', 'reality-check limits', 'loss limits', 'player'],
    async () => {
      const limits = await provider().getLimits();
      expect(limits.find((l) => l.type === 'deposit' && l.period === 'weekly')?.queued?.amount).to.equal(7000);
      expect(limits.find((l) => l.type === 'reality-check')).to.include({ period: 'none', amount: 60 });
      await expectError(() => provider().setLimit({ type: 'loss', period: 'monthly', amount: 100 }), 'responsible-gaming', 'limit-locked');
    },
  );

  itNeeds('tournaments: opt in once, where opting in is required', ['optInTournament', 'getLeaderboard', 'player', 'reset'], async () => {
    await provider().optInTournament('spring-spins');
    await expectError(() => provider().optInTournament('spring-spins'), 'tournament', 'already-optin');
    await expectError(() => provider().optInTournament('daily-race'), 'tournament', 'optin-not-required');
    await expectError(() => provider().optInTournament('no-such-tournament'), 'tournament', 'not-found');
    const board = await provider().getLeaderboard({ tournamentIdentifier: 'spring-spins', limit: 3 });
    expect(board.players.map((p) => p.position)).to.deep.equal([1, 2, 3]);
  });
}
