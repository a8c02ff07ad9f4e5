import { ProviderError } from '../provider';
import type { ErrorKey } from '../../domain/error-catalogue';
import type { Jurisdiction, MarketingOptIn, SignInResult, SignUpValues } from '../../domain/model';
import { array, boolean, nullish, number, object, picklist, string } from 'valibot';
import { ERROR_KEYS } from '../../domain/error-keys';
import { registrationOptIns } from '../../domain/marketing-opt-ins';
import { deviceDetails, platformJurisdiction } from './names';
import { bool, id, maybe, obj, optionalList, signedIn, str } from './read';
import type { RestApi } from './request';

/** Marketing opt-ins recorded when the player accepts marketing (spec: cashier §9), as the SDK's PlayerOptInOutType spells them. */
export const OPT_INS: Readonly<Record<MarketingOptIn, string>> = {
  'bonus-sms': 'BonusSMSs',
  'news-sms': 'NewsSMSs',
  'bonus-emails': 'BonusEmails',
  'news-emails': 'NewsEmails',
  phone: 'Phone',
};

/** The SDK's SignInResponse (POST /player/signin/v2). */
export const PlatformSignIn = object({ SessionId: string() });
/** The SDK's SignUpResponse (POST /player/signup/v2; the token form may add SessionId). */
export const PlatformSignUp = object({
  PlayerId: number(),
  Issues: nullish(
    array(
      picklist([
        'ExternalKycVerification',
        'GamblingIssuesCrossBrand',
        'CrossBrandClosure',
        'FraudAbuse',
        'DuplicateAccount',
        'TimeoutIssuesCrossBrand',
      ]),
    ),
  ),
  SessionId: nullish(string()),
  TacVersionAccepted: nullish(string()),
});
/** validate-email and validate-phone: whether the address or number is free. */
export const PlatformAvailable = boolean();

/** The SDK's Gender: Male, Female, Other. */
const GENDERS = { female: 'Female', male: 'Male', other: 'Other' } as const;

/**
 * The annual activity range's label as the SDK's numbers: '0-15000' is From 0 To 15000,
 * '75000+' From 75000 with no To. No choice (a flow without the question) sends neither.
 */
export function annualActivity(label: string): { ExpectedAnnualActivityFrom?: number; ExpectedAnnualActivityTo?: number } {
  const match = /^(\d+)(?:-(\d+)|\+)$/.exec(label.trim());
  if (!match) return {};
  return { ExpectedAnnualActivityFrom: Number(match[1]), ...(match[2] !== undefined && { ExpectedAnnualActivityTo: Number(match[2]) }) };
}

/** The `Version` of the terms the player accepts: GET /content/GetDocument?type=TermsAndConditions. */
function termsVersion(api: RestApi, jurisdiction: string, language: string): Promise<string | undefined> {
  return api.call(
    'sign-up',
    { get: '/content/GetDocument', query: { type: 'TermsAndConditions', jurisdiction, language } },
    (answer) => maybe(str, obj(answer).Version) ?? undefined,
  );
}

/**
 * POST /player/signup/v2 (SignUpParams), or /player/signup/token `{JwtTokenString, …}` for a
 * token link, where the identity fields are the register's and not sent. Limits as
 * `{Type, Timespan, Amount, IsSignupLimit: true}`; accepting the terms is accepting their
 * current `Version`; the platform sends the activation code (`DontSendActivationCode: false`).
 *
 * The answer is `{PlayerId, Issues?}` (the token form may add `SessionId`). An issue the
 * error catalogue knows (`GamblingIssuesCrossBrand`) refuses the registration with its
 * text; others are the platform's notes on a player it created. With no session in the
 * answer, the new player signs in with the same email and password.
 */
export async function signUp(api: RestApi, values: SignUpValues): Promise<SignInResult> {
  const limits = [
    ['Deposit', 1, values.depositLimitDay],
    ['Deposit', 7, values.depositLimitWeek],
    ['Deposit', 30, values.depositLimitMonth],
    ['LoginTime', 1, values.sessionLimitDay],
    ['LoginTime', 7, values.sessionLimitWeek],
    ['LoginTime', 30, values.sessionLimitMonth],
  ] as const;
  const jurisdiction = platformJurisdiction(values.jurisdiction);
  const common = {
    Email: values.email,
    Country: values.country,
    Language: values.language,
    Jurisdiction: jurisdiction,
    MobilePhoneNumber: values.phone || undefined,
    PromoCode: values.bonusCode || undefined,
    TacVersionAccepted: values.acceptTerms ? await termsVersion(api, jurisdiction, values.language) : undefined,
    OptIns: registrationOptIns(values).map((optIn) => OPT_INS[optIn]),
    Limits: limits
      .filter(([, , amount]) => amount !== undefined)
      .map(([Type, Timespan, Amount]) => ({ Type, Timespan, Amount, IsSignupLimit: true })),
    ...annualActivity(values.annualActivity),
    ...deviceDetails(),
  };
  const [path, body] =
    values.token === undefined
      ? ([
          '/player/signup/v2',
          {
            ...common,
            Password: values.password,
            BirthDate: values.dateOfBirth,
            FirstName: values.firstName,
            LastName: values.lastName,
            Gender: values.gender && GENDERS[values.gender],
            Address1: values.address,
            City: values.city,
            Zip: values.zip,
            Currency: values.currency,
            DontSendActivationCode: false,
          },
        ] as const)
      : (['/player/signup/token', { ...common, JwtTokenString: values.token }] as const);
  const sessionId = await api.call('sign-up', { post: path, body }, (answer) => {
    const o = obj(answer);
    id(o.PlayerId);
    const issue = optionalList(o.Issues).find((item): item is ErrorKey<'sign-up'> =>
      (ERROR_KEYS['sign-up'] as readonly unknown[]).includes(item),
    );
    if (issue) throw new ProviderError('sign-up', issue);
    return maybe(str, o.SessionId);
  });
  if (sessionId !== null) return signedIn(api, sessionId, 'sign-up');
  if (values.password === undefined) throw new ProviderError('sign-up', 'unknown-error');
  const signIn = await api.call(
    'sign-up',
    {
      post: '/player/signin/v2',
      body: { Username: values.email, Password: values.password, ...deviceDetails(), Jurisdiction: jurisdiction },
    },
    (answer) => str(obj(answer).SessionId),
  );
  return signedIn(api, signIn, 'sign-up');
}

/** GET /player/validate-email?email=&jurisdiction= answers whether the address is free: `false` is taken (player-conflict). */
export function validateEmail(api: RestApi, email: string, jurisdiction: Jurisdiction): Promise<void> {
  return api.call(
    'sign-up',
    { get: '/player/validate-email', query: { email, jurisdiction: platformJurisdiction(jurisdiction) } },
    (answer) => {
      if (!bool(answer)) throw new ProviderError('sign-up', 'player-conflict');
    },
  );
}

/** GET /player/validate-phone?phoneNumber=&jurisdiction=: `false` is a number in use (phone-exists). */
export function validatePhone(api: RestApi, phone: string, jurisdiction: Jurisdiction): Promise<void> {
  return api.call(
    'sign-up',
    { get: '/player/validate-phone', query: { phoneNumber: phone, jurisdiction: platformJurisdiction(jurisdiction) } },
    (answer) => {
      if (!bool(answer)) throw new ProviderError('sign-up', 'phone-exists');
    },
  );
}
