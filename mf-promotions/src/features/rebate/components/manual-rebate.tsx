import type { RebateInfoValue } from '@jogo/shared/api';
import { bus, useFlag } from '@jogo/shared/bus';
import { invalidateResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, useFormat, useMoney } from '@jogo/shared/ui';
import { useClaim } from '../../../lib/use-claim';
import { useDate } from '../../../lib/use-date';
import { REBATE_KEY, claimRebate, useRebateInfo } from '../api/rebate-api';
import styles from './rebate.module.css';

/** Manual rebate (flag MANPLAYREB3): available rebate by game type from valid bets, claim, records. */
export function ManualRebate() {
  const { t } = useTranslation('promotions');
  const enabled = useFlag('MANPLAYREB3');
  const { data, error, reload } = useRebateInfo(enabled);
  if (!enabled) return <EmptyState title={t('rebate.disabled')} />;
  if (error && !data)
    return (
      <EmptyState title={error.message || t('errors.load')}>
        <Button onClick={reload}>{t('errors.retry')}</Button>
      </EmptyState>
    );
  if (!data) return <Skeleton height={320} radius={16} />;
  // a market that pays no rebate (BR: no cash for turnover) sends a rate of 0: say so, no empty boxes
  if (data.rate === 0 && !data.records.length) return <EmptyState title={t('rebate.notOffered')} />;
  return <RebateView info={data} />;
}

function useRebateClaim() {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  return useClaim(
    async (gameType?: string) => {
      const v = await claimRebate(gameType);
      bus.emit('wallet:balance-refresh-requested', {});
      invalidateResource(REBATE_KEY);
      return v;
    },
    (v) => t('claim.doneMoney', { amount: money(v.amount) }),
  );
}

function RebateView({ info }: { info: RebateInfoValue }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { number } = useFormat();
  const date = useDate();
  const all = useRebateClaim();
  return (
    <div className={styles.stack}>
      <div className={styles.summary}>
        <div>
          <p className={styles.label}>{t('rebate.available')}</p>
          <p className={styles.amount} data-testid="rebate-available">
            {money(info.available)}
          </p>
          <p className={styles.label}>{t('rebate.rate', { rate: number(info.rate, { maxDigits: 2 }) })}</p>
        </div>
        <div className={styles.claimAll}>
          <Button
            variant="primary"
            busy={all.pending}
            disabled={info.available <= 0}
            onClick={() => void all.run()}
          >
            {t('rebate.claimAll')}
          </Button>
          {all.error ? (
            <p role="alert" className={styles.error}>
              {all.error.message}
            </p>
          ) : null}
        </div>
      </div>
      <section className={styles.panel} aria-labelledby="rebate-types">
        <h2 id="rebate-types" className={styles.title}>
          {t('rebate.byType')}
        </h2>
        {info.byType.length ? (
          <ul className={styles.types}>
            {info.byType.map((r) => (
              <TypeRow key={r.gameType} row={r} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t('rebate.nothing')} />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="rebate-records">
        <h2 id="rebate-records" className={styles.title}>
          {t('rebate.records')}
        </h2>
        {info.records.length ? (
          <ul className={styles.types}>
            {info.records.map((r) => (
              <li key={r.id} className={styles.type}>
                <span className={styles.typeName}>
                  {r.gameType
                    ? t(`gameType.${r.gameType}`, { defaultValue: r.gameType })
                    : t('rebate.allTypes')}
                </span>
                <span className={styles.muted}>{date(r.createdAt, true)}</span>
                <span className={styles.muted}>{t('rebate.validBet', { amount: money(r.betAmount) })}</span>
                <span className={styles.value}>{money(r.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('rebate.noRecords')} />
        )}
      </section>
    </div>
  );
}

function TypeRow({ row }: { row: RebateInfoValue['byType'][number] }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const claim = useRebateClaim();
  const name = t(`gameType.${row.gameType}`, { defaultValue: row.gameType });
  return (
    <li className={styles.type}>
      <span className={styles.typeName}>{name}</span>
      <span className={styles.muted}>{t('rebate.validBet', { amount: money(row.validBet) })}</span>
      <span className={styles.value}>{money(row.amount)}</span>
      <span>
        <Button
          size="sm"
          variant="secondary"
          busy={claim.pending}
          disabled={row.amount <= 0}
          aria-label={t('claim.claimNamed', { name })}
          onClick={() => void claim.run(row.gameType)}
        >
          {t('claim.claim')}
        </Button>
        {claim.error ? (
          <span role="alert" className={styles.error}>
            {claim.error.message}
          </span>
        ) : null}
      </span>
    </li>
  );
}
