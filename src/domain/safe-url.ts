/**
 * The one rule for every address that comes from provider data and becomes a link, a frame or
 * a navigation (a message's call to action, a game or page in the external frame, the
 * cashier's redirects and scripts), and the rule for images from provider data.
 */

/**
 * Whether a relative address stays on the page's origin does not depend on which origin that
 * is, so any placeholder serves: the rule stays pure.
 */
const PAGE = 'https://page.invalid';

/**
 * ASCII control characters and DEL. Browsers drop tab, LF and CR anywhere in an address and
 * strip the others at its ends, so `/\t/evil.example` is `//evil.example` to them: such an
 * address is refused whole rather than cleaned into a guess.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * `href` if a link made from it may be followed: a path on this site (`/…`, but never
 * `//host`, `/\host`, or anything the URL parser takes off the page's origin) or an absolute
 * http(s) address (returned as the URL parser spells it). Anything else — `javascript:`,
 * `data:`, `vbscript:` in any case mix, `\\host`, `http:\\host`, bare words, encoded schemes,
 * control characters — is null.
 */
export function safeLink(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const text = href.trim();
  if (!text || CONTROL.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, PAGE);
  } catch {
    return null;
  }
  if (text[0] === '/') return url.origin === PAGE && !/^.[/\\]/.test(text) ? text : null;
  return /^https?:\/\/[^/\\]/i.test(text) ? url.href : null;
}

/**
 * `src` if an image from provider data may load from it: a path on this site, an https
 * address, or an inline `data:image/…` picture (it makes no request, so it tracks nobody, and
 * an `<img>` never runs script). http (readable and changeable on the way) and every other
 * scheme are dropped. Which https hosts may serve images is the host page's to say, in its CSP
 * `img-src`, as docs/security.md shows; the widgets do not keep a second list.
 */
export function safeImage(src: unknown): string | null {
  if (typeof src === 'string' && /^data:image\/[a-z+.-]+[;,]/i.test(src.trim()) && !CONTROL.test(src)) return src.trim();
  const url = safeLink(src);
  return url && (url[0] === '/' || url.startsWith('https:')) ? url : null;
}

/**
 * `src` if a script named by provider data (the operator's chat service) may load from it: a
 * path on this site or an https address. http (changeable on the way, and it would run with
 * the page's rights), `data:`, `blob:` and every other scheme are refused.
 */
export function safeScript(src: unknown): string | null {
  const url = safeLink(src);
  return url && (url[0] === '/' || url.startsWith('https:')) ? url : null;
}

/**
 * Whether a game at `gameUrl` may receive the player's single sign-on token: only a game on
 * the page's own origin or on an origin the operator lists (`betr.configure({ gameOrigins })`).
 * A token given to any address a lobby names would let whoever runs it play as the player.
 */
export function mayReceiveSsoToken(gameUrl: string, pageOrigin: string, gameOrigins: readonly string[] = []): boolean {
  const origin = originOf(gameUrl, pageOrigin);
  return origin !== null && [pageOrigin, ...gameOrigins].some((allowed) => originOf(allowed) === origin);
}

function originOf(address: string, base?: string): string | null {
  try {
    return new URL(address, base).origin;
  } catch {
    return null;
  }
}
