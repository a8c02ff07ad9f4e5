import { ProviderError } from '../provider';
import type { Gender, Jurisdiction, Limit, SignInResult, SignUpValues, Subscription } from '../../domain/model';
import type { Bonuses } from './bonuses';
import { COUNTRIES, CURRENCIES, TERMS_VERSION } from './catalogue';
import type { CasinoCore } from './core';
import { emptyPlayer, identityLocks, limit } from './seed';
import type { Sessions } from './sessions';
import type { PlayerRecord } from './state';

const MINIMUM_AGE = 18;

/** Sign-up, the server-side checks before it, and email activation. */
export class Registration {
  constructor(
    private readonly casino: CasinoCore,
    private readonly sessions: Sessions,
    private readonly bonuses: Bonuses,
  ) {}

  /**
   * The new player is signed in at once, not activated, and mailed an activation code. A
   * token sign-up follows a bank identity: the identity comes from the national register
   * (see {@link registeredIdentity}) and the player is activated at once, since the token
   * flow has no activation step (spec: contact, limits, bonus, deposit). `activationLink`
   * builds the mailed link from the code, as a platform that is told the page does.
   */
  signUp(signUp: SignUpValues, activationLink?: (code: string) => string): SignInResult {
    const token = signUp.token === undefined ? undefined : this.casino.state.signUpTokens[signUp.token];
    if (signUp.token !== undefined && !token) throw new ProviderError('sign-up', 'unknown-error');
    const personalNumber = token?.personalNumber ?? null;
    const values = token ? { ...registeredIdentity(personalNumber), ...withoutEmpty(signUp) } : signUp;
    this.validateEmail(values.email, values.jurisdiction, personalNumber);
    this.validatePhone(values.phone, values.jurisdiction);
    if (isUnderAge(values.dateOfBirth, this.casino.now())) throw new ProviderError('sign-up', 'player-under-age');
    if (!values.gender) throw new ProviderError('sign-up', 'invalid-field-gender');
    if (!COUNTRIES.some((c) => c.code === values.country)) throw new ProviderError('sign-up', 'country-invalid');
    if (!CURRENCIES.includes(values.currency)) throw new ProviderError('sign-up', 'invalid-field-currency');

    const player = this.create({ ...values, gender: values.gender }, personalNumber);
    if (values.token !== undefined) delete this.casino.state.signUpTokens[values.token];
    this.casino.state.players[player.profile.userId] = player;
    this.casino.save();
    if (values.bonusCode) this.bonuses.grantByCode(player, values.bonusCode);
    if (token) player.profile.isActivated = true;
    else this.mailActivationCode(player, activationLink);
    return this.sessions.result(player, this.casino.openSession(player));
  }

  /** PlayerExists is player-conflict; the Spelpaus register refuses SGA sign-ups. */
  validateEmail(email: string, jurisdiction: Jurisdiction, personalNumber: string | null = null): void {
    if (jurisdiction === 'SGA' && this.casino.inSpelpaus(email, personalNumber)) {
      throw new ProviderError('sign-up', 'spel-paus-validation-error');
    }
    if (this.casino.findPlayer(email)) throw new ProviderError('sign-up', 'player-conflict');
  }

  validatePhone(phone: string, _jurisdiction: Jurisdiction): void {
    const wanted = digits(phone);
    if (Object.values(this.casino.state.players).some((p) => digits(p.profile.phone) === wanted)) {
      throw new ProviderError('sign-up', 'phone-exists');
    }
  }

  activate(email: string, code: string): void {
    const player = this.unactivated(email);
    if (player.activationCode === null || player.activationCode !== code.trim()) throw new ProviderError('activate', 'incorrect-code');
    player.profile.isActivated = true;
    player.activationCode = null;
    this.casino.save();
  }

  /** A new code replaces the old one. */
  requestActivationCode(email: string): void {
    this.mailActivationCode(this.unactivated(email));
  }

  private unactivated(email: string): PlayerRecord {
    const player = this.casino.findPlayer(email);
    if (!player) throw new ProviderError('activate', 'player-not-found');
    if (player.profile.isActivated) throw new ProviderError('activate', 'already-activated');
    return player;
  }

  private mailActivationCode(player: PlayerRecord, activationLink?: (code: string) => string): void {
    const code = this.casino.randomDigits(6);
    player.activationCode = code;
    const { email } = player.profile;
    const link = activationLink?.(code) ?? `/?email=${encodeURIComponent(email)}&code=${code}`;
    this.casino.sendMail({
      to: email,
      subject: 'Activate your betr account',
      kind: 'activation',
      body: `Welcome to betr!\n\nYour activation code is ${code}.\nOr follow this link: ${link}`,
      code,
      link,
    });
  }

  private create(values: SignUpValues & { gender: Gender }, personalNumber: string | null): PlayerRecord {
    const userId = `u-${this.casino.randomHex(4)}`;
    const player = emptyPlayer({
      userId,
      email: values.email.trim(),
      firstName: values.firstName,
      lastName: values.lastName,
      dateOfBirth: values.dateOfBirth,
      address: values.address,
      city: values.city,
      zip: values.zip,
      callingCode: values.callingCode,
      phone: values.phone,
      country: values.country,
      language: values.language,
      currency: values.currency,
      gender: values.gender,
      title: { female: 'Ms', male: 'Mr', other: 'Mx' }[values.gender],
      isActivated: false,
      jurisdiction: values.jurisdiction,
      disabled: identityLocks(values.jurisdiction),
      playerGroups: [],
    });
    const limitOf = (type: Limit['type'], period: Limit['period'], amount: number | undefined) =>
      amount === undefined ? [] : [limit(`l-${this.casino.randomHex(4)}`, type, period, amount, values.currency)];
    return {
      ...player,
      password: values.password ?? null,
      personalNumber,
      acceptedTermsVersion: values.acceptTerms ? TERMS_VERSION : null,
      subscriptions: player.subscriptions.map((s) => ({ ...s, active: optedIn(values, s.type) })),
      limits: [
        ...limitOf('deposit', 'daily', values.depositLimitDay),
        ...limitOf('deposit', 'weekly', values.depositLimitWeek),
        ...limitOf('deposit', 'monthly', values.depositLimitMonth),
        ...limitOf('session', 'daily', values.sessionLimitDay),
        ...limitOf('session', 'weekly', values.sessionLimitWeek),
        ...limitOf('session', 'monthly', values.sessionLimitMonth),
      ],
    };
  }
}

/** The server's own age check; a date that is not YYYY-MM-DD is refused as invalid. */
function isUnderAge(dateOfBirth: string, now: number): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) throw new ProviderError('sign-up', 'invalid-field-dob');
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return Date.UTC(year + MINIMUM_AGE, month - 1, day) > now;
}

function digits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * What the national register knows of a person identified by a bank: a Swedish personal
 * number (YYYYMMDDNNNN) gives the date of birth and gender (odd second-to-last digit:
 * male); the rest is the demo's register entry. A token without a personal number (the
 * seeded demo token) stands for an adult demo person.
 */
export function registeredIdentity(
  personalNumber: string | null,
): Pick<SignUpValues, 'firstName' | 'lastName' | 'dateOfBirth' | 'gender' | 'address' | 'city' | 'zip' | 'country' | 'currency'> {
  const match = /^(\d{4})(\d{2})(\d{2})\d{2}(\d)\d$/.exec(personalNumber ?? '');
  return {
    firstName: 'Alex',
    lastName: 'Andersson',
    dateOfBirth: match ? `${match[1]}-${match[2]}-${match[3]}` : '1990-01-01',
    gender: match ? (Number(match[4]) % 2 === 1 ? 'male' : 'female') : 'other',
    address: 'Storgatan 1',
    city: 'Stockholm',
    zip: '111 22',
    country: 'SE',
    currency: 'SEK',
  };
}

/** A token sign-up's own values, without the empty identity fields the register fills. */
function withoutEmpty(values: SignUpValues): SignUpValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as unknown as SignUpValues;
}

/** Accepting marketing opts into channels; a sign-up without the list opts into all or none. */
function optedIn(values: SignUpValues, channel: Subscription['type']): boolean {
  if (!values.optIns) return values.acceptMarketing;
  if (channel === 'sms') return values.optIns.includes('bonus-sms') || values.optIns.includes('news-sms');
  if (channel === 'email') return values.optIns.includes('bonus-emails') || values.optIns.includes('news-emails');
  return values.optIns.includes('phone');
}
