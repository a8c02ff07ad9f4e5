// Static files of the demo site: the built bundle (dist/), the demo pages (demo/) and the
// bench fixture pages (test/bench/), from the repository root. Only known file types are
// served (so demo/server/*.ts and the like are not), nothing outside the allowed folders,
// never through `..`, an encoded slash or a symlink pointing elsewhere.
import { createReadStream, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, posix, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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
const gzipped = new Map<string, Buffer>();

/** The file gzipped, as a CDN serves it; compressed once per version (its ETag). */
function gzipOf(file: string, etag: string): Buffer {
  const key = `${file} ${etag}`;
  let body = gzipped.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzipped.set(key, body);
  }
  return body;
}

/**
 * Serves one file (GET and HEAD), gzipped where the browser accepts it, with an ETag so a
 * cached copy is revalidated cheaply. The build's chunks are named by their content, so
 * they are cached for good, as a CDN serves hashed assets; everything else is revalidated.
 */
export function serveFile(req: IncomingMessage, res: ServerResponse, file: string | null, options: StaticOptions): void {
  const stats = file ? statFile(file, options.root) : null;
  if (!file || !stats) return sendText(res, 404, 'Not found');
  const type = MIME_TYPES[extname(file).toLowerCase()]!;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const hashed = file.startsWith(resolve(options.root, 'dist', 'chunks') + sep);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(type.startsWith('text/html') ? options.htmlHeaders : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const gzip = COMPRESSIBLE.test(type) && stats.size > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    const body = gzipOf(file, etag);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
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
  return (req: IncomingMessage, res: ServerResponse, url: URL): void => serveFile(req, res, resolveStaticPath(url.pathname, options), options);
}
