import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, useMoney } from '@jogo/shared/ui';
import { PageHeader } from '../components/page-header/page-header';
import { useWinners } from '../features/winners/api/get-winners';
import { paths } from '../paths';
import styles from './pages.module.css';

/** /promotions/winners: the biggest wins, highest first (spec 1 "winners list", spec 3 Winner). */
export default function WinnersPage() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { data, error, loading, reload } = useWinners();
  const list = [...(data?.list ?? [])].sort((a, b) => b.winAmount - a.winAmount).slice(0, 20);
  return (
    <section className={styles.page} data-page="winners">
      <PageHeader
        title={t('winners.title')}
        subtitle={t('winners.subtitle')}
        backTo={paths.promotions()}
        backLabel={t('detail.back')}
      />
      <div className={styles.panel}>
        {error && !data ? (
          <EmptyState title={t('errors.load')}>
            <Button onClick={reload}>{t('errors.retry')}</Button>
          </EmptyState>
        ) : !data && loading ? (
          <div aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </div>
        ) : list.length === 0 ? (
          <EmptyState title={t('winners.empty')} />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={t('winners.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('winners.rank')}</th>
                  <th scope="col">{t('winners.game')}</th>
                  <th scope="col">{t('winners.player')}</th>
                  <th scope="col" className={styles.num}>
                    {t('winners.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((w, i) => (
                  <tr key={`${w.customerName}-${i}`}>
                    <td>
                      <span className={`${styles.rank} ${i < 3 ? styles.rankTop : ''}`}>{i + 1}</span>
                    </td>
                    <td>
                      <img className={styles.winnerIcon} src={w.iconUrl} alt="" loading="lazy" /> {w.gameName}
                    </td>
                    <td>{w.customerName}</td>
                    <td className={`${styles.num} ${styles.win}`}>{money(w.winAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
