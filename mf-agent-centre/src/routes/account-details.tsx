import { api, ENDPOINTS, type DownlineTransaction } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { ReportView } from '../features/reports/components/report-view';
import { useDateTime, useMoney } from '../components/page/use-money';
import styles from '../components/page/page.module.css';

/** agentDownlineTransactionDetailsCopy: the team's ledger (spec 2 "account details"). */
export default function AccountDetails() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const when = useDateTime();
  return (
    <ReportView<DownlineTransaction>
      report="transactions"
      kind="type"
      rowKey={(r) => r.id}
      load={async (query, signal) => {
        const v = await api().call(ENDPOINTS.agentDownlineTransactions, { query, signal });
        return {
          rows: v.content,
          totalPages: v.totalPages,
          totals: [
            { label: t('report.count'), value: String(v.totalCount) },
            { label: t('report.credit'), value: money(v.totals.credit) },
            { label: t('report.debit'), value: money(v.totals.debit) },
          ],
        };
      }}
      columns={[
        { key: 'at', label: t('col.date'), render: (r) => when(r.createdAt) },
        { key: 'user', label: t('col.member'), render: (r) => r.username },
        { key: 'type', label: t('col.type'), render: (r) => t(`txType.${r.type}`, r.type) },
        {
          key: 'amount',
          label: t('col.amount'),
          numeric: true,
          render: (r) => (
            <span className={r.amount >= 0 ? styles.positive : styles.negative}>{money(r.amount)}</span>
          ),
        },
        { key: 'after', label: t('col.balanceAfter'), numeric: true, render: (r) => money(r.balanceAfter) },
        { key: 'remark', label: t('col.remark'), render: (r) => r.remark || '-' },
      ]}
    />
  );
}
