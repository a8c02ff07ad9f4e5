// A turnkey brand's own page, built as a brand that rents the whole casino would build it:
// the platform's framework (loaded by betr from the provider server's stand-in) draws login,
// registration, account and cashier popups and runs the games; betr gives the session, the
// wallet, the games list and the footer's brand blocks. ?lang= sets the page language.
// Served at /casino and /play/{slug} (a game's own address, which opens that game).

const params = new URLSearchParams(location.search);
const config = document.createElement('betr-config');
config.setAttribute('adapter', 'turnkey');
config.setAttribute('host', `${location.origin}/turnkey/framework.js`);
config.setAttribute('brand-id', 'lucky-lagoon');
config.setAttribute('brand-domain', location.host);
if (params.get('lang')) config.setAttribute('lang', params.get('lang'));
document.body.prepend(config);

const { betr } = await import('/dist/betr.js');

for (const button of document.querySelectorAll('[data-call]')) {
  button.addEventListener('click', () => void betr[button.dataset.call]());
}

const balance = document.getElementById('balance');
async function showSession() {
  const signedIn = betr.isSignedIn();
  for (const el of document.querySelectorAll('[data-visitor]')) el.hidden = signedIn;
  for (const el of document.querySelectorAll('[data-player]')) el.hidden = !signedIn;
  const wallet = signedIn ? await betr.getWallet().catch(() => null) : null;
  balance.textContent = wallet ? `Balance: ${wallet.totalBalance.toFixed(2)} ${wallet.currency}` : '';
}
document.addEventListener('betr-signed-in', showSession);
document.addEventListener('betr-signed-out', showSession);
// The brand page hears its own framework too: a deposit in its popup changes the balance.
// (After the event has reached betr too, whichever listener came first.)
document.addEventListener('betr-ready', () => window.TurnkeyFramework?.on('balance', () => setTimeout(showSession)));

function button(label, onClick, className = '') {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.className = className;
  b.addEventListener('click', onClick);
  return b;
}

const list = document.getElementById('games');
const games = await betr.getGames();
for (const game of games) {
  const item = document.createElement('li');
  const title = document.createElement('h2');
  title.textContent = game.title;
  item.append(title);
  if (game.childish) {
    const tag = document.createElement('p');
    tag.className = 'tag';
    tag.textContent = 'Flagged as appealing to children';
    item.append(tag);
  }
  item.append(button(`Play ${game.title}`, () => void betr.launchGame(game.gameId, 'real')));
  if (game.demo) item.append(button(`Try ${game.title} for fun`, () => void betr.launchGame(game.gameId, 'demo'), 'secondary'));
  list.append(item);
}
list.removeAttribute('aria-busy');
await showSession();

// A game's own address opens that game: for real money when signed in, else for fun.
const slug = decodeURIComponent(location.pathname.match(/^\/play\/([^/]+)/)?.[1] ?? '');
const linked = games.find((g) => g.identifier === slug);
if (linked) void betr.launchGame(linked.gameId, betr.isSignedIn() || !linked.demo ? 'real' : 'demo');
