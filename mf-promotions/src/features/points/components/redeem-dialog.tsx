import { useState, type FormEvent } from 'react';
import type { PointReward } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { invalidateResource, useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Dialog, Field, useFormat } from '@jogo/shared/ui';
import { POINTS_KEY, redeemGoods } from '../api/points-api';
import styles from './points.module.css';

/** Redeems one of the goods: quantity and the payment password; the gateway checks both and the points. */
export function RedeemDialog({
  goods,
  points,
  onClose,
}: {
  goods: PointReward | null;
  points: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const num = useFormat().number;
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const redeem = useAction(redeemGoods);
  const cost = (goods?.cost ?? 0) * quantity;
  const short = cost > points;

  const close = () => {
    setQuantity(1);
    setPassword('');
    setMissing(false);
    redeem.reset();
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!goods) return;
    if (!password) {
      setMissing(true);
      return;
    }
    const v = await redeem.run(goods.id, quantity, password);
    if (!v) return;
    bus.emit('ui:toast-requested', { kind: 'success', message: t('mall.redeemed', { name: goods.name }) });
    invalidateResource(POINTS_KEY);
    close();
  };

  return (
    <Dialog
      open={goods !== null}
      onClose={close}
      title={t('mall.redeemTitle', { name: goods?.name ?? '' })}
      size="sm"
    >
      {goods ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.muted}>{goods.description}</p>
          <Field
            label={t('mall.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={Math.min(10, goods.stock)}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Math.min(10, Math.floor(Number(e.target.value) || 1))))}
          />
          <p className={styles.total}>
            {t('mall.total', { points: num(cost) })}
            {short ? <span className={styles.warn}> · {t('mall.notEnough')}</span> : null}
          </p>
          <Field
            label={t('mall.paymentPassword')}
            type="password"
            autoComplete="off"
            value={password}
            error={missing && !password ? t('mall.passwordRequired') : null}
            onChange={(e) => setPassword(e.target.value)}
          />
          {redeem.error ? (
            <p role="alert" className={styles.error}>
              {redeem.error.message}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="primary"
            block
            busy={redeem.pending}
            disabled={short || goods.stock < 1}
          >
            {t('mall.confirmRedeem')}
          </Button>
        </form>
      ) : null}
    </Dialog>
  );
}
