import { useState } from 'react';
import type { DepositChannel, DepositOrder } from '@jogo/shared/api';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton } from '@jogo/shared/ui';
import { createDeposit } from '../api/create-deposit';
import { getDepositChannels } from '../api/get-deposit-channels';
import { checkDeposit } from '../model/deposit-rules';
import { AmountField } from '../../../components/amount-field';
import { ErrorText } from '../../../components/error-text';
import { Money, useMoney } from '../../../components/money';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import styles from '../../../styles/wallet.module.css';
import { PixCharge } from './pix-charge';

/** Deposit: channel by type, amount chips or typed amount, rules shown, then the charge to pay. */
export function DepositForm() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const channels = useResource('wallet/deposit/channels', getDepositChannels, { cache: 'session' });
  const [channelId, setChannelId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [charge, setCharge] = useState<DepositOrder | null>(null);
  const attempt = useAttemptKey();
  const submit = useAction(async (channel: DepositChannel, amount: number) => {
    const body = { channelId: channel.channelId, amount };
    const order = await createDeposit(body, attempt.keyFor(body));
    attempt.done();
    invalidateResource('wallet/deposit/orders');
    return order;
  });

  if (charge)
    return (
      <PixCharge
        key={charge.orderNo}
        initial={charge}
        onDone={() => {
          setCharge(null);
          setText('');
        }}
      />
    );
  if (!channels.data)
    return channels.error ? <ErrorText error={channels.error} /> : <Skeleton height={180} />;
  const list = channels.data.list;
  if (list.length === 0) return <EmptyState title={t('deposit.noChannels')} />;
  const channel = list.find((c) => c.channelId === channelId) ?? list[0]!;
  const check = text ? checkDeposit(text, channel) : null;

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const c = checkDeposit(text, channel);
    if (!c.ok) {
      setFieldError(t(c.error, { min: money(channel.minAmount), max: money(channel.maxAmount) }));
      return;
    }
    setFieldError(null);
    const order = await submit.run(channel, c.amount);
    if (order) setCharge(order);
  };

  return (
    <form
      className={styles.card}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('deposit.title')}
    >
      <div className={styles.channels} role="group" aria-label={t('deposit.channel')}>
        {list.map((c) => (
          <button
            key={c.channelId}
            type="button"
            className={styles.channel}
            aria-pressed={c.channelId === channel.channelId}
            onClick={() => {
              setChannelId(c.channelId);
              setFieldError(null);
            }}
          >
            <span className={styles.channelName}>{t(`channelType.${c.type}`)}</span>
            <span className={styles.muted}>{c.name}</span>
          </button>
        ))}
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('rules.min')}</dt>
          <dd>
            <Money value={channel.minAmount} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('rules.max')}</dt>
          <dd>
            <Money value={channel.maxAmount} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('rules.fee')}</dt>
          <dd>
            {channel.feeBp
              ? t('rules.feeValue', { pct: channel.feeBp / 100, min: money(channel.feeMin) })
              : t('rules.free')}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('rules.processing')}</dt>
          <dd>{t('rules.minutes', { count: channel.processingMinutes })}</dd>
        </div>
      </dl>
      <AmountField
        value={text}
        onChange={(v) => {
          setText(v);
          setFieldError(null);
        }}
        presets={channel.presets}
        error={fieldError}
        hint={check?.ok ? t('deposit.youGet', { amount: money(check.credit) }) : undefined}
      />
      <ErrorText error={submit.error} />
      <Button type="submit" size="lg" block busy={submit.pending}>
        {t('deposit.submit')}
      </Button>
    </form>
  );
}
