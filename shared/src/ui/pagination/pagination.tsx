import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';
import styles from './pagination.module.css';

/** Shown only when there is more than one page; a page beyond totalPages is ignored (spec 5). */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  const items = pageWindow(page, totalPages);
  if (items.length === 0) return null;
  const go = (p: number) => {
    if (p < 1 || p > totalPages || p === page) return;
    onChange(p);
  };
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      <button
        type="button"
        className={styles.item}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
        aria-label={t('pagination.previous')}
      >
        ‹
      </button>
      {items.map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`${styles.item} ${item.page === page ? styles.current : ''}`}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item.page })}
            onClick={() => go(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        onClick={() => go(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pagination.next')}
      >
        ›
      </button>
    </nav>
  );
}
