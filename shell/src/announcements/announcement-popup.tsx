import { useMemo, useState } from 'react';
import type { Announcement } from '@jogo/shared/api';
import { useSettings } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, EmptyState, Pagination, SafeHtml, Skeleton } from '@jogo/shared/ui';
import { ANNOUNCEMENTS_PER_PAGE } from './announcement-rules';
import styles from './announcements.module.css';

/**
 * The announcement popup (spec 2): logo, notices 9 per page with their titles on the left, the selected notice's
 * title and sanitized HTML on the right; a click on a title selects it.
 */
export function AnnouncementPopup({
  notices,
  loading,
  onClose,
}: {
  notices: Announcement[];
  loading: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const settings = useSettings();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const totalPages = Math.max(1, Math.ceil(notices.length / ANNOUNCEMENTS_PER_PAGE));
  const current = Math.min(page, totalPages);
  const pageItems = useMemo(
    () => notices.slice((current - 1) * ANNOUNCEMENTS_PER_PAGE, current * ANNOUNCEMENTS_PER_PAGE),
    [notices, current],
  );
  const selected = notices.find((n) => n.id === selectedId) ?? pageItems[0] ?? null;
  const resources = settings.info?.resources as Record<string, { url?: string }> | undefined;
  const logo = resources?.logo?.url;

  return (
    <Dialog
      open
      size="xl"
      onClose={onClose}
      title={
        <span className={styles.heading}>
          {logo ? (
            <img src={logo} alt={t('core.announcements.logo')} className={styles.logo} />
          ) : (
            <span className={styles.logoText}>{t('core.announcements.logo')}</span>
          )}
          <span>{t('core.announcements.title')}</span>
        </span>
      }
    >
      {loading ? (
        <div className={styles.layout} role="status" aria-label={t('core.announcements.loading')}>
          <div className={styles.list}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={36} radius={8} />
            ))}
          </div>
          <div className={styles.detail}>
            <Skeleton height={24} width="60%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="85%" />
          </div>
        </div>
      ) : notices.length === 0 ? (
        <EmptyState title={t('core.announcements.empty')} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.side}>
            <ul className={styles.list} aria-label={t('core.announcements.listLabel')}>
              {pageItems.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className={`${styles.item} ${selected?.id === n.id ? styles.active : ''}`}
                    aria-current={selected?.id === n.id ? 'true' : undefined}
                    onClick={() => setSelectedId(n.id)}
                  >
                    {n.title}
                  </button>
                </li>
              ))}
            </ul>
            <Pagination
              page={current}
              totalPages={totalPages}
              onChange={(p) => {
                setPage(p);
                setSelectedId(null);
              }}
            />
          </div>
          {selected ? (
            <article className={styles.detail} aria-labelledby={`announcement-${selected.id}`}>
              <h3 id={`announcement-${selected.id}`} className={styles.detailTitle}>
                {selected.title}
              </h3>
              <SafeHtml html={selected.content} className={styles.content} />
            </article>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
