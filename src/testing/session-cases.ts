/** The contract's session cases: signing in and out, restoring a session, and what a session reports. */
import { expect } from '@esm-bundle/chai';
import { expectError } from './expect-error';
import { mochaGlobals } from './mocha';
import type { Suite } from './suite';

/** An ISO time: a text `Date.parse` reads. */
const isTime = (value: unknown) => typeof value === 'string' && Number.isFinite(Date.parse(value));

export function sessionCases({ provider, newPage, signIn, options, itNeeds }: Suite): void {
  const { player, secondPlayer } = options;

  mochaGlobals().describe('session', () => {
    itNeeds('signs in a seeded player: a session, a verified email, nothing to accept', ['signIn', 'player', 'second player'], async () => {
      const result = await signIn();
      expect(result.sessionId).to.be.a('string').and.not.equal('');
      expect(result).to.include({ isEmailVerified: true, mustAcceptTerms: false });
      expect(await signIn(secondPlayer)).to.include({ isEmailVerified: false, mustAcceptTerms: true });
    });

    itNeeds('a wrong password is sign-in.incorrect-credentials', ['signIn', 'player'], async () => {
      await expectError(() => provider().signIn(player!.email, 'Wrong-Passw0rd'), 'sign-in', 'incorrect-credentials');
    });

    itNeeds('sign-out ends the session: player operations fail afterwards', ['signOut', 'getWallet', 'player'], async () => {
      await signIn();
      await provider().signOut();
      await expectError(() => provider().getWallet(), 'general', 'unknown-error');
    });

    itNeeds(
      'another page restores a live session by its id, and not an ended one',
      ['restoreSession', 'getWallet', 'signOut', 'player'],
      async () => {
        const { sessionId } = await signIn();
        const { currency } = await provider().getWallet();
        const page = await newPage();
        const restored = await page.restoreSession(sessionId);
        expect(restored).not.to.equal(false);
        // A platform that proves the session by reading it answers with the reading of now.
        if (typeof restored === 'object') expect((await restored.sessionInfo).started).to.equal((await page.getSessionInfo()).started);
        expect((await page.getWallet()).currency).to.equal(currency);
        await provider().signOut();
        expect(await (await newPage()).restoreSession(sessionId)).to.equal(false);
      },
    );

    itNeeds(
      'session info: the minutes signed in, when the session started, the next reality check (a time or null)',
      ['getSessionInfo', 'player'],
      async () => {
        await signIn();
        const info = await provider().getSessionInfo();
        expect(Number.isInteger(info.length) && info.length >= 0, `length ${info.length}`).to.equal(true);
        expect(isTime(info.started), `started ${info.started}`).to.equal(true);
        expect(info.nextRealityCheck === null || isTime(info.nextRealityCheck), `nextRealityCheck ${info.nextRealityCheck}`).to.equal(true);
      },
    );

    itNeeds(
      "session summary: the 12 months' deposits less withdrawals in a currency, the deposit limits' amounts (each a number or null), the last sign-in (a time or null)",
      ['getSessionSummary', 'player'],
      async () => {
        await signIn();
        const summary = await provider().getSessionSummary();
        expect(Number.isFinite(summary.depositWithdrawalSummary), String(summary.depositWithdrawalSummary)).to.equal(true);
        expect(summary.currency).to.match(/^[A-Z]{3}$/);
        if (summary.depositLimits) {
          const amounts = [summary.depositLimits.daily, summary.depositLimits.weekly, summary.depositLimits.monthly];
          expect(
            amounts.every((amount) => amount === null || Number.isFinite(amount)),
            JSON.stringify(amounts),
          ).to.equal(true);
        }
        expect(summary.lastLoggedIn === null || isTime(summary.lastLoggedIn), `lastLoggedIn ${summary.lastLoggedIn}`).to.equal(true);
      },
    );
  });
}
