import type { AdapterConfig, Provider } from '../provider';
import type { Jurisdiction, VisitorCountry } from '../../domain/model';
import { isJurisdiction, jurisdictionFor } from '../../domain/jurisdiction';
import { deviceDetails, ourJurisdiction, platformJurisdiction } from './names';
import { createRestApi, SESSION_READING, type RestOptions } from './request';
import { bootstrap } from './bootstrap';
import { maybe, obj, optionalStr, signedIn, str } from './read';

export type { RestOptions } from './request';

/**
 * Provider members that are values, not operations (the name, flags). The proxy below
 * answers any member the core lacks with an operation, so the core must hold every one of
 * these: `Required` makes the type check fail when one is added to the interface.
 */
type Data = { [K in keyof Provider]-?: NonNullable<Provider[K]> extends (...args: never[]) => unknown ? never : K }[keyof Provider];

/**
 * The REST adapter: the second platform (spec: cashier §7), HTTP with the session id in the
 * `X-Player-Session-Id` header.
 *
 * Only what a sign-in page needs is in this module: the request function, sign-in,
 * sign-out, restoring a session and the visitor's country (the sign-in form asks for the
 * jurisdiction at once). Every other operation arrives with its group's chunk
 * on first use (see ./operations), so a page that only signs players in stays small.
 */
export function createRestProvider(options: RestOptions & { jurisdiction?: Jurisdiction }): Provider {
  const api = createRestApi(options);
  /** The configured jurisdiction, else the one the bootstrap gives the visitor, else the IP country's. */
  const jurisdiction = async (): Promise<Jurisdiction> =>
    // An unknown configured value is none, as for the page (src/domain/jurisdiction).
    (isJurisdiction(options.jurisdiction) ? options.jurisdiction : undefined) ??
    bootstrap(api, (site) => ourJurisdiction(site.Jurisdiction) ?? jurisdictionFor(undefined, maybe(str, site.ipcountry)), {
      keep: 'page',
    });
  const core: Required<Pick<Provider, Data>> &
    Pick<Provider, 'subscribe' | 'signIn' | 'signOut' | 'forgetSession' | 'restoreSession' | 'getVisitorCountry'> = {
    name: 'rest',
    // The platform needs no captcha to send a reset link.
    needsCaptcha: false,
    // The platform has a path for everything the front end offers a player (it only lacks
    // checking a reset key before use, which the reset screen does without).
    lacks: new Set(),
    subscribe: api.subscribe,
    /** POST /player/signin/v2 answers only `{SessionId}`; ./read's `signedIn` derives the rest. */
    async signIn(email, password) {
      const body = { Username: email, Password: password, ...deviceDetails(), Jurisdiction: platformJurisdiction(await jurisdiction()) };
      const sessionId = await api.call('sign-in', { post: '/player/signin/v2', body }, (answer) => str(obj(answer).SessionId));
      return signedIn(api, sessionId, 'sign-in');
    },
    async signOut() {
      try {
        await api.call('general', { post: '/player/signout' });
      } finally {
        api.end();
      }
    },
    // Another tab ended the session: its id is sent no more (the page is signed out already,
    // so the end this tells is no news).
    forgetSession: () => api.end(),
    /**
     * Any authenticated call proves a session; 401 means it is over. The session's own reading
     * is the proof, and the page keeps it: its reality check needs nothing more.
     */
    async restoreSession(sessionId) {
      api.begin(sessionId);
      try {
        const answer = await api.call('general', { get: '/responsiblegaming/session' }, (json) => json);
        void api.keep('session', SESSION_READING, async () => answer);
        return { sessionInfo: import('./account').then((group) => group.readSessionInfo(answer)) };
      } catch (error) {
        if (api.sessionId === null) return false;
        // Unreachable: the page stays signed out for now and may try the stored id again later.
        api.end();
        throw error;
      }
    },
    /** From the bootstrap: `{ipcountry, Currency, PhonePrefix, …}` (`ipcountry` spelled as the spec does); a null one is restricted access. */
    getVisitorCountry: (): Promise<VisitorCountry> =>
      bootstrap(
        api,
        (site) => ({
          country: maybe(str, site.ipcountry),
          currency: optionalStr(site.Currency),
          phonePrefix: optionalStr(site.PhonePrefix),
        }),
        { keep: 'page' },
      ),
  };
  const later =
    (operation: string) =>
    async (...args: unknown[]) =>
      (await import('./groups')).run(operation, api, args);
  // Every name the core lacks is an operation of a lazy group. `then` stays undefined: the
  // provider is handed around in promises and must not look like one itself.
  return new Proxy(core, {
    get: (target, key) => (typeof key !== 'string' || key === 'then' || key in target ? Reflect.get(target, key) : later(key)),
  }) as Provider;
}

/** The adapter module's entry for `src/stores/current-provider.ts`: `<betr-config adapter="rest" api-url="…">`. */
export function createProvider(config: AdapterConfig & { jurisdiction?: Jurisdiction }): Provider {
  if (!config.apiUrl) throw new Error('betr: the rest adapter needs api-url on <betr-config>');
  return createRestProvider({ apiUrl: config.apiUrl, jurisdiction: config.jurisdiction });
}
