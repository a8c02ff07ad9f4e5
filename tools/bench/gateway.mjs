#!/usr/bin/env node
// The signing gateway under load (budgets.json "gateway"), a part of tools/bench/bench.mjs
// (`node tools/bench/bench.mjs --gateway` runs it alone). Three processes of their own: a platform
// stand-in that answers every call at once, the gateway's CLI in front of it (as an operator
// runs it: plain node on a JavaScript bundle of the CLI, signing, logging a JSON line a call to
// /dev/null, rate limit in memory; not through tools/run.mjs, whose source maps for TypeScript
// stack traces cost at every connection the load tool drops), and beside it a bare forwarding
// proxy on the same runtime's fetch that signs nothing, with the same (default) agent: the budgets'
// measure. The CLI reaches the platform through undici's pooled `request`, which costs far less a
// call than fetch; so a third process, a bare proxy on that same transport (`proxy-undici`), is
// driven in the same rounds and reported beside them, unchecked: the gateway's own work (the
// signature, the checks, the log line) against nothing but the transport.
// autocannon drives each in turn with `connections` (50, 200), `rounds` rounds of `seconds`: the
// medians of calls a second, p50 and p99, and the CPU time a call of each process; then the gateway's memory before and
// after `memoryCalls` calls. The budgets compare the gateway with the proxy measured in the same
// run, so the machine's load weighs on both.
//
// Memory: what matters is growth, memory a call leaves behind. So the "before" is taken after a
// warm-up of `memoryWarmupCalls` calls at the soak's own load (50 connections), when V8's heap and
// the connection pools have the size that load needs, and the check is that neither measure grew
// by more than `maxMemoryGrowthMB` over the `memoryCalls` calls after it:
//   - RSS, the process's resident memory (a leak outside V8's heap shows here too), read right after
//     the full garbage collection of the heap's reading;
//   - V8's heap after a full garbage collection (`--expose-gc`, and a SIGUSR2 handler loaded into
//     the gateway's process with --import, which collects and writes heapUsed to stderr): what the
//     calls left reachable, without the garbage of the last ones.
// A fall is no leak and is not failed: taken right after the 200-connection rounds, "before" still
// held their larger heap, and RSS fell by 22 MB over the soak as V8 gave memory back.
//
//   node tools/bench/gateway.mjs --platform PORT          the stand-in (internal)
//   node tools/bench/gateway.mjs --proxy PORT PLATFORM    the bare proxy (internal)
//   node tools/bench/gateway.mjs --proxy-undici PORT PLATFORM    the bare proxy on undici (internal)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleTs } from '../run.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const self = fileURLToPath(import.meta.url);
/** The wallet sheet: a signed-in page's most frequent read, and not rate-limited. */
const CALL = '/wallets';
const BASE = '/api/betr';
const ANSWER = JSON.stringify({
  Total: { Balance: 125.5, ReservedBalance: 0 },
  Real: { Balance: 100, ReservedBalance: 0 },
  Bonus: { Balance: 25.5, ReservedBalance: 0 },
});
// A made-up operator: the secret is hex, as the platform issues it.
const SECRET = '4a6f3c1e9b2d7f80a5c4e3d2b1f0e9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a392';

function listen(server, port) {
  return new Promise((done) => server.listen(port, '127.0.0.1', done));
}

/** The platform: every call answered at once with the wallet sheet. */
async function runPlatform(port) {
  const server = createServer((req, res) => {
    req.resume();
    req.once('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(ANSWER);
    });
  });
  await listen(server, port);
}

/**
 * A bare forwarding proxy: the same path under the platform through `send`, nothing signed or
 * checked. `send(url, init)` answers `{ status, type, bytes }`.
 */
async function runProxy(port, platform, send) {
  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const path = req.url.startsWith(BASE) ? req.url.slice(BASE.length) : req.url;
    try {
      const { status, type, bytes } = await send(`${platform}${path}`, {
        method: req.method,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      res.writeHead(status, { 'Content-Type': type ?? 'application/json' });
      res.end(bytes);
    } catch {
      res.writeHead(502);
      res.end();
    }
  });
  await listen(server, port);
}

/** The runtime's fetch, with its default agent: the budgets' measure. */
async function sendByFetch(url, { method, body }) {
  const answer = await fetch(url, { method, headers: { Accept: 'application/json' }, body });
  return { status: answer.status, type: answer.headers.get('Content-Type'), bytes: new Uint8Array(await answer.arrayBuffer()) };
}

/** undici's `request` over one pool, as the gateway's CLI reaches the platform. */
async function sendByUndici() {
  const { Agent, request } = await import('undici');
  const dispatcher = new Agent({ keepAliveTimeout: 60_000 });
  return async (url, { method, body }) => {
    const answer = await request(url, { method, headers: { accept: 'application/json' }, body, dispatcher });
    return { status: answer.statusCode, type: answer.headers['content-type'], bytes: new Uint8Array(await answer.body.arrayBuffer()) };
  };
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

function accepts(port) {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Loaded into the gateway's process (`--import`, beside --expose-gc): on SIGUSR2, a full GC, then the heap's size on stderr. */
const HEAP_PROBE = `process.on('SIGUSR2', () => {
  globalThis.gc();
  setImmediate(() => {
    globalThis.gc();
    process.stderr.write('bench-heap-used ' + process.memoryUsage().heapUsed + '\\n');
  });
});`;

/** A process of its own, once its port accepts connections. */
async function start(name, args, port, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const heapWaiters = [];
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
    for (const [, bytes] of String(chunk).matchAll(/^bench-heap-used (\d+)$/gm)) heapWaiters.shift()?.(Number(bytes));
  });
  const deadline = Date.now() + 30_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr.trim()}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen on ${port} within 30 s: ${stderr.trim()}`);
    await sleep(100);
  }
  return {
    pid: child.pid,
    stderr: () => stderr,
    /** V8's heap after a full GC, in MB: only for a process started with HEAP_PROBE. */
    heapAfterGcMB: () =>
      new Promise((done) => {
        heapWaiters.push((bytes) => done(Math.round((bytes / 2 ** 20) * 10) / 10));
        child.kill('SIGUSR2');
      }),
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process, in MB (Linux). */
function rssMB(pid) {
  const kB = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kB ? Math.round((Number(kB) / 1024) * 10) / 10 : NaN;
}

/** CPU time a process has used, in ms (Linux: utime + stime, in clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One autocannon run against `url`: calls a second, p50, p99, everything that is not a 2xx answer,
 * and the CPU time the process behind `url` spent a call (less swayed by a loaded machine).
 */
async function drive(url, options, pid) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({ url, connections: 50, ...options });
  return {
    cpuMsPerCall: pid ? Math.round(((cpuMs(pid) - cpuBefore) / Math.max(result.requests.total, 1)) * 1000) / 1000 : null,
    callsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    calls: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + result.resets,
  };
}

const round2 = (x) => Math.round(x * 100) / 100;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One figure of several rounds' runs: the median of each measure; the calls and errors summed. */
function medianOf(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    cpuMsPerCall: pick('cpuMsPerCall'),
    callsPerSecond: Math.round(pick('callsPerSecond')),
    p50Ms: pick('p50Ms'),
    p99Ms: pick('p99Ms'),
    calls: runs.reduce((sum, run) => sum + run.calls, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

/**
 * Measures the gateway and the bare proxy as budgets.json "gateway" says; returns the figures and
 * the checks ([name, ok, measured]).
 */
export async function measureGateway(spec) {
  const [platformPort, gatewayPort, proxyPort, undiciPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const processes = [];
  try {
    processes.push(await start('the platform stand-in', [self, '--platform', String(platformPort)], platformPort));
    const probe = ['--expose-gc', `--import=data:text/javascript,${encodeURIComponent(HEAP_PROBE)}`];
    const cli = await bundleTs(resolve(root, 'src/rest-gateway/cli.ts'));
    const gateway = await start('the gateway (CLI)', [...probe, cli], gatewayPort, {
      BETR_PLATFORM_URL: platformUrl,
      BETR_API_ID: 'bench-operator',
      BETR_API_SECRET: SECRET,
      HOST: '127.0.0.1',
      PORT: String(gatewayPort),
    });
    processes.push(gateway);
    const proxy = await start('the bare proxy', [self, '--proxy', String(proxyPort), platformUrl], proxyPort);
    processes.push(proxy);
    const undiciProxy = await start('the bare proxy on undici', [self, '--proxy-undici', String(undiciPort), platformUrl], undiciPort);
    processes.push(undiciProxy);
    const pids = { gateway: gateway.pid, proxy: proxy.pid, 'proxy-undici': undiciProxy.pid };
    const targets = {
      gateway: `http://127.0.0.1:${gatewayPort}${BASE}${CALL}`,
      proxy: `http://127.0.0.1:${proxyPort}${BASE}${CALL}`,
      'proxy-undici': `http://127.0.0.1:${undiciPort}${BASE}${CALL}`,
    };
    // Warm both (JIT, connection pools), then measure them in `rounds` short rounds each, turn by
    // turn, the order swapped each round: a round's two runs are next to each other in time and
    // share the machine's moment, and the figures are the medians of the rounds (one round's
    // hiccup, another process waking on the 2 cores, weighs on one round, not on the figure).
    for (const url of Object.values(targets)) await drive(url, { duration: spec.warmupSeconds });
    const runs = {};
    for (const connections of spec.connections) {
      const rounds = [];
      for (let round = 0; round < spec.rounds; round++) {
        // Gateway and proxy next to each other, each first every other round; the undici proxy last.
        const order = [...(round % 2 ? ['gateway', 'proxy'] : ['proxy', 'gateway']), 'proxy-undici'];
        const figures = {};
        for (const name of order) figures[name] = await drive(targets[name], { connections, duration: spec.seconds }, pids[name]);
        rounds.push(figures);
      }
      runs[connections] = {
        gateway: medianOf(rounds.map((r) => r.gateway)),
        proxy: medianOf(rounds.map((r) => r.proxy)),
        'proxy-undici': medianOf(rounds.map((r) => r['proxy-undici'])),
      };
      runs[connections].throughputRatios = rounds.map((r) => round2(r.gateway.callsPerSecond / r.proxy.callsPerSecond));
      runs[connections].p99Ratios = rounds.map((r) => round2(r.gateway.p99Ms / Math.max(r.proxy.p99Ms, 1)));
      runs[connections].undiciRatios = rounds.map((r) => round2(r.gateway.callsPerSecond / r['proxy-undici'].callsPerSecond));
    }
    // Memory (see the top of this file): after a warm-up at the soak's load, and after `memoryCalls` more calls.
    const rssAfterRoundsMB = rssMB(gateway.pid);
    const warmup = await drive(targets.gateway, { amount: spec.memoryWarmupCalls });
    await sleep(1000);
    // RSS is read after the full GC the heap's reading makes: read before it, it held whatever
    // garbage the last calls left, and moved ±15 MB between two readings of a flat process.
    const heapBeforeMB = await gateway.heapAfterGcMB();
    const rssBeforeMB = rssMB(gateway.pid);
    const soak = await drive(targets.gateway, { amount: spec.memoryCalls });
    await sleep(1000);
    const heapAfterMB = await gateway.heapAfterGcMB();
    const rssAfterMB = rssMB(gateway.pid);
    const round = (mb) => Math.round(mb * 10) / 10;
    const memory = {
      calls: soak.calls,
      errors: soak.errors + warmup.errors,
      rssAfterRoundsMB,
      rssBeforeMB,
      rssAfterMB,
      rssGrowthMB: round(rssAfterMB - rssBeforeMB),
      heapBeforeMB,
      heapAfterMB,
      heapGrowthMB: round(heapAfterMB - heapBeforeMB),
    };

    const checks = [];
    for (const [connections, { gateway: g, proxy: p, 'proxy-undici': u, throughputRatios, p99Ratios, undiciRatios }] of Object.entries(
      runs,
    )) {
      const ratio = median(throughputRatios);
      checks.push([
        `gateway, ${connections} connections: calls/s ≥ ${spec.minThroughputRatio}× the bare proxy's (the median of ${spec.rounds} rounds)`,
        ratio >= spec.minThroughputRatio,
        `${g.callsPerSecond} vs ${p.callsPerSecond} (${ratio.toFixed(2)}×; rounds ${throughputRatios.join(', ')}); a bare proxy on undici ${u.callsPerSecond} (the gateway ${median(undiciRatios).toFixed(2)}× of it, unchecked)`,
      ]);
      const p99 = median(p99Ratios);
      checks.push([
        `gateway, ${connections} connections: p99 ≤ ${spec.maxP99Ratio}× the bare proxy's (the median of ${spec.rounds} rounds)`,
        p99 <= spec.maxP99Ratio,
        `${g.p99Ms} vs ${p.p99Ms} ms (${p99.toFixed(2)}×; rounds ${p99Ratios.join(', ')})`,
      ]);
      checks.push([
        `gateway and proxy, ${connections} connections: no error`,
        g.errors === 0 && p.errors === 0,
        `${g.errors} and ${p.errors} errors, ${g.calls} and ${p.calls} calls`,
      ]);
    }
    const signed = (mb) => `${mb >= 0 ? '+' : ''}${mb}`;
    checks.push([
      `gateway memory flat over ${spec.memoryCalls.toLocaleString('en')} calls after ${spec.memoryWarmupCalls.toLocaleString('en')} of warm-up: RSS and heap after GC grow ≤ ${spec.maxMemoryGrowthMB} MB, no error`,
      memory.rssGrowthMB <= spec.maxMemoryGrowthMB &&
        memory.heapGrowthMB <= spec.maxMemoryGrowthMB &&
        memory.errors === 0 &&
        memory.calls >= spec.memoryCalls,
      `RSS ${rssBeforeMB} → ${rssAfterMB} MB (${signed(memory.rssGrowthMB)}), heap ${heapBeforeMB} → ${heapAfterMB} MB (${signed(memory.heapGrowthMB)}), ${memory.calls} calls, ${memory.errors} errors`,
    ]);
    return { call: `GET ${BASE}${CALL}`, runs, memory, checks };
  } finally {
    await Promise.all(processes.map((child) => child.stop()));
  }
}

/** The figures as lines, for the bench's print-out. */
export function gatewayLines(figures) {
  const lines = [`gateway under load (${figures.call}; each its own process, the platform answering at once):`];
  for (const [connections, run] of Object.entries(figures.runs)) {
    for (const name of ['gateway', 'proxy', 'proxy-undici']) {
      const r = run[name];
      lines.push(
        `  ${connections} connections, ${name.padEnd(12)}: ${r.callsPerSecond} calls/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.cpuMsPerCall} ms CPU a call, ${r.calls} calls, ${r.errors} errors`,
      );
    }
    lines.push(
      `  ${connections} connections, each round's gateway ÷ proxy: calls/s ${run.throughputRatios.join(', ')}; p99 ${run.p99Ratios.join(', ')}; gateway ÷ proxy-undici, calls/s: ${run.undiciRatios.join(', ')}`,
    );
  }
  const m = figures.memory;
  lines.push(
    `  gateway RSS: ${m.rssAfterRoundsMB} MB after the rounds, ${m.rssBeforeMB} MB after the warm-up, ${m.rssAfterMB} MB after ${m.calls} more calls (${m.rssGrowthMB} MB)`,
    `  gateway heap after a full GC: ${m.heapBeforeMB} MB after the warm-up, ${m.heapAfterMB} MB after ${m.calls} more calls (${m.heapGrowthMB} MB)`,
  );
  return lines;
}

const [mode, port, platform] = process.argv.slice(2);
if (resolve(process.argv[1] ?? '') === self) {
  if (mode === '--platform') await runPlatform(Number(port));
  else if (mode === '--proxy') await runProxy(Number(port), platform, sendByFetch);
  else if (mode === '--proxy-undici') await runProxy(Number(port), platform, await sendByUndici());
  else {
    console.error('bench-gateway: run it through `node tools/bench/bench.mjs --gateway`');
    process.exitCode = 2;
  }
}
