// An HTTP/2 front for the bench's Lighthouse runs: the demo server (HTTP/1.1, Brotli) as a CDN
// serves an operator's page and betr's dist/, over TLS with HTTP/2. Lighthouse simulates the
// slow 4G network from the connections it saw: over HTTP/1.1 it allows six per origin, and a
// page's 30 small chunks wait their turn a round trip at a time; over HTTP/2 they share one
// connection, as on every CDN (README, Performance). The certificate is made for the run
// (openssl, self-signed for localhost) and thrown away with the front; the browser that
// measures is told to accept it (`--ignore-certificate-errors`). Loopback only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop, which HTTP/2 forbids or the next hop sets itself. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'host']);
const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP.has(name)));

/** Serve `target` (http://localhost:PORT) on https://localhost:<free port> over HTTP/2 until `close()`. */
export async function startHttp2Front(target) {
  const dir = mkdtempSync(join(tmpdir(), 'betr-h2-'));
  const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
      ].concat(['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost']),
      { stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the HTTP/2 front needs openssl to make its certificate (apt-get install openssl): ${error.message.split('\n')[0]}`);
  }
  const { host } = new URL(target);
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, (req, res) => {
    const upstream = request(new URL(req.url, target), { method: req.method, headers: { ...forwardable(req.headers), host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', resolveListen);
  });
  return {
    url: `https://localhost:${server.address().port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        for (const session of sessions) session.destroy();
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}
