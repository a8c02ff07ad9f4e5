// The demo's casino page with the build's hints in its <head>, as an operator pastes them
// (docs/embed-on-a-page.md): the modulepreload lines of dist/preload.html for the page's language,
// in place of its `<!-- betr:preload -->` comment. The chunk names change with every build, so the demo
// server writes them in when it serves the page, rather than the page keeping stale names.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sendText, type StaticOptions } from './static.ts';

const MARKER = '<!-- betr:preload -->';

/** The block of `locale` in dist/preload.html (its lines between `<!-- locale -->` and the next block). */
function preloadBlock(hints: string, locale: string): string {
  const parts = hints.split(/^<!-- ([\w-]+) -->$/m);
  const at = parts.indexOf(locale);
  return at > 0 ? parts[at + 1]!.trim() : '';
}

/** Serves `page` (a path under root) with its preload comment replaced by the build's lines for its `<html lang>`. */
export function pageWithHints(page: string, options: StaticOptions) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const file = resolve(options.root, page);
    if (!existsSync(file)) return sendText(res, 404, 'Not found');
    const html = readFileSync(file, 'utf8');
    const hintsFile = resolve(options.root, 'dist', 'preload.html');
    const lang = /<html[^>]*\slang="([\w-]+)"/.exec(html)?.[1] ?? 'en';
    const locale = lang === 'en' ? 'en-US' : lang;
    const lines = existsSync(hintsFile) ? preloadBlock(readFileSync(hintsFile, 'utf8'), locale) : '';
    const body = Buffer.from(html.replace(MARKER, lines.split('\n').join('\n    ')));
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const sent = gzip ? gzipSync(body, { level: 9 }) : body;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': String(sent.length),
      ...options.htmlHeaders,
    });
    res.end(req.method === 'HEAD' ? undefined : sent);
  };
}
