import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageHeader } from '../components/page-header/page-header';
import { PlayerRank } from '../features/vip/components/player-rank';
import styles from './lent-page.module.css';

/** playerRank (VIP), lent to the member centre by name. */
export default function VipPage({ host = 'standalone' }: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <section className={styles.page} data-page="vip-page" data-host={host}>
      <PageHeader title={t('vip.title')} />
      <PlayerRank />
    </section>
  );
}
