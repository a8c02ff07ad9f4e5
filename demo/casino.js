// The demo as a player of an operator's site sees it (/demo/casino.html): a header with sign-in
// and sign-up, or the balance, deposit and account; the lobby; the responsible-gaming links
// and licence logos in the footer. ?adapter=stub|rest|wamp as on the control panel (turnkey
// brands build their own page: /casino); ?theme=dark|brand|auto links that theme from dist/themes/ (auto: dark when the
// system prefers it).

import { adapter, configurePage, formatBalance, params, watchWallet } from '/demo/page.js';

if (adapter === 'turnkey') location.replace(`/casino${location.search}`);

const THEMES = ['light', 'dark', 'brand', 'auto'];
const themeLink = document.getElementById('theme');
const themeChoice = document.getElementById('theme-choice');
/** Link dist/themes/{theme}.css (none for light, betr's own look); resolves once it applies. */
function applyTheme(theme) {
  themeChoice.value = theme;
  if (theme === 'light') {
    themeLink.removeAttribute('href');
    return Promise.resolve();
  }
  const loaded = new Promise((resolve) => themeLink.addEventListener('load', resolve, { once: true }));
  themeLink.href = `/dist/themes/${theme}.css`;
  return loaded;
}
const chosen = params.get('theme');
document.documentElement.dataset.themeReady = String(false);
applyTheme(THEMES.includes(chosen) ? chosen : 'light').then(() => (document.documentElement.dataset.themeReady = String(true)));
themeChoice.addEventListener('change', () => {
  const url = new URL(location.href);
  url.searchParams.set('theme', themeChoice.value);
  history.replaceState(null, '', url);
  document.documentElement.dataset.themeReady = String(false);
  void applyTheme(themeChoice.value).then(() => (document.documentElement.dataset.themeReady = String(true)));
});

for (const link of document.querySelectorAll('[data-adapter]')) {
  const url = new URL(link.href);
  if (chosen) url.searchParams.set('theme', chosen);
  link.href = url.pathname + url.search;
  if (link.dataset.adapter === adapter) link.setAttribute('aria-current', 'page');
}
document.getElementById('control-panel').href = adapter === 'stub' ? '/' : `/?adapter=${adapter}`;

await configurePage();
const { betr } = await import('/dist/betr.js');

for (const button of document.querySelectorAll('[data-call]')) {
  button.addEventListener('click', () => void betr[button.dataset.call]());
}
for (const button of document.querySelectorAll('[data-open]')) {
  button.addEventListener('click', () => betr.open(button.dataset.open));
}
// The limits are in the account: a visitor signs in first.
for (const button of document.querySelectorAll('[data-account-view]')) {
  button.addEventListener('click', () =>
    betr.isSignedIn() ? betr.openAccountSettings(button.dataset.accountView) : void betr.openSignIn(),
  );
}
document.addEventListener('betr-contact-us', (event) => event.preventDefault()); // a demo has no contact page

const balance = document.getElementById('balance');
await watchWallet(betr, (wallet) => {
  const signedIn = betr.isSignedIn();
  for (const el of document.querySelectorAll('[data-visitor]')) el.hidden = signedIn;
  for (const el of document.querySelectorAll('[data-player]')) el.hidden = !signedIn;
  balance.textContent = wallet ? formatBalance(wallet) : '';
});
