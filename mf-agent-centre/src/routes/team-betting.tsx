import { api, ENDPOINTS, type TeamBet } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { ReportView } from '../features/reports/components/report-view';
import { useDateTime, useMoney } from '../components/page/use-money';
import styles from '../components/page/page.module.css';

/** personalHistoryCopy: the team's bets (spec 2 "team betting"). */
export default function TeamBetting() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const when = useDateTime();
  const wl = (n: number) => <span className={n >= 0 ? styles.positive : styles.negative}>{money(n)}</span>;
  return (
    <ReportView<TeamBet>
      report="bets"
      note={t('pay.playedNote')}
      kind="gameType"
      rowKey={(r) => r.id}
      load={async (query, signal) => {
        const v = await api().call(ENDPOINTS.agentTeamBets, { query, signal });
        return {
          rows: v.content,
          totalPages: v.totalPages,
          totals: [
            { label: t('report.count'), value: String(v.totalCount) },
            { label: t('report.totalBet'), value: money(v.totalBet) },
            { label: t('report.totalWinLoss'), value: money(v.totalWinLoss) },
            { label: t('pay.pending'), value: money(v.pendingBet) },
          ],
        };
      }}
      columns={[
        { key: 'at', label: t('col.date'), render: (r) => when(r.createdAt) },
        { key: 'settled', label: t('pay.settledAt'), render: (r) => when(r.settledAt) },
        { key: 'user', label: t('col.member'), render: (r) => r.username },
        { key: 'game', label: t('col.game'), render: (r) => r.gameName },
        { key: 'type', label: t('col.gameType'), render: (r) => t(`gameType.${r.gameType}`, r.gameType) },
        { key: 'bet', label: t('col.bet'), numeric: true, render: (r) => money(r.betAmount) },
        { key: 'payout', label: t('col.payout'), numeric: true, render: (r) => money(r.payout) },
        { key: 'wl', label: t('col.winLoss'), numeric: true, render: (r) => wl(r.winLoss) },
      ]}
    />
  );
}
