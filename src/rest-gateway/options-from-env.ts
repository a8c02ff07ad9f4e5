import { DEFAULTS, type GatewayOptions } from './gateway';
import { apiSecretBytes } from './sign';

/**
 * The gateway's options from environment variables (the CLI's, and an edge function's `env`):
 *   BETR_PLATFORM_URL, BETR_API_ID, BETR_API_SECRET      required; the secret is hex, as the platform issues it
 *   BETR_BASE_PATH                                       default /api/betr
 *   BETR_TRUSTED_PROXIES     comma-separated addresses and CIDR ranges, or a number of hops
 *   BETR_MAX_BODY_BYTES                                  default 10485760
 *   BETR_RATE_LIMIT          attempts per IP and window; 0 turns the limit off. Default 20
 *   BETR_RATE_LIMIT_WINDOW_SECONDS                       default 60
 *   BETR_RATE_LIMIT_REDIS_URL  a Redis all instances share (redis://…); default none, each counts its own
 *   BETR_TIMEOUT_MS                                      default 30000
 *   BETR_FORWARD_HEADERS     comma-separated request headers passed on; default none
 */
/** The Redis URL, checked here so that a typo stops the start rather than every call. Never echoed: it may hold a password. */
function redisUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    // reported below
  }
  if (protocol !== 'redis:' && protocol !== 'rediss:')
    throw new Error('betr-rest-gateway: BETR_RATE_LIMIT_REDIS_URL must be a redis:// or rediss:// URL');
  return text;
}

export function gatewayOptionsFromEnv(env: Record<string, string | undefined>): GatewayOptions {
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const number = (name: string, fallback: number): number => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < 0) throw new Error(`betr-rest-gateway: ${name} must be a number, not "${text}"`);
    return value;
  };
  const need = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`betr-rest-gateway: set ${name}`);
    return value;
  };
  const apiSecret = need('BETR_API_SECRET');
  // Checked here too, so that the CLI names the bad setting before it starts.
  apiSecretBytes(apiSecret);
  const proxies = env.BETR_TRUSTED_PROXIES?.trim() ?? '';
  const rateLimit = number('BETR_RATE_LIMIT', DEFAULTS.rateLimit.max);
  return {
    platformUrl: need('BETR_PLATFORM_URL'),
    apiId: need('BETR_API_ID'),
    apiSecret,
    basePath: env.BETR_BASE_PATH?.trim() || DEFAULTS.basePath,
    trustedProxies: /^\d+$/.test(proxies) ? Number(proxies) : list(proxies),
    maxBodyBytes: number('BETR_MAX_BODY_BYTES', DEFAULTS.maxBodyBytes),
    rateLimit:
      rateLimit === 0
        ? false
        : {
            max: rateLimit,
            windowMs: number('BETR_RATE_LIMIT_WINDOW_SECONDS', DEFAULTS.rateLimit.windowMs / 1000) * 1000,
            redisUrl: redisUrl(env.BETR_RATE_LIMIT_REDIS_URL),
          },
    timeoutMs: number('BETR_TIMEOUT_MS', DEFAULTS.timeoutMs),
    forwardHeaders: list(env.BETR_FORWARD_HEADERS),
  };
}
