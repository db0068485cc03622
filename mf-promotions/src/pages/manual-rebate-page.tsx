import type { RemotePageProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { LentHeader } from '../components/page-header/lent-header';
import { ManualRebate } from '../features/rebate/components/manual-rebate';
import styles from './lent-page.module.css';

/** manualRebate, lent to the member centre by name (flag MANPLAYREB3). */
export default function ManualRebatePage({ host = 'standalone' }: RemotePageProps) {
  const { t } = useTranslation('promotions');
  return (
    <section className={styles.page} data-page="manual-rebate-page" data-host={host}>
      <LentHeader host={host} title={t('rebate.title')} subtitle={t('rebate.subtitle')} />
      <ManualRebate />
    </section>
  );
}
