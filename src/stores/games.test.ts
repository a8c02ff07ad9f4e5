import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { lastPlayed, loadLastPlayed } from './games';
import { $lastLaunch } from './launch';
import { provider } from './current-provider';
import { signIn, signOut } from './session';
import { recordCalls, resetWorld } from '../../test/support';

const shownIds = (limit?: number) => {
  const shown = lastPlayed(limit).get();
  return shown.status === 'ready' ? shown.value.map((g) => g.gameId) : shown.status;
};

describe('last played: a list per limit', () => {
  beforeEach(async () => {
    await resetWorld();
    // The seeded player played g-03, then g-01, then g-05 (most recent first).
    await signIn('player@example.com', 'Password1!');
  });
  afterEach(signOut);

  it('<betr-last-played limit="1"> and <betr-last-played> (limit 10) on one page each show their own count, with one call per distinct limit', async () => {
    const asked = await recordCalls('getLastPlayed');
    try {
      await Promise.all([loadLastPlayed(1), loadLastPlayed(), loadLastPlayed(1), loadLastPlayed(10), loadLastPlayed(1)]);
      expect(asked.calls.sort()).to.deep.equal([1, 10]);
      expect(shownIds(1)).to.deep.equal(['g-03']);
      expect(shownIds(10)).to.deep.equal(['g-03', 'g-01', 'g-05']);
      expect(lastPlayed(), "no limit is the spec's 10").to.equal(lastPlayed(10));
    } finally {
      asked.restore();
    }
  });

  it('a real-money launch on the page moves the game to the front of every last-played list, whatever its limit', async () => {
    await Promise.all([loadLastPlayed(1), loadLastPlayed(10)]);
    await (await provider()).setLastPlayed('g-05');
    $lastLaunch.set({ gameId: 'g-05', playMode: 'real' });
    await waitUntil(() => shownIds(1)[0] === 'g-05' && shownIds(10)[0] === 'g-05', `last played shows ${shownIds(1)} and ${shownIds(10)}`);
    expect(shownIds(1)).to.deep.equal(['g-05']);
    expect(shownIds(10)).to.deep.equal(['g-05', 'g-03', 'g-01']);
  });
});
