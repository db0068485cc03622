import { startTransition, Suspense, useMemo, useState } from 'react';
import { retryableLazy } from '@jogo/shared/federation';
import { api, ENDPOINTS, type TeamOverviewValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton, Tabs } from '@jogo/shared/ui';
import { addDay } from '@jogo/shared/time';
import { useMoney, useZone } from '../../../components/page/use-money';
import { validateRange } from '../model/custom-range';
import { OVERVIEW_PERIODS, rangeOf, type OverviewPeriod } from '../model/periods';
import styles from './overview.module.css';
import page from '../../../components/page/page.module.css';
import { LoadError } from '../../../components/page/load-error';

// the chart library loads with the chart, after the figures
const LineChart = retryableLazy(() => import('../../../components/chart/line-chart'));

/** agentTeamOverview: KPI cards for a period and the team's trend (spec 2, default agent page). */
export function Overview() {
  const { t } = useTranslation(['agent', 'common']);
  const money = useMoney();
  const zone = useZone();
  const now = Date.now();
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const [custom, setCustom] = useState<[string, string]>(() => rangeOf('month', now, zone));
  const [draft, setDraft] = useState<[string, string]>(custom);
  const [error, setError] = useState<string | null>(null);
  const [start, end] = period === 'custom' ? custom : rangeOf(period, now, zone);
  const data = useResource(`agent:overview:${start}:${end}`, (signal) =>
    api().call(ENDPOINTS.agentTeamOverview, { query: { startDate: start, endDate: end }, signal }),
  );
  // the trend spans the custom range, or else the last 30 days, so "today" still has a line
  const today = rangeOf('today', now, zone)[1];
  const [trendFrom, trendEnd] = period === 'custom' ? custom : [addDay(today, -29), today];
  const trend = useResource(`agent:overview-trend:${trendFrom}:${trendEnd}`, (signal) =>
    api().call(ENDPOINTS.agentTeamOverview, { query: { startDate: trendFrom, endDate: trendEnd }, signal }),
  );
  return (
    <>
      <Tabs<OverviewPeriod>
        label={t('overview.period')}
        items={OVERVIEW_PERIODS.map((p) => ({ id: p, label: t(`overview.periods.${p}`) }))}
        active={period}
        // the whole overview (cards, chart) renders for a new period: in a transition, so the tap's next frame
        // paints at once and that render goes in slices (the period tap took 160 ms at 4x CPU)
        onChange={(p) => startTransition(() => setPeriod(p))}
      />
      {period === 'custom' && (
        <form
          className={page.filters}
          onSubmit={(e) => {
            e.preventDefault();
            const err = validateRange(draft[0], draft[1]);
            setError(err ? t(`filters.error.${err}`, { max: 93 }) : null);
            if (!err) setCustom(draft);
          }}
        >
          <label className={page.select}>
            {t('filters.startDate')}
            <input type="date" value={draft[0]} onChange={(e) => setDraft([e.target.value, draft[1]])} />
          </label>
          <label className={page.select}>
            {t('filters.endDate')}
            <input type="date" value={draft[1]} onChange={(e) => setDraft([draft[0], e.target.value])} />
          </label>
          <Button type="submit">{t('filters.search')}</Button>
          {error && (
            <p className={page.error} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <p className={page.muted}>{t('overview.range', { start, end })}</p>
      <p className={page.muted}>{t('pay.playedNote')}</p>
      {data.error ? (
        <LoadError error={data.error} onRetry={data.reload} />
      ) : data.data ? (
        <Kpis v={data.data} money={money} />
      ) : (
        <div className={styles.kpis} aria-busy="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={88} radius={12} />
          ))}
        </div>
      )}
      <section className={page.card} aria-labelledby="trend-title">
        <h2 className={page.cardTitle} id="trend-title">
          {t('overview.trend')}
        </h2>
        {trend.data ? <Trend v={trend.data} money={money} /> : <Skeleton height={240} />}
      </section>
    </>
  );
}

function Kpis({ v, money }: { v: TeamOverviewValue; money: (n: number) => string }) {
  const { t } = useTranslation(['agent', 'common']);
  const cards: { id: string; value: string; hint?: string; tone?: 'pos' | 'neg' }[] = [
    {
      id: 'members',
      value: String(v.teamSize),
      hint: t('overview.membersHint', { direct: v.directCount, agents: v.agentCount }),
    },
    { id: 'newMembers', value: String(v.newMembers) },
    { id: 'activeMembers', value: String(v.activeMembers) },
    { id: 'deposit', value: money(v.totalDeposit) },
    { id: 'withdraw', value: money(v.totalWithdraw) },
    { id: 'validBet', value: money(v.totalBet), hint: t('pay.pendingHint', { amount: money(v.pendingBet) }) },
    // the team's profit is the house side of the players' result
    { id: 'teamProfit', value: money(-v.totalWinLoss), tone: -v.totalWinLoss >= 0 ? 'pos' : 'neg' },
    { id: 'teamBalance', value: money(v.teamBalance) },
  ];
  return (
    <ul className={styles.kpis} aria-label={t('overview.kpis')}>
      {cards.map((c) => (
        <li key={c.id} className={styles.kpi}>
          <span className={styles.kpiLabel}>{(t as DynamicT)(`overview.kpi.${c.id}`)}</span>
          <strong
            className={`${styles.kpiValue} ${c.tone === 'neg' ? page.negative : c.tone === 'pos' ? page.positive : ''}`}
          >
            {c.value}
          </strong>
          {c.hint && <span className={styles.kpiHint}>{c.hint}</span>}
        </li>
      ))}
    </ul>
  );
}

function Trend({ v, money }: { v: TeamOverviewValue; money: (n: number) => string }) {
  const { t } = useTranslation(['agent', 'common']);
  const days = useMemo(() => v.series.map((p) => p.date), [v]);
  const series = useMemo(
    () => [
      {
        label: t('overview.kpi.deposit'),
        color: 'var(--color-primary)',
        values: v.series.map((p) => p.deposit),
      },
      {
        label: t('overview.kpi.withdraw'),
        color: 'var(--color-danger)',
        values: v.series.map((p) => p.withdraw),
      },
      { label: t('overview.kpi.validBet'), color: 'var(--color-accent)', values: v.series.map((p) => p.bet) },
      {
        label: t('overview.kpi.teamProfit'),
        color: 'var(--color-info)',
        values: v.series.map((p) => -p.winLoss),
      },
    ],
    [v, t],
  );
  if (!v.series.length) return <EmptyState title={t('common:empty.noData')} />;
  return (
    <Suspense fallback={<Skeleton height={240} />}>
      <LineChart
        days={days}
        series={series}
        label={t('overview.chartLabel')}
        format={money}
        dayLabel={t('pay.day')}
      />
    </Suspense>
  );
}
