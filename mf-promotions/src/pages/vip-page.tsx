import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { LentHeader } from '../components/page-header/lent-header';
import { PlayerRank } from '../features/vip/components/player-rank';
import styles from './lent-page.module.css';

/** playerRank (VIP), lent to the member centre by name. */
export default function VipPage({ host = 'standalone' }: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <section className={styles.page} data-page="vip-page" data-host={host}>
      <LentHeader host={host} title={t('vip.title')} />
      <PlayerRank />
    </section>
  );
}
