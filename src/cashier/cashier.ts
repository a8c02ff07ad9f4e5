import { DEFAULT_INIT_LOAD_TIMEOUT_MS, type CashierConfig, type ConfigObject, type ConfigValue, type LookupConfig } from './config';
import {
  eventNameOf,
  parseMessage,
  predefinedAmountsFor,
  type CashierEventName,
  type CashierMessage,
  type CashierPayload,
} from './messages';
import { cashierHosts, type CashierHosts } from './environments';
import { INVALID_ORIGIN, allowedOrigins, mayRead } from './origins';
import { NOT_SENT, cashierUrl, lookupUrl } from './query';

export type CashierHandler = (payload: CashierPayload) => void;

export interface CashierOptions {
  /** The element, or a selector for it, that the cashier iframe is appended to. Its classes are left alone. */
  container: HTMLElement | string;
  /** Copied: the caller's object is never changed. */
  config: CashierConfig;
  /** Callbacks by event name; the same as calling `on(name, handler)` for each. */
  on?: { [K in CashierEventName]?: CashierHandler };
  /** Accessible names of the iframes. */
  title?: string;
  lookupTitle?: string;
  /** Instead of the environment's hosts: a proxied or self-hosted cashier. The origin allow-list follows. */
  hosts?: CashierHosts;
  /** For cashiers that expect the lookup's PKCE challenge as the raw SHA-256 bytes instead of RFC 7636 base64url. */
  rawPkceChallenge?: boolean;
}

/** One cashier: its iframes, its listeners and its state, independent of any other on the page. */
export interface Cashier {
  /** Listen to an event; returns the function that stops listening. */
  on(name: CashierEventName, handler: CashierHandler): () => void;
  /** Merge settings into the config and send them (UPDATE_DATA, without merchantId, userId and sessionId). */
  update(data: Partial<CashierConfig>): void;
  /** Style the cashier (SET_CSS). */
  css(css: string): void;
  /** Take the cashier out of the tab order and tell it (CASHIER_PAUSE); `resume` undoes it. */
  pause(): void;
  resume(): void;
  /** (Re)create the cashier iframe, with `data` merged into the config. */
  setup(data?: Partial<CashierConfig>): void;
  /** Remove the cashier iframe and clear the loaded flag; `setup()` brings it back. */
  reset(): void;
  /** Remove every iframe, script, timer and listener this cashier added. */
  destroy(): void;
  /** Answer PIQ_INITIATE_NATIVE_PAYMENT (PIQ_PROCESS_NATIVE_PAYMENT). */
  processNativePayment(payload: CashierPayload): void;
  readonly loaded: boolean;
  readonly iframe: HTMLIFrameElement | null;
  readonly lookupIframe: HTMLIFrameElement | null;
}

/** Everything the payment pages may ask of the browser (spec: iframe permissions). */
const ALLOW = [
  'geolocation',
  'camera',
  'payment',
  'clipboard-read',
  'clipboard-write',
  'autoplay',
  'microphone',
  'fullscreen',
  'accelerometer',
  'magnetometer',
  'gyroscope',
  'picture-in-picture',
  'otp-credentials',
]
  .map((feature) => `${feature} *`)
  .join('; ');

export const DEVICE_ID_RETRY_MS = 50;
const DEVICE_ID_TRIES = 40;
export const LOOKUP_INITIAL_HEIGHT = '250px';

const IDS = new Set(['merchantId', 'userId', 'sessionId']);

function element(target: HTMLElement | string): HTMLElement {
  const found = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
  if (!found) throw new Error(`PIQ Cashier: no element ${String(target)}`);
  return found;
}

/** What UPDATE_DATA carries: the config without ids, host-only settings or empty values. */
function dataOf(config: CashierConfig): ConfigObject {
  return Object.fromEntries(
    Object.entries(config).filter(
      ([key, value]) => !IDS.has(key) && !NOT_SENT.has(key) && value !== null && value !== undefined && value !== '',
    ),
  ) as ConfigObject;
}

function cssSize(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return `${value}px`;
  if (typeof value !== 'string') return null;
  if (/^\d+(\.\d+)?$/.test(value)) return `${value}px`;
  return /^\d+(\.\d+)?(px|%|vh|dvh|em|rem)$/.test(value) ? value : null;
}

/**
 * Create a cashier in `container`: the cashier iframe at once, or first the lookup iframe
 * when `config.lookupConfig` is given. Throws on an unknown environment or a missing
 * container.
 */
export function createCashier(options: CashierOptions): Cashier {
  let config: CashierConfig = { ...options.config };
  const lookup: LookupConfig | null = config.lookupConfig ? { ...config.lookupConfig } : null;
  const hosts = options.hosts ?? cashierHosts(config.environment);
  const allowed = allowedOrigins(hosts);
  const container = element(options.container);
  const handlers = new Map<CashierEventName, Set<CashierHandler>>();
  const scripts = new Set<HTMLScriptElement>();
  let frame: HTMLIFrameElement | null = null;
  let lookupFrame: HTMLIFrameElement | null = null;
  let loaded = false;
  let paused = false;
  let destroyed = false;
  let pendingUpdate = false;
  let pendingCss: string | null = null;
  let siruSelected = false;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let devicePoll: ReturnType<typeof setTimeout> | undefined;
  /** undefined while it is being made; null when that failed. */
  let device: string | null | undefined;

  // Made while the cashier loads, in a chunk of its own (./device-id).
  import('./device-id')
    .then((made) => made.deviceId())
    .then(
      (id) => (device = id),
      () => {
        device = null;
        console.error('Failed to generate device id');
      },
    );
  /**
   * The payment method's rarer requests (./requests), loaded with the first; one promise keeps
   * them in order, and a cashier destroyed meanwhile does none of them.
   */
  let requests: Promise<typeof import('./requests')> | undefined;
  const request = (run: (module: typeof import('./requests')) => void) =>
    void (requests ??= import('./requests')).then((module) => destroyed || run(module));

  const on = (name: CashierEventName, handler: CashierHandler) => {
    let set = handlers.get(name);
    if (!set) handlers.set(name, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  };
  for (const [name, handler] of Object.entries(options.on ?? {})) if (handler) on(name as CashierEventName, handler);

  function emit(name: CashierEventName, payload: CashierPayload): void {
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  function post(target: HTMLIFrameElement | null, eventType: string, payload: unknown = {}): void {
    const win = target?.contentWindow;
    if (win) win.postMessage({ eventType, payload }, new URL(target.src).origin);
  }

  function iframe(src: string, title: string): HTMLIFrameElement {
    const el = document.createElement('iframe');
    el.src = src;
    el.title = title;
    el.allow = ALLOW;
    el.style.border = '0';
    return el;
  }

  function setup(data: Partial<CashierConfig> = {}): void {
    if (destroyed) return;
    try {
      removeCashier();
      config = { ...config, ...data } as CashierConfig;
      frame = iframe(cashierUrl(config, window.location.origin, hosts), options.title ?? 'Payment cashier');
      frame.style.width = config.containerWidth ?? '100%';
      frame.style.height = config.containerHeight ?? '100%';
      frame.style.minHeight = config.containerMinHeight ?? '0px';
      container.append(frame);
      const ms = config.initLoadErrorTimeout ?? DEFAULT_INIT_LOAD_TIMEOUT_MS;
      loadTimer = setTimeout(() => {
        const status = `Could not load cashier iframe. Execution time limit was exceeded: ${ms} milliseconds`;
        console.error(status);
        emit('load-error', { status, timeLimit: ms });
      }, ms);
    } catch (error) {
      console.error('Failed to setup cashier', error);
      emit('load-error', { status: 'Failed to setup cashier' });
    }
  }

  function removeCashier(): void {
    clearTimeout(loadTimer);
    clearTimeout(devicePoll);
    frame?.remove();
    frame = null;
    loaded = false;
  }

  function setPaused(value: boolean): void {
    paused = value;
    if (!frame) return;
    frame.tabIndex = value ? -1 : 0;
    post(frame, value ? 'CASHIER_PAUSE' : 'CASHIER_RESUME');
  }

  function pollDeviceId(tries: number): void {
    clearTimeout(devicePoll);
    if (device) return post(frame, 'PIQ_DEVICE_ID', { deviceId: device });
    if (device === null) return;
    if (tries >= DEVICE_ID_TRIES) return console.error('DeviceId not defined');
    devicePoll = setTimeout(() => pollDeviceId(tries + 1), DEVICE_ID_RETRY_MS);
  }

  function update(data: Partial<CashierConfig>): void {
    config = { ...config, ...data } as CashierConfig;
    if (loaded) post(frame, 'UPDATE_DATA', dataOf(config));
    else pendingUpdate = true;
  }

  async function answerPkce(codeVerifier: unknown): Promise<void> {
    if (typeof codeVerifier !== 'string') return;
    // Only a lookup asks: the PKCE code arrives with its first question.
    const { codeChallenge, sha256 } = await import('./pkce');
    const challenge = options.rawPkceChallenge ? await sha256(codeVerifier) : await codeChallenge(codeVerifier);
    post(lookupFrame, 'PIQ_LOOKUP_SHA_256', { codeChallenge: challenge, codeVerifier });
  }

  function handle({ eventType, payload }: CashierMessage, fromLookup: boolean): void {
    switch (eventType) {
      case 'CASHIER_INIT_LOAD':
        loaded = true;
        clearTimeout(loadTimer);
        if (pendingUpdate) post(frame, 'UPDATE_DATA', dataOf(config));
        if (pendingCss !== null) post(frame, 'SET_CSS', { css: pendingCss });
        if (paused) setPaused(true);
        pendingUpdate = false;
        pendingCss = null;
        pollDeviceId(0);
        break;
      case 'APP_SET_HEIGHT':
      case 'PIQ_LOOKUP_REPORT_HEIGHT': {
        const target = eventType === 'APP_SET_HEIGHT' ? frame : lookupFrame;
        const height = cssSize(payload.height);
        if (target && height) target.style.height = height;
        break;
      }
      case 'IS_LOADING':
        if (fromLookup) post(frame, 'IS_LOADING', payload);
        break;
      case 'SELECTED_TX_METHOD': {
        const method = payload.method as { providerType?: unknown } | undefined;
        const providerType = payload.providerType ?? method?.providerType;
        const siru = predefinedAmountsFor(providerType, null) !== null;
        if (siru || siruSelected)
          update({ predefinedAmounts: predefinedAmountsFor(providerType, options.config.predefinedAmounts) as ConfigValue });
        siruSelected = siru;
        break;
      }
      case 'TOP_URL_REPLACE':
        return request((m) => m.replaceTopUrl(payload.url));
      case 'SETUP_AUTHORIZE_SCRIPT':
        return request((m) => m.addAuthorizeScript(payload.provider, payload.authorizeScript, allowed, scripts));
      case 'EXECUTE_AUTHORIZE_METHOD':
        return request((m) => m.executeAuthorizeMethod(payload.method, payload.parameters, scripts));
      case 'GET_INTEGRATIONS_SCRIPT_URL': {
        const url = new URL(window.location.href);
        if (payload.txRefId) url.searchParams.set('txRefId', String(payload.txRefId));
        return post(frame, 'POST_INTEGRATION_URL', { url: url.href, txRefId: payload.txRefId });
      }
      case 'PIQ_LOOKUP_SHA_256':
        void answerPkce(payload.codeVerifier);
        return;
      case 'PIQ_LOOKUP_CUSTOMER_IDENTIFIED':
        if (frame && loaded) setPaused(false);
        else {
          const { userId, sessionId, user, attributes, didToken } = payload as Record<string, ConfigValue>;
          setup({
            userId,
            sessionId,
            user,
            attributes: { ...(attributes as ConfigObject | undefined), didToken },
          } as Partial<CashierConfig>);
        }
        break;
      case 'PIQ_LOOKUP_EDIT_USER':
        setPaused(true);
        break;
      case 'PIQ_LOOKUP_CUSTOMER_RESET':
        removeCashier();
        break;
    }
    const name = eventNameOf(eventType);
    if (name) emit(name, payload);
  }

  const onMessage = (event: MessageEvent) => {
    const fromCashier = frame !== null && event.source === frame.contentWindow;
    const fromLookup = !fromCashier && lookupFrame !== null && event.source === lookupFrame.contentWindow;
    // Another cashier's frames, or other scripts: not ours to read.
    if (!fromCashier && !fromLookup) return;
    const message = parseMessage(event.data);
    if (!message) return;
    if (!mayRead(message.eventType, event.origin, allowed)) return console.error(INVALID_ORIGIN);
    handle(message, fromLookup);
  };
  window.addEventListener('message', onMessage);

  if (lookup) {
    const { domElement, ...lookupSettings } = lookup;
    lookupFrame = iframe(
      lookupUrl({ environment: config.environment, merchantId: config.merchantId, ...lookupSettings }, window.location.origin, hosts),
      options.lookupTitle ?? 'Payment lookup',
    );
    lookupFrame.style.width = '100%';
    lookupFrame.style.minWidth = '100%';
    lookupFrame.style.height = LOOKUP_INITIAL_HEIGHT;
    (domElement ? element(domElement) : container).append(lookupFrame);
  } else {
    setup();
  }

  return {
    on,
    update,
    css(css) {
      if (loaded) post(frame, 'SET_CSS', { css });
      else pendingCss = css;
    },
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    setup,
    reset() {
      if (!frame) return console.error("No PIQ Cashier found and can't reset");
      removeCashier();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      removeCashier();
      lookupFrame?.remove();
      lookupFrame = null;
      for (const script of scripts) script.remove();
      scripts.clear();
      window.removeEventListener('message', onMessage);
      handlers.clear();
    },
    processNativePayment: (payload) => post(frame, 'PIQ_PROCESS_NATIVE_PAYMENT', payload),
    get loaded() {
      return loaded;
    },
    get iframe() {
      return frame;
    },
    get lookupIframe() {
      return lookupFrame;
    },
  };
}
