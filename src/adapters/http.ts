import type { Read } from './call';
import { ProviderError } from './provider';
import type { ErrorArea } from '../domain/error-catalogue';

/** How long a platform's HTTP call may take before it fails with the area's `timeout`. */
export const HTTP_TIMEOUT_MS = 15_000;

/** What came back: the status and the body's text (read under the same time limit). */
export interface HttpAnswer {
  status: number;
  text: string;
}

export interface ExchangeOptions {
  /** The error area of a call that gets no answer (default general). */
  area?: ErrorArea;
  timeoutMs?: number;
  /** The fetch to send with (REST's signing gateway passes its own); the page's by default. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * One HTTP exchange of a platform, the transport every adapter's HTTP calls share (REST, WAMP's
 * casino API, turnkey's services): the answer's status and text, whatever the status. Nothing in
 * time fails with the area's `timeout`, no answer at all (the network, a refused connection)
 * with its `offline`. Each adapter reads the status and the text its own platform's way.
 */
export async function exchange(url: string, init: RequestInit, options: ExchangeOptions = {}): Promise<HttpAnswer> {
  const { area = 'general', timeoutMs = HTTP_TIMEOUT_MS } = options;
  // Called unbound: window.fetch refuses any other `this`.
  const send = options.fetch ?? ((input: string, requestInit: RequestInit) => fetch(input, requestInit));
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await send(url, { ...init, signal: abort.signal });
    return { status: response.status, text: await response.text() };
  } catch {
    throw new ProviderError(area, abort.signal.aborted ? 'timeout' : 'offline');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A plain JSON platform's answer read (WAMP's casino API, turnkey's services): a status outside
 * 2xx, or a body `read` cannot read, fails with the area's `unknown-error`; without `read` the
 * body is not looked at.
 */
export function readAnswer<T>({ status, text }: HttpAnswer, area: ErrorArea, read?: Read<T>): T {
  if (status < 200 || status > 299) throw new ProviderError(area, 'unknown-error');
  try {
    return read ? read(JSON.parse(text)) : (undefined as T);
  } catch {
    throw new ProviderError(area, 'unknown-error');
  }
}
