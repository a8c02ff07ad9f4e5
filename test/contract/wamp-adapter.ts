/**
 * What the WAMP adapter's protocol files share (wamp.connection.test.ts, wamp.operations.test.ts):
 * a casino of their own on the provider server's WAMP peer, adapters on a real socket to it, and
 * the hooks' work before and after each case.
 */
import { waitUntil } from '../wait';
import type { ProviderEvent } from '../../src/adapters/provider';
import { createWampProvider, type WampProvider } from '../../src/adapters/wamp/index';
import { wampTestServer } from './wamp-server';

export const isLost = (event: ProviderEvent) => event.type === 'connection' && event.lost;
export const isBack = (event: ProviderEvent) => event.type === 'connection' && !event.lost;

/** `heard` receives every event of each adapter `open()` makes. */
export function wampAdapter(suite: string, heard: (event: ProviderEvent) => void) {
  const server = wampTestServer(suite);
  return {
    ...server,
    /** An adapter with a client identity of its own, retrying every 50 ms. */
    open: () => {
      const created = createWampProvider({ url: server.url, realm: 'betr', clientId: `protocol-${crypto.randomUUID()}`, retryDelayMs: 50 });
      created.subscribe(heard);
      return created;
    },
    eventually: (what: string, test: () => boolean | Promise<boolean>) => waitUntil(test, what, { timeout: 5000 }),
    /** Before a case: the casino as seeded, with no fault and no lost answer. */
    reset: async () => {
      await server.demo('reset');
      await server.demo('fault', {});
      await server.demo('lose-result', {});
    },
    /** After a case: its adapter closed, and no connection refusal left. */
    close: async (provider: WampProvider) => {
      await provider.close();
      await server.demo('drop', { refuse: 0 });
    },
  };
}
