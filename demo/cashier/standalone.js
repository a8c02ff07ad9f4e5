// The cashier bootstrapper used alone, as an integrator without React would: two independent
// cashiers on one page, each with its own callbacks. Plain JS under the page's strict CSP.
import { CASHIER_EVENTS, cashierHosts, createCashier } from '/dist/cashier.js';

// The development cashier runs where the demo server put it (CASHIER_PORT), the lookup on this origin.
const { url: cashierUrl } = await (await fetch('/api/demo/cashier')).json();
const hosts = { ...cashierHosts('development', cashierUrl), checkout: location.origin };

const log = document.getElementById('cashier-log');
const names = [...new Set(Object.values(CASHIER_EVENTS))];
const callbacks = (label) =>
  Object.fromEntries(
    names.map((name) => [
      name,
      (payload) => {
        const item = document.createElement('li');
        item.textContent = `${label}: ${name} ${JSON.stringify(payload)}`;
        item.dataset.event = `${label}:${name}`;
        log.prepend(item);
      },
    ]),
  );

const cashiers = {
  guest: createCashier({
    container: '#guest-cashier',
    config: { environment: 'development', merchantId: 'betr-demo', method: 'deposit', containerMinHeight: '420px', lookupConfig: {} },
    hosts,
    on: callbacks('guest'),
  }),
  player: createCashier({
    container: '#player-cashier',
    config: {
      environment: 'development',
      merchantId: 'betr-demo',
      userId: 'demo-player',
      sessionId: 'demo-session',
      method: 'deposit',
      containerMinHeight: '420px',
      theme: { buttons: { color: '#1e7a34' } },
    },
    hosts,
    on: callbacks('player'),
  }),
};

for (const group of document.querySelectorAll('[data-cashier]')) {
  const cashier = cashiers[group.getAttribute('data-cashier')];
  group.addEventListener('click', (event) => {
    const action = event.target.closest('[data-action]')?.getAttribute('data-action');
    if (action) cashier[action]();
  });
}
