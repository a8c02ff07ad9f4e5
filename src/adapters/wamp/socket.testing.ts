/** What the WAMP adapter's tests share: the protocol's message types, and a WebSocket in memory. */

/** WAMP v2 message types (the ones the tests' platforms speak). */
export const HELLO = 1,
  WELCOME = 2,
  GOODBYE = 6,
  ERROR = 8,
  SUBSCRIBE = 32,
  SUBSCRIBED = 33,
  CALL = 48,
  RESULT = 50;

/**
 * A WebSocket in memory, with what the WAMP client reads of one: each message sent reaches the
 * platform's `receive` a task later, and `reply` answers while the socket is open. A test's
 * platform opens it (`opened`) and answers its messages.
 */
export abstract class MemorySocket {
  readyState = 0;
  protocol = '';
  binaryType = 'blob';
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  send(raw: string): void {
    const message = JSON.parse(raw) as unknown[];
    setTimeout(() => this.receive(message));
  }

  close(): void {
    this.lost(1000);
  }

  /** Closed with `code` (1006: the network lost it); the client hears it a task later. */
  lost(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    setTimeout(() => this.onclose?.({ code }));
  }

  protected opened(): void {
    this.readyState = 1;
    this.protocol = 'wamp.2.json';
    this.onopen?.();
  }

  protected reply(message: unknown[]): void {
    if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(message) });
  }

  protected abstract receive(message: unknown[]): void;
}
