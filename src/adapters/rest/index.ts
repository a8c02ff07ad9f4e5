import type { AdapterConfig, PagePlayer, Provider } from '../provider';
import { defineProvider } from '../define-provider';
import { PROVIDER_OPERATIONS, type ProviderOperation } from '../../domain/operations';
import type { Jurisdiction, VisitorCountry } from '../../domain/model';
import { isJurisdiction, jurisdictionFor } from '../../domain/jurisdiction';
import { deviceDetails, ourJurisdiction, platformJurisdiction } from './names';
import { createRestApi, type RestOptions } from './request';
import { bootstrap } from './bootstrap';
import { maybe, obj, optionalStr, signedIn, str } from './read';

export type { RestOptions } from './request';

/**
 * Not on this platform, and not lacking either (NotImplemented; the front end does them its own
 * way): the brand blocks, a framework's own popups and games, and the order-polling kind of bank
 * identity (this platform's is the frame's). The platform has a path for everything else the
 * front end offers a player, so its `lacks` is empty (isResetKeyValid throws NotImplemented, and
 * the reset screen does without it).
 */
const ELSEWHERE = ['getBrandBlock', 'openPlatformPopup', 'openPlatformGame', 'startOAuth', 'collectOAuth'] as const;
/** What this module does itself: what a sign-in page needs. */
type Core = 'signIn' | 'signOut' | 'restoreSession' | 'getVisitorCountry';
/** Every other operation: its group's chunk (./groups) arrives on its first call. */
export type Lazy = Exclude<ProviderOperation, Core | (typeof ELSEWHERE)[number]>;

let loadedGroups: typeof import('./groups') | undefined;
/** ./groups, imported once: a call after that starts its request at once, not a task later. */
const groups = async () => (loadedGroups ??= await import('./groups'));

/**
 * The REST adapter: the second platform (spec: cashier §7), HTTP with the session id in the
 * `X-Player-Session-Id` header.
 *
 * Only what a sign-in page needs is in this module: the request function, sign-in,
 * sign-out, restoring a session and the visitor's country (the sign-in form asks for the
 * jurisdiction at once). Every other operation arrives with its group's chunk on first use
 * (./groups), so a page that only signs players in stays small.
 */
export function createRestProvider(options: RestOptions & { jurisdiction?: Jurisdiction }): Provider {
  const api = createRestApi(options);
  /** The configured jurisdiction, else the one the bootstrap gives the visitor, else the IP country's. */
  const jurisdiction = async (): Promise<Jurisdiction> =>
    // An unknown configured value is none, as for the page (src/domain/jurisdiction).
    (isJurisdiction(options.jurisdiction) ? options.jurisdiction : undefined) ??
    bootstrap(api, (site) => ourJurisdiction(site.Jurisdiction) ?? jurisdictionFor(undefined, maybe(str, site.ipcountry)), {
      kept: true,
    });
  /** An operation of a lazy group (./groups): its group's chunk arrives on its first call. */
  const later = <K extends Lazy>(operation: K) =>
    (async (...args: unknown[]) => (await groups()).run(operation, api, args)) as unknown as Provider[K];
  const core = {
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
    /**
     * Any authenticated call proves a session; 401 means it is over. The session's own reading
     * is the proof, and the page keeps it: its reality check and session summary need nothing more.
     */
    async restoreSession(sessionId) {
      api.begin(sessionId);
      try {
        const answer = await api.call('general', { get: '/responsiblegaming/session' }, (json) => json);
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
        { kept: true },
      ),
  } satisfies Pick<Provider, Core>;
  const lazy = PROVIDER_OPERATIONS.filter(
    (operation): operation is Lazy => !Object.hasOwn(core, operation) && !(ELSEWHERE as readonly string[]).includes(operation),
  );
  return defineProvider(
    {
      name: 'rest',
      // The platform needs no captcha to send a reset link.
      needsCaptcha: false,
      subscribe: api.subscribe,
      // Another tab ended the session: its id is sent no more (the page is signed out already,
      // so the end this tells is no news).
      forgetSession: () => api.end(),
      prepare: async (operations) => (await groups()).prepare(operations),
      ...core,
      ...(Object.fromEntries(lazy.map((operation) => [operation, later(operation)])) as Pick<Provider, Lazy>),
    },
    { elsewhere: ELSEWHERE },
  );
}

/**
 * The adapter module's entry for `src/stores/current-provider.ts`: `<betr-config adapter="rest" api-url="…">`,
 * with what the page keeps of the player.
 */
export function createProvider(config: AdapterConfig & { jurisdiction?: Jurisdiction }, player?: PagePlayer): Provider {
  if (!config.apiUrl) throw new Error('betr: the rest adapter needs api-url on <betr-config>');
  return createRestProvider({ apiUrl: config.apiUrl, jurisdiction: config.jurisdiction, player });
}
