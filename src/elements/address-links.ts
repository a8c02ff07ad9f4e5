import { openPopup, type WidgetType } from '../stores/popup';
import { checkSession } from '../stores/session';

const screens = () => import('../stores/open');

/** The second platform's sign-up deposit link, `?method=&amount=&bonusCode=`: the deposit popup's attributes. */
function signUpDeposit(q: URLSearchParams): Record<string, string> {
  const method = q.get('method');
  const attributes: Record<string, string> = {};
  if (method && method !== 'deposit') attributes['provider-type'] = method;
  if (q.get('amount')) attributes.amount = q.get('amount')!;
  if (q.get('bonusCode')) attributes['bonus-code'] = q.get('bonusCode')!;
  return attributes;
}

/**
 * Links in mail open the matching widget: `?reset-pw-key=` or `?token=&username=` (reset
 * password), `?activation-key=` or `?email=&code=` (activation), `?unsubscribe-token=` or
 * the platform's `?unsubToken=` (unsubscribe). The secret is removed from the address at
 * once so it is not left in history or shared by copy-paste.
 */
export function openFromAddress(): void {
  const url = new URL(window.location.href);
  const q = url.searchParams;
  let opened: [WidgetType, Record<string, string>, string[]] | null = null;
  if (q.get('reset-pw-key')) opened = ['reset-password', { 'reset-key': q.get('reset-pw-key')! }, ['reset-pw-key']];
  else if (q.get('token') && q.get('username'))
    opened = ['reset-password', { token: q.get('token')!, username: q.get('username')! }, ['token', 'username']];
  else if (q.get('activation-key'))
    opened = [
      'activation-form',
      { code: q.get('activation-key')!, ...(q.get('email') ? { email: q.get('email')! } : {}) },
      ['activation-key', 'email'],
    ];
  else if (q.get('email') && q.get('code'))
    opened = ['activation-form', { email: q.get('email')!, code: q.get('code')! }, ['email', 'code']];
  else if (q.has('unsubscribe-token') || q.has('unsubToken'))
    opened = ['unsubscribe', { token: q.get('unsubscribe-token') || q.get('unsubToken') || '' }, ['unsubscribe-token', 'unsubToken']];
  else if (q.get('method') || q.get('amount')) opened = ['deposit', signUpDeposit(q), ['method', 'amount', 'bonusCode']];
  else if (CASHIER_LINKS.some((name) => q.has(name))) return openCashierFromAddress(url);
  if (!opened) return;
  const [type, attributes, consumed] = opened;
  for (const name of consumed) q.delete(name);
  history.replaceState(history.state, '', url.pathname + (q.size ? `?${q}` : '') + url.hash);
  openPopup(type, { attributes });
}

const CASHIER_LINKS = ['payment-status', 'deposit', 'withdraw'] as const;

/**
 * The first platform's cashier links: `?deposit` and `?withdraw` open the cashier as
 * openDeposit and openWithdraw do, once the stored session has been checked;
 * `?payment-status=` (back from a payment) opens the deposit popup with that outcome.
 */
function openCashierFromAddress(url: URL): void {
  const q = url.searchParams;
  const status = q.get('payment-status');
  const withdraw = status === null && !q.has('deposit');
  for (const name of CASHIER_LINKS) q.delete(name);
  history.replaceState(history.state, '', url.pathname + (q.size ? `?${q}` : '') + url.hash);
  void checkSession().then(async () => {
    if (status !== null) return openPopup('deposit', { attributes: { 'payment-status': status } });
    const actions = await screens();
    return withdraw ? actions.openWithdraw() : actions.openDeposit();
  });
}
