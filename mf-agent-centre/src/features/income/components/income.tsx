import { Suspense, useMemo, useState } from 'react';
import { retryableLazy } from '@jogo/shared/federation';
import { api, ENDPOINTS, type ContractKind, type ContractRecord } from '@jogo/shared/api';
import { useAction, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { addDay, dayOf } from '@jogo/shared/time';
import { Button, EmptyState, Pagination, Skeleton, Tabs } from '@jogo/shared/ui';
import { Totals } from '../../../components/page/totals';
import { useDateTime, useMoney, usePercent, useZone } from '../../../components/page/use-money';
import { download } from '../../../components/page/download';
import { DataTable, type Column } from '../../../components/page/data-table';
import page from '../../../components/page/page.module.css';
import { StatementDialog } from './statement';
import { LoadError } from '../../../components/page/load-error';

const LineChart = retryableLazy(() => import('../../../components/chart/line-chart'));
const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];
const SPANS = [7, 30, 90] as const;
const COLORS: Record<ContractKind, string> = {
  DIVIDEND: 'var(--color-accent)',
  DAILY: 'var(--color-primary)',
  HOURLY: 'var(--color-info)',
  REALTIME: 'var(--color-warning)',
};

/**
 * agentRevenueReport: my income as statements (one per settlement: base, rate, the downline agents' part,
 * amount, paid at), with a chart, a CSV export of the statements and what waits for a claim.
 */
export function Income() {
  const { t } = useTranslation(['agent', 'common']);
  const money = useMoney();
  const when = useDateTime();
  const zone = useZone();
  const [span, setSpan] = useState<(typeof SPANS)[number]>(30);
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<ContractRecord | null>(null);
  const end = dayOf(Date.now(), zone);
  const start = addDay(end, -(span - 1));
  const data = useResource(`agent:income:${start}:${end}:${pageNo}`, (signal) =>
    api().call(ENDPOINTS.agentIncome, {
      query: { startDate: start, endDate: end, pageNo, pageSize: 20 },
      signal,
    }),
  );
  const exporter = useAction(async () => {
    const { url } = await api().call(ENDPOINTS.agentExport, {
      body: { report: 'statements', filters: { startDate: start, endDate: end } },
    });
    download(url);
  });
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
      <p className={page.muted}>{t('pay.incomeNote')}</p>
      <p className={page.muted}>{t('pay.differenceNote')}</p>
      {data.error ? (
        <LoadError error={data.error} onRetry={data.reload} />
      ) : !v ? (
        <Skeleton height={320} />
      ) : (
        <>
          <Totals
            label={t('report.totals')}
            items={[
              { label: t('income.total'), value: money(v.total) },
              { label: t('pay.unclaimed'), value: money(v.unclaimed) },
              ...KINDS.map((k) => ({ label: t(`kind.${k}`), value: money(v.byKind[k]) })),
            ]}
          />
          <section className={page.card} aria-labelledby="income-chart">
            <h2 className={page.cardTitle} id="income-chart">
              {t('income.chart')}
            </h2>
            <Suspense fallback={<Skeleton height={240} />}>
              <LineChart
                days={days}
                series={series}
                label={t('income.chartLabel')}
                format={money}
                dayLabel={t('pay.day')}
              />
            </Suspense>
          </section>
          <section className={page.card} aria-labelledby="statements-title">
            <h2 className={page.cardTitle} id="statements-title">
              {t('pay.statements')}
            </h2>
            <div className={page.buttons}>
              <Button
                variant="secondary"
                size="sm"
                busy={exporter.pending}
                onClick={() => void exporter.run()}
              >
                {t('pay.export')}
              </Button>
            </div>
            {exporter.error && (
              <p className={page.error} role="alert">
                {exporter.error.message}
              </p>
            )}
            {v.content.length === 0 ? (
              <EmptyState title={t('common:empty.noData')} />
            ) : (
              <StatementTable rows={v.content} onOpen={setOpen} when={when} money={money} />
            )}
          </section>
          <div className={page.pager}>
            <Pagination page={pageNo} totalPages={v.totalPages} onChange={setPageNo} />
          </div>
        </>
      )}
      <StatementDialog record={open} onClose={() => setOpen(null)} />
    </>
  );
}

/** Statements as a table: each row explains its amount (base x rate - the downline agents' part). */
export function StatementTable({
  rows,
  onOpen,
  when,
  money,
}: {
  rows: ContractRecord[];
  onOpen: (r: ContractRecord) => void;
  when: (iso: string | null) => string;
  money: (n: number) => string;
}) {
  const { t } = useTranslation(['agent', 'common']);
  const percent = usePercent();
  const columns: Column<ContractRecord>[] = [
    { key: 'kind', label: t('col.kind'), render: (r) => t(`kind.${r.kind}`) },
    {
      key: 'period',
      label: t('col.period'),
      render: (r) => `${when(r.periodStart)} – ${when(r.periodEnd)}`,
    },
    { key: 'base', label: t('col.base'), numeric: true, render: (r) => money(r.baseAmount) },
    { key: 'carryIn', label: t('pay.carryIn'), numeric: true, render: (r) => money(r.carryIn) },
    {
      key: 'effectiveBase',
      label: t('pay.effectiveBase'),
      numeric: true,
      render: (r) => money(r.baseAmount + r.carryIn),
    },
    { key: 'rate', label: t('pay.rate'), numeric: true, render: (r) => percent(r.rate) },
    { key: 'gross', label: t('pay.gross'), numeric: true, render: (r) => money(r.gross) },
    {
      key: 'downline',
      label: t('pay.downlinePart'),
      numeric: true,
      render: (r) => money(r.downlineAmount),
    },
    { key: 'amount', label: t('pay.amount'), numeric: true, render: (r) => money(r.amount) },
    { key: 'paidAt', label: t('pay.paidAt'), render: (r) => (r.paidAt ? when(r.paidAt) : t('pay.notPaid')) },
    {
      key: 'open',
      label: t('pay.statement'),
      render: (r) => (
        <Button size="sm" variant="secondary" onClick={() => onOpen(r)}>
          {t('pay.open')}
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />;
}
