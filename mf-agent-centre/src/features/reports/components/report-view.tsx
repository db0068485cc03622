import { useState } from 'react';
import { api, ENDPOINTS, type AgentReport } from '@jogo/shared/api';
import { useAction, useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { useSearchParams } from '@jogo/shared/router';
import { EmptyState, Pagination, Skeleton } from '@jogo/shared/ui';
import { DataTable, type Column } from '../../../components/page/data-table';
import { download } from '../../../components/page/download';
import { LoadError } from '../../../components/page/load-error';
import { Totals } from '../../../components/page/totals';
import { useZone } from '../../../components/page/use-money';
import { filtersFromParams, PAGE_SIZE, toQuery, type ReportFilters } from '../model/filters';
import { ReportFiltersForm } from './report-filters';
import styles from '../../../components/page/page.module.css';

export type { Column };

export interface Loaded<Row> {
  rows: Row[];
  totalPages: number;
  totals: { label: string; value: string }[];
}

/**
 * One report page: filters, totals, a 20-row table with paging and a CSV export (streamed by the gateway
 * from a single-use ticket, see gateway/src/routes/agent/export.ts).
 */
export function ReportView<Row>({
  report,
  kind,
  load,
  columns,
  rowKey,
  note,
}: {
  /** a short note under the filters (the rule of "played") */
  note?: string;
  report: AgentReport;
  kind: 'gameType' | 'type';
  load: (query: Record<string, string | number>, signal: AbortSignal) => Promise<Loaded<Row>>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
}) {
  const { t } = useTranslation(['agent', 'common']);
  const [params] = useSearchParams();
  const zone = useZone();
  const [filters, setFilters] = useState<ReportFilters>(() => filtersFromParams(params, Date.now(), zone));
  const [page, setPage] = useState(1);
  const query = { ...toQuery(filters), pageNo: page, pageSize: PAGE_SIZE };
  const data = useResource(`agent:${report}:${JSON.stringify(query)}`, (signal) => load(query, signal));
  const exporter = useAction(async (f: ReportFilters) => {
    const { url } = await api().call(ENDPOINTS.agentExport, { body: { report, filters: toQuery(f) } });
    download(url);
  });
  return (
    <>
      <ReportFiltersForm
        initial={filters}
        kind={kind}
        exporting={exporter.pending}
        onSearch={(f) => {
          setFilters(f);
          setPage(1);
        }}
        onExport={(f) => void exporter.run(f)}
      />
      {note && <p className={styles.muted}>{note}</p>}
      {exporter.error && (
        <p className={styles.error} role="alert">
          {exporter.error.message}
        </p>
      )}
      {data.error ? (
        <LoadError error={data.error} onRetry={data.reload} />
      ) : !data.data ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Totals items={data.data.totals} label={t('report.totals')} />
          {data.data.rows.length === 0 ? (
            <EmptyState title={t('common:empty.noData')} />
          ) : (
            <DataTable columns={columns} rows={data.data.rows} rowKey={rowKey} />
          )}
          <div className={styles.pager}>
            <Pagination page={page} totalPages={data.data.totalPages} onChange={setPage} />
          </div>
        </>
      )}
    </>
  );
}
