import { useState, type FormEvent } from 'react';
import { bus, useLanguage } from '@jogo/shared/bus';
import { invalidateResource, useAction } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { parseWhole } from '@jogo/shared/money';
import { Button, Field, useFormat } from '@jogo/shared/ui';
import { POINTS_KEY, convertPoints } from '../api/points-api';
import { checkConvert, POINTS_PER_REAL } from '../model/convert-rules';
import styles from './points.module.css';

/**
 * Converts points to wallet balance with the payment password. The points are read by the one parser in the
 * page's language (`1.000` in PT); `100.5` is refused, and more than held is said before the multiples rule.
 */
export function ConvertPanel({ points, minPoints }: { points: number; minPoints: number }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { money, number: num } = useFormat();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const convert = useAction(convertPoints);
  const typed = parseWhole(amount, language);
  const value = typed.ok ? typed.value : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const c = checkConvert(amount, points, minPoints, language);
    if (!c.ok)
      return setProblem((t as DynamicT)(c.error, { ...c.params, min: num(minPoints), held: num(points) }));
    if (!password) return setProblem(t('mall.passwordRequired'));
    setProblem(null);
    const v = await convert.run(c.points, password);
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
      <p className={styles.muted}>{t('convert.rate', { amount: money(1) })}</p>
      <Field
        label={t('convert.points')}
        inputMode="numeric"
        autoComplete="off"
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
