import { expect, waitUntil } from '@open-wc/testing';
import { expectError } from '../stub/testing';
import { createConnection, MAX_RETRIES, type Connection } from './connection';

const HELLO = 1, WELCOME = 2, GOODBYE = 6, SUBSCRIBE = 32, SUBSCRIBED = 33, CALL = 48, RESULT = 50;
const RETRY_DELAY_MS = 5;

/**
 * The platform in memory, behind a WebSocket class of its own, so every step of a drop and
 * a reconnection can be held and observed: it counts connection attempts, refuses the next
 * `refuse` of them, logs what reaches it, and can hold back the answer to one subscription.
 */
function memoryPlatform() {
  const platform = {
    attempts: 0,
    refuse: 0,
    /** What reached the platform, in order: `subscribe /topic`, `call /procedure`. */
    log: [] as string[],
    /** A subscription to this topic is answered only when `release()` is called. */
    holdTopic: null as string | null,
    release: null as (() => void) | null,
    open: new Set<PlatformSocket>(),
    /** Told of each connection attempt as it begins (its number, from 1). */
    onAttempt: null as ((attempt: number) => void) | null,
    /** Close every socket from the platform's side, as a lost network does. */
    drop(refuse = 0) {
      platform.refuse = refuse;
      for (const socket of platform.open) socket.lost();
    },
  };

  class PlatformSocket {
    readyState = 0;
    protocol = '';
    binaryType = 'blob';
    onopen: (() => void) | null = null;
    onclose: ((event: { code: number }) => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;

    constructor() {
      platform.attempts += 1;
      platform.onAttempt?.(platform.attempts);
      setTimeout(() => {
        if (platform.refuse > 0) {
          platform.refuse -= 1;
          this.readyState = 3;
          this.onerror?.(new Event('error'));
          this.onclose?.({ code: 1006 });
          return;
        }
        this.readyState = 1;
        this.protocol = 'wamp.2.json';
        platform.open.add(this);
        this.onopen?.();
      });
    }

    send(raw: string): void {
      const message = JSON.parse(raw) as unknown[];
      setTimeout(() => this.receive(message));
    }

    close(): void {
      this.lost(1000);
    }

    lost(code = 1006): void {
      if (this.readyState === 3) return;
      this.readyState = 3;
      platform.open.delete(this);
      setTimeout(() => this.onclose?.({ code }));
    }

    private reply(message: unknown[]): void {
      if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(message) });
    }

    private receive(message: unknown[]): void {
      if (this.readyState !== 1) return;
      const [type, requestId] = message as [number, number];
      if (type === HELLO) return this.reply([WELCOME, platform.attempts, { roles: { dealer: { features: {} }, broker: { features: {} } } }]);
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
  let connection: Connection;
  let restored: number;
  let lost: number;

  beforeEach(() => {
    const memory = memoryPlatform();
    platform = memory.platform;
    restored = 0;
    lost = 0;
    connection = createConnection({
      url: 'ws://platform.test/wamp', realm: 'betr', clientId: 'test', retryDelayMs: RETRY_DELAY_MS, webSocket: memory.webSocket,
      onRestored: () => void (restored += 1),
      onLost: () => void (lost += 1),
    });
    connection.subscribe('/sessionStateChange', () => undefined);
    connection.subscribe('/account/balanceChanged', () => undefined);
  });
  afterEach(() => connection.close());

  it('a call after a drop waits until every subscription is renewed, so no pushed change after its answer is missed', async () => {
    await connection.call('general', '/user#getBalance');
    platform.log = [];
    platform.holdTopic = '/account/balanceChanged';
    // Called as the reconnection begins (one made before the adapter has seen the drop goes
    // down with the old socket).
    let answered: Promise<Record<string, unknown>> | null = null;
    platform.onAttempt = () => void (answered ??= connection.call('general', '/user#getBalance'));
    platform.drop();
    await waitUntil(() => platform.release !== null, 'the balance subscription was not renewed');
    expect(platform.log).to.deep.equal(['subscribe /sessionStateChange', 'subscribe /account/balanceChanged']);
    platform.release!();
    expect(await answered).to.deep.equal({ ok: true });
    expect(platform.log.slice(2)).to.deep.equal(['call /user#getBalance']);
    expect(restored).to.equal(1);
  });

  it(`after ${MAX_RETRIES} refused retries the player is told once; calls fail offline until a later one connects`, async () => {
    await connection.call('general', '/user#getBalance');
    platform.drop(MAX_RETRIES + 1);
    await waitUntil(() => lost === 1, 'never gave up');
    expect(platform.attempts).to.equal(1 + MAX_RETRIES);
    await expectError(() => connection.call('general', '/user#getBalance'), 'general', 'offline');
    expect(await connection.call('general', '/user#getBalance')).to.deep.equal({ ok: true });
    expect([platform.attempts, lost, restored]).to.deep.equal([MAX_RETRIES + 3, 1, 0]);
  });

  it('every drop gets its own retries: the count starts over once the platform is back', async () => {
    await connection.call('general', '/user#getBalance');
    for (const drop of [1, 2]) {
      platform.drop(MAX_RETRIES - 1);
      await waitUntil(() => restored === drop, `drop ${drop} was not restored`);
    }
    expect(lost).to.equal(0);
    expect(await connection.call('general', '/user#getBalance')).to.deep.equal({ ok: true });
  });

  it('close() during a reconnection ends it: no attempt after, and the player is not told', async () => {
    await connection.call('general', '/user#getBalance');
    let closed: Promise<void> | null = null;
    platform.onAttempt = (attempt) => {
      if (attempt === 2) closed = connection.close();
    };
    platform.drop(100);
    await waitUntil(() => closed !== null, 'no reconnection attempt');
    await closed;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (MAX_RETRIES + 2)));
    expect(platform.attempts).to.equal(2);
    expect(lost).to.equal(0);
  });
});
