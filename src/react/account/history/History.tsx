import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { BrandPaymentStats, HistoryTransaction, PaymentStats } from '../../../domain/model';
import { FIRST_HISTORY_PAGE, HISTORY_TYPES, transactionKind } from '../../../domain/history';
import { formatMoney } from '../../../domain/money';
import { $historyPageCount, $historyQuery, $paymentStats, historyPage, showHistory } from '../../../stores/history';
import { $lacks } from '../../../stores/lacks';
import { useElement } from '../../ui/ElementRoot';
import { Loaded } from '../../ui/Loaded';
import { Pagination } from '../../ui/Pagination';
import { Dropdown } from '../../ui/Dropdown';
import { useStylesheet } from '../../ui/useStylesheet';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './History.module.css';
import tables, { stylesheet as tablesSheet } from '../../ui/tables.module.css';

/**
 * History: payment statistics (total deposit, total withdraw, net, …, and a table of them per
 * brand where the platform keeps them) and the transactions of one type, 10 a page from
 * 2020-01-01, zero-based pages, with a loading skeleton. A platform without payment
 * statistics shows the transactions alone.
 */
export default function History() {
  const { LL } = useElement();
  const query = useStore($historyQuery);
  const $page = historyPage(query);
  const page = useStore($page);
  const pageCount = useStore($historyPageCount);
  const withStatistics = !useStore($lacks)?.has('getPaymentStats');
  useStylesheet(stylesheet);
  useStylesheet(tablesSheet);

  return (
    <section className={ui.stack} aria-labelledby="history-title">
      <h3 className={styles.heading} id="history-title">
        {LL.account.history.title()}
      </h3>
      {withStatistics && <Statistics />}
      <div className={styles.filter}>
        <Dropdown
          id="history-type"
          label={LL.account.history.filter()}
          value={query.type}
          options={HISTORY_TYPES.map((type) => ({ value: type, label: LL.account.history.types[type]() }))}
          onChange={(value) => showHistory({ page: FIRST_HISTORY_PAGE, type: HISTORY_TYPES.find((t) => t === value) ?? query.type })}
        />
      </div>
      <Loaded state={page} retry={() => void $page.retry()} lines={6}>
        {({ transactions }) =>
          transactions.length ? <Transactions transactions={transactions} /> : <p className={ui.text}>{LL.account.history.empty()}</p>
        }
      </Loaded>
      {pageCount > 1 && (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          onPage={(next) => showHistory({ ...query, page: next })}
          label={LL.account.history.pages()}
          previous={LL.account.pages.previous()}
          next={LL.account.pages.next()}
          status={LL.account.pages.page({ page: query.page + 1, pages: pageCount })}
        />
      )}
    </section>
  );
}

function Statistics() {
  const stats = useStore($paymentStats);
  return (
    <Loaded state={stats} retry={() => void $paymentStats.retry()} lines={1}>
      {(value) => <StatisticsTable stats={value} />}
    </Loaded>
  );
}

function StatisticsTable({ stats }: { stats: PaymentStats }) {
  const { LL, locale } = useElement();
  const money = (key: keyof PaymentStats) => formatMoney(stats[key] as number, stats.currency, locale);
  const count = (key: keyof PaymentStats) => new Intl.NumberFormat(locale).format(stats[key] as number);
  // A player who has made no deposit has no last deposit: its row is left out, not shown as 0.
  const rows: [string, keyof PaymentStats, string][] = [
    [LL.account.history.totalDeposit(), 'totalDeposit', money('totalDeposit')],
    [LL.account.history.totalWithdraw(), 'totalWithdraw', money('totalWithdraw')],
    [LL.account.history.net(), 'netGrossRenew', money('netGrossRenew')],
    [LL.account.history.depositCount(), 'depositCount', count('depositCount')],
    [LL.account.history.withdrawCount(), 'withdrawCount', count('withdrawCount')],
    ...(stats.lastDepositAmount === null
      ? []
      : [
          [LL.account.history.lastDepositAmount(), 'lastDepositAmount', money('lastDepositAmount')] as [string, keyof PaymentStats, string],
        ]),
    [LL.account.history.netGamingRevenue(), 'netGamingRevenue', money('netGamingRevenue')],
  ];
  return (
    <section aria-labelledby="history-statistics-title" className={ui.stack}>
      <h4 className={styles.subheading} id="history-statistics-title">
        {LL.account.history.statistics()}
      </h4>
      <dl className={styles.stats} part="statistics">
        {rows.map(([label, key, shown]) => (
          <div key={key} className={styles.stat}>
            <dt>{label}</dt>
            <dd>{shown}</dd>
          </div>
        ))}
      </dl>
      {stats.perBrand?.length ? <BrandStatistics brands={stats.perBrand} currency={stats.currency} /> : null}
    </section>
  );
}

/** The spec's per-brand stats: a row per brand of the operator, its deposits and withdrawals. */
function BrandStatistics({ brands, currency }: { brands: BrandPaymentStats[]; currency: string }) {
  const { LL, locale } = useElement();
  const text = LL.account.history.perBrand;
  return (
    <Table id="history-brands" part="brand-statistics" caption={text.title()}>
      <thead>
        <tr>
          <th scope="col">{text.brand()}</th>
          <th scope="col" className={styles.amount}>
            {text.deposits()}
          </th>
          <th scope="col" className={styles.amount}>
            {text.withdrawals()}
          </th>
        </tr>
      </thead>
      <tbody>
        {brands.map((b) => (
          <tr key={b.brand}>
            <th scope="row">{b.brand}</th>
            <td className={styles.amount}>{formatMoney(b.totalDeposit, currency, locale)}</td>
            <td className={styles.amount}>{formatMoney(b.totalWithdraw, currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Transactions({ transactions }: { transactions: HistoryTransaction[] }) {
  const { LL, locale } = useElement();
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const text = LL.account.history;
  return (
    <Table id="history-transactions" part="transactions" caption={text.transactions()}>
      <thead>
        <tr>
          <th scope="col">{text.date()}</th>
          <th scope="col">{text.type()}</th>
          <th scope="col" className={styles.amount}>
            {text.amount()}
          </th>
          <th scope="col">{text.status()}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((t) => (
          <tr key={t.id}>
            <td>
              <time dateTime={t.date}>{dates.format(new Date(t.date))}</time>
            </td>
            <td>{text.kinds[transactionKind(t.transactionType)]()}</td>
            <td className={styles.amount}>{formatMoney(t.amount, t.currency, locale)}</td>
            <td>
              <span className={styles.status} data-status={t.status}>
                {text.statuses[t.status]()}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A table under its caption that scrolls sideways on a narrow screen, reachable by keyboard (a focusable region named by the caption). */
function Table({ id, part, caption, children }: { id: string; part: string; caption: string; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={`${tables.table} ${styles.table}`} part={part}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
