import { useState } from 'react';
import { api, ENDPOINTS, type DepositChannel, type DepositOrder } from '@jogo/shared/api';
import { useLanguage, useMarket, useTimeZone } from '@jogo/shared/bus';
import { invalidateResource, useAction, useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { formatDateTime } from '@jogo/shared/time';
import { Button, EmptyState, Money, Skeleton, useFormat } from '@jogo/shared/ui';
import { createDeposit } from '../api/create-deposit';
import { getDepositChannels } from '../api/get-deposit-channels';
import { channelsOfMarket } from '../model/market-channels';
import { checkDeposit } from '../model/deposit-rules';
import { AmountField } from '../../../components/amount-field';
import { ConfirmStep } from '../../../components/confirm-step';
import { ErrorText } from '../../../components/error-text';
import { useAttemptKey } from '../../../lib/use-attempt-key';
import styles from '../../../styles/wallet.module.css';
import { ChannelMark } from './channel-mark';
import { PixCharge } from './pix-charge';

interface Review {
  channel: DepositChannel;
  amount: number;
  fee: number;
  credit: number;
}

/**
 * Deposit: channel by type, amount chips or typed amount (read in the page's language), rules shown, then the
 * confirmation (amount, fee, what the wallet gets, the channel) and only on Confirm the charge to pay.
 */
export function DepositForm() {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const { money, percent } = useFormat();
  const channels = useResource('wallet/deposit/channels', getDepositChannels, { cache: 'session' });
  // Only the channels the market allows (the gateway refuses the others anyway)
  const market = useMarket();
  const zone = useTimeZone();
  // a paused player is told at once, not after the whole form ("Confirmar depósito" answered protection.paused)
  const protection = useResource('wallet/deposit/protection', (signal) =>
    api().call(ENDPOINTS.protectionState, { signal }),
  );
  const [channelId, setChannelId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [charge, setCharge] = useState<DepositOrder | null>(null);
  const [review, setReview] = useState<Review | null>(null);
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
  const pause = protection.data?.pause;
  if (pause)
    return (
      <EmptyState
        title={t('deposit.paused', {
          until: formatDateTime(pause.until, zone, language === 'EN' ? 'EN' : 'PT', 'dateTime'),
        })}
      />
    );
  if (!channels.data)
    return channels.error ? <ErrorText error={channels.error} /> : <Skeleton height={180} />;
  const list = channelsOfMarket(channels.data.list, market);
  if (list.length === 0) return <EmptyState title={t('deposit.noChannels')} />;
  const channel = list.find((c) => c.channelId === channelId) ?? list[0]!;
  const check = text ? checkDeposit(text, channel, language) : null;

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const c = checkDeposit(text, channel, language);
    if (!c.ok) {
      setFieldError(
        (t as DynamicT)(c.error, {
          min: money(channel.minAmount),
          max: money(channel.maxAmount),
          ...c.params,
        }),
      );
      return;
    }
    setFieldError(null);
    setReview({ channel, amount: c.amount, fee: c.fee, credit: c.credit });
  };
  const onConfirm = async (r: Review) => {
    const order = await submit.run(r.channel, r.amount);
    if (order) {
      setReview(null);
      setCharge(order);
    }
  };

  const viaOf = (c: DepositChannel) => {
    const type = t(`channelType.${c.type}`);
    return c.name === type ? type : `${type} · ${c.name}`;
  };
  if (review)
    return (
      <ConfirmStep
        title={t('confirm.depositTitle')}
        confirmLabel={t('confirm.deposit')}
        rows={[
          { label: t('confirm.amount'), value: money(review.amount) },
          { label: t('confirm.fee'), value: review.fee ? money(review.fee) : t('rules.free') },
          { label: t('confirm.credit'), value: money(review.credit) },
          { label: t('confirm.via'), value: viaOf(review.channel) },
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
    <form className={styles.card} onSubmit={onSubmit} noValidate aria-label={t('deposit.title')}>
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
            <span className={styles.channelName}>
              <ChannelMark type={c.type} />
              {t(`channelType.${c.type}`)}
            </span>
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
              ? t('rules.feeValue', { pct: percent(channel.feeBp / 100), min: money(channel.feeMin) })
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
