import { ProviderError, type ErrorKey, type Jurisdiction, type MarketingOptIn, type SignInResult, type SignUpValues } from '../provider';
import { registrationOptIns } from '../../domain/marketing-opt-ins';
import { list, obj, signInResult } from './read';
import type { RestApi } from './request';

/** Marketing opt-ins recorded when the player accepts marketing (spec: cashier §9), in the platform's words; shared with the provider server. */
export const OPT_INS: Readonly<Record<MarketingOptIn, string>> = {
  'bonus-sms': 'BonusSms',
  'news-sms': 'NewsSms',
  'bonus-emails': 'BonusEmails',
  'news-emails': 'NewsEmails',
  phone: 'Phone',
};

/**
 * POST /player/signup/v2, or /player/signup/token for a token link, with the values in
 * PascalCase (limits as `{Type, Timespan, Amount, IsSignupLimit: true}`, marketing as
 * `OptIns: ['BonusSms', …]`; after a bank identity the identity fields are empty and the
 * gender absent: the platform has them from the register). The answer is
 * that of sign-in, or `{SessionId: null, Issues: ['GamblingIssuesCrossBrand']}` when the
 * platform refuses the registration: the first issue, when it is text, is the error key.
 * The new player is signed in at once.
 */
export async function signUp(api: RestApi, values: SignUpValues): Promise<SignInResult> {
  const limits = [
    ['Deposit', 1, values.depositLimitDay],
    ['Deposit', 7, values.depositLimitWeek],
    ['Deposit', 30, values.depositLimitMonth],
    ['Session', 1, values.sessionLimitDay],
    ['Session', 7, values.sessionLimitWeek],
    ['Session', 30, values.sessionLimitMonth],
  ] as const;
  const path = values.token === undefined ? '/player/signup/v2' : '/player/signup/token';
  const body = {
    Email: values.email,
    Password: values.password,
    FirstName: values.firstName,
    LastName: values.lastName,
    DateOfBirth: values.dateOfBirth,
    Gender: values.gender,
    Address: values.address,
    City: values.city,
    Zip: values.zip,
    CallingCode: values.callingCode,
    Phone: values.phone,
    Country: values.country,
    Currency: values.currency,
    Language: values.language,
    Jurisdiction: values.jurisdiction,
    BonusCode: values.bonusCode,
    AnnualActivity: values.annualActivity,
    AcceptTerms: values.acceptTerms,
    OptIns: registrationOptIns(values).map((optIn) => OPT_INS[optIn]),
    Limits: limits.filter(([, , amount]) => amount !== undefined).map(([Type, Timespan, Amount]) => ({ Type, Timespan, Amount, IsSignupLimit: true })),
    Token: values.token,
  };
  const result = await api.call('sign-up', { post: path, body }, (answer) => {
    const issue = list(obj(answer).Issues ?? [])[0];
    // The platform's own key (spec: "raised as an error key"); one the catalogue lacks shows the fallback (errorText).
    if (typeof issue === 'string') throw new ProviderError('sign-up', issue as ErrorKey<'sign-up'>);
    return signInResult(answer);
  });
  api.begin(result.sessionId);
  return result;
}

/** GET /player/validate-email?email=&jurisdiction=: an address in use fails with PlayerExists. */
export function validateEmail(api: RestApi, email: string, jurisdiction: Jurisdiction): Promise<void> {
  return api.call('sign-up', { get: '/player/validate-email', query: { email, jurisdiction } });
}

/** GET /player/validate-phone?phoneNumber=&jurisdiction= */
export function validatePhone(api: RestApi, phone: string, jurisdiction: Jurisdiction): Promise<void> {
  return api.call('sign-up', { get: '/player/validate-phone', query: { phoneNumber: phone, jurisdiction } });
}
