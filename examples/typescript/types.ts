/**
 * What a TypeScript page gets from `import … from 'betr-widgets'` and nothing else (tsconfig
 * `types: []`): each tag its own element type with its attributes, the betr-* events with their
 * `detail`, and configure(). Type-checked only; a line marked @ts-expect-error fails the check
 * when it stops being an error.
 */
import { betr, configure, registerAdapter, ProviderError, type BetrEventMap } from 'betr-widgets';

// The page's own adapter declares its options beside betr's (declaration merging).
declare module 'betr-widgets' {
  interface AdapterOptions {
    endpoint?: string;
  }
}

/** true only when A and B are the same type (an `any` is no match). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(check: Equal<A, B>): Equal<A, B> => check;

configure({ adapter: 'rest', apiUrl: 'https://casino.example/api' });
// A page's own adapter by the name it registered, with options of its own.
registerAdapter('soap', (config) => ({
  name: 'soap',
  subscribe: () => () => undefined,
  signIn: async () => ({ sessionId: String(config.endpoint), mustAcceptTerms: false, isEmailVerified: true }),
  signOut: async () => undefined,
  restoreSession: async () => false,
  getProfile: () => Promise.reject(new ProviderError('player', 'unknown-error')),
  getWallet: async () => ({ realBalance: 0, bonusBalance: 0, totalBalance: 0, currency: 'EUR' }),
  getSessionInfo: async () => ({ length: 0, started: '', nextRealityCheck: null, previous: null }),
}));
configure({ adapter: 'soap', endpoint: 'https://casino.example/soap' });
// @ts-expect-error a misspelt option is refused: `adaptor` is no setting
configure({ adaptor: 'rest' });
// @ts-expect-error an option no adapter declared is refused
configure({ adapter: 'soap', endpont: 'https://casino.example/soap' });
// @ts-expect-error a built-in setting keeps its type
configure({ adapter: 'rest', apiUrl: 42 });
// @ts-expect-error the minimum provider signs players in: a factory without signIn is refused
registerAdapter('partial', () => ({ name: 'partial', subscribe: () => () => undefined }));
// @ts-expect-error an error key of another area is refused
new ProviderError('sign-in', 'limit-locked');

// Each tag is its own element: the sign-in's type is not the account's.
const signIn = document.querySelector('betr-sign-in');
if (signIn) {
  same<typeof signIn.localName, 'betr-sign-in'>(true);
  const inline: boolean | undefined = signIn.inline;
  signIn.setAttribute('inline', '');
  signIn.setAttribute('lang', 'sv');
  signIn.setAttribute('data-section', 'header');
  signIn.setAttribute('aria-label', 'Sign in');
  // @ts-expect-error `inlin` is no attribute of <betr-sign-in>
  signIn.setAttribute('inlin', '');
  // @ts-expect-error `view` is the account's attribute, not the sign-in's
  signIn.setAttribute('view', 'inbox');
  // @ts-expect-error the sign-in element is not the account element
  const account: HTMLElementTagNameMap['betr-account'] = signIn;
  void [inline, account];
}

const account = document.createElement('betr-account');
account.setAttribute('view', 'responsible-gaming');
account.setAttribute('message-id', 'm-1');
account.view = 'inbox';
// @ts-expect-error a misspelt attribute is no property either
account.vieww = 'inbox';
// @ts-expect-error `view` is a string
account.view = 3;

// The events: on document and on the elements, `detail` typed.
document.addEventListener('betr-signed-in', (event) => {
  const detail = event.detail;
  same<typeof detail, BetrEventMap['betr-signed-in']>(true);
  same<typeof detail, Record<string, never>>(true);
  void detail;
});
document.addEventListener('betr-ready', (event) => {
  const version: string = event.detail.version;
  // @ts-expect-error the version is a string
  const wrong: number = event.detail.version;
  void [version, wrong];
});
account.addEventListener('betr-account-view', (event) => {
  const view: string = event.detail.view;
  // @ts-expect-error betr-account-view's detail has no `tab`
  void event.detail.tab;
  void view;
});

// The host API.
const signedIn: boolean = betr.isSignedIn();
void signedIn;
