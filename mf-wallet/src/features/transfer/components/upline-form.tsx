import { useState, type FormEvent } from 'react';
import { bus, useFlag } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Field, Skeleton } from '@jogo/shared/ui';
import type { UplineTransferValue } from '@jogo/shared/api';
import { getUpline, transferToUpline } from '../api/transfers';
import { AmountField } from '../../../components/amount-field';
import { ErrorText } from '../../../components/error-text';
import { Money } from '../../../components/money';
import { Receipt } from '../../../components/receipt';
import { parseMoney } from '../../../lib/money';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import styles from '../../../styles/wallet.module.css';

/** Transfer to the upline agent (flag AGETRANSFERUP3), with the payment password. */
export function UplineForm() {
  const { t } = useTranslation('wallet');
  const flag = useFlag('AGETRANSFERUP3');
  const info = useResource('wallet/transfer/upline', getUpline);
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<UplineTransferValue | null>(null);
  const attempt = useAttemptKey();
  const send = useAction(async (amount: number, paymentPassword: string) => {
    const v = await transferToUpline({ amount, paymentPassword }, attempt.keyFor({ amount }));
    attempt.done();
    return v;
  });
  const u = info.data;
  if (!u) return info.error ? <ErrorText error={info.error} /> : <Skeleton height={160} />;
  if (!u.enabled && !flag) return <EmptyState title={t('upline.off')} />;
  if (!u.upline) return <EmptyState title={t('upline.none')} />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const amount = parseMoney(text);
    const next: Record<string, string> = {};
    if (!text.trim()) next.amount = t('amount.required');
    else if (amount === null || amount <= 0) next.amount = t('amount.invalid');
    else if (amount > u.balance) next.amount = t('amount.overWallet');
    if (!password) next.password = t('password.required');
    setErrors(next);
    if (Object.keys(next).length || amount === null) return;
    const v = await send.run(amount, password);
    if (v) {
      setDone(v);
      setText('');
      setPassword('');
      invalidateResource('wallet/transfer');
      bus.emit('wallet:balance-refresh-requested', {});
    }
  };
  return (
    <>
      {done ? (
        <Receipt
          id={done.transferId}
          amount={done.amount}
          at={done.createdAt}
          status="APPROVED"
          title={t('upline.receipt')}
        />
      ) : null}
      <form
        className={styles.card}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        aria-label={t('upline.title')}
      >
        <p className={styles.muted}>
          {t('upline.to', { name: u.upline.nickname ?? u.upline.account })} · {t('withdraw.balance')}{' '}
          <Money value={u.balance} />
        </p>
        <AmountField value={text} onChange={setText} error={errors.amount} />
        <Field
          label={t('password.payment')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <ErrorText error={send.error} />
        <Button type="submit" size="lg" block busy={send.pending}>
          {t('upline.submit')}
        </Button>
      </form>
    </>
  );
}
