import { expect } from '@open-wc/testing';
import { waitUntil } from '../../../test/wait';
import { installFakeClock } from '../../../test/fake-clock';
import { expectError } from '../stub/testing';
import { createConnection, MAX_RETRIES, RETRY_DELAY_MS, type Connection } from './connection';
import { CALL, GOODBYE, HELLO, MemorySocket, RESULT, SUBSCRIBE, SUBSCRIBED, WELCOME } from './socket.testing';

const TEST_RETRY_DELAY_MS = 5;

/**
 * How the platform turns a connection attempt away: refused before the socket opens; or
 * opened and then closed with 1011 (overloaded) at HELLO, before WELCOME; or after WELCOME,
 * at the first subscription; or opened and never answered at all.
 */
type Fault = 'refuse' | 'close-before-welcome' | 'close-after-welcome' | 'silent';

/**
 * The platform in memory, behind a WebSocket class of its own, so every step of a drop and
 * a reconnection can be held and observed: it counts connection attempts, turns the next
 * ones away by the `faults` queued, logs what reaches it, and can hold back the answer to
 * one subscription.
 */
function memoryPlatform() {
  const platform = {
    attempts: 0,
    /** One for each of the next connection attempts. */
    faults: [] as Fault[],
    /** What reached the platform, in order: `subscribe /topic`, `call /procedure`. */
    log: [] as string[],
    /** A subscription to this topic is answered only when `release()` is called. */
    holdTopic: null as string | null,
    release: null as (() => void) | null,
    open: new Set<PlatformSocket>(),
    /** Told of each connection attempt as it begins (its number, from 1). */
    onAttempt: null as ((attempt: number) => void) | null,
    /** Close every socket from the platform's side, as a lost network does; turn the next attempts away. */
    drop(faults: number | Fault[] = 0) {
      platform.faults = typeof faults === 'number' ? Array<Fault>(faults).fill('refuse') : [...faults];
      for (const socket of platform.open) socket.lost();
    },
  };

  class PlatformSocket extends MemorySocket {
    private readonly fault: Fault | undefined;

    constructor() {
      super();
      platform.attempts += 1;
      this.fault = platform.faults.shift();
      platform.onAttempt?.(platform.attempts);
      setTimeout(() => {
        if (this.fault === 'refuse') {
          this.readyState = 3;
          this.onerror?.(new Event('error'));
          this.onclose?.({ code: 1006 });
          return;
        }
        platform.open.add(this);
        this.opened();
      });
    }

    lost(code = 1006): void {
      platform.open.delete(this);
      super.lost(code);
    }

    protected receive(message: unknown[]): void {
      if (this.readyState !== 1) return;
      const [type, requestId] = message as [number, number];
      if (this.fault === 'silent') return;
      if (type === HELLO && this.fault === 'close-before-welcome') return this.lost(1011);
      if (type === SUBSCRIBE && this.fault === 'close-after-welcome') return this.lost(1011);
      if (type === HELLO)
        return this.reply([WELCOME, platform.attempts, { roles: { dealer: { features: {} }, broker: { features: {} } } }]);
      if (type === GOODBYE) {
        this.reply([GOODBYE, {}, 'wamp.close.goodbye_and_out']);
        return this.close();
      }
      if (type === SUBSCRIBE) {
        const topic = message[3] as string;
        platform.log.push(`subscribe ${topic}`);
        const answer = () => this.reply([SUBSCRIBED, requestId, platform.log.length]);
        if (topic !== platform.holdTopic) return answer();
        platform.release = answer;
        return;
      }
      if (type === CALL) {
        platform.log.push(`call ${String(message[3])}`);
        this.reply([RESULT, requestId, {}, [], { ok: true }]);
      }
    }
  }

  return { platform, webSocket: PlatformSocket as unknown as typeof WebSocket };
}

describe('the WAMP connection: reconnecting after a drop', () => {
  let platform: ReturnType<typeof memoryPlatform>['platform'];
  let memoryWebSocket: typeof WebSocket;
  let connection: Connection;
  let restored: number;
  let lost: number;

  beforeEach(() => {
    const memory = memoryPlatform();
    platform = memory.platform;
    memoryWebSocket = memory.webSocket;
    restored = 0;
    lost = 0;
    connection = createConnection({
      url: 'ws://platform.test/wamp',
      realm: 'betr',
      clientId: () => 'test',
      retryDelayMs: TEST_RETRY_DELAY_MS,
      webSocket: memory.webSocket,
      onRestored: () => void (restored += 1),
      onLost: () => void (lost += 1),
    });
    connection.subscribe('/sessionStateChange', () => undefined);
    connection.subscribe('/account/balanceChanged', () => undefined);
  });
  afterEach(() => connection.close());

  it('a call after a drop waits until every subscription is renewed, so no pushed change after its answer is missed', async () => {
    await connection.call('general', '/user/account#getGamingAccounts');
    platform.log = [];
    platform.holdTopic = '/account/balanceChanged';
    // Called as the reconnection begins (one made before the adapter has seen the drop goes
    // down with the old socket).
    let answered: Promise<unknown> | null = null;
    platform.onAttempt = () => void (answered ??= connection.call('general', '/user/account#getGamingAccounts'));
    platform.drop();
    await waitUntil(() => platform.release !== null, 'the balance subscription was not renewed');
    expect(platform.log).to.deep.equal(['subscribe /sessionStateChange', 'subscribe /account/balanceChanged']);
    platform.release!();
    expect(await answered).to.deep.equal({ ok: true });
    // The platform's identity for the new connection is asked before the call goes out.
    expect(platform.log.slice(2)).to.deep.equal(['call /connection#getClientIdentity', 'call /user/account#getGamingAccounts']);
    expect(restored).to.equal(1);
  });

  it(`after ${MAX_RETRIES} refused retries the player is told once; calls fail offline until a later one connects`, async () => {
    await connection.call('general', '/user/account#getGamingAccounts');
    platform.drop(MAX_RETRIES + 1);
    await waitUntil(() => lost === 1, 'never gave up');
    expect(platform.attempts).to.equal(1 + MAX_RETRIES);
    await expectError(() => connection.call('general', '/user/account#getGamingAccounts'), 'general', 'offline');
    expect(await connection.call('general', '/user/account#getGamingAccounts')).to.deep.equal({ ok: true });
    // The connection opened after the player was told is a restoration (the session is checked again).
    expect([platform.attempts, lost, restored]).to.deep.equal([MAX_RETRIES + 3, 1, 1]);
  });

  it('every drop gets its own retries: the count starts over once the platform is back', async () => {
    await connection.call('general', '/user/account#getGamingAccounts');
    for (const drop of [1, 2]) {
      platform.drop(MAX_RETRIES - 1);
      await waitUntil(() => restored === drop, `drop ${drop} was not restored`);
    }
    expect(lost).to.equal(0);
    expect(await connection.call('general', '/user/account#getGamingAccounts')).to.deep.equal({ ok: true });
  });

  it('close() during a reconnection ends it: no attempt after, and the player is not told', async () => {
    await connection.call('general', '/user/account#getGamingAccounts');
    let closed: Promise<void> | null = null;
    platform.onAttempt = (attempt) => {
      if (attempt === 2) closed = connection.close();
    };
    platform.drop(100);
    await waitUntil(() => closed !== null, 'no reconnection attempt');
    await closed;
    await new Promise((resolve) => setTimeout(resolve, TEST_RETRY_DELAY_MS * 2 ** (MAX_RETRIES + 1)));
    expect(platform.attempts).to.equal(2);
    expect(lost).to.equal(0);
  });

  for (const fault of ['close-before-welcome', 'close-after-welcome', 'silent'] as const) {
    it(`a reconnection whose socket is ${fault === 'silent' ? 'never answered' : `closed (1011) ${fault.slice('close-'.length).replace('-', ' ')}`} is a failed retry; the next one restores the connection`, async () => {
      await connection.close();
      connection = createConnection({
        url: 'ws://platform.test/wamp',
        realm: 'betr',
        clientId: () => 'test',
        retryDelayMs: TEST_RETRY_DELAY_MS,
        // A silent socket fails at this time-out; the other faults never reach it.
        timeoutMs: 1000,
        webSocket: memoryWebSocket,
        onRestored: () => void (restored += 1),
        onLost: () => void (lost += 1),
      });
      connection.subscribe('/sessionStateChange', () => undefined);
      await connection.call('general', '/user/account#getGamingAccounts');
      // On the fake clock: the sockets' answers, two silent sockets' 1 s time-outs and the back-off
      // (on real timers, an answered step of the loaded machine took past a short time-out).
      const clock = installFakeClock();
      try {
        platform.drop([fault, fault]);
        for (let step = 0; restored === 0; step += 1) {
          if (step === 200) throw new Error(`never restored after ${fault}, ${clock.elapsed} ms on`);
          clock.tick(50);
          await clock.settle();
        }
      } finally {
        clock.uninstall();
      }
      expect([platform.attempts, lost]).to.deep.equal([1 + 3, 0]);
      expect(await connection.call('general', '/user/account#getGamingAccounts')).to.deep.equal({ ok: true });
    });
  }

  it('when every retry is closed before WELCOME (an overloaded platform) the player is told, and the connection comes back once the platform does', async () => {
    await connection.call('general', '/user/account#getGamingAccounts');
    platform.drop(Array(MAX_RETRIES).fill('close-before-welcome'));
    await waitUntil(() => lost === 1, 'the connection never gave up: connect() did not settle');
    expect(platform.attempts).to.equal(1 + MAX_RETRIES);
    expect(await connection.call('general', '/user/account#getGamingAccounts')).to.deep.equal({ ok: true });
    expect(restored).to.equal(1);
  });

  it("the player's retry reconnects after the connection was lost; while the platform still turns it away it fails offline", async () => {
    await connection.call('general', '/user/account#getGamingAccounts');
    platform.drop(MAX_RETRIES + 1);
    await waitUntil(() => lost === 1, 'never gave up');
    await expectError(() => connection.reconnect(), 'general', 'offline');
    await connection.reconnect();
    expect(restored).to.equal(1);
    expect(platform.log.slice(-3)).to.deep.equal([
      'subscribe /sessionStateChange',
      'subscribe /account/balanceChanged',
      'call /connection#getClientIdentity',
    ]);
  });
});

describe('the WAMP connection: the spacing of its retries', () => {
  it(`the ${MAX_RETRIES} retries (spec: websocket max retries 3) wait 1 s, 2 s and 4 s`, async () => {
    const { platform, webSocket } = memoryPlatform();
    const waits: number[] = [];
    let lost = 0;
    const connection = createConnection({
      url: 'ws://platform.test/wamp',
      realm: 'betr',
      clientId: () => 'test',
      webSocket,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      onLost: () => void (lost += 1),
    });
    try {
      await connection.call('general', '/user/account#getGamingAccounts');
      platform.drop(MAX_RETRIES);
      await waitUntil(() => lost === 1, 'never gave up');
      expect(waits).to.deep.equal([1000, 2000, 4000]);
      expect(RETRY_DELAY_MS).to.equal(1000);
    } finally {
      await connection.close();
    }
  });
});
