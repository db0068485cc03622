import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { LentHeader } from '../components/page-header/lent-header';
import { Referral } from '../features/referral/components/referral';
import styles from './lent-page.module.css';

/** referral (invite friends), lent to the member centre by name. */
export default function ReferralPage({ host = 'standalone' }: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <section className={styles.page} data-page="referral-page" data-host={host}>
      <LentHeader host={host} title={t('referral.title')} />
      <Referral />
    </section>
  );
}
