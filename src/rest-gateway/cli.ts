// `betr-rest-gateway`: the signing gateway as a small HTTP server, configured by environment
// variables (see options-from-env.ts, and PORT, default 8080, and HOST, default 0.0.0.0).
// BETR_API_SECRET_FILE names a file that holds the secret (a container secret) instead of
// BETR_API_SECRET. It logs one JSON object a line on stdout (warnings on stderr), a line for
// every call. It reaches the platform through undici's pooled `request` (./undici-transport.ts),
// not fetch: under load a call through fetch cost the process three times the CPU. On SIGTERM or SIGINT it takes no new connection, answers the calls in flight, and
// exits 0 (1 when some were still unanswered after the platform's time-out and 5 s more).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// From the package's module, so dist/rest-gateway-cli.js imports dist/rest-gateway.js.
import { createNodeHandler, DEFAULTS, gatewayOptionsFromEnv, type GatewayOptions } from './index';
import { undiciTransport } from './undici-transport';

/**
 * Log lines to a stream in batches: a line is queued, and the queue is written once a turn of the
 * event loop (or at 64 KiB), so the lines of the calls answered in one turn cost one write. Under
 * load a write a line (stdout to a file or a pipe is a synchronous system call) cost the gateway
 * one system call a call. Still one JSON object a line, in order; flushed before the process exits.
 */
function batchedLines(stream: NodeJS.WritableStream) {
  let queued = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!queued) return;
    const text = queued;
    queued = '';
    stream.write(text);
  };
  const write = (line: string) => {
    queued += `${line}\n`;
    if (queued.length >= 65_536) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return { write, flush };
}

const out = batchedLines(process.stdout);
const warnings = batchedLines(process.stderr);
process.once('exit', () => {
  out.flush();
  warnings.flush();
});
const writeLine = (line: string, level: 'info' | 'warn') => (level === 'warn' ? warnings : out).write(line);
const log = (level: 'info' | 'warn', msg: string, fields: Record<string, string | number> = {}) =>
  writeLine(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }), level);

async function main(): Promise<void> {
  const env = { ...process.env };
  if (!env.BETR_API_SECRET && env.BETR_API_SECRET_FILE) env.BETR_API_SECRET = readFileSync(env.BETR_API_SECRET_FILE, 'utf8').trim();
  let options: GatewayOptions;
  const transport = undiciTransport();
  try {
    options = { ...gatewayOptionsFromEnv(env), logCalls: true, log: writeLine, fetch: transport };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const handler = createNodeHandler(options);
  try {
    await handler.ready;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }

  let stopping = false;
  const server = createServer((req, res) => {
    if (stopping) {
      // The connection ends with this answer: the balancer sends the next call to another instance.
      res.setHeader('Connection', 'close');
      res.once('finish', () => server.closeIdleConnections());
    }
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ Code: 'UnknownError', Message: 'An unknown error occurred' }));
    });
  });
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '0.0.0.0';
  server.listen(port, host, () => {
    const { port: bound } = server.address() as AddressInfo;
    const rateLimit = options.rateLimit === false ? 'off' : options.rateLimit?.redisUrl ? 'redis' : 'memory';
    log('info', 'listening', {
      url: `http://${host}:${bound}${options.basePath}`,
      health: `${options.basePath}${DEFAULTS.healthPath}`,
      platform: new URL(options.platformUrl).origin,
      apiId: options.apiId,
      rateLimit,
    });
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', 'stopping: no new connection, answering the calls in flight', { signal });
    // A call waits for the platform at most timeoutMs; past that and 5 s more, the rest are dropped.
    const deadline = setTimeout(
      () => {
        log('warn', 'stopped with calls unanswered');
        server.closeAllConnections();
        process.exit(1);
      },
      (options.timeoutMs ?? DEFAULTS.timeoutMs) + 5000,
    );
    deadline.unref();
    server.close(() => {
      void Promise.all([handler.close(), transport.close()]).finally(() => {
        log('info', 'stopped');
        process.exit(0);
      });
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

void main();
