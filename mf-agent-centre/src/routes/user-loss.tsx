import { api, ENDPOINTS, type TeamPnlRow } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { ReportView } from '../features/reports/components/report-view';
import { useMoney } from '../components/page/use-money';
import styles from '../components/page/page.module.css';

/** palStatementsAgentCopy: profit and loss per team member (spec 2 "user loss"). */
export default function UserLoss() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const wl = (n: number) => <span className={n >= 0 ? styles.positive : styles.negative}>{money(n)}</span>;
  return (
    <ReportView<TeamPnlRow>
      report="pnl"
      note={t('pay.playedNote')}
      kind="gameType"
      rowKey={(r) => r.memberId}
      load={async (query, signal) => {
        const v = await api().call(ENDPOINTS.agentTeamPnl, { query, signal });
        return {
          rows: v.content,
          totalPages: v.totalPages,
          totals: [
            { label: t('col.deposit'), value: money(v.totals.deposit) },
            { label: t('col.withdraw'), value: money(v.totals.withdraw) },
            { label: t('col.bet'), value: money(v.totals.bet) },
            { label: t('col.payout'), value: money(v.totals.payout) },
            { label: t('col.winLoss'), value: money(v.totals.winLoss) },
            { label: t('col.bonus'), value: money(v.totals.bonus) },
            { label: t('pay.pending'), value: money(v.totals.pending) },
          ],
        };
      }}
      columns={[
        { key: 'user', label: t('col.member'), render: (r) => r.username },
        { key: 'level', label: t('col.level'), numeric: true, render: (r) => r.level },
        { key: 'dep', label: t('col.deposit'), numeric: true, render: (r) => money(r.deposit) },
        { key: 'wd', label: t('col.withdraw'), numeric: true, render: (r) => money(r.withdraw) },
        { key: 'bet', label: t('col.bet'), numeric: true, render: (r) => money(r.bet) },
        { key: 'payout', label: t('col.payout'), numeric: true, render: (r) => money(r.payout) },
        { key: 'wl', label: t('col.winLoss'), numeric: true, render: (r) => wl(r.winLoss) },
        { key: 'bonus', label: t('col.bonus'), numeric: true, render: (r) => money(r.bonus) },
        { key: 'pending', label: t('pay.pending'), numeric: true, render: (r) => money(r.pending) },
      ]}
    />
  );
}
