// Domain values of the simulated casino in the REST platform's PascalCase shapes. Each
// shape is documented once, where the adapter reads it (src/adapters/rest/*.ts).
import type {
  Bonus,
  BonusStatus,
  Game,
  HistoryTransaction,
  Limit,
  Message,
  Profile,
  SignInResult,
  TransactionStatus,
  Wallet,
} from '../../../src/adapters/provider.ts';
import { LIMIT_TYPES, TIMESPANS } from './names.ts';

export const BONUS_STATUS: Readonly<Record<BonusStatus, string>> = {
  initiated: 'Initiated',
  active: 'Active',
  expired: 'Expired',
  canceled: 'Canceled',
  finished: 'Finished',
};

export const TRANSACTION_STATUS: Readonly<Record<TransactionStatus, string>> = {
  completed: 'Completed',
  failed: 'Failed',
  initiated: 'Initiated',
  canceled: 'Canceled',
  pending: 'Pending',
};


/** Suffix of the row that carries a queued change. */
export const QUEUED_SUFFIX = '-next';

export function signInAnswer(result: SignInResult) {
  return { SessionId: result.sessionId, IsActivated: result.isEmailVerified, MustAcceptTac: result.mustAcceptTerms };
}

export function userInfo(profile: Profile) {
  const disabled = Object.entries(profile.disabled).filter(([, on]) => on).map(([field]) => field.charAt(0).toUpperCase() + field.slice(1));
  return {
    PlayerId: profile.userId,
    Email: profile.email,
    FirstName: profile.firstName,
    LastName: profile.lastName,
    DateOfBirth: profile.dateOfBirth,
    Address: profile.address,
    City: profile.city,
    Zip: profile.zip,
    CallingCode: profile.callingCode,
    Phone: profile.phone,
    Country: profile.country,
    Language: profile.language,
    Currency: profile.currency,
    Gender: profile.gender.charAt(0).toUpperCase() + profile.gender.slice(1),
    Title: profile.title,
    IsActivated: profile.isActivated,
    Jurisdiction: profile.jurisdiction,
    DisabledFields: disabled,
  };
}

export function walletAnswer(wallet: Wallet) {
  return { Currency: wallet.currency, RealBalance: wallet.realBalance, BonusBalance: wallet.bonusBalance, TotalBalance: wallet.totalBalance };
}

export function bonusAnswer(bonus: Bonus) {
  return {
    Id: bonus.id,
    Identifier: bonus.identifier,
    Code: bonus.code,
    Name: bonus.name,
    Description: bonus.description,
    Status: BONUS_STATUS[bonus.status],
    Assets: bonus.assets,
    Html: bonus.html,
    StartTime: bonus.startTime,
    EndTime: bonus.endTime,
    WageredPercent: bonus.wagered,
    WageringRequirment: bonus.wageringRequirment,
    WageringRequirmentRemaining: bonus.wageringRequirmentRemaining,
    Currency: bonus.currency,
    Amounts: [{ Currency: bonus.currency, Min: bonus.minAmount, Max: bonus.maxAmount }],
    IsDeposit: bonus.deposit,
    CanBeCanceled: bonus.canBeCanceled,
  };
}

/**
 * A limit as the platform lists it: one Active row, or — while a raise waits for its 72
 * hours — the current row marked Cancelled (it is being replaced) and the raise as an
 * Active row with its ActivationDate.
 */
export function limitRows(limit: Limit) {
  const row = {
    Id: limit.id,
    Type: LIMIT_TYPES[limit.type],
    Timespan: TIMESPANS[limit.period],
    Amount: limit.amount,
    RemainingAmount: limit.remainingAmount,
    Currency: limit.currency,
    Product: limit.product,
    Status: 'Active',
    ActivationDate: null as string | null,
    Locked: limit.locked,
    ExpiryDate: limit.expiryDate,
  };
  if (!row.Type) return [];
  if (!limit.queued) return [row];
  return [
    { ...row, Status: 'Cancelled' },
    { ...row, Id: `${limit.id}${QUEUED_SUFFIX}`, Amount: limit.queued.amount, RemainingAmount: null, ActivationDate: limit.queued.activatesAt },
  ];
}

export function transactionAnswer(t: HistoryTransaction) {
  return {
    Id: t.id,
    TransactionType: t.transactionType,
    Amount: t.amount,
    Currency: t.currency,
    Status: TRANSACTION_STATUS[t.status],
    Method: t.method,
    Description: t.description,
    Date: t.date,
  };
}

export function messageAnswer(m: Message) {
  return {
    Id: m.id,
    Title: m.title,
    Content: m.content,
    MessageSent: m.messageSent,
    Status: m.status === 'read' ? 'Read' : m.status === 'unpushed' ? 'Unpushed' : 'Notified',
    CtaText: m.ctaText ?? null,
    CtaAction: m.ctaAction ?? null,
  };
}

/** Where the demo runs a game; the adapter adds the mode and, for real money, a token. */
export function gameEntry(game: Game) {
  return {
    GameId: game.gameId,
    Identifier: game.identifier,
    Title: game.title,
    Image: game.image,
    PlayModes: game.demo ? ['Real', 'Demo'] : ['Real'],
    AppealingForChildren: game.childish ? '1' : '0',
    Url: `/demo/game.html?game=${encodeURIComponent(game.gameId)}`,
  };
}
