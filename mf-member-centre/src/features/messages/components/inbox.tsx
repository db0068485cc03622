import { useState } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { useAction, useResource } from '@jogo/shared/data';
import { ENDPOINTS, api, type InboxListValue } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { Button, EmptyState, Pagination, SafeHtml, Skeleton } from '@jogo/shared/ui';
import { useDateTime } from '../../../components/records/use-date-time';
import styles from './inbox.module.css';

/** The header's and menus' unread count follows the inbox at once (bus state `badges:changed`). */
const setUnread = (unreadMessages: number) =>
  bus.emit('badges:changed', {
    ...bus.current('badges:changed'),
    unreadMessages: Math.max(0, unreadMessages),
  });

/**
 * messageV2: the inbox, unread first; opening a message reads it; mark all read; delete. Lent by name to
 * the agent centre too (page `messageV2`).
 */
export function Inbox() {
  const { t } = useTranslation('member');
  const when = useDateTime();
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useResource(`member:inbox:${pageNo}`, (signal) =>
    api().call<InboxListValue>(ENDPOINTS.inboxList, {
      query: { pageNo, pageSize: 20, unreadFirst: true },
      signal,
    }),
  );
  const read = useAction(async (id: number) => {
    const r = await api().call<{ unread: number }>(ENDPOINTS.inboxRead, { body: { id } });
    setUnread(r.unread);
  });
  const readAll = useAction(async () => {
    const r = await api().call<{ unread: number }>(ENDPOINTS.inboxRead, { body: {} });
    setUnread(r.unread);
    list.mutate((prev) =>
      prev ? { ...prev, unread: 0, content: prev.content.map((m) => ({ ...m, read: true })) } : prev!,
    );
  });
  const remove = useAction(async (id: number) => {
    const r = await api().call(ENDPOINTS.deleteMessages, { body: { ids: [id] } });
    setUnread(r.unread);
    bus.emit('ui:toast-requested', { kind: 'success', message: 'member:inbox.deleted' });
    list.reload();
  });

  const toggle = (id: number, wasRead: boolean) => {
    setOpen((cur) => (cur === id ? null : id));
    if (wasRead) return;
    // the badge drops at once; the answer of the read call then sets the server's count
    setUnread(bus.current('badges:changed').unreadMessages - 1);
    list.mutate((prev) =>
      prev
        ? {
            ...prev,
            unread: prev.unread - 1,
            content: prev.content.map((m) => (m.id === id ? { ...m, read: true } : m)),
          }
        : prev!,
    );
    void read.run(id);
  };

  const v = list.data;
  return (
    <section>
      <div className={styles.bar}>
        <span className={styles.count}>{v ? t('inbox.unreadCount', { count: v.unread }) : null}</span>
        <Button
          size="sm"
          variant="secondary"
          busy={readAll.pending}
          disabled={!v || v.unread === 0}
          onClick={() => void readAll.run()}
        >
          {t('inbox.markAllRead')}
        </Button>
      </div>
      {list.error ? (
        <EmptyState title={list.error.message}>
          <Button variant="secondary" onClick={list.reload}>
            {t('records.retry')}
          </Button>
        </EmptyState>
      ) : !v ? (
        <Skeleton height={240} />
      ) : v.content.length === 0 ? (
        <EmptyState title={t('inbox.empty')} />
      ) : (
        <>
          <ul className={styles.list}>
            {v.content.map((m) => (
              <li key={m.id} className={`${styles.item} ${m.read ? '' : styles.unread}`}>
                <button
                  type="button"
                  className={styles.head}
                  aria-expanded={open === m.id}
                  onClick={() => toggle(m.id, m.read)}
                >
                  {!m.read ? <span className={styles.dot} aria-label={t('inbox.unread')} /> : null}
                  <span className={styles.title}>{m.title}</span>
                  <time className={styles.time}>{when(m.createdAt)}</time>
                </button>
                {open === m.id ? (
                  <div className={styles.body}>
                    <SafeHtml html={m.content} />
                    <Button
                      size="sm"
                      variant="danger"
                      busy={remove.pending}
                      onClick={() => void remove.run(m.id)}
                    >
                      {t('inbox.delete')}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination page={pageNo} totalPages={v.totalPages} onChange={setPageNo} />
        </>
      )}
    </section>
  );
}
