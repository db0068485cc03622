import { useState, type FormEvent } from 'react';
import { bus, useFlag, useLanguage } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { parseAmount } from '@jogo/shared/money';
import { Button, EmptyState, Field, Money, Skeleton, useFormat } from '@jogo/shared/ui';
import type { UplineTransferValue } from '@jogo/shared/api';
import { getUpline, transferToUpline } from '../api/transfers';
import { AmountField } from '../../../components/amount-field';
import { ConfirmStep } from '../../../components/confirm-step';
import { ErrorText } from '../../../components/error-text';
import { Receipt } from '../../../components/receipt';
import { fromMinor, toMinor } from '../../../lib/fee';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import styles from '../../../styles/wallet.module.css';

/**
 * Transfer to the upline agent (flag AGETRANSFERUP3), with the payment password: the amount read in the page's
 * language, then a confirmation (amount, fee, what arrives, the upline) and the call only on Confirm.
 */
export function UplineForm() {
  const { t } = useTranslation(['wallet', 'common']);
  const language = useLanguage();
  const { money } = useFormat();
  const [review, setReview] = useState<number | null>(null);
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

  const upline = u.upline.nickname ?? u.upline.account;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const read = parseAmount(text, language);
    const next: Record<string, string> = {};
    if (!read.ok)
      next.amount = read.reason === 'empty' ? t('amount.required') : (t as DynamicT)(read.key, read.params);
    else if (read.minor <= 0) next.amount = t('amount.invalid');
    else if (read.minor > toMinor(u.balance)) next.amount = t('amount.overWallet');
    if (!password) next.password = t('password.required');
    setErrors(next);
    if (Object.keys(next).length || !read.ok) return;
    setReview(fromMinor(read.minor));
  };
  const onConfirm = async (amount: number) => {
    const v = await send.run(amount, password);
    if (v) {
      setReview(null);
      setDone(v);
      setText('');
      setPassword('');
      invalidateResource('wallet/transfer');
      bus.emit('wallet:balance-refresh-requested', {});
    }
  };
  if (review !== null)
    return (
      <ConfirmStep
        title={t('confirm.uplineTitle')}
        confirmLabel={t('confirm.transfer')}
        rows={[
          { label: t('confirm.amount'), value: money(review) },
          { label: t('confirm.fee'), value: t('rules.free') },
          { label: t('confirm.arrives'), value: money(review) },
          { label: t('confirm.toUpline'), value: upline },
        ]}
        onBack={() => {
          setReview(null);
          send.reset();
        }}
        onConfirm={() => void onConfirm(review)}
        busy={send.pending}
        error={send.error}
      />
    );
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
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('upline.title')}>
        <p className={styles.muted}>
          {t('upline.to', { name: upline })} · {t('withdraw.balance')} <Money value={u.balance} />
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
