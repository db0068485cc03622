import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { LentHeader } from '../components/page-header/lent-header';
import { RewardCenter } from '../features/rewards/components/reward-center';
import styles from './lent-page.module.css';

/** rewardCenter, lent to the member centre by name: sign-in calendar, newbie tasks, rescue bonus. */
export default function RewardCenterPage({ host = 'standalone' }: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <section className={styles.page} data-page="reward-center-page" data-host={host}>
      <LentHeader host={host} title={t('rewards.title')} />
      <RewardCenter />
    </section>
  );
}
