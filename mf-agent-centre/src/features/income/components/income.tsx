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
  const { t } = useTranslation('agent');
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
  const { t } = useTranslation('agent');
  const percent = usePercent();
  return (
    <div className={page.tableWrap}>
      <table className={page.table}>
        <thead>
          <tr>
            <th scope="col">{t('col.kind')}</th>
            <th scope="col">{t('col.period')}</th>
            <th scope="col" className={page.num}>
              {t('col.base')}
            </th>
            <th scope="col" className={page.num}>
              {t('pay.carryIn')}
            </th>
            <th scope="col" className={page.num}>
              {t('pay.effectiveBase')}
            </th>
            <th scope="col" className={page.num}>
              {t('pay.rate')}
            </th>
            <th scope="col" className={page.num}>
              {t('pay.gross')}
            </th>
            <th scope="col" className={page.num}>
              {t('pay.downlinePart')}
            </th>
            <th scope="col" className={page.num}>
              {t('pay.amount')}
            </th>
            <th scope="col">{t('pay.paidAt')}</th>
            <th scope="col">{t('pay.statement')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{t(`kind.${r.kind}`)}</td>
              <td>
                {when(r.periodStart)} – {when(r.periodEnd)}
              </td>
              <td className={page.num}>{money(r.baseAmount)}</td>
              <td className={page.num}>{money(r.carryIn)}</td>
              <td className={page.num}>{money(r.baseAmount + r.carryIn)}</td>
              <td className={page.num}>{percent(r.rate)}</td>
              <td className={page.num}>{money(r.gross)}</td>
              <td className={page.num}>{money(r.downlineAmount)}</td>
              <td className={page.num}>{money(r.amount)}</td>
              <td>{r.paidAt ? when(r.paidAt) : t('pay.notPaid')}</td>
              <td>
                <Button size="sm" variant="secondary" onClick={() => onOpen(r)}>
                  {t('pay.open')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
