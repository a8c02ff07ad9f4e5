/** The contract's cases of the signed-in player's own records: profile, storage, wallet, cashier, KYC. */
import { expect } from '@esm-bundle/chai';
import { expectError, isNotImplemented } from './expect-error';
import { mochaGlobals } from './mocha';
import { canSignIn, lacks } from './skip-reason';
import type { Suite } from './suite';

/** A 1x1 JPEG: enough for any server to recognise one. */
export const JPEG_1PX =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

export function playerCases({ provider, underTest, signIn, options, itNeeds }: Suite): void {
  const { describe, beforeEach } = mochaGlobals();
  const { player } = options;

  describe('the signed-in player', () => {
    // Every case here needs the 'player' fixture: without it, they are skipped.
    beforeEach(async () => {
      if (player && canSignIn(underTest(), options)) await signIn();
    });

    itNeeds("profile: the signed-in player's own", ['getProfile', 'player'], async () => {
      const profile = await provider().getProfile();
      expect(profile.email).to.equal(player!.email);
      expect(profile.userId).to.be.a('string').and.not.equal('');
    });

    itNeeds(
      'player storage: name/type/value text pairs; set merges by name and get answers them; a platform without it says so in lacks',
      ['player storage kept', 'player', 'reset'],
      async () => {
        if (lacks(underTest(), 'getPlayerProperties')) {
          expect(lacks(underTest(), 'setPlayerProperties')).to.equal(true);
          // A provider that defines the operation rejects it with NotImplemented; one that leaves it out says enough.
          if (typeof underTest().getPlayerProperties === 'function') {
            let thrown: unknown = null;
            await provider()
              .getPlayerProperties()
              .catch((e: unknown) => (thrown = e));
            expect(isNotImplemented(thrown), String(thrown)).to.equal(true);
          }
          return;
        }
        const before = await provider().getPlayerProperties();
        expect(before.every((p) => typeof p.name === 'string' && typeof p.type === 'string' && typeof p.value === 'string')).to.equal(true);
        await provider().setPlayerProperties([
          { name: 'sound', type: 'boolean', value: 'off' },
          { name: 'lobby-view', type: 'string', value: 'grid' },
        ]);
        await provider().setPlayerProperties([{ name: 'lobby-view', type: 'string', value: 'list' }]);
        const after = await provider().getPlayerProperties();
        expect(after.filter((p) => !before.some((b) => b.name === p.name))).to.deep.equal([
          { name: 'sound', type: 'boolean', value: 'off' },
          { name: 'lobby-view', type: 'string', value: 'list' },
        ]);
        expect(after.filter((p) => before.some((b) => b.name === p.name))).to.deep.equal(before);
      },
    );

    itNeeds('wallet: real, bonus and total balance as numbers, and a currency code', ['getWallet', 'player'], async () => {
      const wallet = await provider().getWallet();
      for (const amount of [wallet.realBalance, wallet.bonusBalance, wallet.totalBalance])
        expect(Number.isFinite(amount), `${amount} is a number`).to.equal(true);
      expect(wallet.currency).to.match(/^[A-Z]{3}$/);
    });

    itNeeds(
      'cashier: the deposit config names a merchant, the player and their session',
      ['getDepositConfig', 'getProfile', 'player'],
      async () => {
        // Signed in again here for the session's id: the cashier's config names this session.
        const { sessionId } = await signIn();
        const config = await provider().getDepositConfig();
        const { userId, currency } = await provider().getProfile();
        expect(config).to.include({ userId, sessionId, currency });
        expect(config.merchantId).to.be.a('string').and.not.equal('');
        expect(['production', 'test', 'development', 'mrgreen', 'casumo']).to.include(config.environment);
      },
    );

    itNeeds(
      'KYC: an uploaded document is listed; another file type is kyc.invalid-file-type',
      ['uploadKycDocument', 'getKycDocuments', 'casino records', 'player'],
      async () => {
        await provider().uploadKycDocument({ type: 'proof-of-address', fileName: 'bill.jpg', mimeType: 'image/jpeg', data: JPEG_1PX });
        expect((await provider().getKycDocuments())[0]).to.include({ type: 'proof-of-address', status: 'uploaded', fileName: 'bill.jpg' });
        await expectError(
          () => provider().uploadKycDocument({ type: 'id', fileName: 'notes.txt', mimeType: 'text/plain', data: btoa('not an image') }),
          'kyc',
          'invalid-file-type',
        );
      },
    );
  });
}
