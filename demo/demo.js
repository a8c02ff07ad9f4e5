// The demo page's own script: picks the adapter from ?adapter=, then loads betr.js and wires
// the host-API buttons, the event log and the simulated outbox. Plain JS so it runs under
// the page's strict CSP (script-src 'self') without a build step of its own.

import { adapter, configurePage, formatBalance, watchWallet } from '/demo/page.js';

// A turnkey brand builds its own page around the platform's framework: /casino shows one.
if (adapter === 'turnkey') location.replace(`/casino${location.search}`);
await configurePage();

for (const link of document.querySelectorAll('[data-adapter]')) {
  if (link.getAttribute('data-adapter') === adapter) link.setAttribute('aria-current', 'page');
}
if (adapter !== 'stub') document.getElementById('casino-page').search = `?adapter=${adapter}`;

const EVENTS = [
  'betr-ready',
  'betr-signed-in',
  'betr-signed-out',
  'betr-popup-open',
  'betr-popup-close',
  'betr-sign-in',
  'betr-error',
  'betr-forgot-password',
  'betr-password-reset',
  'betr-activated',
  'betr-activation-code-sent',
  'betr-terms-accepted',
  'betr-contact-us',
  'betr-sign-up-step',
  'betr-sign-up-account-exists',
  'betr-sign-up-complete',
  'betr-oauth-pending',
  'betr-pnp-complete',
  'betr-unsubscribed',
  'betr-bonus-selected',
  'betr-account-view',
  'betr-message-read',
  'betr-message-action',
  'betr-profile-updated',
  'betr-password-changed',
  'betr-subscriptions-updated',
  'betr-deposit-success',
  'betr-cashier-success',
  'betr-cashier-failed',
  'betr-cashier-pending',
  'betr-cashier-unresolved',
  'betr-cashier-cancelled',
  'betr-cashier-validation-failed',
  'betr-cashier-init',
  'betr-cashier-loaded',
  'betr-cashier-method-selected',
  'betr-cashier-load-error',
  'betr-limit-set',
  'betr-limit-removed',
  'betr-reality-check',
  'betr-self-exclude',
  'betr-source-of-wealth-submitted',
  'betr-responsible-gaming-test-submitted',
];
const log = document.getElementById('events');
for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const detail = event.detail && Object.keys(event.detail).length ? ` ${JSON.stringify(event.detail)}` : '';
    item.textContent = `${new Date().toLocaleTimeString()} ${name}${detail}`;
    log.prepend(item);
    if (name === 'betr-contact-us') event.preventDefault(); // stay on the demo
  });
}

// The stub's messages carry the casino's own ids, `m-1004` among them; the REST platform numbers
// its messages, so there the notice goes without an id and shows the newest unpushed message
// (the element's default), which every adapter has.
const NOTICE_MESSAGE = adapter === 'stub' ? 'm-1004' : null;
if (!NOTICE_MESSAGE) {
  const notice = document.querySelector('main betr-message-notice');
  notice.removeAttribute('message-id');
  notice.closest('article').querySelector('h3').textContent = '<betr-message-notice inline>';
}

const { betr } = await import('/dist/betr.js');

const result = document.getElementById('api-result');
const show = (value) => {
  result.textContent = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
};

for (const button of document.querySelectorAll('[data-call]')) {
  button.addEventListener('click', async () => {
    const call = button.getAttribute('data-call');
    try {
      if (call === 'launchGame') {
        const games = await betr.getGames();
        return show(games.length ? (await betr.launchGame(games[0].gameId, 'demo'), `launched ${games[0].title}`) : 'no games');
      }
      const value = await betr[call]();
      show(value === undefined ? `${call}() done` : value);
    } catch (error) {
      show(`${call}() failed: ${error.message}`);
    }
  });
}

const POPUPS = [
  ['sign-in'],
  ['forgot-password'],
  ['reset-password', { 'reset-key': 'demo-key' }],
  ['activation-form'],
  ['activate-message'],
  ['welcome-message'],
  ['terms-and-conditions'],
  ['message', { type: 'invalid-reset-pw-token' }],
  ['message', { type: 'activation-required' }],
  ['message', { type: 'activation-complete' }],
  ['message', { type: 'restricted-access' }],
  ['sign-up'],
  ['get-started'],
  ['sign-up-token', { token: 'demo-sign-up-token' }],
  ['sign-in-oauth'],
  ['sign-up-oauth'],
  ['unsubscribe', { token: 'unsubscribe-u-1001' }],
  ['bonus-selector'],
  ['account'],
  ['message-notice', NOTICE_MESSAGE ? { 'message-id': NOTICE_MESSAGE } : undefined],
  ['subscriptions'],
  ['deposit'],
  ['cashier', { method: 'deposit' }],
  ['cashier', { method: 'withdraw' }],
  ['account', { view: 'responsible-gaming' }],
  ['reality-check'],
  ['self-exclude'],
  ['source-of-wealth'],
  ['responsible-gaming-test'],
  ['session-summary'],
  ['pnp'],
  ['jackpots'],
  ['tournament', { identifier: 'daily-race' }],
];
const popupButtons = document.getElementById('popup-buttons');
for (const [type, attributes] of POPUPS) {
  const button = document.createElement('button');
  button.type = 'button';
  const variant = attributes?.type ?? attributes?.method ?? attributes?.view ?? attributes?.identifier;
  button.textContent = variant ? `${type} (${variant})` : type;
  button.addEventListener('click', () => betr.open(type, attributes));
  popupButtons.append(button);
}

const status = document.getElementById('session-status');
const wallet = document.getElementById('wallet');
watchWallet(betr, (w) => {
  status.textContent = betr.isSignedIn() ? 'Signed in' : 'Signed out';
  wallet.textContent = w ? formatBalance(w) : '—';
});

// The simulated casino runs in this page on the stub, and in the provider server for the
// other adapters, which reach its mail and reset through /api/demo.
const casino =
  adapter === 'stub'
    ? { outbox: () => betr.stub.outbox(), reset: () => betr.stub.reset(), control: (name, ...args) => betr.stub.control(name, ...args) }
    : {
        outbox: async () => (await fetch(`/api/demo/outbox?platform=${encodeURIComponent(adapter)}`)).json(),
        control: async (name, ...args) => {
          const answer = await fetch('/api/demo/control', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ name, args }),
          });
          if (!answer.ok) throw new Error(await answer.text());
        },
        reset: async () => {
          await fetch('/api/demo/reset', { method: 'POST' });
          await betr.signOut();
        },
      };
/** A mail's link opens this demo on the same adapter. */
function withAdapter(link) {
  const url = new URL(link, location.href);
  if (adapter !== 'stub') url.searchParams.set('adapter', adapter);
  return url.pathname + url.search;
}

const outbox = document.getElementById('outbox');
async function refreshOutbox() {
  const mails = await casino.outbox().catch(() => []);
  outbox.replaceChildren(
    ...mails
      .slice()
      .reverse()
      .map((mail) => {
        const item = document.createElement('li');
        const title = document.createElement('strong');
        title.textContent = `${mail.subject} → ${mail.to}`;
        const body = document.createElement('div');
        body.textContent = mail.body;
        item.append(title, body);
        if (mail.code) {
          const code = document.createElement('div');
          code.textContent = `Code: ${mail.code}`;
          code.className = 'code';
          item.append(code);
        }
        if (mail.link) {
          const link = document.createElement('a');
          link.href = withAdapter(mail.link);
          link.textContent = 'Open the link';
          item.append(link);
        }
        return item;
      }),
  );
}
document.getElementById('outbox-refresh').addEventListener('click', refreshOutbox);
document.getElementById('stub-reset').addEventListener('click', async () => {
  await casino.reset();
  await refreshOutbox();
  show('The simulated casino is back to its seed.');
});
for (const name of ['betr-forgot-password', 'betr-activation-code-sent', 'betr-signed-in', 'betr-ready']) {
  document.addEventListener(name, () => setTimeout(refreshOutbox, 50));
}
refreshOutbox();

// The simulated bank: answer the pending bank-identity attempt as a person, or deny it.
const bankOrder = document.getElementById('bank-order');
const bankButtons = [...document.querySelectorAll('[data-bank]')];
let pendingOrder = null;
function setPendingOrder(orderRef) {
  pendingOrder = orderRef;
  bankOrder.textContent = orderRef ?? 'none';
  for (const button of bankButtons) button.disabled = !orderRef;
}
// The stub's bank is answered here. REST's is answered inside the identity provider's frame
// ('Simulate: approve as …'), and the WAMP platform has none.
if (adapter !== 'stub') document.getElementById('bank-panel').hidden = true;
// A modal popup makes the rest of the page inert: while the attempt is in a popup, the
// controls show inside it (the popup shows every child it is given), and come back after.
const bankControls = document.getElementById('bank-controls');
const bankHome = bankControls.parentElement;
document.addEventListener('betr-oauth-pending', (event) => {
  setPendingOrder(event.detail.orderRef);
  const inPopup = event.target.closest?.('betr-popup');
  if (inPopup && bankControls.parentElement !== inPopup) inPopup.append(bankControls);
});
document.addEventListener('betr-popup-close', () => {
  if (bankControls.parentElement === bankHome) return;
  bankHome.append(bankControls);
  setPendingOrder(null);
});
for (const button of bankButtons) {
  button.addEventListener('click', async () => {
    const answer = button.getAttribute('data-bank');
    const orderRef = pendingOrder;
    setPendingOrder(null);
    try {
      if (answer === 'deny') await casino.control('denyOAuth', orderRef);
      else
        await casino.control(
          'approveOAuth',
          orderRef,
          answer === 'new' ? `1990${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` : answer,
        );
      show(`Bank identity ${orderRef}: ${button.textContent}`);
    } catch (error) {
      show(`Bank identity: ${error.message}`);
    }
  });
}
