// For the gateway's tests that run it as operators do: the CLI as a process of its own, a real
// Redis (Debian's redis-server, on loopback, on a free port, nothing written to disk), and a
// platform that answers every call at once.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the loopback port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'betr-redis-'));
  const pidFile = join(dir, 'redis.pid');
  const started = spawnSync(
    process.env.REDIS_SERVER_PATH ?? 'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'yes',
      '--pidfile',
      pidFile,
      '--dir',
      dir,
    ],
    { encoding: 'utf8' },
  );
  if (started.error || started.status !== 0)
    throw new Error(
      `redis-server did not start (${started.error?.message ?? started.stderr}); node tools/test/ensure-deps.mjs --browser installs it`,
    );
  await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(true);
  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
      await expect.poll(() => accepts(port), { timeout: 10_000 }).toBe(false);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Platform {
  url: string;
  calls: number;
  close(): Promise<void>;
}

/** A platform that answers every call at once, 200 `{}`; `hold` keeps the answers back until released. */
export async function startPlatform(hold?: Promise<void>): Promise<Platform> {
  const server: Server = createServer((req, res) => {
    platform.calls += 1;
    req.resume();
    req.once(
      'end',
      () =>
        void (hold ?? Promise.resolve()).then(() => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{}');
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const platform: Platform = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return platform;
}

export interface GatewayProcess {
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  port: number;
  child: ChildProcess;
  /** Every line written so far, stdout and stderr. */
  lines: string[];
  exitCode: Promise<number | null>;
  stop(): Promise<void>;
}

/** The CLI (src/rest-gateway/cli.ts) as its own process, once it listens. */
export async function startGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['tools/run.mjs', 'src/rest-gateway/cli.ts'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', BETR_API_ID: 'operator-7', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = () => lines.map((line) => /"url":"http:\/\/127\.0\.0\.1:(\d+)/.exec(line)?.[1]).find(Boolean);
  await expect.poll(listening, { timeout: 20_000 }).toBeTruthy();
  const port = Number(listening());
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    child,
    lines,
    exitCode,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exitCode;
    },
  };
}
