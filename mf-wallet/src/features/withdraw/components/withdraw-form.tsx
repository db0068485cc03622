import { useState, type FormEvent } from 'react';
import type { BankCard, WithdrawValue } from '@jogo/shared/api';
import { bus, useLanguage } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button, Field, Money, Skeleton, useFormat } from '@jogo/shared/ui';
import { createWithdrawal } from '../api/create-withdrawal';
import { getWithdrawSettings } from '../api/get-withdraw-settings';
import { checkWithdraw } from '../model/withdraw-rules';
import { AmountField } from '../../../components/amount-field';
import { ConfirmStep } from '../../../components/confirm-step';
import { ErrorText } from '../../../components/error-text';
import { Receipt } from '../../../components/receipt';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import styles from '../../../styles/wallet.module.css';
import { AddDestination } from './add-destination';
import { WithdrawHistory } from './withdraw-history';

interface Review {
  amount: number;
  fee: number;
  net: number;
  card: BankCard;
}

/**
 * Withdraw: the rules shown before submit (min, max, daily count, fee, turnover left), destinations (at most 5,
 * masked), amount (read in the page's language) and payment password checked before any call, then the
 * confirmation (amount, fee, what arrives, the masked key) and only on Confirm the call and the receipt
 * (IN_PROCESS, debited).
 */
export function WithdrawForm({ passwordHref }: { passwordHref: string }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const { money, percent } = useFormat();
  const settings = useResource('wallet/withdraw/settings', getWithdrawSettings);
  const [text, setText] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<WithdrawValue | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  const attempt = useAttemptKey();
  const submit = useAction(async (amount: number, bankCardId: number, paymentPassword: string) => {
    const key = attempt.keyFor({ amount, bankCardId });
    const v = await createWithdrawal({ amount, bankCardId, paymentPassword }, key);
    attempt.done();
    return v;
  });

  const s = settings.data;
  if (!s) return settings.error ? <ErrorText error={settings.error} /> : <Skeleton height={240} />;
  if (!s.hasPaymentPassword)
    return (
      <section className={styles.card}>
        <p>{t('withdraw.needPassword')}</p>
        <Button onClick={() => bus.emit('ui:navigate-requested', { to: passwordHref })}>
          {t('withdraw.setPassword')}
        </Button>
      </section>
    );
  const selected = cardId ?? s.bankCards[0]?.id ?? null;
  const preview = text ? checkWithdraw({ text, bankCardId: selected, password: 'x' }, s, language) : null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const c = checkWithdraw({ text, bankCardId: selected, password }, s, language);
    const card = s.bankCards.find((b) => b.id === selected);
    if (!c.ok || !card) {
      const vars = {
        min: money(s.minAmount),
        max: money(s.maxAmount),
        balance: money(s.balance),
        n: s.dailyCountLimit,
        left: money(s.turnoverLeft),
        ...(c.ok ? {} : c.params),
      };
      if (!c.ok)
        setErrors(
          Object.fromEntries(Object.entries(c.errors).map(([k, v]) => [k, (t as DynamicT)(v, vars)])),
        );
      return;
    }
    setErrors({});
    setReview({ amount: c.amount, fee: c.fee, net: c.net, card });
  };
  const onConfirm = async (r: Review) => {
    const v = await submit.run(r.amount, r.card.id, password);
    if (v) {
      setReview(null);
      setDone(v);
      setText('');
      setPassword('');
      invalidateResource('wallet/withdraw');
      bus.emit('wallet:balance-refresh-requested', {});
    } else invalidateResource('wallet/withdraw/settings');
  };
  const destinationOf = (c: BankCard) =>
    `${c.keyType ? `PIX · ${t(`destination.kind.${c.keyType}`)}` : c.bankName} ${c.accountNumberMasked} · ${c.accountName}`;

  if (review)
    return (
      <ConfirmStep
        title={t('confirm.withdrawTitle')}
        confirmLabel={t('confirm.withdraw')}
        rows={[
          { label: t('confirm.amount'), value: money(review.amount) },
          { label: t('confirm.fee'), value: review.fee ? money(review.fee) : t('rules.free') },
          { label: t('confirm.net'), value: money(review.net) },
          { label: t('confirm.to'), value: destinationOf(review.card) },
        ]}
        onBack={() => {
          setReview(null);
          submit.reset();
        }}
        onConfirm={() => void onConfirm(review)}
        busy={submit.pending}
        error={submit.error}
      />
    );

  return (
    <>
      {done ? (
        <Receipt
          id={done.orderNo}
          amount={done.amount}
          fee={done.fee}
          at={done.createdAt}
          status={done.status}
          title={t('withdraw.receiptTitle')}
        />
      ) : null}
      {s.lockedUntil ? (
        <p className={styles.error} role="alert">
          {t('password.locked')}
        </p>
      ) : null}
      <section className={styles.card} aria-label={t('withdraw.rules')}>
        <h3 className={styles.cardTitle}>{t('withdraw.rules')}</h3>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{t('withdraw.balance')}</dt>
            <dd data-testid="withdraw-balance">
              <Money value={s.balance} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('rules.limits')}</dt>
            <dd>
              <Money value={s.minAmount} /> – <Money value={s.maxAmount} />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('rules.daily')}</dt>
            <dd>{t('rules.dailyValue', { used: s.usedCountToday, n: s.dailyCountLimit })}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('rules.fee')}</dt>
            <dd>{t('rules.feeValue', { pct: percent(s.feeBp / 100), min: money(s.feeMin) })}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{t('rules.turnover')}</dt>
            <dd>
              <Money value={s.turnoverLeft} />
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-label={t('destination.title')}>
        <div className={styles.spread}>
          <h3 className={styles.cardTitle}>{t('destination.title')}</h3>
          <span className={styles.muted}>
            {t('destination.count', { n: s.bankCards.length, max: s.maxCards })}
          </span>
        </div>
        {s.bankCards.length ? (
          <div className={styles.channels} role="radiogroup" aria-label={t('destination.title')}>
            {s.bankCards.map((c) => (
              <button
                key={c.id}
                type="button"
                role="radio"
                aria-checked={c.id === selected}
                className={styles.channel}
                onClick={() => setCardId(c.id)}
              >
                <span className={styles.channelName}>
                  {c.keyType ? `PIX · ${t(`destination.kind.${c.keyType}`)}` : c.bankName}
                </span>
                <span className={styles.muted}>{c.accountNumberMasked}</span>
                <span className={styles.muted}>{c.accountName}</span>
              </button>
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{t('destination.none')}</p>
        )}
        {errors.destination ? <p className={styles.error}>{errors.destination}</p> : null}
        {s.bankCards.length < s.maxCards && !adding ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('destination.add')}
          </Button>
        ) : null}
      </section>
      {adding ? (
        <AddDestination
          payeeName={s.payeeName}
          first={s.bankCards.length === 0}
          onAdded={() => setAdding(false)}
        />
      ) : null}
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('withdraw.title')}>
        <AmountField
          value={text}
          onChange={(v) => {
            setText(v);
            setErrors((x) => ({ ...x, amount: '' }));
          }}
          error={errors.amount || null}
          hint={
            preview?.ok
              ? t('withdraw.youGet', { net: money(preview.net), fee: money(preview.fee) })
              : undefined
          }
        />
        <Field
          label={t('password.payment')}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password || null}
        />
        <ErrorText error={submit.error} />
        <Button type="submit" size="lg" block busy={submit.pending}>
          {t('withdraw.submit')}
        </Button>
      </form>
      <WithdrawHistory receiptAutoMinutes={s.receiptAutoMinutes} />
    </>
  );
}
