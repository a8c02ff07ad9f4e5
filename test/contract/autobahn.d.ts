// The few parts of autobahn (npm `autobahn`, plain JavaScript without declarations) that
// test/contract/wamp.autobahn.node.spec.ts uses, written from autobahn's own README.
declare module 'autobahn' {
  export interface Result {
    args: unknown[];
    kwargs: Record<string, unknown>;
  }
  export interface Session {
    call(procedure: string, args?: unknown[], kwargs?: Record<string, unknown>): Promise<unknown>;
    subscribe(topic: string, handler: (args: unknown[], kwargs: Record<string, unknown>) => void): Promise<unknown>;
  }
  export interface Error {
    error: string;
    args: unknown[];
    kwargs: Record<string, unknown>;
  }
  export class Connection {
    constructor(options: { url: string; realm: string; protocols?: string[]; max_retries?: number });
    onopen: (session: Session) => void;
    onclose: (reason: string, details: { reason?: string; message?: string }) => boolean | void;
    open(): void;
    close(): void;
  }
  const autobahn: { Connection: typeof Connection };
  export default autobahn;
}
