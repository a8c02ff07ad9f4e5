import type {
  DisplayPage,
  DisplayPageName,
  Gender,
  Jurisdiction,
  PlayerProperty,
  Profile,
  ProfileField,
  ProfileUpdate,
  SessionInfo,
  Wallet,
} from '../provider';
import { bool, list, maybe, num, obj, str } from './read';
import type { RestApi } from './request';

/**
 * The signed-in player: profile (GET /player/user-info with GET /player-groups), wallet
 * (GET /wallets), terms acceptance, required pages, properties, session info, SSO token.
 */

/**
 * The session's profile, asked for once: the profile store and the cashier's config share
 * it. Sending a change, an activation or another
 * session asks again.
 */
const profiles = new WeakMap<RestApi, { sessionId: string | null; profile: Promise<Profile> }>();

/**
 * GET /player/user-info: `{PlayerId, Email, FirstName, LastName, DateOfBirth, Address, City,
 * Zip, CallingCode, Phone, Country, Language, Currency, Gender, Title, IsActivated,
 * Jurisdiction, DisabledFields: ['Email', 'DateOfBirth', ...]}`; GET /player-groups: `['vip']`.
 */
export function getProfile(api: RestApi): Promise<Profile> {
  const known = profiles.get(api);
  if (known && known.sessionId === api.sessionId) return known.profile;
  const entry = {
    sessionId: api.sessionId,
    profile: Promise.all([
      api.call('player', { get: '/player/user-info' }, readProfile),
      api.call('player', { get: '/player-groups' }, (answer) => list(answer).map(str)),
    ]).then(([profile, playerGroups]) => ({ ...profile, playerGroups })),
  };
  profiles.set(api, entry);
  entry.profile.catch(() => profiles.get(api) === entry && forgetProfile(api));
  return entry.profile;
}

/** The player changed their details or got activated: the next profile is asked for anew. */
export function forgetProfile(api: RestApi): void {
  profiles.delete(api);
}

function readProfile(answer: unknown): Omit<Profile, 'playerGroups'> {
  const info = obj(answer);
  const text = (field: string) => str(info[field]);
  const disabled: Partial<Record<ProfileField, boolean>> = {};
  for (const field of list(info.DisabledFields)) {
    const name = str(field);
    disabled[(name.charAt(0).toLowerCase() + name.slice(1)) as ProfileField] = true;
  }
  return {
    userId: text('PlayerId'),
    email: text('Email'),
    firstName: text('FirstName'),
    lastName: text('LastName'),
    dateOfBirth: text('DateOfBirth'),
    address: text('Address'),
    city: text('City'),
    zip: text('Zip'),
    callingCode: text('CallingCode'),
    phone: text('Phone'),
    country: text('Country'),
    language: text('Language'),
    currency: text('Currency'),
    gender: text('Gender').toLowerCase() as Gender,
    title: text('Title'),
    isActivated: bool(info.IsActivated),
    jurisdiction: text('Jurisdiction') as Jurisdiction,
    disabled,
  };
}

/** The player's id, for the paths that name it (tournament opt-in, cross-brand limits). */
export function playerId(api: RestApi): Promise<string> {
  return api.call('player', { get: '/player/user-info' }, (answer) => str(obj(answer).PlayerId));
}

/** POST /player/update with the changed fields and the password that confirms them; answers the profile anew. */
export async function updateProfile(api: RestApi, update: ProfileUpdate): Promise<Profile> {
  await api.call('player', {
    post: '/player/update',
    body: {
      Address: update.address,
      City: update.city,
      Zip: update.zip,
      Phone: update.phone,
      CallingCode: update.callingCode,
      Password: update.password,
    },
  });
  forgetProfile(api);
  return getProfile(api);
}

/** GET /wallets: `[{Currency, RealBalance, BonusBalance, TotalBalance}]`, the player's wallet first. */
export function getWallet(api: RestApi): Promise<Wallet> {
  return api.call('general', { get: '/wallets' }, (answer) => {
    const wallet = obj(list(answer)[0]);
    return {
      realBalance: num(wallet.RealBalance),
      bonusBalance: num(wallet.BonusBalance),
      totalBalance: num(wallet.TotalBalance),
      currency: str(wallet.Currency),
    };
  });
}

/** Pushes the balance after a change the platform does not push itself (a bonus claimed or cancelled). */
export async function refreshWallet(api: RestApi): Promise<void> {
  try {
    api.emit({ type: 'wallet', wallet: await getWallet(api) });
  } catch {
    // The change itself succeeded; the balance shows at the next load.
  }
}

/** GET /player/update-player-tac?tacVersionAccepted= */
export function acceptTerms(api: RestApi, version: string): Promise<void> {
  return api.call('terms', { get: '/player/update-player-tac', query: { tacVersionAccepted: version } });
}

/** GET /player/display-pages: `[{Page: 'provide-documents', Forced: true}]` */
export function getDisplayPages(api: RestApi): Promise<DisplayPage[]> {
  return api.call('general', { get: '/player/display-pages' }, (answer) =>
    list(answer).map((item) => {
      const page = obj(item);
      return { page: str(page.Page) as DisplayPageName, forced: bool(page.Forced) };
    }),
  );
}

/** GET /player-properties: `[{Name, Type, Value}]` */
export function getPlayerProperties(api: RestApi): Promise<PlayerProperty[]> {
  return api.call('general', { get: '/player-properties' }, (answer) =>
    list(answer).map((item) => {
      const property = obj(item);
      return { name: str(property.Name), type: str(property.Type), value: str(property.Value) };
    }),
  );
}

/** POST /player-properties `{Properties: [{Name, Type, Value}]}`; the platform merges by name. */
export function setPlayerProperties(api: RestApi, properties: PlayerProperty[]): Promise<void> {
  return api.call('general', { post: '/player-properties', body: { Properties: properties.map((p) => ({ Name: p.name, Type: p.type, Value: p.value })) } });
}

/**
 * GET /responsiblegaming/session: `{Length, Started, NextRealityCheck, PreviousSession:
 * {Won, Wager, Ip, Device, Started, Ended, Length} | null}`, lengths in minutes.
 */
export function getSessionInfo(api: RestApi): Promise<SessionInfo> {
  return api.call('general', { get: '/responsiblegaming/session' }, readSessionInfo);
}

/** The answer of GET /responsiblegaming/session (also the proof of a restored session, see ./index). */
export function readSessionInfo(answer: unknown): SessionInfo {
  const o = obj(answer);
  const previous = maybe(obj, o.PreviousSession);
  return {
    length: num(o.Length),
    started: str(o.Started),
    nextRealityCheck: maybe(str, o.NextRealityCheck),
    previous: previous && {
      won: num(previous.Won),
      wager: num(previous.Wager),
      ip: str(previous.Ip),
      device: str(previous.Device),
      started: str(previous.Started),
      ended: str(previous.Ended),
      length: num(previous.Length),
    },
  };
}

/** POST /player/create-sso-token: a JSON string, valid for a few minutes, for third-party products (games). */
export function createSsoToken(api: RestApi): Promise<string> {
  return api.call('general', { post: '/player/create-sso-token' }, str);
}
