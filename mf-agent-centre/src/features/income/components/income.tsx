import { Suspense, useMemo, useState } from 'react';
import { retryableLazy } from '@jogo/shared/federation';
import { api, ENDPOINTS, type ContractKind } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Pagination, Skeleton, Tabs } from '@jogo/shared/ui';
import { Totals } from '../../../components/page/totals';
import { useDateTime, useMoney } from '../../../components/page/use-money';
import page from '../../../components/page/page.module.css';

const LineChart = retryableLazy(() => import('../../../components/chart/line-chart'));
const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];
const SPANS = [7, 30, 90] as const;
const COLORS: Record<ContractKind, string> = {
  DIVIDEND: 'var(--color-accent)',
  DAILY: 'var(--color-primary)',
  HOURLY: 'var(--color-info)',
  REALTIME: 'var(--color-warning)',
};

/** agentRevenueReport: my commission and salary income by period, with a chart. */
export function Income() {
  const { t } = useTranslation('agent');
  const money = useMoney();
  const when = useDateTime();
  const [span, setSpan] = useState<(typeof SPANS)[number]>(30);
  const [pageNo, setPageNo] = useState(1);
  const end = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() - (span - 1) * 86400_000).toISOString().slice(0, 10);
  const data = useResource(`agent:income:${span}:${pageNo}`, (signal) =>
    api().call(ENDPOINTS.agentIncome, {
      query: { startDate: start, endDate: end, pageNo, pageSize: 20 },
      signal,
    }),
  );
  const v = data.data;
  const days = useMemo(() => v?.series.map((p) => p.date) ?? [], [v]);
  const series = useMemo(
    () =>
      KINDS.map((k) => ({
        label: t(`kind.${k}`),
        color: COLORS[k],
        values: v?.series.map((p) => p[k]) ?? [],
        bars: true,
      })),
    [v, t],
  );
  return (
    <>
      <Tabs<string>
        label={t('income.span')}
        items={SPANS.map((s) => ({ id: String(s), label: t('income.lastDays', { count: s }) }))}
        active={String(span)}
        onChange={(id) => (setSpan(Number(id) as (typeof SPANS)[number]), setPageNo(1))}
      />
      {data.error ? (
        <EmptyState title={data.error.message}>
          <Button variant="secondary" onClick={data.reload}>
            {t('common:actions.retry')}
          </Button>
        </EmptyState>
      ) : !v ? (
        <Skeleton height={320} />
      ) : (
        <>
          <Totals
            label={t('report.totals')}
            items={[
              { label: t('income.total'), value: money(v.total) },
              ...KINDS.map((k) => ({ label: t(`kind.${k}`), value: money(v.byKind[k]) })),
            ]}
          />
          <section className={page.card} aria-labelledby="income-chart">
            <h2 className={page.cardTitle} id="income-chart">
              {t('income.chart')}
            </h2>
            <Suspense fallback={<Skeleton height={240} />}>
              <LineChart days={days} series={series} label={t('income.chartLabel')} format={money} />
            </Suspense>
          </section>
          {v.content.length === 0 ? (
            <EmptyState title={t('common:empty.noData')} />
          ) : (
            <div className={page.tableWrap}>
              <table className={page.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('col.paidAt')}</th>
                    <th scope="col">{t('col.kind')}</th>
                    <th scope="col">{t('col.period')}</th>
                    <th scope="col" className={page.num}>
                      {t('col.base')}
                    </th>
                    <th scope="col" className={page.num}>
                      {t('col.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {v.content.map((r) => (
                    <tr key={r.id}>
                      <td>{when(r.createdAt)}</td>
                      <td>{t(`kind.${r.kind}`)}</td>
                      <td>
                        {when(r.periodStart)} – {when(r.periodEnd)}
                      </td>
                      <td className={page.num}>{money(r.baseAmount)}</td>
                      <td className={page.num}>{money(r.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className={page.pager}>
            <Pagination page={pageNo} totalPages={v.totalPages} onChange={setPageNo} />
          </div>
        </>
      )}
    </>
  );
}
