// Domain values of the simulated casino in the REST platform's shapes, as its public SDK
// (goa-codebet/enji-sdk 1.9.1) types them: numeric ids, PascalCase enums, optional fields
// left out when the casino has no value for them (the platform omits them too).
import type { Message, Profile, Wallet } from '../../../src/domain/model.ts';
import type { Casino } from '../../../src/adapters/stub/index.ts';
import { ids } from './ids.ts';
import { JURISDICTIONS } from './names.ts';

/** `{a: undefined, b: ''}` → `{}`: the platform leaves out what it has no value for. */
export function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

const GENDER = { female: 'Female', male: 'Male', other: 'Other' } as const;

/**
 * PlayerInfo. The platform keeps one mobile number with its calling code; `IsVerified` is
 * whether the player activated the account; `TacVersionAccepted` the terms version the
 * player accepted, absent before any.
 */
export function userInfo(casino: Casino, profile: Profile, tacVersionAccepted: string | undefined) {
  return {
    Id: ids(casino).number(profile.userId),
    BirthDate: profile.dateOfBirth,
    IsComplete: true,
    IsVerified: profile.isActivated,
    DepositCount: 0,
    WithdrawalCount: 0,
    Level: profile.playerGroups.includes('vip') ? 'VIP' : 'Standard',
    SowStatus: 'Unverified',
    ...present({
      Email: profile.email,
      FirstName: profile.firstName,
      LastName: profile.lastName,
      Address1: profile.address,
      City: profile.city,
      Zip: profile.zip,
      Country: profile.country,
      MobilePhoneNumber: profile.phone,
      Language: profile.language,
      Gender: GENDER[profile.gender],
      Currency: profile.currency,
      Jurisdiction: JURISDICTIONS[profile.jurisdiction],
      Tags: profile.playerGroups.length ? profile.playerGroups : undefined,
      TacVersionAccepted: tacVersionAccepted,
    }),
  };
}

/** PerCurrencyBalanceSheet under `Balances`: the player's one currency; each balance a WalletBalance, nothing reserved. */
export function walletAnswer(wallet: Wallet) {
  const walletBalance = (balance: number) => ({ Balance: balance, ReservedBalance: 0 });
  return {
    Balances: {
      [wallet.currency]: {
        Total: walletBalance(wallet.totalBalance),
        Real: walletBalance(wallet.realBalance),
        Bonus: walletBalance(wallet.bonusBalance),
      },
    },
  };
}

/** InternalMessage: `{Id, Title?, Content?, Status, StartDate, EndDate, Attributes?}`; a call to action is two attributes. */
export function messageAnswer(casino: Casino, m: Message) {
  const attributes = present({ CtaText: m.ctaText, CtaAction: m.ctaAction });
  return {
    Id: ids(casino).number(m.id),
    Status: m.status === 'read' ? 'Read' : m.status === 'unpushed' ? 'Unpushed' : 'Notified',
    StartDate: m.messageSent,
    // The casino's messages do not expire: a year on.
    EndDate: new Date(Date.parse(m.messageSent) + 365 * 86_400_000).toISOString(),
    ...present({ Title: m.title, Content: m.content }),
    ...(Object.keys(attributes).length > 0 && { Attributes: attributes }),
  };
}
