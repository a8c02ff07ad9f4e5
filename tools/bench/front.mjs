// The front of the bench's Lighthouse runs: the demo server (HTTP/1.1, Brotli) as an operator's
// server or a CDN serves a page and betr's dist/.
//   - HTTP/2 (the default): over TLS, as every CDN. Lighthouse simulates the slow 4G network from
//     the connections it saw: over HTTP/1.1 it allows six per origin, and a page's 30 small
//     chunks wait their turn a round trip at a time; over HTTP/2 they share one connection
//     (README, Performance). The certificate is made for the run (openssl, self-signed for
//     localhost) and thrown away with the front; the browser that measures is told to accept it
//     (`--ignore-certificate-errors`).
//   - HTTP/1.1 (`http2: false`): plain HTTP, as many operators' own servers still speak.
// `apiElsewhere` pages (paths) are an operator's own: their platform is on another origin, the
// demo server's own address (http://127.0.0.1:PORT, whose CORS answers a loopback page), which
// their `api-url="/api/rest"` is made to name, and they come without the demo's
// Content-Security-Policy (its `style-src 'self'` refused the page's own inline style).
// Loopback only.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Headers of one hop, which HTTP/2 forbids or the next hop sets itself. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'http2-settings', 'host']);
const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP.has(name)));

/** The platform's origin for an `apiElsewhere` page of `target` (http://localhost:PORT): http://127.0.0.1:PORT. */
const apiOriginOf = (target) => `http://127.0.0.1:${new URL(target).port}`;

/**
 * Serve `target` (http://localhost:PORT) until `close()`: on https://localhost:<free port> over
 * HTTP/2, or (`http2: false`) on http://localhost:<free port> over HTTP/1.1.
 */
export async function startFront(target, { http2 = true, apiElsewhere = [] } = {}) {
  return http2 ? startHttp2(target, apiElsewhere) : listen(createServer(forward(target, apiElsewhere)), 'http', () => {});
}

/** The handler of either front: `target`'s answer, an `apiElsewhere` page rewritten (gzip, as the operator's server would). */
function forward(target, apiElsewhere) {
  const { host } = new URL(target);
  const apiOrigin = apiOriginOf(target);
  return (req, res) => {
    const rewrite = apiElsewhere.includes(new URL(req.url, target).pathname);
    const headers = { ...forwardable(req.headers), host, ...(rewrite ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = request(new URL(req.url, target), { method: req.method, headers }, (answer) => {
      if (!rewrite) {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const out = forwardable(answer.headers);
        delete out['content-length'];
        delete out['content-security-policy'];
        const page = Buffer.concat(chunks).toString('utf8').replaceAll('api-url="/api/rest"', `api-url="${apiOrigin}/api/rest"`);
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? gzipSync(page) : Buffer.from(page);
        if (gzip) out['content-encoding'] = 'gzip';
        res.writeHead(answer.statusCode ?? 502, { ...out, 'content-length': body.length });
        res.end(body);
      });
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

async function startHttp2(target, apiElsewhere) {
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
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, forward(target, apiElsewhere));
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  return listen(server, 'https', () => {
    for (const session of sessions) session.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
}

/** `server` on a free loopback port: its URL, and `close()`, which also runs `cleanUp`. */
async function listen(server, scheme, cleanUp) {
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, 'localhost', resolveListen);
  });
  return {
    url: `${scheme}://localhost:${server.address().port}`,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections?.();
        cleanUp();
      }),
  };
}
