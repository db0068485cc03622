import { useState, type FormEvent } from 'react';
import { bus } from '@jogo/shared/bus';
import { invalidateResource, useAction } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, Field } from '@jogo/shared/ui';
import { useMoney, useNumber } from '../../../lib/use-money';
import { POINTS_KEY, convertPoints } from '../api/points-api';
import styles from './points.module.css';

/** 100 points = R$ 1 (spec: convert points to balance); whole hundreds only, as the gateway requires. */
export const POINTS_PER_REAL = 100;

/** Converts points to wallet balance with the payment password. */
export function ConvertPanel({ points, minPoints }: { points: number; minPoints: number }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const num = useNumber();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const convert = useAction(convertPoints);
  const value = Math.floor(Number(amount) || 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (value < minPoints || value % POINTS_PER_REAL !== 0)
      return setProblem(t('convert.multiple', { min: num(minPoints) }));
    if (value > points) return setProblem(t('mall.notEnough'));
    if (!password) return setProblem(t('mall.passwordRequired'));
    setProblem(null);
    const v = await convert.run(value, password);
    if (!v) return;
    bus.emit('ui:toast-requested', {
      kind: 'success',
      message: t('convert.done', { amount: money(v.credited) }),
    });
    bus.emit('wallet:balance-refresh-requested', {});
    invalidateResource(POINTS_KEY);
    setAmount('');
    setPassword('');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('convert.title')}>
      <p className={styles.muted}>{t('convert.rate')}</p>
      <Field
        label={t('convert.points')}
        type="number"
        inputMode="numeric"
        step={POINTS_PER_REAL}
        min={minPoints}
        value={amount}
        hint={t('convert.youGet', { amount: money(value / POINTS_PER_REAL) })}
        onChange={(e) => setAmount(e.target.value)}
        trailing={
          <button
            type="button"
            className={styles.max}
            onClick={() => setAmount(String(Math.floor(points / POINTS_PER_REAL) * POINTS_PER_REAL))}
          >
            {t('convert.max')}
          </button>
        }
      />
      <Field
        label={t('mall.paymentPassword')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {problem || convert.error ? (
        <p role="alert" className={styles.error}>
          {problem ?? convert.error?.message}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={convert.pending}>
        {t('convert.submit')}
      </Button>
    </form>
  );
}
