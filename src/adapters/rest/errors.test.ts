/** The platform's error codes as the catalogue's keys and the player's texts (./errors), and the sign-up's issues. */
import { expect } from '@open-wc/testing';
import { isProviderError, type Provider } from '../provider';
import type { ErrorArea } from '../../domain/error-catalogue';
import { signUpValues } from '../../testing/sign-up-values';
import { caught, error, errorTexts, platform, SIGNED_IN, USER_INFO } from './fake-platform.testing';

describe('rest adapter: error mapping: the provider code arrives as the catalogue key and its message (spec: cashier §8)', () => {
  let text: (e: unknown) => string;
  before(async () => {
    text = await errorTexts();
  });

  const signIn = (p: Provider) => p.signIn('ann@example.com', 'Secret12!');
  const signUp = (p: Provider) => p.signUp(signUpValues());
  const activate = (p: Provider) => p.activate('ann@example.com', '123456');
  const reset = (p: Provider) => p.resetPassword({ token: 't', username: 'ann@example.com', password: 'Secret12!' });
  const optIn = (p: Provider) => p.optInTournament('spring');
  // An image the page lets through but the platform cannot read (a non-image never leaves the page: see kyc.test.ts).
  const upload = (p: Provider) => p.uploadKycDocument({ type: 'id', fileName: 'a.tiff', mimeType: 'image/tiff', data: 'YQ==' });
  const changePassword = (p: Provider) => p.changePassword('Old-Passw0rd', 'New-Passw0rd');
  const trigger = (p: Provider) => p.triggerBonus('VIP');
  const getWallet = (p: Provider) => p.getWallet();

  type Row = [
    code: string,
    details: Record<string, string>,
    call: (p: Provider) => Promise<unknown>,
    path: string,
    area: ErrorArea,
    key: string,
    message: string,
  ];
  const BLOCKED = 'Your account is blocked. There was a problem logging in. Please try again or {supportLink}.';
  const rows: Row[] = [
    ['InvalidCredentials', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'incorrect-credentials', 'Incorrect credentials'],
    [
      'InvalidCredentials',
      {},
      changePassword,
      'POST /player/change-password',
      'player',
      'incorrect-credentials',
      'Your old password is incorrect.',
    ],
    ['TooManyAttempts', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'rate-limit', 'Try again in a few minutes'],
    ['SelfBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'player-self-blocked', 'Self blocked'],
    ['PlayerBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
    ['TempBlocked', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
    ['LoginPeriod', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
    ['GamblingIssues', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'blocked', BLOCKED],
    [
      'LoginTimeBlocked',
      {},
      signIn,
      'POST /player/signin/v2',
      'sign-in',
      'login-time-blocked',
      'Your session limit is reached. There was a problem logging in. Please try again or {supportLink}.',
    ],
    [
      'Blacklisted',
      {},
      signIn,
      'POST /player/signin/v2',
      'sign-in',
      'blacklisted',
      'There was a problem logging in. Please try again or {supportLink}.',
    ],
    [
      'Spelpaus',
      {},
      signIn,
      'POST /player/signin/v2',
      'sign-in',
      'spel-paus-validation-error',
      'You are not allowed to login. Player registred in Spelpaus.',
    ],
    ['InvalidField', { Username: 'Required' }, signIn, 'POST /player/signin/v2', 'sign-in', 'invalid-field-username', 'Invalid username'],
    ['InvalidField', { Password: 'Required' }, signIn, 'POST /player/signin/v2', 'sign-in', 'invalid-field-password', 'Invalid password'],
    ['SomethingNew', {}, signIn, 'POST /player/signin/v2', 'sign-in', 'unknown-error', 'Something went wrong.'],
    ['PlayerExists', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'player-conflict', 'Player already exists'],
    ['PlayerDuplicate', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'player-conflict', 'Player already exists'],
    ['CountryNotAllowed', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'country-invalid', 'Your country is not allowed'],
    ['CountryNotExists', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'country-invalid', 'Your country is not allowed'],
    ['JurisdictionMismatch', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'country-invalid', 'Your country is not allowed'],
    ['InvalidEmailDomain', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'invalid-email-domain', 'Email domain is restrected'],
    ['PhoneExists', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'phone-exists', 'Phone already exists'],
    ['RegionBlocked', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'region-blocked', 'Region is blocked'],
    ['PlayerBlocked', {}, signUp, 'POST /player/signup/v2', 'sign-up', 'blocked', 'You are not allowed to register. Please {supportLink}.'],
    [
      'Spelpaus',
      {},
      signUp,
      'POST /player/signup/v2',
      'sign-up',
      'spel-paus-validation-error',
      'You are not allowed to register. Player registred in Spelpaus.',
    ],
    ...(
      [
        ['Email', 'email'],
        ['Dob', 'dob', 'date of birth'],
        ['FirstName', 'first-name', 'first name'],
        ['LastName', 'last-name', 'last name'],
        ['Address', 'address'],
        ['City', 'city'],
        ['Zip', 'zip'],
        ['Region', 'region'],
        ['Country', 'country'],
        ['Phone', 'phone'],
        ['Language', 'language'],
        ['Gender', 'gender'],
        ['Currency', 'currency'],
        ['Jurisdiction', 'jurisdiction'],
      ] as const
    ).map(([detail, field, words]): Row => [
      'InvalidField',
      { [detail]: 'Invalid' },
      signUp,
      'POST /player/signup/v2',
      'sign-up',
      `invalid-field-${field}`,
      `Invalid ${words ?? field}`,
    ]),
    ['LinkExpired', {}, activate, 'POST /player/activate', 'activate', 'link-expired', 'Link expired'],
    ['PlayerNotFound', {}, activate, 'POST /player/activate', 'activate', 'player-not-found', 'Player not found'],
    ['AlreadyActivated', {}, activate, 'POST /player/activate', 'activate', 'already-activated', 'Already activated'],
    [
      'IncorrectCode',
      {},
      activate,
      'POST /player/activate',
      'activate',
      'incorrect-code',
      'Incorrect activation code. Try again or request a new activation code.',
    ],
    ['LinkExpired', {}, reset, 'POST /player/reset-password', 'reset-password', 'link-expired', 'Your reset password link has expired.'],
    [
      'ResetSessionExpired',
      {},
      reset,
      'POST /player/reset-password',
      'reset-password',
      'session-expired',
      'Your reset password session has expired',
    ],
    ['PlayerNotFound', {}, reset, 'POST /player/reset-password', 'reset-password', 'player-not-found', 'Player not found.'],
    // An invalid reset token (someone else's, or made up) and a link with none.
    ['InvalidToken', {}, reset, 'POST /player/reset-password', 'reset-password', 'invalid-token', 'Your reset password link is not valid.'],
    ['MissingToken', {}, reset, 'POST /player/reset-password', 'reset-password', 'missing-token', 'Missing token'],
    ['OptInNotRequired', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'optin-not-required', 'Optin not required.'],
    ['AlreadyOptedIn', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'already-optin', 'Already optined in.'],
    ['OptInNotAllowed', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'optin-not-allowed', 'Not allowed.'],
    ['TournamentNotFound', {}, optIn, 'POST /player/tournament-opt-in', 'tournament', 'not-found', 'Tournament not found.'],
    ['InvalidFileType', {}, upload, 'POST /kyc/upload', 'kyc', 'invalid-file-type', 'Invalid file type.'],
    [
      'NotEligible',
      {},
      trigger,
      'POST /bonus/trigger/VIP',
      'bonus-selector',
      'invalid-bonus',
      'You are unfortunately not eligible for this bonus, please choose another one.',
    ],
    ['ActivationRequired', {}, getWallet, 'GET /wallets', 'general', 'activation-required', 'Please activate your account first.'],
    // The signing gateway's own answers (502, 504) when the platform behind it is down or silent.
    [
      'PlatformUnreachable',
      {},
      activate,
      'POST /player/activate',
      'general',
      'offline',
      'Could not reach the server. Check your connection and try again.',
    ],
    [
      'PlatformTimeout',
      {},
      reset,
      'POST /player/reset-password',
      'general',
      'timeout',
      'The server took too long to answer. Please try again.',
    ],
  ];

  for (const [code, details, call, path, area, key, message] of rows) {
    const detail = Object.keys(details)[0];
    it(`${code}${detail ? ` + ${detail}` : ''} → ${area}.${key}: "${message}"`, async () => {
      const { provider, events } = platform({ 'GET /player/user-info': { json: USER_INFO }, [path]: error(code, details) });
      const failure = await caught(() => call(provider));
      expect(isProviderError(failure) && `${failure.area}.${failure.key}`).to.equal(`${area}.${key}`);
      expect(text(failure)).to.equal(message);
      expect(events).to.deep.equal([{ type: 'error', error: failure }]);
    });
  }

  it('the sign-up issues: one the catalogue knows refuses the sign-up with its text; another is a note on the player created, who signs in next', async () => {
    for (const issue of ['GamblingIssuesCrossBrand', 'MissingNameOrAddress']) {
      const { provider } = platform({ 'POST /player/signup/v2': { json: { PlayerId: 0, Issues: ['DuplicateAccount', issue] } } });
      const failure = await caught(() => signUp(provider));
      expect(isProviderError(failure) && `${failure.area}.${failure.key}`).to.equal(`sign-up.${issue}`);
      expect(text(failure)).to.equal(
        issue === 'GamblingIssuesCrossBrand'
          ? 'You are not allowed to register. Please {supportLink}.'
          : 'No Swedish registered address was found. Please contact customer service.',
      );
    }
    const { provider, sent } = platform({
      'POST /player/signup/v2': { json: { PlayerId: 42, Issues: ['ExternalKycVerification'] } },
      'POST /player/signin/v2': { json: SIGNED_IN },
    });
    expect(await signUp(provider)).to.deep.equal({ sessionId: 'sid-123', isEmailVerified: true, mustAcceptTerms: false });
    const signIn = sent.find((r) => r.path === '/player/signin/v2')!;
    expect(signIn.body).to.deep.equal({
      Username: 'ann@example.com',
      Password: 'Secret12!',
      Platform: 'desktop',
      UserAgent: navigator.userAgent,
      Jurisdiction: 'MGA',
    });
  });
});
