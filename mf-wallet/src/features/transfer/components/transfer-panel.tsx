import { useState, type FormEvent } from 'react';
import { bus, useLanguage } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { parseAmount } from '@jogo/shared/money';
import { Button, Money, Skeleton, useFormat } from '@jogo/shared/ui';
import { getWallets, recallAll, transfer } from '../api/transfers';
import { AmountField } from '../../../components/amount-field';
import { ConfirmStep } from '../../../components/confirm-step';
import { ErrorText } from '../../../components/error-text';
import { Receipt } from '../../../components/receipt';
import { fromMinor, toMinor } from '../../../lib/fee';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import styles from '../../../styles/wallet.module.css';

interface Done {
  id: string;
  amount: number;
  at: string;
}

interface Review {
  from: string;
  to: string;
  amount: number;
}

/**
 * Main wallet and every vendor wallet with balances; transfer either way (the amount read in the page's
 * language, then a confirmation: amount, fee, what arrives, from and to; the call only on Confirm); recall all.
 */
export function TransferPanel() {
  const { t } = useTranslation(['wallet', 'common']);
  const language = useLanguage();
  const { money } = useFormat();
  const [review, setReview] = useState<Review | null>(null);
  const wallets = useResource('wallet/transfer/wallets', getWallets);
  const [from, setFrom] = useState('MAIN');
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const move = useAttemptKey();
  const recallKey = useAttemptKey();
  const send = useAction(async (body: { from: string; to: string; amount: number }) => {
    const v = await transfer(body, move.keyFor(body));
    move.done();
    return v;
  });
  const recall = useAction(async () => {
    const v = await recallAll(recallKey.keyFor('recall'));
    recallKey.done();
    return v;
  });

  const w = wallets.data;
  if (!w) return wallets.error ? <ErrorText error={wallets.error} /> : <Skeleton height={240} />;
  const vendors = w.wallets;
  const target = to || vendors[0]?.vassalage || '';
  const other = from === 'MAIN' ? target : from;
  const balanceOf = (acc: string) =>
    acc === 'MAIN' ? w.mainBalance : (vendors.find((v) => v.vassalage === acc)?.balance ?? 0);
  const after = () => {
    invalidateResource('wallet/transfer');
    bus.emit('wallet:balance-refresh-requested', {});
  };

  const nameOf = (acc: string) =>
    acc === 'MAIN' ? t('transfer.main') : (vendors.find((v) => v.vassalage === acc)?.displayName ?? acc);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const read = parseAmount(text, language);
    const src = from === 'MAIN' ? 'MAIN' : other;
    const dst = from === 'MAIN' ? other : 'MAIN';
    if (!read.ok)
      return setFieldError(
        read.reason === 'empty' ? t('amount.required') : (t as DynamicT)(read.key, read.params),
      );
    if (read.minor <= 0) return setFieldError(t('amount.invalid'));
    if (read.minor > toMinor(balanceOf(src))) return setFieldError(t('amount.overWallet'));
    setFieldError(null);
    setReview({ from: src, to: dst, amount: fromMinor(read.minor) });
  };
  const onConfirm = async (r: Review) => {
    const v = await send.run(r);
    if (v) {
      setReview(null);
      setDone({ id: v.transferId, amount: v.amount, at: new Date().toISOString() });
      setText('');
      after();
    }
  };
  const onRecall = async () => {
    const v = await recall.run();
    if (v) {
      setDone({ id: v.transferId, amount: v.recalled, at: new Date().toISOString() });
      after();
    }
  };
  const anyVendorMoney = vendors.some((v) => v.balance > 0);

  if (review)
    return (
      <ConfirmStep
        title={t('confirm.transferTitle')}
        confirmLabel={t('confirm.transfer')}
        rows={[
          { label: t('confirm.amount'), value: money(review.amount) },
          { label: t('confirm.fee'), value: t('rules.free') },
          { label: t('confirm.arrives'), value: money(review.amount) },
          { label: t('confirm.from'), value: nameOf(review.from) },
          { label: t('confirm.to'), value: nameOf(review.to) },
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
          id={done.id}
          amount={done.amount}
          at={done.at}
          status="APPROVED"
          title={t('transfer.receipt')}
        />
      ) : null}
      <section className={styles.card} aria-label={t('transfer.wallets')}>
        <div className={styles.spread}>
          <h3 className={styles.cardTitle}>{t('transfer.wallets')}</h3>
          <Button
            variant="secondary"
            onClick={() => void onRecall()}
            busy={recall.pending}
            disabled={!anyVendorMoney}
          >
            {t('transfer.recallAll')}
          </Button>
        </div>
        <ErrorText error={recall.error} />
        <dl className={styles.facts}>
          <div className={styles.fact} data-wallet="MAIN">
            <dt>{t('transfer.main')}</dt>
            <dd>
              <Money value={w.mainBalance} />
            </dd>
          </div>
          {vendors.map((v) => (
            <div key={v.vassalage} className={styles.fact} data-wallet={v.vassalage}>
              <dt>{v.displayName}</dt>
              <dd>
                <Money value={v.balance} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('transfer.title')}>
        <div className={styles.row} role="group" aria-label={t('transfer.direction')}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={from === 'MAIN'}
            onClick={() => setFrom('MAIN')}
          >
            {t('transfer.toVendor')}
          </button>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={from !== 'MAIN'}
            onClick={() => setFrom(target)}
          >
            {t('transfer.toMain')}
          </button>
        </div>
        <label className={styles.label}>
          {t('transfer.vendor')}
          <select
            className={styles.select}
            value={other}
            onChange={(e) => {
              setTo(e.target.value);
              if (from !== 'MAIN') setFrom(e.target.value);
            }}
          >
            {vendors.map((v) => (
              <option key={v.vassalage} value={v.vassalage}>
                {v.displayName}
              </option>
            ))}
          </select>
        </label>
        <AmountField
          value={text}
          onChange={(v) => {
            setText(v);
            setFieldError(null);
          }}
          error={fieldError}
          presets={[10, 50, 100]}
        />
        <ErrorText error={send.error} />
        <Button type="submit" size="lg" block busy={send.pending}>
          {t('transfer.submit')}
        </Button>
      </form>
    </>
  );
}
