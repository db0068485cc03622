import type { WithdrawOrder } from '@jogo/shared/api';
import { invalidateResource, useAction, useMoneyEvents, useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button, EmptyState, Money, Skeleton } from '@jogo/shared/ui';
import { confirmReceipt } from '../api/confirm-receipt';
import { getWithdrawOrders } from '../api/get-withdraw-orders';
import { ErrorText } from '../../../components/error-text';
import { StatusBadge } from '../../../components/status-badge';
import { When } from '../../../components/when';
import styles from '../../../styles/wallet.module.css';

function Times({ o }: { o: WithdrawOrder }) {
  const { t } = useTranslation('wallet');
  const rows: [string, string | null][] = [
    ['times.created', o.createdAt],
    ['times.approved', o.approvedAt],
    ['times.issued', o.issuedAt],
    ['times.rejected', o.rejectedAt],
    ['times.receipt', o.receiptAt],
  ];
  return (
    <ul className={styles.times}>
      {rows.map(([k, v]) =>
        v ? (
          <li key={k}>
            {(t as DynamicT)(k)} <When iso={v} />
          </li>
        ) : null,
      )}
    </ul>
  );
}

/** Withdrawals with each state's time; an issued one asks whether the money arrived. */
export function WithdrawHistory({ receiptAutoMinutes }: { receiptAutoMinutes: number }) {
  const { t } = useTranslation('wallet');
  const orders = useResource('wallet/withdraw/orders', getWithdrawOrders);
  // approved, issued, rejected (its refund): the gateway pushes the balance on each, and the push reloads
  // the list and its receipts
  useMoneyEvents(['wallet/withdraw/orders']);
  const receipt = useAction(async (orderNo: string, received: boolean) => {
    await confirmReceipt(orderNo, received);
    invalidateResource('wallet/withdraw/orders');
  });
  return (
    <section className={styles.card} aria-label={t('withdraw.history')}>
      <h3 className={styles.cardTitle}>{t('withdraw.history')}</h3>
      <ErrorText error={orders.error ?? receipt.error} />
      {!orders.data && orders.loading ? (
        <Skeleton height={56} />
      ) : orders.data && orders.data.content.length === 0 ? (
        <EmptyState title={t('withdraw.noHistory')} />
      ) : (
        <ul className={styles.list}>
          {orders.data?.content.map((o) => (
            <li key={o.orderNo} className={styles.item} data-order={o.orderNo}>
              <div className={styles.spread}>
                <span className={styles.amount}>
                  <Money value={o.amount} />
                </span>
                <span className={styles.row}>
                  <StatusBadge status={o.status} />
                  {o.receipt ? <StatusBadge status={o.receipt} /> : null}
                </span>
              </div>
              <span className={styles.muted}>
                {o.destination} · {o.orderNo} · {t('receipt.fee')} <Money value={o.fee} />
              </span>
              {o.status === 'REJECTED' ? (
                <span className={styles.muted}>{t('withdraw.refunded')}</span>
              ) : null}
              {o.status === 'REJECTED' && o.rejectReason ? (
                <span className={styles.muted} data-reject-reason="">
                  {t('rejection.reason', { reason: o.rejectReason })}
                </span>
              ) : null}
              <Times o={o} />
              {o.status === 'ISSUED' && (o.receipt === 'PENDING' || o.receipt === 'NOT_RECEIVED') ? (
                <div className={styles.row}>
                  <span className={styles.muted}>
                    {t('withdraw.receiptAsk', { minutes: receiptAutoMinutes })}
                  </span>
                  <Button size="sm" onClick={() => void receipt.run(o.orderNo, true)} busy={receipt.pending}>
                    {t('withdraw.received')}
                  </Button>
                  {o.receipt === 'PENDING' ? (
                    <Button size="sm" variant="secondary" onClick={() => void receipt.run(o.orderNo, false)}>
                      {t('withdraw.notReceived')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
