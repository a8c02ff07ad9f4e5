// The demo payment cashier: the provider's page inside the cashier iframe, speaking the
// cashier protocol with the host page (CASHIER_INIT_LOAD, APP_SET_HEIGHT, SELECTED_TX_METHOD,
// TRANSACTION_INIT, TX_SUCCESS / TX_FAILED / TX_PENDING / TX_UNRESOLVED / TX_CANCELLED /
// TX_VALIDATION_FAILED; it reads UPDATE_DATA, SET_CSS, CASHIER_PAUSE/RESUME, PIQ_DEVICE_ID,
// POST_INTEGRATION_URL). A completed payment goes through this server, which credits its
// own casino when the session is one of its own (rest, wamp); on the stub the page's casino
// credits itself from TX_SUCCESS.

const query = new URLSearchParams(location.search);
const hostOrigin = query.get('attributes.hostUri') || '*';
const txType = query.get('method') === 'withdrawal' ? 'withdrawal' : 'deposit';
const DEFAULT_AMOUNTS = [20, 50, 100];

const $ = (id) => document.getElementById(id);
const form = $('pay');
const amountInput = $('amount');
const status = $('status');
let paused = false;

function send(eventType, payload = {}) {
  if (window.parent !== window) window.parent.postMessage({ eventType, payload }, hostOrigin);
}

function parseAmounts(value) {
  if (Array.isArray(value)) return value.map(Number).filter((n) => n > 0);
  if (typeof value !== 'string' || !value) return null;
  try {
    return parseAmounts(JSON.parse(value));
  } catch {
    return parseAmounts(value.split(','));
  }
}

function showAmounts(amounts) {
  $('amounts').replaceChildren(
    ...amounts.map((amount) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = String(amount);
      button.setAttribute('aria-label', `Amount ${amount}`);
      button.addEventListener('click', () => {
        amountInput.value = String(amount);
        amountInput.focus();
      });
      return button;
    }),
  );
}

function reportHeight() {
  send('APP_SET_HEIGHT', { height: Math.ceil(document.documentElement.scrollHeight) });
}

function selectedMethod() {
  return form.querySelector('input[name="method"]:checked')?.value ?? 'CREDITCARD';
}

function selectMethod(providerType) {
  send('SELECTED_TX_METHOD', { providerType, method: { providerType, txType } });
  send('ENTERED_TX_METHOD_PAGE', { providerType });
  send('APP_ROUTE_CHANGE', { route: `/${txType}/${providerType.toLowerCase()}` });
}

function say(text) {
  status.textContent = text;
  reportHeight();
}

const randomRef = () => `tx-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;

async function pay(event) {
  event.preventDefault();
  if (paused) return;
  const amount = Number(amountInput.value);
  const invalid = !(amount > 0);
  $('amount-error').hidden = !invalid;
  amountInput.setAttribute('aria-invalid', String(invalid));
  if (invalid) {
    send('TX_VALIDATION_FAILED', { field: 'amount', txType });
    return reportHeight();
  }
  const paymentMethod = selectedMethod();
  const outcome = $('outcome').value;
  const base = { amount, txType, paymentMethod, userId: query.get('userId') ?? undefined };
  $('submit').disabled = true;
  send('TRANSACTION_INIT', base);
  send('IS_LOADING', { isLoading: true });
  try {
    if (outcome === 'success') {
      const response = await fetch('/paymentiq/cashier/api/transactions', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ sessionId: query.get('sessionId'), amount, txType, paymentMethod, bonusCode: query.get('bonusCode') }),
      });
      const answer = await response.json();
      if (!response.ok) {
        send('TX_FAILED', { ...base, txRefId: answer.txRefId ?? randomRef(), statusCode: 'ERR_DECLINED_BY_CASINO' });
        return say('The payment failed: the casino refused it.');
      }
      send('TX_SUCCESS', { ...base, txRefId: answer.txRefId, bonusCode: query.get('bonusCode') ?? undefined });
      return say(`${txType === 'deposit' ? 'Deposit' : 'Withdrawal'} of ${amount} completed (${answer.txRefId}).`);
    }
    const eventType = { failed: 'TX_FAILED', pending: 'TX_PENDING', unresolved: 'TX_UNRESOLVED' }[outcome];
    send(eventType, { ...base, txRefId: randomRef(), ...(outcome === 'failed' ? { statusCode: 'ERR_DECLINED_NO_FUNDS' } : {}) });
    say(
      { failed: 'The payment was declined.', pending: 'The payment is pending.', unresolved: 'The payment could not be confirmed.' }[
        outcome
      ],
    );
  } catch {
    send('TX_FAILED', { ...base, txRefId: randomRef(), statusCode: 'ERR_NETWORK' });
    say('The payment failed: the payment server could not be reached.');
  } finally {
    send('DONE_LOADING', {});
    $('submit').disabled = false;
  }
}

function setPaused(value) {
  paused = value;
  form.inert = value;
  form.classList.toggle('paused', value);
  say(value ? 'Paused while your details are edited.' : '');
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || (hostOrigin !== '*' && event.origin !== hostOrigin)) return;
  let message = event.data;
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message);
    } catch {
      return;
    }
  }
  const payload = message?.payload ?? {};
  switch (message?.eventType) {
    case 'UPDATE_DATA':
      showAmounts(parseAmounts(payload.predefinedAmounts) ?? DEFAULT_AMOUNTS);
      if (payload.amount) amountInput.value = String(payload.amount);
      reportHeight();
      break;
    case 'SET_CSS': {
      // A constructed sheet: no inline style, so this page's strict CSP holds.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(String(payload.css ?? ''));
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      break;
    }
    case 'CASHIER_PAUSE':
      setPaused(true);
      break;
    case 'CASHIER_RESUME':
      setPaused(false);
      break;
    case 'PIQ_DEVICE_ID':
      $('device').textContent = `Device id received (${String(payload.deviceId).slice(0, 12)}…).`;
      reportHeight();
      break;
    case 'POST_INTEGRATION_URL':
      $('device').textContent = `Return address: ${payload.url}`;
      break;
  }
});

const title = txType === 'deposit' ? 'Deposit' : 'Withdraw';
$('title').textContent = title;
document.title = `Demo payment cashier: ${title}`;
$('submit').textContent = title;
showAmounts(parseAmounts(query.get('predefinedAmounts')) ?? DEFAULT_AMOUNTS);
if (query.get('amount')) amountInput.value = query.get('amount');
const preselected = query.get('providerType');
if (preselected) {
  const radio = form.querySelector(`input[name="method"][value="${CSS.escape(preselected.toUpperCase())}"]`);
  if (radio) radio.checked = true;
}
form.addEventListener('change', (event) => {
  if (event.target.name === 'method') selectMethod(event.target.value);
});
form.addEventListener('submit', pay);
$('cancel').addEventListener('click', () => {
  send('TX_CANCELLED', { txType, paymentMethod: selectedMethod() });
  say('The payment was cancelled.');
});
new ResizeObserver(reportHeight).observe(document.body);

send('CASHIER_INIT_LOAD', {});
send('APP_VISIBLE', {});
send('GET_INTEGRATIONS_SCRIPT_URL', {});
selectMethod(selectedMethod());
reportHeight();
if (query.get('autoProcess') === 'true' && query.get('amount') && preselected) form.requestSubmit();
