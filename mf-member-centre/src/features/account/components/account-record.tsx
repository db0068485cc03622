import { useState } from 'react';
import { useTimeZone } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { useMoneyEvents, useResource } from '@jogo/shared/data';
import { ENDPOINTS, api, type AccountRecordQuery, type TransactionCategory } from '@jogo/shared/api';
import { Pagination, useMoney } from '@jogo/shared/ui';
import { DateFilter } from '../../../components/records/date-filter';
import { presetRange, type Preset } from '../../../components/records/date-range';
import { ExportButton } from '../../../components/records/export-button';
import { useDateTime, useZoneLabel, ZoneNote } from '../../../components/records/use-date-time';
import { RecordStates } from '../../../components/records/record-states';
import styles from '../../../components/records/records.module.css';

export const CATEGORIES: (TransactionCategory | 'all')[] = [
  'all',
  'deposit',
  'withdraw',
  'transfer',
  'bonus',
  'rebate',
  'bet',
  'payout',
  'adjustment',
];

/** transactionHistory: ledger rows by type and dates, credit and debit totals, the balance after each row. */
export function AccountRecord() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const when = useDateTime();
  const zoneLabel = useZoneLabel();
  const [category, setCategory] = useState<TransactionCategory | 'all'>('all');
  const [preset, setPreset] = useState<Preset>('7d');
  const zone = useTimeZone();
  const [range, setRange] = useState(() => presetRange('7d', zone));
  const [pageNo, setPageNo] = useState(1);
  const query: AccountRecordQuery = { category, ...range };
  const list = useResource(`member:transactions:${JSON.stringify(query)}:${pageNo}`, (signal) =>
    api().call(ENDPOINTS.accountRecords, {
      query: { ...query, pageNo, pageSize: 20 } as Record<string, string | number>,
      signal,
    }),
  );
  // a deposit confirmed, a withdrawal rejected (its refund): the balance push reloads the open list
  useMoneyEvents(['member:transactions']);
  const v = list.data;
  return (
    <section>
      <div className={styles.toolbar}>
        <DateFilter
          preset={preset}
          range={range}
          onChange={(p, r) => {
            setPreset(p);
            setRange(r);
            setPageNo(1);
          }}
        />
        <div className={styles.filters}>
          <label className={styles.dateField}>
            <span>{t('account.type')}</span>
            <select
              className={styles.select}
              value={category}
              onChange={(e) => {
                setCategory(e.target.value as TransactionCategory | 'all');
                setPageNo(1);
              }}
            >
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          </label>
          <ExportButton request={{ kind: 'transactions', query }} disabled={!v || v.totalCount === 0} />
        </div>
      </div>
      {v ? (
        <dl className={styles.summary}>
          <div className={styles.stat}>
            <dt>{t('account.credit')}</dt>
            <dd className={styles.pos}>{money(v.totalCredit)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('account.debit')}</dt>
            <dd className={styles.neg}>{money(v.totalDebit)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('account.count')}</dt>
            <dd>{v.totalCount}</dd>
          </div>
        </dl>
      ) : null}
      <RecordStates list={list} skeletonHeight={320}>
        {(v) => (
          <>
            <div className={styles.tableWrap} tabIndex={0}>
              <table className={`${styles.table} ${styles.cards}`} aria-label={t('menu.transactionHistory')}>
                <thead>
                  <tr>
                    <th>
                      {t('account.time')}
                      <ZoneNote className={styles.zone} />
                    </th>
                    <th>{t('account.type')}</th>
                    <th>{t('account.wallet')}</th>
                    <th className={styles.num}>{t('account.amount')}</th>
                    <th className={styles.num}>{t('account.balanceAfter')}</th>
                    <th>{t('account.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.content.map((r) => (
                    <tr key={r.id}>
                      <td data-label={`${t('account.time')} (${zoneLabel})`}>{when(r.createdAt)}</td>
                      <td data-label={t('account.type')}>
                        {r.type === 'WITHDRAW_REFUND'
                          ? t('ledgerTypes.WITHDRAW_REFUND')
                          : t(`category.${r.category}`)}
                      </td>
                      <td data-label={t('account.wallet')}>
                        {r.account === 'MAIN' ? t('account.main') : r.account}
                      </td>
                      <td
                        data-label={t('account.amount')}
                        className={`${styles.num} ${r.amount < 0 ? styles.neg : styles.pos}`}
                      >
                        {money(r.amount)}
                      </td>
                      <td data-label={t('account.balanceAfter')} className={styles.num}>
                        {money(r.balanceAfter)}
                      </td>
                      <td data-label={t('account.reference')}>{r.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={pageNo} totalPages={v.totalPages} onChange={setPageNo} />
          </>
        )}
      </RecordStates>
    </section>
  );
}
