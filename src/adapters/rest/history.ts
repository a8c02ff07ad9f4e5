import type { HistoryPage, HistoryQuery, PaymentStats } from '../provider';
import { mapTransactionStatus } from '../../domain/status';
import { list, num, obj, str } from './read';
import type { RestApi } from './request';

/** Spec: history pages of 10. */
const PAGE_SIZE = 10;

/**
 * Deposits and withdrawals: GET /transaction/payments?offset=&max=&type=Deposit|Withdraw;
 * gambling: GET /transaction/gameplay?offset=&max=. Both answer `{Items: [{Id,
 * TransactionType, Amount, Currency, Status, Method, Description, Date}], TotalCount}`,
 * newest first; the status is mapped by the spec's transaction status rule.
 */
export function getHistory(api: RestApi, query: HistoryQuery): Promise<HistoryPage> {
  const gambling = query.type === 'Gambling';
  return api.get(
    'general',
    gambling ? '/transaction/gameplay' : '/transaction/payments',
    (answer) => {
      const o = obj(answer);
      return {
        transactions: list(o.Items).map((item) => {
          const t = obj(item);
          return {
            id: str(t.Id),
            transactionType: str(t.TransactionType),
            amount: num(t.Amount),
            currency: str(t.Currency),
            status: mapTransactionStatus(str(t.Status)),
            method: str(t.Method),
            description: str(t.Description),
            date: str(t.Date),
          };
        }),
        totalPageCount: Math.ceil(num(o.TotalCount) / PAGE_SIZE),
      };
    },
    { offset: Math.max(0, query.page) * PAGE_SIZE, max: PAGE_SIZE, type: gambling ? undefined : query.type },
  );
}

/**
 * GET /player/payment-stats `{TotalDeposit, TotalWithdraw, NetGrossRenew, DepositCount,
 * WithdrawCount, LastDepositAmount, NetGamingRevenue, Currency}`
 */
export function getPaymentStats(api: RestApi): Promise<PaymentStats> {
  return api.get('general', '/player/payment-stats', (answer) => {
    const o = obj(answer);
    return {
      totalDeposit: num(o.TotalDeposit),
      totalWithdraw: num(o.TotalWithdraw),
      netGrossRenew: num(o.NetGrossRenew),
      depositCount: num(o.DepositCount),
      withdrawCount: num(o.WithdrawCount),
      lastDepositAmount: num(o.LastDepositAmount),
      netGamingRevenue: num(o.NetGamingRevenue),
      currency: str(o.Currency),
    };
  });
}
