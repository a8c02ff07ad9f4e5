import { readUpTo } from './body';
import { createGateway, type Gateway, type GatewayOptions } from './gateway';

export interface FetchHandlerOptions extends GatewayOptions {
  /**
   * The address that connected, as the runtime knows it (e.g. Cloudflare's `CF-Connecting-IP`,
   * Deno's `info.remoteAddr`). Without it the platform gets no X-Client-Ip and every page
   * shares one rate-limit count.
   */
  clientIp?: (request: Request) => string | null | undefined | Promise<string | null | undefined>;
}

/** The body's bytes up to `limit`; a stream that goes past it is cancelled. */
async function readBody(request: Request, limit: number): Promise<Uint8Array | 'too-large'> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  return readUpTo(
    () => reader.read(),
    limit,
    () => reader.cancel(),
  );
}

/**
 * The gateway as a `fetch`-style handler, for edge runtimes and any server that speaks
 * Request/Response: `export default { fetch: createFetchHandler({...}) }`.
 */
export interface FetchHandler extends Pick<Gateway, 'ready' | 'close'> {
  (request: Request): Promise<Response>;
}

export function createFetchHandler(options: FetchHandlerOptions): FetchHandler {
  const gateway = createGateway(options);
  const handler = async (request: Request) =>
    gateway({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      peer: (await options.clientIp?.(request)) ?? null,
      body: (limit) => readBody(request, limit),
      signal: request.signal,
    });
  return Object.assign(handler, { ready: gateway.ready, close: gateway.close });
}
