// Signing in and up, bank identity, passwords and activation on the REST platform
// stand-in. Answers are documented in src/adapters/rest (registration.ts, bank-identity.ts,
// password.ts, activation.ts, read.ts); every one runs the simulated casino.
import type { Gender, Jurisdiction, MarketingOptIn, SignUpValues } from '../../../src/adapters/provider.ts';
import { OPT_INS } from './names.ts';
import { isJurisdiction } from '../../../src/domain/jurisdiction.ts';
import { signInAnswer } from './shapes.ts';
import { InvalidField, keyOf, number, optionalText, param, text, type Body, type RestRoute } from './route.ts';

const GENDERS: readonly Gender[] = ['female', 'male', 'other'];

function jurisdiction(value: string | null, field: string): Jurisdiction {
  if (!isJurisdiction(value)) throw new InvalidField(field);
  return value;
}

/**
 * The sign-up body back in the domain's words; `token` for /player/signup/token, where the
 * identity fields are empty and the gender absent (the casino takes them from the register).
 */
function signUpValues(body: Body, token: boolean): SignUpValues {
  const gender = optionalText(body, 'Gender')?.toLowerCase() as Gender | undefined;
  if (gender === undefined ? !token : !GENDERS.includes(gender)) throw new InvalidField('Gender');
  const optIns = Array.isArray(body.OptIns) ? body.OptIns.map((optIn) => keyOf(OPT_INS, optIn, 'OptIns')) : [];
  const limits = Array.isArray(body.Limits) ? (body.Limits as Body[]) : [];
  const limit = (type: string, timespan: number) => {
    const found = limits.find((l) => l.Type === type && l.Timespan === timespan);
    return found ? number(found, 'Amount') : undefined;
  };
  return {
    email: text(body, 'Email'),
    password: optionalText(body, 'Password'),
    firstName: text(body, 'FirstName'),
    lastName: text(body, 'LastName'),
    dateOfBirth: text(body, 'DateOfBirth'),
    gender,
    address: text(body, 'Address'),
    city: text(body, 'City'),
    zip: text(body, 'Zip'),
    callingCode: text(body, 'CallingCode'),
    phone: text(body, 'Phone'),
    country: text(body, 'Country'),
    currency: text(body, 'Currency'),
    language: text(body, 'Language'),
    jurisdiction: jurisdiction(text(body, 'Jurisdiction'), 'Jurisdiction'),
    bonusCode: optionalText(body, 'BonusCode'),
    annualActivity: optionalText(body, 'AnnualActivity') ?? '',
    acceptTerms: body.AcceptTerms === true,
    acceptMarketing: optIns.length > 0,
    optIns: optIns as MarketingOptIn[],
    depositLimitDay: limit('Deposit', 1),
    depositLimitWeek: limit('Deposit', 7),
    depositLimitMonth: limit('Deposit', 30),
    sessionLimitDay: limit('Session', 1),
    sessionLimitWeek: limit('Session', 7),
    sessionLimitMonth: limit('Session', 30),
    token: token ? text(body, 'Token') : undefined,
  };
}

export const sessionRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/player/signin/v2',
    handle: ({ casino, body }) => {
      text(body, 'Platform');
      text(body, 'Browser');
      return signInAnswer(casino.sessions.signIn(text(body, 'Username'), text(body, 'Password')));
    },
  },
  {
    method: 'POST',
    path: '/player/signout',
    handle: ({ casino, sessionId }) => {
      if (sessionId) casino.sessions.signOut(sessionId);
    },
  },
  // Bank identity: {} starts a sign-in attempt, {OrderRef} collects any attempt.
  {
    method: 'POST',
    path: '/player/signin/code',
    handle: ({ casino, body }) => {
      if (body.OrderRef === undefined) return startAnswer(casino.bankIdentity.start('sign-in'));
      const answer = casino.bankIdentity.collect(text(body, 'OrderRef'));
      if (answer.kind === 'pending') return { Status: 'Pending', QrCode: answer.qrCode };
      if (answer.kind === 'failed') return { Status: 'Failed' };
      if (answer.kind === 'sign-up-token') return { Status: 'Complete', SessionId: null, JwtTokenSignup: answer.token };
      return { Status: 'Complete', ...signInAnswer(answer.result) };
    },
  },
  { method: 'POST', path: '/player/signup/code', handle: ({ casino }) => startAnswer(casino.bankIdentity.start('sign-up')) },
  { method: 'POST', path: '/player/signup/v2', handle: ({ casino, body }) => signInAnswer(casino.registration.signUp(signUpValues(body, false))) },
  { method: 'POST', path: '/player/signup/token', handle: ({ casino, body }) => signInAnswer(casino.registration.signUp(signUpValues(body, true))) },
  {
    method: 'GET',
    path: '/player/validate-email',
    handle: ({ casino, query }) => {
      casino.registration.validateEmail(param(query, 'email'), jurisdiction(query.get('jurisdiction'), 'jurisdiction'));
      return true;
    },
  },
  {
    method: 'GET',
    path: '/player/validate-phone',
    handle: ({ casino, query }) => {
      casino.registration.validatePhone(param(query, 'phoneNumber'), jurisdiction(query.get('jurisdiction'), 'jurisdiction'));
      return true;
    },
  },
  { method: 'POST', path: '/player/request-password-reset', handle: ({ casino, body }) => casino.passwords.forgot(text(body, 'UsernameOrEmail')) },
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
  { method: 'POST', path: '/player/request-activation-code', handle: ({ casino, body }) => casino.registration.requestActivationCode(text(body, 'UsernameOrEmail')) },
  { method: 'POST', path: '/player/activate', handle: ({ casino, body }) => casino.registration.activate(text(body, 'UsernameOrEmail'), text(body, 'Code')) },
];

function startAnswer(start: { orderRef: string; qrCode: string; autoStartUrl: string }) {
  return { OrderRef: start.orderRef, QrCode: start.qrCode, AutoStartUrl: start.autoStartUrl };
}
