import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, useMoney } from '@jogo/shared/ui';
import { useLeaderboard } from '../api/missions-api';
import styles from './missions.module.css';

/** The weekly leaderboard (bet volume of the last 7 days) with the member's own rank. */
export function Leaderboard() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { data, error, reload } = useLeaderboard(true);
  if (error && !data)
    return (
      <EmptyState title={t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data) return <Skeleton height={320} radius={12} />;
  if (!data.list.length) return <EmptyState title={t('missions.noRanking')} />;
  return (
    <div className={styles.board}>
      <p className={styles.me}>
        {data.me
          ? t('missions.myRank', { rank: data.me.rank, score: money(data.me.score) })
          : t('missions.notRanked')}
      </p>
      <ol className={styles.ranks} aria-label={t('missions.leaderboard')}>
        {data.list.map((r) => (
          <li key={r.rank} className={styles.rankRow}>
            <span className={`${styles.rank} ${r.rank <= 3 ? styles.top : ''}`}>{r.rank}</span>
            <span className={styles.name}>{r.customerName}</span>
            <span className={styles.score}>{money(r.score)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
