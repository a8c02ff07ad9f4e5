/**
 * The bank-identity frame's messages (spec: onboarding §7). An identity provider's page,
 * framed from the configured identity origin, posts messages named `betr-oauth` whose
 * `query` carries the action and its data:
 *
 * - `gii::location_href` `{ href }`: the page should go to `href` (the bank app, a redirect);
 * - `gii::cancel_href` `{ href }`: the player cancelled; a beacon goes to `href`, the widget closes;
 * - `gii:bankid:collect` `{ qrCode, isAppOpened, isError }`: the attempt's state.
 *
 * The message may be the object itself or its JSON text.
 */
export const FRAME_MESSAGE_NAME = 'betr-oauth';

export type IdentityFrameMessage =
  | { action: 'location'; href: string }
  | { action: 'cancel'; href: string }
  | { action: 'collect'; qrCode: string | null; isAppOpened: boolean; isError: boolean };

type Query = Record<string, unknown>;

const isObject = (value: unknown): value is Query => typeof value === 'object' && value !== null && !Array.isArray(value);

function decode(data: unknown): Query | null {
  if (isObject(data)) return data;
  if (typeof data !== 'string' || !data.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Schemes a frame may send the page to: the web and the bank app. Never javascript: or data:. */
const NAVIGABLE = new Set(['https:', 'http:', 'bankid:']);
/** A beacon only goes to the web. */
const BEACON = new Set(['https:', 'http:']);

/** `href` as an absolute URL when its scheme is one of `schemes`, else null. */
export function safeUrl(href: unknown, schemes: ReadonlySet<string> = NAVIGABLE): string | null {
  if (typeof href !== 'string' || !href) return null;
  try {
    const url = new URL(href);
    return schemes.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A `message` event's data as a frame message, or null. Messages are accepted only from
 * the configured identity origin: with none configured, or from any other origin, every
 * message is ignored, as is anything malformed or naming an unsafe URL.
 */
export function parseIdentityFrameMessage(data: unknown, origin: string, identityOrigin: string | undefined): IdentityFrameMessage | null {
  if (!identityOrigin || origin !== normalizeOrigin(identityOrigin)) return null;
  const message = decode(data);
  if (!message || message.name !== FRAME_MESSAGE_NAME || !isObject(message.query)) return null;
  const query = message.query;
  switch (query.action) {
    case 'gii::location_href': {
      const href = safeUrl(query.href);
      return href ? { action: 'location', href } : null;
    }
    case 'gii::cancel_href': {
      const href = safeUrl(query.href, BEACON);
      return href ? { action: 'cancel', href } : null;
    }
    case 'gii:bankid:collect':
      return {
        action: 'collect',
        qrCode: typeof query.qrCode === 'string' && query.qrCode ? query.qrCode : null,
        isAppOpened: query.isAppOpened === true,
        isError: query.isError === true,
      };
    default:
      return null;
  }
}

/** The configured origin as `event.origin` spells it (no path, no trailing slash). */
export function normalizeOrigin(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/** What the identity provider's redirect brought: its code and state, or an OAuth `error` (the person or the bank said no). */
export type IdentityFrameReturn = { code: string; state: string } | { error: string; state: string | null };

/**
 * The frame's last address read as its redirect, or null while it is anywhere else: the
 * address must be `redirectUrl` (origin and path) with a `code` and a `state`, or an `error`.
 */
export function readIdentityFrameReturn(href: string, redirectUrl: string): IdentityFrameReturn | null {
  let at: URL;
  let expected: URL;
  try {
    at = new URL(href);
    expected = new URL(redirectUrl);
  } catch {
    return null;
  }
  if (at.origin !== expected.origin || at.pathname !== expected.pathname) return null;
  const code = at.searchParams.get('code');
  const state = at.searchParams.get('state');
  const error = at.searchParams.get('error');
  if (code && state) return { code, state };
  return error ? { error, state } : null;
}
