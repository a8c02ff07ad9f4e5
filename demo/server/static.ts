// Static files of the demo site: the built bundle (dist/), the demo pages (demo/) and the
// bench fixture pages (test/bench/), from the repository root. Only known file types are
// served (so demo/server/*.ts and the like are not), nothing outside the allowed folders,
// never through `..`, an encoded slash or a symlink pointing elsewhere.
import { createReadStream, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join, posix, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticOptions {
  /** Absolute path of the repository root. */
  root: string;
  /** URL folders that may be served, each mapped to the same path under root, e.g. '/dist/'. */
  folders: readonly string[];
  /** Headers added to HTML responses (the CSP). */
  htmlHeaders: Readonly<Record<string, string>>;
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(text);
}

/**
 * Maps a URL pathname to a file under root, or null when it must not be served: outside the
 * allowed folders, traversal, NUL, malformed escapes, unknown file type.
 */
export function resolveStaticPath(pathname: string, { root, folders }: Pick<StaticOptions, 'root' | 'folders'>): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // any `..` segment at all is refused, even one that would stay inside root
  if (decoded.split('/').includes('..')) return null;
  let normalized = posix.normalize(decoded);
  if (normalized.endsWith('/')) normalized += 'index.html';
  if (!folders.some((folder) => normalized.startsWith(folder))) return null;
  if (!MIME_TYPES[extname(normalized).toLowerCase()]) return null;
  const rootAbs = resolve(root);
  const file = resolve(join(rootAbs, normalized));
  if (!file.startsWith(rootAbs + sep)) return null;
  return file;
}

function statFile(file: string, root: string): Stats | null {
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return null;
    const real = realpathSync(file);
    const realRoot = realpathSync(root);
    if (!real.startsWith(realRoot + sep)) return null;
    return stats;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const compressed = new Map<string, Promise<Buffer>>();
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The file compressed as a CDN serves it: Brotli (quality 11) to a browser that takes it, else
 * gzip -9; once per version (its ETag). Brotli makes betr.js about 71 KiB instead of 81 on the
 * wire, some 60 ms less on a slow 4G line. Compressed off the event loop (Brotli 11 takes about
 * 0.35 s for betr.js), so the platform stand-ins on this server answer meanwhile.
 */
function compressedOf(file: string, etag: string, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${file} ${etag}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipped(raw, { level: 9 });
    compressed.set(key, body);
    body.catch(() => compressed.delete(key));
  }
  return body;
}

/**
 * Serves one file (GET and HEAD), compressed where the browser accepts it, with an ETag so a
 * cached copy is revalidated cheaply. The build's chunks are named by their content, so
 * they are cached for good, as a CDN serves hashed assets; everything else is revalidated.
 */
export function serveFile(req: IncomingMessage, res: ServerResponse, file: string | null, options: StaticOptions): void {
  const stats = file ? statFile(file, options.root) : null;
  if (!file || !stats) return sendText(res, 404, 'Not found');
  const type = MIME_TYPES[extname(file).toLowerCase()]!;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  // The bench's own lazily loaded module (test/bench/chunks/) is cached as the build's chunks are.
  const hashed = [resolve(options.root, 'dist', 'chunks'), resolve(options.root, 'test', 'bench', 'chunks')].some((folder) =>
    file.startsWith(folder + sep),
  );
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(type.startsWith('text/html') ? options.htmlHeaders : {}),
    // The build's scripts carry no sourceMappingURL comment (bytes on every page): DevTools
    // finds a script's map by this header, as an operator's CDN may send it.
    ...(file.endsWith('.js') && statFile(`${file}.map`, options.root) ? { SourceMap: `${basename(file)}.map` } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding =
    !COMPRESSIBLE.test(type) || stats.size <= 1024 ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (encoding) {
    compressedOf(file, etag, encoding).then(
      (body) => {
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.destroy(),
    );
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(stats.size) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** A route handler serving `folders` from root. */
export function staticFiles(options: StaticOptions) {
  return (req: IncomingMessage, res: ServerResponse, url: URL): void =>
    serveFile(req, res, resolveStaticPath(url.pathname, options), options);
}
