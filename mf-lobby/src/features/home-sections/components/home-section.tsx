import { useRef, useState, type ReactNode } from 'react';
import { Link } from '@jogo/shared/router';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, Skeleton } from '@jogo/shared/ui';
import { GameTileSkeleton } from '../../../components/game-tile/game-tile';
import { isExpandable, showsLoadMore, visibleCount } from '../model/display-rules';
import { useNarrow } from '../hooks/use-narrow';
import { VendorCardSkeleton } from './vendor-card';
import styles from './home-section.module.css';

export interface HomeSectionProps<T> {
  /** HOT, RNG, ... (decides the display rule) */
  category: string;
  title: string;
  items: readonly T[] | undefined;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** tiles are square game tiles, cards are wide vendor cards */
  shape: 'tile' | 'card';
  loading: boolean;
  error: Error | null;
  onRetry?: () => void;
  emptyText: string;
  /** the lobby with the whole list */
  seeAllHref?: string;
}

/** The DOM id of a section, the target of the lobby menu's list entries. */
export const sectionId = (category: string) => `home-section-${category}`;

/**
 * One game section of the home page: a title, the items the display rules allow (5 per category; hot and
 * sports 5 or 10, 15 after 'load more', which shows when the list has over 10), a skeleton while loading,
 * an empty state and a retry on error.
 */
export function HomeSection<T>({
  category,
  title,
  items,
  itemKey,
  renderItem,
  shape,
  loading,
  error,
  onRetry,
  emptyText,
  seeAllHref,
}: HomeSectionProps<T>) {
  const { t } = useTranslation('lobby');
  const narrow = useNarrow();
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const total = items?.length ?? 0;
  const count = visibleCount({ category, total, expanded, narrow });
  const headingId = `${sectionId(category)}-title`;

  const loadMore = () => {
    const firstNew = count;
    setExpanded(true);
    // the button goes away: keep keyboard users where the new items begin
    requestAnimationFrame(() => {
      listRef.current?.children[firstNew]?.querySelector<HTMLElement>('a, button')?.focus();
    });
  };

  let body: ReactNode;
  if (loading && !total) {
    const n = visibleCount({ category, total: 20, expanded: false, narrow });
    const Placeholder = shape === 'tile' ? GameTileSkeleton : VendorCardSkeleton;
    // the placeholders are the items' own boxes, and an expandable list keeps the row of its 'load more'
    // button (a hot list nearly always has over 10 games): the sections below stay where they are
    body = (
      <>
        <div
          className={`${styles.grid} ${styles[shape]}`}
          role="status"
          aria-label={t('home.sections.loading')}
        >
          {Array.from({ length: n }, (_, i) => (
            <div key={i} className={styles.item}>
              <Placeholder />
            </div>
          ))}
        </div>
        {isExpandable(category) ? (
          <div className={styles.more} aria-hidden="true">
            <Skeleton width={140} height={42} radius={10} />
          </div>
        ) : null}
      </>
    );
  } else if (error && !total) {
    body = (
      <EmptyState title={t('home.sections.error')} icon="⚠️">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('home.retry')}
          </Button>
        ) : null}
      </EmptyState>
    );
  } else if (!total) {
    body = <EmptyState title={emptyText} />;
  } else {
    body = (
      <>
        <ul ref={listRef} className={`${styles.grid} ${styles[shape]}`} aria-labelledby={headingId}>
          {items!.slice(0, count).map((item) => (
            <li key={itemKey(item)} className={styles.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {showsLoadMore({ category, total, expanded }) ? (
          <div className={styles.more}>
            <Button variant="secondary" onClick={loadMore}>
              {t('home.sections.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <section id={sectionId(category)} className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {seeAllHref && total > 0 ? (
          <Link className={styles.seeAll} to={seeAllHref} aria-label={t('home.sections.seeAllOf', { title })}>
            {t('home.sections.seeAll')}
          </Link>
        ) : null}
      </header>
      {body}
    </section>
  );
}
