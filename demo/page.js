// What every demo page does first: the <betr-config> for the adapter the address names
// (?adapter=stub|rest|wamp, ?jurisdiction=, ?identity=frame), pointing each back end at this
// provider server's stand-ins; and the player's wallet as the page's header shows it.
// Plain JS (the pages run under a strict CSP: script-src 'self').

export const params = new URLSearchParams(location.search);
export const adapter = params.get('adapter') ?? 'stub';

/** Put the page's <betr-config> first in <body>, before betr.js loads. */
export async function configurePage() {
  // The cashier stand-in runs on CASHIER_PORT; the widgets' development cashier follows it.
  const cashier = await fetch('/api/demo/cashier').then((response) => response.json());
  const config = document.createElement('betr-config');
  config.setAttribute('adapter', adapter);
  if (adapter === 'rest') config.setAttribute('api-url', `${location.origin}/api/rest`);
  if (adapter === 'wamp') {
    config.setAttribute('url', `ws://${location.host}/wamp`);
    config.setAttribute('realm', 'betr');
    config.setAttribute('merchant-id', 'betr-demo');
    config.setAttribute('cashier-environment', 'development');
  }
  // ?jurisdiction=SGA: bank-identity sign-in; ?identity=frame: the identity provider's frame (this server's stand-in)
  if (params.get('jurisdiction')) config.setAttribute('jurisdiction', params.get('jurisdiction'));
  if (params.get('identity') === 'frame') config.setAttribute('identity-origin', location.origin);
  // The REST platform's bank identity ends its frame on a page of ours: an empty one is enough.
  if (adapter === 'rest') config.setAttribute('identity-return-url', '/demo/identity-return.html');
  config.setAttribute('cashier-url', cashier.url);
  document.body.prepend(config);
}

/**
 * Call `show(wallet)` with the signed-in player's wallet (null for a visitor) now, on sign-in
 * and sign-out, and with every new balance betr announces (`betr-wallet`: after a payment,
 * a balance the platform pushes).
 */
export function watchWallet(betr, show) {
  const refresh = async () => show(betr.isSignedIn() ? await betr.getWallet().catch(() => null) : null);
  for (const name of ['betr-signed-in', 'betr-signed-out', 'betr-ready']) document.addEventListener(name, refresh);
  document.addEventListener('betr-wallet', (event) => show(event.detail.wallet));
  return refresh();
}

/** A wallet's total balance in its currency, as a player reads it. */
export const formatBalance = (wallet) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: wallet.currency }).format(wallet.totalBalance);
