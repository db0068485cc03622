import { useMoneyEvents, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { EmptyState, Money, Skeleton } from '@jogo/shared/ui';
import { getDepositOrders } from '../api/get-deposit-orders';
import { ErrorText } from '../../../components/error-text';
import { StatusBadge } from '../../../components/status-badge';
import { When } from '../../../components/when';
import styles from '../../../styles/wallet.module.css';

/** The member's deposits with their states (reloaded by `invalidateResource('wallet/deposit')`). */
export function DepositHistory() {
  const { t } = useTranslation('wallet');
  const orders = useResource('wallet/deposit/orders', (signal) => getDepositOrders(signal));
  // a confirmed deposit: the gateway's balance push reloads the list (Pendente becomes Aprovado)
  useMoneyEvents(['wallet/deposit/orders']);
  return (
    <section className={styles.card} aria-label={t('deposit.history')}>
      <h3 className={styles.cardTitle}>{t('deposit.history')}</h3>
      <ErrorText error={orders.error} />
      {!orders.data && orders.loading ? (
        <Skeleton height={56} />
      ) : orders.data && orders.data.content.length === 0 ? (
        <EmptyState title={t('deposit.noHistory')} />
      ) : (
        <ul className={styles.list}>
          {orders.data?.content.map((o) => (
            <li key={o.orderNo} className={styles.item} data-order={o.orderNo}>
              <div className={styles.spread}>
                <span className={styles.amount}>
                  <Money value={o.amount} />
                </span>
                <StatusBadge status={o.status} />
              </div>
              <span className={styles.muted}>
                {o.channelName} · {o.orderNo}
              </span>
              <ul className={styles.times}>
                <li>
                  {t('times.created')} <When iso={o.createdAt} />
                </li>
                {o.confirmedAt ? (
                  <li>
                    {t('times.confirmed')} <When iso={o.confirmedAt} />
                  </li>
                ) : null}
                {o.expiredAt ? (
                  <li>
                    {t('times.expired')} <When iso={o.expiredAt} />
                  </li>
                ) : null}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
