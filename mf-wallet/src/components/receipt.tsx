import { useTranslation } from '@jogo/shared/i18n';
import { Money } from '@jogo/shared/ui';
import { StatusBadge } from './status-badge';
import { When } from './when';
import styles from '../styles/wallet.module.css';

/** The visible receipt of a money action: id, amount, fee, time, state. */
export function Receipt({
  id,
  amount,
  fee,
  at,
  status,
  title,
}: {
  id: string;
  amount: number;
  fee?: number;
  at: string;
  status: string;
  title: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <section className={styles.card} aria-label={title} data-testid="receipt">
      <div className={styles.spread}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <StatusBadge status={status} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('receipt.id')}</dt>
          <dd>{id}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('receipt.amount')}</dt>
          <dd>
            <Money value={amount} />
          </dd>
        </div>
        {fee !== undefined ? (
          <div className={styles.fact}>
            <dt>{t('receipt.fee')}</dt>
            <dd>
              <Money value={fee} />
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{t('receipt.time')}</dt>
          <dd>
            <When iso={at} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
