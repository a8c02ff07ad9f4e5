// The turnkey casino framework stand-in: the script a brand that rents a whole casino puts
// on its page. demo/server/turnkey.ts transpiles this file and serves it as
// /turnkey/framework.js; it talks to its own back end under /turnkey/api/ (the same
// simulated casino as every other stand-in), as a real framework talks to its own.
// Self-contained on purpose: no imports, so what runs in the page is this file alone.
//
// API, on `window.TurnkeyFramework` once the script has run:
//   init({ brandId, brandDomain, language, host })
//       configure and start: asks the back end whether the page's stored session is live,
//       then fires 'ready'. `host` is the URL the script came from; the back end is beside it.
//   on(event, listener) → off()      events: 'ready', 'login', 'logout', 'gameClose' ({ slug }),
//                                    'balance' (the wallet, after a deposit or withdrawal)
//   isReady(), isLoggedIn()          booleans
//   build                            the framework's build id (a string)
//   getWallet()   → Promise<{ BonusBalance, RealBalance, Currency: { code } }>   (signed in)
//   getGames()    → Promise<{ games: { instant: [{ name, id, slug, playModes: ['Real', 'Demo'],
//                                                   appealingForChildren: '1' | '0', thumbnail }] } }>
//   launchGame(slug, mode)           mode 'm' (real money) or 'd' (demo): opens the framework's game
//                                    window; 'm' needs a signed-in player (else the login popup);
//                                    'd' plays at the fun-mode URL of the partner host
//   closeGame()                      closes the game window (fires 'gameClose')
//   logout()      → Promise<void>
//   openLogin(), openRegistration(), openMyAccount(), openDeposit(), openWithdraw(),
//   openContactUs()                  the framework's own popups: native <dialog>s in the page's
//                                    DOM, labelled, keyboard-usable; none changes the address
// A call that needs a player without one rejects with Error('not-logged-in'). Failures of the
// back end reject with Error(reason), reason being its catalogue key.
// The session id lives in localStorage ('turnkey:session') and goes in each call's body; a
// login or logout in another tab of the site fires 'login' / 'logout' here too.

interface Listener {
  (detail?: unknown): void;
}
interface Options {
  brandId: string;
  brandDomain: string;
  language: string;
  host: string;
}

(() => {
  const w = window as unknown as { TurnkeyFramework?: unknown };
  if (w.TurnkeyFramework) return;
  const SESSION = 'turnkey:session';
  const listeners = new Map<string, Set<Listener>>();
  let options: Options | null = null;
  /** The script's own query (?casino= for tests), passed on to every call of its back end. */
  let query = '';
  let ready = false;
  let session: string | null = localStorage.getItem(SESSION);
  let game: HTMLDialogElement | null = null;

  const fire = (event: string, detail?: unknown) => listeners.get(event)?.forEach((listener) => listener(detail));
  const api = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    if (!options) throw new Error('not-initialised');
    const response = await fetch(new URL(`api/${path}${query}`, options.host), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, session, brand: options.brandId }),
    });
    const answer = (await response.json()) as T & { error?: string };
    if (!response.ok) throw new Error(answer.error ?? 'unknown-error');
    return answer;
  };
  const setSession = (id: string | null) => {
    const was = session !== null;
    session = id;
    if (id) localStorage.setItem(SESSION, id);
    else localStorage.removeItem(SESSION);
    if (was !== (id !== null)) fire(id ? 'login' : 'logout');
  };
  // One login per browser: a login or logout in another tab of the site reaches this one as
  // the framework's own 'login' / 'logout', with no reload and no call.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== SESSION)) return;
    const stored = localStorage.getItem(SESSION);
    if (stored === session) return;
    const was = session;
    session = stored;
    if ((was === null) !== (stored === null)) fire(stored ? 'login' : 'logout');
  });
  const needPlayer = () => {
    if (!session) throw new Error('not-logged-in');
  };

  // ── Its own popups ─────────────────────────────────────────────────────────────────
  let sheet: CSSStyleSheet | null = null;
  function style(): void {
    if (sheet) return;
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      .tk-dialog { border: 0; border-radius: 10px; padding: 24px; width: min(420px, 92vw); font: 15px/1.5 system-ui, sans-serif; color: #1d1b2e; }
      .tk-dialog::backdrop { background: rgb(20 12 40 / 60%); }
      .tk-dialog.tk-game { width: min(960px, 96vw); }
      .tk-dialog h2 { margin: 0 0 12px; font-size: 20px; }
      .tk-dialog form, .tk-dialog .tk-body { display: grid; gap: 10px; }
      .tk-dialog label { display: grid; gap: 2px; font-weight: 600; font-size: 13px; }
      .tk-dialog input, .tk-dialog select { font: inherit; padding: 8px; border: 1px solid #8d88a8; border-radius: 6px; }
      .tk-dialog button { font: inherit; padding: 8px 14px; border-radius: 6px; border: 0; background: #6b2bd9; color: #fff; cursor: pointer; }
      .tk-dialog button.tk-secondary { background: #e8e4f5; color: #1d1b2e; }
      .tk-dialog .tk-error { color: #b00020; margin: 0; }
      .tk-dialog iframe { width: 100%; aspect-ratio: 16 / 9; border: 0; background: #000; }
      .tk-dialog .tk-actions { display: flex; gap: 8px; justify-content: flex-end; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }

  let counter = 0;
  function element<K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Record<string, unknown> = {},
    ...children: (Node | string)[]
  ): HTMLElementTagNameMap[K] {
    const node = Object.assign(document.createElement(tag), props);
    node.append(...children);
    return node;
  }
  function field(label: string, name: string, type = 'text', value = ''): HTMLLabelElement {
    return element('label', {}, label, element('input', { name, type, value, required: true, id: `tk-${name}-${++counter}` }));
  }

  /** A modal dialog in the page's DOM; removed when it closes. */
  function dialog(title: string, body: Node[], className = ''): HTMLDialogElement {
    style();
    document.querySelectorAll('dialog.tk-dialog').forEach((open) => open.remove());
    const id = `tk-title-${++counter}`;
    const box = element('dialog', { className: `tk-dialog ${className}` });
    box.setAttribute('aria-labelledby', id);
    const close = element('button', { type: 'button', className: 'tk-secondary', textContent: 'Close' });
    close.addEventListener('click', () => box.close());
    box.append(element('h2', { id, textContent: title }), ...body, element('div', { className: 'tk-actions' }, close));
    box.addEventListener('close', () => box.remove());
    document.body.append(box);
    box.showModal();
    return box;
  }

  /** A form whose submit calls `send`; a failure shows its reason and keeps what was typed. */
  function form(title: string, fields: Node[], submit: string, send: (data: FormData) => Promise<void>): HTMLDialogElement {
    const error = element('p', { className: 'tk-error' });
    error.setAttribute('role', 'alert');
    const button = element('button', { type: 'submit', textContent: submit });
    const box = element('form', {}, ...fields, error, button);
    const popup = dialog(title, [box]);
    box.addEventListener('submit', (event) => {
      event.preventDefault();
      button.disabled = true;
      error.textContent = '';
      send(new FormData(box)).then(
        () => popup.close(),
        (failure: Error) => {
          error.textContent = MESSAGES[failure.message] ?? MESSAGES['unknown-error']!;
          button.disabled = false;
        },
      );
    });
    return popup;
  }

  const MESSAGES: Record<string, string> = {
    'incorrect-credentials': 'Wrong email or password.',
    blocked: 'This account is blocked. Please contact support.',
    'player-conflict': 'An account with this email already exists.',
    'player-under-age': 'You must be 18 or older to sign up.',
    'not-logged-in': 'Please log in first.',
    'activation-required': 'Please activate your account first.',
    'insufficient-funds': 'The amount is more than your balance.',
    'unknown-error': 'Something went wrong. Please try again.',
  };

  const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
  const money = (data: FormData) => Number(text(data, 'amount'));

  const framework = {
    build: 'tk-stand-in-1',
    init(config: Options) {
      const script = new URL(config.host, location.href);
      query = script.search;
      options = { ...config, host: new URL('.', script).href };
      void api<{ live: boolean }>('session')
        .then(
          (answer) => {
            if (!answer.live) setSession(null);
          },
          () => setSession(null),
        )
        .then(() => {
          ready = true;
          fire('ready');
        });
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return () => void listeners.get(event)!.delete(listener);
    },
    isReady: () => ready,
    isLoggedIn: () => session !== null,
    async getWallet() {
      needPlayer();
      return api('wallet');
    },
    getGames: () => api('games'),
    async launchGame(slug: string, mode: 'm' | 'd') {
      if (mode === 'm' && !session) return framework.openLogin();
      const launched = await api<{ url: string; name: string }>('launch', { slug, mode });
      const { name } = launched;
      // Fun mode runs at the partner host's address for the game.
      const url =
        mode === 'd'
          ? ((await (await fetch(new URL(`partner/fun-mode/${slug}${query}`, options!.host))).json()) as { url: string }).url
          : launched.url;
      game?.close();
      const frame = element('iframe', { src: url, title: name });
      frame.allow = 'fullscreen; autoplay';
      game = dialog(name, [frame], 'tk-game');
      game.dataset.slug = slug;
      game.dataset.mode = mode;
      const current = game;
      current.addEventListener('close', () => {
        if (game === current) game = null;
        fire('gameClose', { slug });
      });
    },
    closeGame: () => game?.close(),
    async logout() {
      await api('logout').catch(() => undefined);
      setSession(null);
    },
    openLogin() {
      form('Log in', [field('Email', 'email', 'email'), field('Password', 'password', 'password')], 'Log in', async (data) => {
        const { session: id } = await api<{ session: string }>('login', { email: text(data, 'email'), password: data.get('password') });
        setSession(id);
      });
    },
    openRegistration() {
      const country = element('select', { name: 'country', id: `tk-country-${++counter}` });
      for (const [code, name] of [
        ['MT', 'Malta'],
        ['FI', 'Finland'],
        ['DE', 'Germany'],
        ['GB', 'United Kingdom'],
      ])
        country.append(element('option', { value: code, textContent: name }));
      form(
        'Register',
        [
          field('Email', 'email', 'email'),
          field('Password', 'password', 'password'),
          field('First name', 'firstName'),
          field('Last name', 'lastName'),
          field('Date of birth', 'dateOfBirth', 'date'),
          element('label', {}, 'Country', country),
        ],
        'Create account',
        async (data) => {
          const { session: id } = await api<{ session: string }>('register', Object.fromEntries(data));
          setSession(id);
        },
      );
    },
    async openMyAccount() {
      if (!session) return framework.openLogin();
      const account = await api<{ name: string; email: string; balance: string }>('account');
      const logout = element('button', { type: 'button', textContent: 'Log out' });
      const box = dialog('My account', [
        element(
          'div',
          { className: 'tk-body' },
          element('p', { textContent: account.name }),
          element('p', { textContent: account.email }),
          element('p', { textContent: `Balance: ${account.balance}` }),
          logout,
        ),
      ]);
      logout.addEventListener('click', () => void framework.logout().then(() => box.close()));
    },
    openDeposit() {
      if (!session) return framework.openLogin();
      form('Deposit', [field('Amount', 'amount', 'number', '20')], 'Deposit', async (data) =>
        fire('balance', await api('deposit', { amount: money(data) })),
      );
    },
    openWithdraw() {
      if (!session) return framework.openLogin();
      form('Withdraw', [field('Amount', 'amount', 'number', '10')], 'Withdraw', async (data) =>
        fire('balance', await api('withdraw', { amount: money(data) })),
      );
    },
    openContactUs() {
      dialog('Contact us', [
        element(
          'div',
          { className: 'tk-body' },
          element('p', { textContent: 'Our support team is here around the clock.' }),
          element('p', { textContent: 'Email: support@example.com · Phone: +356 2000 0000' }),
        ),
      ]);
    },
  };
  w.TurnkeyFramework = framework;
})();
