import { useState } from 'react';
import { bus, useFlag } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, useFormat, useMoney } from '@jogo/shared/ui';
import { useDate } from '../../../lib/use-date';
import { paths } from '../../../paths';
import { useReferralInfo } from '../api/referral-api';
import { InviteQr } from './invite-qr';
import styles from './referral.module.css';

/** Invite friends (REFERRAL3): the invite link with copy and QR code, the friends who joined and what they earned. */
export function Referral() {
  const { t } = useTranslation('promotions');
  const enabled = useFlag('REFERRAL3');
  const { data, error, reload } = useReferralInfo();
  const money = useMoney();
  const { number } = useFormat();
  const date = useDate();
  const [copied, setCopied] = useState(false);
  if (!enabled) return <EmptyState title={t('referral.disabled')} />;
  if (error && !data)
    return (
      <EmptyState title={error.message || t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data)
    return (
      <div className={styles.stack} aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton height={220} radius={16} />
        <Skeleton height={200} radius={16} />
      </div>
    );
  if (!data.code) return <EmptyState title={t('referral.noCode')} />;
  const link = paths.inviteLink(window.location.origin, data.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      bus.emit('ui:toast-requested', { kind: 'success', message: t('referral.copied') });
    } catch {
      bus.emit('ui:toast-requested', { kind: 'error', message: t('referral.copyFailed') });
    }
  };
  return (
    <div className={styles.stack}>
      <section className={styles.invite} aria-labelledby="ref-invite">
        <div className={styles.inviteBody}>
          <h2 id="ref-invite" className={styles.title}>
            {t('referral.inviteTitle')}
          </h2>
          <p className={styles.muted}>{t('referral.rule', { rate: number(data.rate, { maxDigits: 2 }) })}</p>
          <p className={styles.code}>
            {t('referral.code')} <strong>{data.code}</strong>
          </p>
          <div className={styles.linkRow}>
            <input
              className={styles.link}
              readOnly
              value={link}
              aria-label={t('referral.link')}
              onFocus={(e) => e.target.select()}
            />
            <Button variant="primary" onClick={() => void copy()}>
              {copied ? t('referral.copiedShort') : t('referral.copy')}
            </Button>
          </div>
        </div>
        <InviteQr link={link} label={t('referral.qr')} />
      </section>
      <section className={styles.panel} aria-labelledby="ref-friends">
        <div className={styles.head}>
          <h2 id="ref-friends" className={styles.title}>
            {t('referral.friends', { count: data.friends.length })}
          </h2>
          <p className={styles.total}>{t('referral.totalEarned', { amount: money(data.totalEarned) })}</p>
        </div>
        {data.friends.length ? (
          <ul className={styles.friends}>
            {data.friends.map((f, i) => (
              <li key={`${f.name}-${i}`} className={styles.friend}>
                <span className={styles.name}>{f.name}</span>
                <span className={styles.muted}>{t('referral.joined', { date: date(f.joinedAt) })}</span>
                <span className={styles.muted}>{t('referral.validBet', { amount: money(f.validBet) })}</span>
                <span className={styles.earned}>{money(f.earned)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('referral.noFriends')} />
        )}
      </section>
    </div>
  );
}
