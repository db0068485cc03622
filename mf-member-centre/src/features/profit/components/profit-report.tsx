import { Suspense, useMemo, useState } from 'react';
import { useTimeZone } from '@jogo/shared/bus';
import { retryableLazy } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { useResource } from '@jogo/shared/data';
import { ENDPOINTS, api } from '@jogo/shared/api';
import { Button, EmptyState, Skeleton, useMoney } from '@jogo/shared/ui';
import { DateFilter } from '../../../components/records/date-filter';
import { presetRange, type Preset } from '../../../components/records/date-range';
import styles from '../../../components/records/records.module.css';

// the chart library is loaded with this page only
const ProfitChart = retryableLazy(() => import('./profit-chart'));

/** personalProfit: profit and loss by day (chart) and by game type over a range. */
export function ProfitReport() {
  const { t } = useTranslation('member');
  const money = useMoney();
  const [preset, setPreset] = useState<Preset>('7d');
  const zone = useTimeZone();
  const [range, setRange] = useState(() => presetRange('7d', zone));
  const report = useResource(`member:profit:${range.startDate}:${range.endDate}`, (signal) =>
    api().call(ENDPOINTS.profit, { query: { ...range }, signal }),
  );
  const labels = useMemo(
    () => ({ winLoss: t('profit.winLoss'), stake: t('profit.stake'), day: t('profit.day') }),
    [t],
  );
  const v = report.data;
  return (
    <section>
      <div className={styles.toolbar}>
        <DateFilter
          preset={preset}
          range={range}
          onChange={(p, r) => {
            setPreset(p);
            setRange(r);
          }}
        />
      </div>
      {report.error ? (
        <EmptyState title={report.error.message}>
          <Button variant="secondary" onClick={report.reload}>
            {t('records.retry')}
          </Button>
        </EmptyState>
      ) : !v ? (
        <Skeleton height={320} />
      ) : (
        <>
          <dl className={styles.summary}>
            <div className={styles.stat}>
              <dt>{t('profit.stake')}</dt>
              <dd>{money(v.totals.stake)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('profit.validBet')}</dt>
              <dd>{money(v.totals.validBet)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('profit.payout')}</dt>
              <dd>{money(v.totals.payout)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('profit.winLoss')}</dt>
              <dd className={v.totals.winLoss < 0 ? styles.neg : styles.pos}>{money(v.totals.winLoss)}</dd>
            </div>
          </dl>
          {v.totals.count === 0 ? (
            <EmptyState title={t('records.empty')} />
          ) : (
            <>
              <Suspense fallback={<Skeleton height={260} />}>
                <ProfitChart days={v.byDay} labels={labels} format={money} />
              </Suspense>
              <h2 className={styles.subtitle}>{t('profit.byGameType')}</h2>
              <div className={styles.tableWrap} tabIndex={0}>
                <table className={styles.table} aria-label={t('profit.byGameType')}>
                  <thead>
                    <tr>
                      <th>{t('betting.type')}</th>
                      <th className={styles.num}>{t('profit.count')}</th>
                      <th className={styles.num}>{t('profit.stake')}</th>
                      <th className={styles.num}>{t('profit.payout')}</th>
                      <th className={styles.num}>{t('profit.winLoss')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {v.byGameType.map((r) => (
                      <tr key={r.gameType}>
                        <td>{t(`gameType.${r.gameType}`, { defaultValue: r.gameType })}</td>
                        <td className={styles.num}>{r.count}</td>
                        <td className={styles.num}>{money(r.stake)}</td>
                        <td className={styles.num}>{money(r.payout)}</td>
                        <td className={`${styles.num} ${r.winLoss < 0 ? styles.neg : styles.pos}`}>
                          {money(r.winLoss)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
