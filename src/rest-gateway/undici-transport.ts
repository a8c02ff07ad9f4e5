/**
 * The gateway's way to the platform on Node, for the CLI: undici's `request` (the HTTP client
 * Node's own fetch is built on) over one keep-alive pool of connections. A call through it costs
 * the gateway's process about a third of what the same call costs through fetch, which builds a
 * WHATWG Request, Headers and a Response stream for every call. Node only: a handler an operator
 * mounts on another runtime keeps that runtime's fetch (the gateway's default).
 *
 * It answers as fetch would for what the gateway reads: the status, the answer's headers and its
 * bytes. A platform it cannot reach, or a call aborted (the page gone, the time-out), rejects, as
 * fetch does, with the socket's error code as the error's `cause.code`. Redirects are not
 * followed (the gateway asks for `redirect: 'manual'`).
 */
import { Agent, request } from 'undici';
import type { PlatformCall, PlatformReply, PlatformTransport } from './gateway';

/** A header's value as fetch's Headers.get gives it: several joined with ", ". */
function joined(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A transport with its own pool: `close()` ends its connections (the CLI's shutdown). */
export function undiciTransport(): PlatformTransport & { close(): Promise<void> } {
  // Undici's defaults but the keep-alive: a connection idle for 60 s is closed, as the platform's
  // own balancer would; the pool grows with the calls in flight.
  const dispatcher = new Agent({ keepAliveTimeout: 60_000 });
  const transport = async (url: string, init: PlatformCall): Promise<PlatformReply> => {
    const answer = await request(url, {
      method: init.method as 'GET',
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      dispatcher,
    }).catch((error: Error & { code?: string }) => {
      // As fetch: the cause names the socket's error (ECONNREFUSED, UND_ERR_SOCKET…).
      throw Object.assign(new TypeError('fetch failed'), { cause: error });
    });
    const headers = answer.headers;
    return {
      status: answer.statusCode,
      headers: { get: (name) => joined(headers[name.toLowerCase()]) },
      arrayBuffer: () => answer.body.arrayBuffer(),
    };
  };
  return Object.assign(transport, { close: () => dispatcher.close() });
}
