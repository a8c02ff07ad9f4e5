/** A message between the host page and the cashier or lookup iframe. */
export interface CashierMessage {
  eventType: string;
  payload: Record<string, unknown>;
}

/**
 * The one list of cashier event names. The events a cashier reports to its host, by the
 * iframe's eventType: the transaction outcomes first, then the other cashier and lookup
 * events (cashier §4). Each reaches the page as `betr-cashier-{name}` (BetrEventMap in
 * src/elements/events.ts is mapped over these names; CashierFrame forwards CASHIER_PAGE_EVENTS).
 */
const PAGE_EVENTS = {
  TX_SUCCESS: 'success',
  TX_FAILED: 'failed',
  TX_PENDING: 'pending',
  TX_UNRESOLVED: 'unresolved',
  TX_CANCELLED: 'cancelled',
  TX_VALIDATION_FAILED: 'validation-failed',
  TRANSACTION_INIT: 'init',
  CASHIER_INIT_LOAD: 'loaded',
  IS_LOADING: 'loading',
  DONE_LOADING: 'done-loading',
  APP_VISIBLE: 'app-visible',
  APP_HIDDEN: 'app-hidden',
  SELECTED_TX_METHOD: 'method-selected',
  ENTERED_TX_METHOD_PAGE: 'method-page-entered',
  APP_ROUTE_CHANGE: 'route-change',
  NEW_IFRAME: 'new-provider-window',
  NEW_WINDOW: 'new-provider-window',
  CANCEL_PENDING_WITHDRAWAL: 'cancelled-pending-withdrawal',
  APP_SET_HEIGHT: 'height-change',
  ONLOAD_ERROR: 'load-error',
  CASHIER_PAUSE: 'pause',
  CASHIER_RESUME: 'resume',
  CHANGE: 'change',
  LOOKUP_INIT_LOAD: 'lookup-loaded',
  PIQ_LOOKUP_CUSTOMER_IDENTIFIED: 'lookup-identified',
  PIQ_LOOKUP_EDIT_USER: 'lookup-edit',
  PIQ_LOOKUP_CUSTOMER_RESET: 'lookup-reset',
  PIQ_LOOKUP_REPORT_HEIGHT: 'lookup-height',
} as const;

/** What the iframe asks of its host (provider config, customer data, native payment): heard by the cashier, never forwarded to the page. */
const REQUESTS = {
  ADD_CONFIG_TO_WINDOW: 'provider-config',
  PIQ_CUSTOMER_DATA: 'customer-data',
  PIQ_INITIATE_NATIVE_PAYMENT: 'native-payment',
  PIQ_STATUS_NATIVE_PAYMENT: 'native-payment-status',
} as const;

export const CASHIER_EVENTS = { ...PAGE_EVENTS, ...REQUESTS } as const;

/** A cashier event the page hears as `betr-cashier-{name}`. */
export type CashierPageEventName = (typeof PAGE_EVENTS)[keyof typeof PAGE_EVENTS];
/** Every name the page hears, once each, in the table's order. */
export const CASHIER_PAGE_EVENTS: readonly CashierPageEventName[] = [...new Set(Object.values(PAGE_EVENTS))];

export type CashierEventName = (typeof CASHIER_EVENTS)[keyof typeof CASHIER_EVENTS];
export type CashierPayload = Record<string, unknown>;

/** The host's event for an iframe's eventType; null for messages that are requests, not events. */
export function eventNameOf(eventType: string): CashierEventName | null {
  return Object.hasOwn(CASHIER_EVENTS, eventType) ? CASHIER_EVENTS[eventType as keyof typeof CASHIER_EVENTS] : null;
}

/**
 * A message as the iframes send it: an object `{eventType, payload}`, or the same as JSON
 * text. Anything else (another script's messages) is null.
 */
export function parseMessage(data: unknown): CashierMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { eventType, payload } = value as { eventType?: unknown; payload?: unknown };
  if (typeof eventType !== 'string' || !eventType) return null;
  return {
    eventType,
    payload:
      typeof payload === 'object' && payload !== null
        ? (payload as Record<string, unknown>)
        : payload === undefined
          ? {}
          : { value: payload },
  };
}

/** The SIRU provider type (mobile billing) takes only these amounts (spec). */
export const SIRU_PREDEFINED_AMOUNTS = [5, 10, 15] as const;

/** The predefined amounts once a method is selected: SIRU's own, else what was configured. */
export function predefinedAmountsFor(providerType: unknown, configured: unknown): unknown {
  return typeof providerType === 'string' && providerType.toUpperCase() === 'SIRU' ? [...SIRU_PREDEFINED_AMOUNTS] : configured;
}
