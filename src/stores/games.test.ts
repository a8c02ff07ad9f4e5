import { expect } from '@open-wc/testing';
import { waitUntil } from '../../test/wait';
import { lastPlayed } from './games';
import { $lastLaunch } from './launch';
import { provider } from './current-provider';
import { signIn, signOut } from './session';
import { freshStores, recordCalls, resetWorld } from '../../test/support';

// `value`, not `get()`: reading must not count as an element showing the list.
const shownIds = (limit?: number) => {
  const shown = lastPlayed(limit).value!;
  return shown.status === 'ready' ? shown.value.map((g) => g.gameId) : shown.status;
};

/** What `<betr-last-played limit=…>` elements do: show the list of their limit; the answer stops showing them all. */
function show(...limits: (number | undefined)[]): () => void {
  const stops = limits.map((limit) => lastPlayed(limit).listen(() => undefined));
  return () => stops.forEach((stop) => stop());
}

describe('last played: a list per limit', () => {
  let hide = (): void => undefined;
  beforeEach(async () => {
    await resetWorld();
    freshStores(lastPlayed(1), lastPlayed(10));
    // The seeded player played g-03, then g-01, then g-05 (most recent first).
    await signIn('player@example.com', 'Password1!');
  });
  afterEach(async () => {
    hide();
    hide = () => undefined;
    await signOut();
  });

  it('<betr-last-played limit="1"> and <betr-last-played> (limit 10) on one page each show their own count, with one call per distinct limit', async () => {
    const asked = await recordCalls('getLastPlayed');
    try {
      hide = show(1, undefined, 1, 10, 1);
      await waitUntil(() => Array.isArray(shownIds(1)) && Array.isArray(shownIds(10)), 'the lists never showed');
      expect(asked.calls.sort()).to.deep.equal([1, 10]);
      expect(shownIds(1)).to.deep.equal(['g-03']);
      expect(shownIds(10)).to.deep.equal(['g-03', 'g-01', 'g-05']);
      expect(lastPlayed(), "no limit is the spec's 10").to.equal(lastPlayed(10));
    } finally {
      asked.restore();
    }
  });

  it('a real-money launch on the page moves the game to the front of every last-played list, whatever its limit', async () => {
    hide = show(1, 10);
    await waitUntil(() => Array.isArray(shownIds(1)) && Array.isArray(shownIds(10)), 'the lists never showed');
    await (await provider()).setLastPlayed('g-05');
    $lastLaunch.set({ gameId: 'g-05', playMode: 'real' });
    await waitUntil(() => shownIds(1)[0] === 'g-05' && shownIds(10)[0] === 'g-05', `last played shows ${shownIds(1)} and ${shownIds(10)}`);
    expect(shownIds(1)).to.deep.equal(['g-05']);
    expect(shownIds(10)).to.deep.equal(['g-05', 'g-03', 'g-01']);
  });

  it('a visitor asks for no last-played list, however many elements show one', async () => {
    await signOut();
    const asked = await recordCalls('getLastPlayed');
    try {
      hide = show(1, 10);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked.calls).to.deep.equal([]);
      expect(shownIds(10)).to.equal('loading');
    } finally {
      asked.restore();
    }
  });
});
