/**
 * The provider server's WAMP peer and its test controls, for the WAMP adapter's suites.
 * Each suite gets a casino of its own (`?casino=`), so suites running side by side on the
 * one server never share players, mail or faults.
 */

import { PROVIDER_SERVER as SERVER } from './provider-server';

/** The password of every player the casino is seeded with. */
export const PASSWORD = 'Password1!';

export interface WampTestServer {
  /** The peer's websocket, for this suite's casino. */
  url: string;
  /** POST (with a body, or reset) or GET (outbox, status) a control of this suite's casino. */
  demo(
    control:
      'reset' | 'outbox' | 'status' | 'deposit' | 'control' | 'drop' | 'fault' | 'session-state' | 'lose-result' | 'quota' | 'challenge',
    body?: unknown,
  ): Promise<Response>;
  /** The peer's side of this casino: connection attempts it will still refuse, sockets open. */
  status(): Promise<{ refuse: number; connections: number }>;
}

export function wampTestServer(suite: string): WampTestServer {
  const casino = `${suite}-${crypto.randomUUID().slice(0, 8)}`;
  const demo: WampTestServer['demo'] = async (control, body) => {
    const response = await fetch(`${SERVER}/api/demo/wamp/${control}?casino=${casino}`, {
      method: control === 'outbox' || control === 'status' ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`/api/demo/wamp/${control}: HTTP ${response.status} ${await response.text()}`);
    return response;
  };
  return {
    url: `${SERVER.replace(/^http/, 'ws')}/wamp?casino=${casino}`,
    demo,
    status: async () => (await (await demo('status')).json()) as { refuse: number; connections: number },
  };
}
