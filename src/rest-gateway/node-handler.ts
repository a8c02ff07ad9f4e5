import { readUpTo } from './body';
import { createGateway, type Gateway, type GatewayOptions, type PageSignal } from './gateway';

/** What the handler uses of Node's IncomingMessage (typed here so the gateway needs no Node types). */
export interface NodeRequest extends AsyncIterable<Uint8Array> {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
}

/** What the handler uses of Node's ServerResponse. */
export interface NodeResponse {
  writeHead(status: number, headers: Record<string, string>): unknown;
  end(body?: Uint8Array | string): unknown;
  once(event: 'close', listener: () => void): unknown;
  readonly writableFinished: boolean;
  readonly destroyed: boolean;
}

async function readBody(req: NodeRequest, limit: number): Promise<Uint8Array | 'too-large'> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return 'too-large';
  // Read by hand: leaving a `for await` early would destroy the socket the 413 goes out on.
  const chunks = req[Symbol.asyncIterator]();
  return readUpTo(() => chunks.next(), limit);
}

/**
 * The page has gone when its response closes before it was finished. The core listens once a
 * call, so this holds one listener: an AbortController and its event target a call cost more.
 */
class PageGone implements PageSignal {
  aborted = false;
  private listener: (() => void) | null = null;
  constructor(res: NodeResponse) {
    // A page that gave up before the handler ran (a server that routes to it asynchronously)
    // has closed its response already, and no 'close' is to come: nothing goes out for it.
    if (res.destroyed && !res.writableFinished) {
      this.aborted = true;
      return;
    }
    res.once('close', () => {
      if (res.writableFinished) return;
      this.aborted = true;
      this.listener?.();
    });
  }
  addEventListener(_type: 'abort', listener: () => void) {
    this.listener = listener;
  }
  removeEventListener(_type: 'abort', listener: () => void) {
    if (this.listener === listener) this.listener = null;
  }
}

/**
 * The gateway as a Node `(req, res)` handler, for `http.createServer` or as a route of a Node
 * server (Express, Fastify's raw mode…); the request URL must still hold `basePath`.
 */
export interface NodeHandler extends Pick<Gateway, 'ready' | 'close'> {
  (req: NodeRequest, res: NodeResponse): Promise<void>;
}

export function createNodeHandler(options: GatewayOptions): NodeHandler {
  const gateway = createGateway(options);
  const handler = async (req: NodeRequest, res: NodeResponse) => {
    const pageGone = new PageGone(res);
    // Gone before this ran: its body is no longer there to read, and the platform hears nothing.
    if (pageGone.aborted) return;
    const { status, headers, body } = await gateway.answer({
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://gateway.invalid'),
      headers: {
        get(name) {
          const value = req.headers[name.toLowerCase()];
          return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
        },
      },
      peer: req.socket.remoteAddress ?? null,
      body: (limit) => readBody(req, limit),
      signal: pageGone,
    });
    if (pageGone.aborted) return;
    // The rest of a refused body is never read: the connection cannot carry another request.
    res.writeHead(status, status === 413 ? { ...headers, Connection: 'close' } : headers);
    res.end(body ?? undefined);
  };
  return Object.assign(handler, { ready: gateway.ready, close: gateway.close });
}
