// The demo page's own script: picks the adapter from ?adapter=, then loads betr.js and wires
// the host-API buttons, the event log and the simulated outbox. Plain JS so it runs under
// the page's strict CSP (script-src 'self') without a build step of its own.

const params = new URLSearchParams(location.search);
const adapter = params.get('adapter') ?? 'stub';
const config = document.createElement('betr-config');
config.setAttribute('adapter', adapter);
if (adapter === 'rest') config.setAttribute('api-url', `${location.origin}/api/rest`);
if (adapter === 'wamp') {
  config.setAttribute('url', `ws://${location.host}/wamp`);
  config.setAttribute('realm', 'betr');
}
if (adapter === 'turnkey') config.setAttribute('host', location.origin);
document.body.prepend(config);

for (const link of document.querySelectorAll('[data-adapter]')) {
  if (link.getAttribute('data-adapter') === adapter) link.setAttribute('aria-current', 'page');
}

const EVENTS = [
  'betr-ready', 'betr-signed-in', 'betr-signed-out', 'betr-popup-open', 'betr-popup-close', 'betr-sign-in',
  'betr-error', 'betr-forgot-password', 'betr-password-reset', 'betr-activated', 'betr-activation-code-sent',
  'betr-terms-accepted', 'betr-contact-us', 'betr-sign-up-step',
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
  ['sign-in'], ['forgot-password'], ['reset-password', { 'reset-key': 'demo-key' }], ['activation-form'],
  ['activate-message'], ['welcome-message'], ['terms-and-conditions'],
  ['message', { type: 'invalid-reset-pw-token' }], ['message', { type: 'activation-required' }],
  ['message', { type: 'activation-complete' }], ['message', { type: 'restricted-access' }],
];
const popupButtons = document.getElementById('popup-buttons');
for (const [type, attributes] of POPUPS) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = attributes?.type ? `${type} (${attributes.type})` : type;
  button.addEventListener('click', () => betr.open(type, attributes));
  popupButtons.append(button);
}

const status = document.getElementById('session-status');
const wallet = document.getElementById('wallet');
async function refreshStatus() {
  status.textContent = betr.isSignedIn() ? 'Signed in' : 'Signed out';
  const w = betr.isSignedIn() ? await betr.getWallet().catch(() => null) : null;
  wallet.textContent = w ? new Intl.NumberFormat('en', { style: 'currency', currency: w.currency }).format(w.totalBalance) : '—';
}
document.addEventListener('betr-signed-in', refreshStatus);
document.addEventListener('betr-signed-out', refreshStatus);
document.addEventListener('betr-ready', refreshStatus);

const outbox = document.getElementById('outbox');
async function refreshOutbox() {
  if (adapter !== 'stub') {
    document.getElementById('outbox-panel').hidden = true;
    return;
  }
  const mails = await betr.stub.outbox().catch(() => []);
  outbox.replaceChildren(
    ...mails.slice().reverse().map((mail) => {
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
        link.href = mail.link;
        link.textContent = 'Open the link';
        item.append(link);
      }
      return item;
    }),
  );
}
document.getElementById('outbox-refresh').addEventListener('click', refreshOutbox);
document.getElementById('stub-reset').addEventListener('click', async () => {
  await betr.stub.reset();
  await refreshOutbox();
  show('The simulated casino is back to its seed.');
});
for (const name of ['betr-forgot-password', 'betr-activation-code-sent', 'betr-signed-in', 'betr-ready']) {
  document.addEventListener(name, () => setTimeout(refreshOutbox, 50));
}
refreshOutbox();
