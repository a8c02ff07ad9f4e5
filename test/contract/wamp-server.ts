/**
 * The provider server's WAMP peer and its test controls, for the WAMP adapter's suites.
 * Each suite gets a casino of its own (`?casino=`), so suites running side by side on the
 * one server never share players, mail or faults.
 */
const SERVER = 'http://localhost:4000';

export interface WampTestServer {
  /** The peer's websocket, for this suite's casino. */
  url: string;
  /** POST (with a body, or reset) or GET (outbox) a control of this suite's casino. */
  demo(control: 'reset' | 'outbox' | 'deposit' | 'control' | 'drop' | 'fault' | 'session-state', body?: unknown): Promise<Response>;
}

export function wampTestServer(suite: string): WampTestServer {
  const casino = `${suite}-${crypto.randomUUID().slice(0, 8)}`;
  return {
    url: `ws://localhost:4000/wamp?casino=${casino}`,
    async demo(control, body) {
      const response = await fetch(`${SERVER}/api/demo/wamp/${control}?casino=${casino}`, {
        method: control === 'outbox' ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`/api/demo/wamp/${control}: HTTP ${response.status} ${await response.text()}`);
      return response;
    },
  };
}
