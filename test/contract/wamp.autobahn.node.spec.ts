/**
 * A WAMP client that is not ours against the WAMP peer: autobahn (crossbar.io's client, npm
 * `autobahn`), run in Node by Playwright's `node` project, talks to the peer as a platform's
 * own client does: the issued client identity, login, the CMS session, the gaming accounts,
 * the balance watched and then pushed after a deposit, the currencies as a bare array, logout.
 * It speaks only the wire (plain procedure names, no code of the adapter or the peer), so a
 * peer that strays from WAMP v2 or from the platform's shapes fails here.
 */
import { expect, test } from '@playwright/test';
import { WebSocket } from 'ws';

// autobahn opens its socket with the global WebSocket, which Node has only from version 22.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
const { default: autobahn } = await import('autobahn');
type Session = import('autobahn').Session;

const PLAYER = { usernameOrEmail: 'player@example.com', password: 'Password1!' };

/** An autobahn session on the peer, and a way to close it that waits for the socket to go. */
function open(url: string): Promise<{ session: Session; close(): Promise<void> }> {
  return new Promise((resolve, reject) => {
    const connection = new autobahn.Connection({ url, realm: 'betr', protocols: ['wamp.2.json'], max_retries: 0 });
    let closed: () => void = () => {};
    connection.onopen = (session) =>
      resolve({
        session,
        close: () =>
          new Promise<void>((done) => {
            closed = done;
            connection.close();
          }),
      });
    connection.onclose = (reason, details) => {
      closed();
      reject(new Error(`autobahn could not open a session: ${reason} ${details.reason ?? ''} ${details.message ?? ''}`));
      return true;
    };
    connection.open();
  });
}

/** The kwargs of autobahn's answer (a Result when kwargs are present; the bare first argument otherwise). */
const kwargsOf = (answer: unknown) =>
  answer && typeof answer === 'object' && 'kwargs' in answer ? (answer as { kwargs: unknown }).kwargs : answer;

test('autobahn signs in, watches the balance and signs out against the WAMP peer', async ({ baseURL }) => {
  const casino = `autobahn-${crypto.randomUUID().slice(0, 8)}`;
  const demo = async (control: string, body?: unknown) => {
    const response = await fetch(`${baseURL}/api/demo/wamp/${control}?casino=${casino}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.ok, `/api/demo/wamp/${control}: HTTP ${response.status}`).toBe(true);
  };
  await demo('reset');
  const socket = `${baseURL!.replace(/^http/, 'ws')}/wamp?casino=${casino}`;

  // A first connection names no client identity: the platform issues one.
  const first = await open(socket);
  const { cid } = kwargsOf(await first.session.call('/connection#getClientIdentity', [], {})) as { cid: unknown };
  expect(typeof cid === 'string' && cid.length > 0, `cid ${String(cid)}`).toBe(true);
  await first.close();

  // The platform's clients reconnect naming the issued identity, which the login belongs to.
  const { session, close } = await open(`${socket}&cid=${cid as string}`);
  expect(kwargsOf(await session.call('/connection#getClientIdentity', [], {}))).toEqual({ cid });
  const states: unknown[] = [];
  await session.subscribe('/sessionStateChange', (_args, kwargs) => void states.push(kwargs));

  const login = kwargsOf(await session.call('/user#login', [], PLAYER)) as Record<string, unknown>;
  expect(login).toMatchObject({ isEmailVerified: true });
  await expect.poll(() => states).toContainEqual(expect.objectContaining({ code: 0 }));

  const { cmsSessionID } = kwargsOf(await session.call('/user#getCmsSessionID', [], {})) as { cmsSessionID: unknown };
  expect(typeof cmsSessionID === 'string' && cmsSessionID.length > 0, `cmsSessionID ${String(cmsSessionID)}`).toBe(true);

  const { accounts } = kwargsOf(await session.call('/user/account#getGamingAccounts', [], { expectBalance: true, expectBonus: true })) as {
    accounts: { id: unknown; currency: unknown; amount: unknown; isBonusAccount: unknown }[];
  };
  expect(accounts.length).toBeGreaterThan(0);
  for (const account of accounts) {
    expect(Number.isInteger(account.id), `account id ${String(account.id)}`).toBe(true);
    expect(account).toMatchObject({ currency: 'EUR', amount: expect.any(Number), isBonusAccount: expect.any(Boolean) });
  }
  const real = accounts.find((account) => account.isBonusAccount === false)!;

  // No balance event before #watchBalance, one after a deposit once it is watched.
  const balances: Record<string, unknown>[] = [];
  await session.subscribe('/account/balanceChanged', (_args, kwargs) => void balances.push(kwargs));
  await demo('deposit', { email: PLAYER.usernameOrEmail, amount: 5 });
  await session.call('/user/account#getCurrencies', [], {});
  expect(balances, 'a balance event before #watchBalance').toEqual([]);
  await session.call('/user/account#watchBalance', [], {});
  await demo('deposit', { email: PLAYER.usernameOrEmail, amount: 7 });
  await expect.poll(() => balances.length).toBeGreaterThan(0);
  expect(balances[0]).toMatchObject({ id: real.id, amount: (real.amount as number) + 12 });

  // The platform answers a bare array where the kwargs go (L1's live test, run with autobahn, reads an array).
  const currencies = kwargsOf(await session.call('/user/account#getCurrencies', [], {}));
  expect(Array.isArray(currencies), `currencies ${JSON.stringify(currencies)}`).toBe(true);
  expect(currencies).toContainEqual(expect.objectContaining({ code: 'EUR' }));

  await session.call('/user#logout', [], {});
  await expect.poll(() => states).toContainEqual(expect.objectContaining({ code: 1 }));
  const signedOut = await session.call('/user#getCmsSessionID', [], {}).then(
    () => null,
    (error: { error: string }) => error.error,
  );
  expect(signedOut, 'the CMS session after logout').not.toBeNull();
  await close();
});
