/**
 * The REST adapter under the page's stores, against the REST platform stand-in of the local
 * provider server: each datum has one keeper. The adapter keeps the site's bootstrap and its
 * GETs in flight; the player's profile and the session's reading are the page's (the stores'
 * call cache), which the adapter's operations that derive from them read (PagePlayer). So a
 * returning player's account area asks for each once, and a change is forgotten in one place.
 */
import { expect } from '@open-wc/testing';
import type { ReadableAtom } from 'nanostores';
import { waitUntil } from '../wait';
import { $accountProfile, updateProfile } from '../../src/stores/account';
import { $bonusOffers } from '../../src/stores/bonuses';
import { loadCashierAccess } from '../../src/stores/cashier';
import { configure } from '../../src/stores/config';
import { provider } from '../../src/stores/current-provider';
import { $paymentStats } from '../../src/stores/history';
import type { Loadable } from '../../src/stores/loadable';
import { $profile } from '../../src/stores/profile';
import { $sessionSummary } from '../../src/stores/responsible-gaming';
import { resumeSession, signOut } from '../../src/stores/session';
import { leavePage } from '../support';
import { CASHIER_SERVER, PROVIDER_SERVER as SERVER } from './provider-server';

/** This file's own casino on the server. */
const CASINO = { 'X-Betr-Casino': 'rest-page' };
const API = `${SERVER}/api/rest`;

/** Every request the page sends to the platform, as `METHOD /path`. */
const sent: string[] = [];
const original = window.fetch.bind(window);
window.fetch = (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(API)) return original(input, init);
  sent.push(`${init.method ?? 'GET'} ${new URL(url).pathname.slice(new URL(API).pathname.length)}`);
  return original(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...CASINO } });
};
const asked = (line: string) => sent.filter((s) => s === line).length;

async function demo(control: string, body: unknown = {}): Promise<unknown> {
  const response = await original(`${SERVER}/api/demo/${control}`, {
    method: 'POST',
    headers: { ...CASINO, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/api/demo/${control}: HTTP ${response.status}`);
  return response;
}

/** A returning player's session, opened on the platform as another tab would have. */
async function storedSession(): Promise<string> {
  const response = await original(`${API}/player/signin/v2`, {
    method: 'POST',
    headers: { ...CASINO, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      Username: 'player@example.com',
      Password: 'Password1!',
      Platform: 'desktop',
      UserAgent: 'test',
      Jurisdiction: 'MGA',
    }),
  });
  return ((await response.json()) as { SessionId: string }).SessionId;
}

/** Show the store as an element would, until it is ready; its value. */
async function shown<T>(store: ReadableAtom<Loadable<T>>): Promise<T> {
  const stop = store.listen(() => undefined);
  try {
    await waitUntil(() => store.get().status === 'ready', `not ready: ${JSON.stringify(store.get())}`, { timeout: 8000 });
    return (store.get() as { value: T }).value;
  } finally {
    stop();
  }
}

describe("rest under the page's stores: one call per datum, one keeper", () => {
  before(() => configure({ adapter: 'rest', apiUrl: API, cashierUrl: CASHIER_SERVER }));
  beforeEach(async () => {
    await demo('reset');
    await leavePage();
    sent.length = 0;
  });
  after(() => signOut().catch(() => undefined));

  it("a returning player's account area asks for the profile, the session's reading and the bootstrap once, though the cashier's config, the bonus offers, the session summary and the payment stats each derive from them", async () => {
    await resumeSession(await provider(), await storedSession());
    const [access, offers, summary, stats, profile] = await Promise.all([
      loadCashierAccess('deposit'),
      shown($bonusOffers),
      shown($sessionSummary),
      shown($paymentStats),
      shown($accountProfile),
    ]);
    expect(access.status).to.equal('ready');
    expect([offers.length > 0, summary.currency, stats.currency, profile.email]).to.deep.equal([true, 'EUR', 'EUR', 'player@example.com']);
    expect(
      ['GET /player/user-info', 'GET /player-groups', 'GET /responsiblegaming/session', 'GET /content/bootstrap'].map(asked),
      sent.join(', '),
    ).to.deep.equal([1, 1, 1, 1]);
  });

  it('after editing the profile every reader has the new one, and none asks for it again', async () => {
    await resumeSession(await provider(), await storedSession());
    await shown($accountProfile);
    await updateProfile({ city: 'Sliema', password: 'Password1!' });
    const before = asked('GET /player/user-info');
    expect([$profile.get()?.city, (await shown($accountProfile)).city]).to.deep.equal(['Sliema', 'Sliema']);
    expect((await loadCashierAccess('deposit')).status).to.equal('ready');
    expect(asked('GET /player/user-info'), "the profile the update answered is the page's").to.equal(before);
    expect(asked('POST /player/update')).to.equal(1);
  });
});
