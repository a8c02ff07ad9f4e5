// The demo lookup (checkout) page: identifies the customer before the cashier loads. It proves
// the host with PKCE (PIQ_LOOKUP_SHA_256: it sends a code verifier and checks that the host
// answers with the RFC 7636 S256 challenge), then reports PIQ_LOOKUP_CUSTOMER_IDENTIFIED,
// PIQ_LOOKUP_EDIT_USER and PIQ_LOOKUP_CUSTOMER_RESET, and its height.

const query = new URLSearchParams(location.search);
const hostOrigin = query.get('attributes.hostUri') || '*';
const $ = (id) => document.getElementById(id);

const send = (eventType, payload = {}) => window.parent.postMessage({ eventType, payload }, hostOrigin);
const base64url = (bytes) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const sha256 = (text) => crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
const reportHeight = () => send('PIQ_LOOKUP_REPORT_HEIGHT', { height: Math.ceil(document.documentElement.scrollHeight) });

const codeVerifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
const expectedChallenge = sha256(codeVerifier).then(base64url);
let email = '';

window.addEventListener('message', async (event) => {
  if (event.source !== window.parent || (hostOrigin !== '*' && event.origin !== hostOrigin)) return;
  const { eventType, payload } = event.data ?? {};
  if (eventType !== 'PIQ_LOOKUP_SHA_256' || payload?.codeVerifier !== codeVerifier) return;
  const verified = payload.codeChallenge === (await expectedChallenge);
  $('status').textContent = verified ? 'Secure channel verified (PKCE S256).' : 'The host could not be verified.';
  $('continue').disabled = !verified;
});

$('identify').addEventListener('submit', async (event) => {
  event.preventDefault();
  email = $('email').value.trim();
  if (!/^\S+@\S+\.\S+$/.test(email)) {
    $('status').textContent = 'Enter your email address.';
    return;
  }
  send('IS_LOADING', { isLoading: true });
  const id = base64url(await sha256(email.toLowerCase())).slice(0, 12);
  send('PIQ_LOOKUP_CUSTOMER_IDENTIFIED', {
    userId: `guest-${id}`,
    sessionId: `lookup-${base64url(crypto.getRandomValues(new Uint8Array(9)))}`,
    user: { email },
    attributes: { lookup: 'demo' },
    didToken: `did-${id}`,
  });
  $('identify').hidden = true;
  $('identified').hidden = false;
  $('who').textContent = `Paying as ${email}`;
  $('status').textContent = '';
  reportHeight();
});

$('edit').addEventListener('click', () => {
  send('PIQ_LOOKUP_EDIT_USER', {});
  $('identified').hidden = true;
  $('identify').hidden = false;
  $('email').focus();
  reportHeight();
});

$('reset').addEventListener('click', () => {
  send('PIQ_LOOKUP_CUSTOMER_RESET', {});
  email = '';
  $('email').value = '';
  $('identified').hidden = true;
  $('identify').hidden = false;
  reportHeight();
});

send('LOOKUP_INIT_LOAD', {});
send('PIQ_LOOKUP_SHA_256', { codeVerifier });
reportHeight();
