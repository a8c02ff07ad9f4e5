// Signing in and up, passwords and activation on the REST platform stand-in, in the shapes
// of the platform's public SDK (goa-codebet/enji-sdk 1.9.1, PlayerClient): SignInParams →
// `{SessionId}`, SignUpParams → `{PlayerId, Issues?}` with no session, validate-email and
// validate-phone → a boolean ("available"), ActivateAccountParams with DeviceDetails.
// Bank identity is ./bank-identity.ts. Every route runs the simulated casino.
import { ProviderError } from '../../../src/adapters/provider.ts';
import type { Gender, Jurisdiction, MarketingOptIn, SignInResult, SignUpValues } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { rememberTerms } from './account.ts';
import { ids } from './ids.ts';
import { JURISDICTIONS, OPT_INS } from './names.ts';
import { InvalidField, keyOf, number, optionalText, param, text, type Body, type RestRoute } from './route.ts';

const GENDERS: Readonly<Record<Gender, string>> = { female: 'Female', male: 'Male', other: 'Other' };
/** The SDK's Platform, as 1.9 spells it. */
const PLATFORMS = ['desktop', 'mobile'];

function jurisdiction(value: unknown, field: string): Jurisdiction {
  return keyOf(JURISDICTIONS, value, field);
}

function platform(fields: Body, field = 'Platform'): void {
  if (!PLATFORMS.includes(fields[field] as string)) throw new InvalidField(field);
}

/** The longest calling code of the casino's list that begins the mobile number. */
function callingCodeOf(casino: Casino, phone: string): string {
  return (
    casino.site
      .callingCodes()
      .map((c) => c.code)
      .filter((code) => phone.startsWith(code))
      .sort((a, b) => b.length - a.length)[0] ?? ''
  );
}

/** `ExpectedAnnualActivityFrom/To` back to the range's label the casino records ('0-15000', '75000+'). */
function annualActivity(body: Body): string {
  if (body.ExpectedAnnualActivityFrom === undefined) return '';
  const from = number(body, 'ExpectedAnnualActivityFrom');
  return body.ExpectedAnnualActivityTo === undefined ? `${from}+` : `${from}-${number(body, 'ExpectedAnnualActivityTo')}`;
}

/**
 * The sign-up body back in the domain's words; `token` for /player/signup/token
 * (`JwtTokenString`), where the identity comes from the register (the casino fills it in).
 */
function signUpValues(casino: Casino, body: Body, token: boolean): SignUpValues {
  platform(body);
  const gender = body.Gender === undefined ? undefined : keyOf(GENDERS, body.Gender, 'Gender');
  if (gender === undefined && !token) throw new InvalidField('Gender');
  if (!token && body.DontSendActivationCode !== false && body.DontSendActivationCode !== true)
    throw new InvalidField('DontSendActivationCode');
  const optIns = Array.isArray(body.OptIns) ? body.OptIns.map((optIn) => keyOf(OPT_INS, optIn, 'OptIns')) : [];
  const limits = Array.isArray(body.Limits) ? (body.Limits as Body[]) : [];
  const limit = (type: string, timespan: number) => {
    const found = limits.find((l) => l.Type === type && l.Timespan === timespan);
    return found ? number(found, 'Amount') : undefined;
  };
  const phone = optionalText(body, 'MobilePhoneNumber') ?? '';
  const identity = (name: string) => (token ? (optionalText(body, name) ?? '') : text(body, name));
  const tac = optionalText(body, 'TacVersionAccepted');
  return {
    email: text(body, 'Email'),
    password: optionalText(body, 'Password'),
    firstName: identity('FirstName'),
    lastName: identity('LastName'),
    dateOfBirth: identity('BirthDate'),
    gender,
    address: identity('Address1'),
    city: identity('City'),
    zip: identity('Zip'),
    callingCode: callingCodeOf(casino, phone),
    phone,
    country: text(body, 'Country'),
    currency: token ? (optionalText(body, 'Currency') ?? '') : text(body, 'Currency'),
    language: text(body, 'Language'),
    jurisdiction: jurisdiction(body.Jurisdiction, 'Jurisdiction'),
    bonusCode: optionalText(body, 'PromoCode'),
    annualActivity: annualActivity(body),
    acceptTerms: tac === casino.site.terms().version,
    acceptMarketing: optIns.length > 0,
    optIns: optIns as MarketingOptIn[],
    depositLimitDay: limit('Deposit', 1),
    depositLimitWeek: limit('Deposit', 7),
    depositLimitMonth: limit('Deposit', 30),
    sessionLimitDay: limit('Session', 1) ?? limit('LoginTime', 1),
    sessionLimitWeek: limit('Session', 7) ?? limit('LoginTime', 7),
    sessionLimitMonth: limit('Session', 30) ?? limit('LoginTime', 30),
    token: token ? text(body, 'JwtTokenString') : undefined,
  };
}

/** A session the casino opened, as the platform hands it out, remembering which terms it has accepted. */
export function session(casino: Casino, result: SignInResult): string {
  rememberTerms(casino, result.sessionId, result.mustAcceptTerms ? undefined : casino.site.terms().version);
  return result.sessionId;
}

/**
 * SignUpResponse `{PlayerId, Issues?}`. The platform opens no session on /signup/v2 (the
 * player signs in next); the token form may answer one.
 */
export function signUp(casino: Casino, body: Body, token: boolean) {
  const result = casino.registration.signUp(signUpValues(casino, body, token));
  const PlayerId = ids(casino).number(casino.account.profile(result.sessionId).userId);
  if (token) return { PlayerId, SessionId: session(casino, result) };
  casino.sessions.signOut(result.sessionId);
  return { PlayerId };
}

/** The platform answers availability: a catalogue refusal of "in use" is `false`. */
function available(check: () => void, taken: string): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof ProviderError && error.key === taken) return false;
    throw error;
  }
}

export const sessionRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/player/signin/v2',
    handle: ({ casino, body }) => {
      platform(body);
      jurisdiction(body.Jurisdiction, 'Jurisdiction');
      return { SessionId: session(casino, casino.sessions.signIn(text(body, 'Username'), text(body, 'Password'))) };
    },
  },
  {
    method: 'POST',
    path: '/player/signout',
    handle: ({ casino, sessionId }) => {
      if (sessionId) casino.sessions.signOut(sessionId);
    },
  },
  { method: 'POST', path: '/player/signup/v2', handle: ({ casino, body }) => signUp(casino, body, false) },
  { method: 'POST', path: '/player/signup/token', handle: ({ casino, body }) => signUp(casino, body, true) },
  {
    method: 'GET',
    path: '/player/validate-email',
    handle: ({ casino, query }) =>
      available(
        () => casino.registration.validateEmail(param(query, 'email'), jurisdiction(query.get('jurisdiction'), 'jurisdiction')),
        'player-conflict',
      ),
  },
  {
    method: 'GET',
    path: '/player/validate-phone',
    handle: ({ casino, query }) =>
      available(
        () => casino.registration.validatePhone(param(query, 'phoneNumber'), jurisdiction(query.get('jurisdiction'), 'jurisdiction')),
        'phone-exists',
      ),
  },
  {
    method: 'POST',
    path: '/player/request-password-reset',
    handle: ({ casino, body }) => casino.passwords.forgot(text(body, 'UsernameOrEmail')),
  },
  {
    method: 'POST',
    path: '/player/reset-password',
    handle: ({ casino, body }) => {
      const token = text(body, 'Token');
      const username = optionalText(body, 'UsernameOrEmail');
      const password = text(body, 'NewPassword');
      // Without a username the token is a first-platform key (its links carry no username).
      casino.passwords.reset(username === undefined ? { key: token, password } : { token, username, password });
    },
  },
  {
    method: 'POST',
    path: '/player/change-password',
    handle: ({ casino, session, body }) => casino.passwords.change(session(), text(body, 'CurrentPassword'), text(body, 'NewPassword')),
  },
  {
    method: 'POST',
    path: '/player/request-activation-code',
    handle: ({ casino, body }) => {
      if (!['All', 'Email', 'Sms'].includes(body.Provider as string)) throw new InvalidField('Provider');
      casino.registration.requestActivationCode(text(body, 'UsernameOrEmail'));
    },
  },
  // ActivateAccountResponse: every field is optional; the casino cannot open a session
  // without the password, so this platform answers none (the SDK allows that).
  {
    method: 'POST',
    path: '/player/activate',
    handle: ({ casino, body }) => {
      const device = body.DeviceDetails;
      if (device === null || typeof device !== 'object') throw new InvalidField('DeviceDetails');
      platform(device as Body);
      casino.registration.activate(text(body, 'UsernameOrEmail'), text(body, 'Code'));
      return {};
    },
  },
];
