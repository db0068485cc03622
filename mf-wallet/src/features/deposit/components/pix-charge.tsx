import { useEffect, useState } from 'react';
import type { DepositOrder } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button, Money } from '@jogo/shared/ui';
import { getDepositOrder } from '../api/get-deposit-orders';
import { Receipt } from '../../../components/receipt';
import { StatusBadge } from '../../../components/status-badge';
import styles from '../../../styles/wallet.module.css';

/** mm:ss left until `iso`, ticking every second; 0 when past. */
function useSecondsLeft(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return iso ? Math.max(0, Math.floor((Date.parse(iso) - now) / 1000)) : 0;
}

/**
 * A created charge: for PIX the QR code and the copy-and-paste code with a copy button and a countdown; for
 * other channels where to pay. The order is followed until the provider confirms it: the balance push (a
 * confirmed deposit moves the balance) reloads it at once, and a slow poll covers a dropped stream.
 */
export function PixCharge({ initial, onDone }: { initial: DepositOrder; onDone: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const order = useResource(`wallet/deposit/order/${initial.orderNo}`, (signal) =>
    getDepositOrder(signal, initial.orderNo),
  );
  const o = order.data ?? initial;
  const left = useSecondsLeft(o.status === 'PENDING' ? o.expiresAt : null);
  // the QR picture, or 'failed' when its library did not load or threw: the code below stays usable
  const [qr, setQr] = useState<string | null | 'failed'>(null);
  const [qrAttempt, setQrAttempt] = useState(0);
  const [copied, setCopied] = useState(false);
  const { reload } = order;

  useEffect(() => {
    if (!o.pixCode) return;
    let current = true;
    setQr(null);
    // loaded here, not at the top: a library that throws while loading takes down the QR box only, not the deposit
    import('qrcode')
      .then((m) => m.default.toDataURL(o.pixCode!, { errorCorrectionLevel: 'M', margin: 1, width: 440 }))
      .then(
        (url) => current && setQr(url),
        () => current && setQr('failed'),
      );
    return () => {
      current = false;
    };
  }, [o.pixCode, qrAttempt]);

  useEffect(() => {
    if (o.status !== 'PENDING') return undefined;
    const off = bus.on('balance:changed', () => reload());
    const poll = setInterval(reload, 5000);
    return () => {
      off();
      clearInterval(poll);
    };
  }, [o.status, reload]);

  useEffect(() => {
    if (o.status === 'PENDING' && left === 0 && o.expiresAt) reload();
  }, [left, o.status, o.expiresAt, reload]);

  const copy = async () => {
    if (!o.pixCode) return;
    try {
      await navigator.clipboard.writeText(o.pixCode);
      setCopied(true);
      bus.emit('ui:toast-requested', { kind: 'success', message: t('deposit.copied') });
    } catch {
      setCopied(false);
    }
  };

  if (o.status !== 'PENDING')
    return (
      <div className={styles.card}>
        <Receipt
          id={o.orderNo}
          amount={o.amount}
          fee={o.fee}
          at={o.confirmedAt ?? o.expiredAt ?? o.createdAt}
          status={o.status}
          title={o.status === 'APPROVED' ? t('deposit.confirmed') : t('deposit.expired')}
        />
        <Button onClick={onDone}>{t('deposit.again')}</Button>
      </div>
    );

  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return (
    <section className={styles.card} aria-label={t('deposit.pendingTitle')}>
      <div className={styles.spread}>
        <h3 className={styles.cardTitle}>{t('deposit.pendingTitle')}</h3>
        <StatusBadge status={o.status} />
      </div>
      <p className={styles.muted}>
        {t('deposit.order', { orderNo: o.orderNo })} · <Money value={o.amount} />
        {o.fee > 0 ? (
          <>
            {' '}
            · {t('deposit.fee')} <Money value={o.fee} />
          </>
        ) : null}
      </p>
      {o.pixCode ? (
        <div className={styles.qr}>
          {qr === 'failed' ? (
            <div style={{ width: 220, height: 220, display: 'grid', placeItems: 'center' }} data-qr-failed>
              <Button variant="secondary" onClick={() => setQrAttempt((a) => a + 1)}>
                {t('common:actions.retry')}
              </Button>
            </div>
          ) : qr ? (
            <img src={qr} alt={t('deposit.qrAlt')} />
          ) : (
            <div style={{ width: 220, height: 220 }} aria-busy="true" />
          )}
          <p className={styles.muted}>{t('deposit.scan')}</p>
          <output className={styles.code} aria-label={t('deposit.copyCode')} data-testid="pix-code">
            {o.pixCode}
          </output>
          <Button onClick={() => void copy()} variant="secondary">
            {copied ? t('deposit.copied') : t('deposit.copy')}
          </Button>
        </div>
      ) : o.payTo ? (
        <dl className={styles.facts}>
          {Object.entries(o.payTo).map(([k, v]) =>
            v ? (
              <div key={k} className={styles.fact}>
                <dt>{(t as DynamicT)(`deposit.payTo.${k}`)}</dt>
                <dd>{v}</dd>
              </div>
            ) : null,
          )}
        </dl>
      ) : null}
      <p className={styles.muted} role="timer" aria-live="off">
        {t('deposit.expiresIn')} <span className={styles.countdown}>{`${mm}:${ss}`}</span>
      </p>
      <p className={styles.muted}>{t('deposit.waiting')}</p>
      <div className={styles.row}>
        <Button variant="ghost" onClick={reload} busy={order.loading && !!order.data}>
          {t('deposit.check')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('deposit.new')}
        </Button>
      </div>
    </section>
  );
}
