import { useState } from 'react';
import { api, ENDPOINTS } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';
import { useTranslation } from '@jogo/shared/i18n';
import { EmptyState, Pagination, SafeHtml, Skeleton } from '@jogo/shared/ui';
import { useDateTime } from '../../../components/page/use-money';
import page from '../../../components/page/page.module.css';
import { LoadError } from '../../../components/page/load-error';

/** agentAnnouncement: notices to agents, newest first; the HTML is sanitized (SafeHtml). */
export function Notices() {
  const { t } = useTranslation('agent');
  const when = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const data = useResource(`agent:notices:${pageNo}`, (signal) =>
    api().call(ENDPOINTS.agentAnnouncements, { query: { pageNo, pageSize: 10 }, signal }),
  );
  if (data.error) return <LoadError error={data.error} onRetry={data.reload} />;
  if (!data.data) return <Skeleton height={240} />;
  if (data.data.content.length === 0) return <EmptyState title={t('notices.empty')} />;
  return (
    <>
      {data.data.content.map((n) => (
        <article key={n.id} className={page.card} aria-labelledby={`notice-${n.id}`}>
          <h2 className={page.cardTitle} id={`notice-${n.id}`}>
            {n.title}
          </h2>
          <p className={page.muted}>{when(n.createdAt)}</p>
          <SafeHtml html={n.content} />
        </article>
      ))}
      <div className={page.pager}>
        <Pagination page={pageNo} totalPages={data.data.totalPages} onChange={setPageNo} />
      </div>
    </>
  );
}
