import { useState } from 'react';
import type { Promotion } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, useMoney } from '@jogo/shared/ui';
import { claimRaffle } from '../api/claim-raffle';
import styles from './red-envelope.module.css';

/**
 * The red envelope (raffle): one opening per promotion per day. The envelope shakes until it is tapped, its
 * flap opens (CSS animation, none with reduced motion) and the amount won rises out of it. A second opening
 * the same day is refused by the gateway, and its message is shown.
 */
export function RedEnvelope({
  promotion,
  open,
  onClose,
  onOpened,
}: {
  promotion: Pick<Promotion, 'id' | 'title' | 'prizeMin' | 'prizeMax'>;
  open: boolean;
  onClose: () => void;
  onOpened: () => void;
}) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const claim = useAction(async () => {
    const value = await claimRaffle(promotion.id);
    bus.emit('wallet:balance-refresh-requested', {});
    onOpened();
    return value;
  });
  const [result, setResult] = useState<number | null>(null);

  const close = () => {
    claim.reset();
    setResult(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} title={promotion.title} size="sm">
      <div className={styles.stage}>
        <div
          className={`${styles.envelope} ${result !== null ? styles.opened : ''} ${claim.pending ? styles.opening : ''}`}
          aria-hidden="true"
        >
          <div className={styles.back} />
          <div className={styles.card}>{result !== null ? money(result) : ''}</div>
          <div className={styles.front} />
          <div className={styles.flap} />
          <div className={styles.seal}>福</div>
        </div>
        {result !== null ? (
          <p className={styles.won} role="status">
            {t('envelope.won', { amount: money(result) })}
          </p>
        ) : (
          <p className={styles.hint}>
            {t('envelope.range', { min: money(promotion.prizeMin), max: money(promotion.prizeMax) })}
          </p>
        )}
        {claim.error ? (
          <p role="alert" className={styles.error}>
            {claim.error.message}
          </p>
        ) : null}
        {result === null && !claim.error ? (
          <Button
            variant="primary"
            size="lg"
            busy={claim.pending}
            onClick={async () => {
              const v = await claim.run();
              if (v) setResult(v.prize);
            }}
          >
            {t('envelope.open')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={close}>
            {t('envelope.close')}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
