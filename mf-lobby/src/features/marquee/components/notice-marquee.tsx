import type { CSSProperties } from 'react';
import { bus } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Skeleton } from '@jogo/shared/ui';
import styles from './notice-marquee.module.css';

export interface MarqueeNotice {
  id: number;
  title: string;
}

/** about 6 characters a second reads comfortably; never faster than one pass in 20 s */
const CHARS_PER_SECOND = 6;
const MIN_SECONDS = 20;

/** @returns the seconds one pass of the ticker takes for these notices. */
export function marqueeSeconds(notices: readonly MarqueeNotice[]): number {
  const chars = notices.reduce((n, x) => n + x.title.length + 8, 0);
  return Math.max(MIN_SECONDS, Math.round(chars / CHARS_PER_SECOND));
}

/** Opens the notice dialog (the shell hosts it) for one notice. */
export function openNotice(id: number): void {
  bus.emit('ui:modal-requested', { name: 'notice', props: { id } });
}

/**
 * The notice marquee of the home page (spec 2): the notices' titles scroll by; a click on one opens the
 * notice dialog through the bus. The ticker pauses under the pointer or keyboard focus, and stands still
 * (a scrollable row) for users who prefer reduced motion. The list is drawn twice so the loop has no gap;
 * the copy is hidden from assistive tech and from the tab order.
 */
export function NoticeMarquee({
  notices,
  loading,
}: {
  notices: MarqueeNotice[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('lobby');
  if (loading && !notices?.length) {
    return (
      <div className={styles.bar} role="status" aria-label={t('home.marquee.loading')}>
        <Skeleton height={14} width="60%" />
      </div>
    );
  }
  if (!notices?.length) return null;
  const style = { '--marquee-duration': `${marqueeSeconds(notices)}s` } as CSSProperties;
  const items = (copy: boolean) =>
    notices.map((n) => (
      <li key={`${copy ? 'b' : 'a'}${n.id}`}>
        <button
          type="button"
          className={styles.notice}
          tabIndex={copy ? -1 : undefined}
          aria-label={t('home.marquee.open', { title: n.title })}
          onClick={() => openNotice(n.id)}
        >
          {n.title}
        </button>
      </li>
    ));
  return (
    <nav className={styles.bar} aria-label={t('home.marquee.label')}>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <path
            fill="currentColor"
            d="M3 10v4h3l5 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          />
        </svg>
      </span>
      <div className={styles.viewport}>
        <div className={styles.track} style={style}>
          <ul className={styles.list}>{items(false)}</ul>
          <ul className={`${styles.list} ${styles.copy}`} aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
    </nav>
  );
}
