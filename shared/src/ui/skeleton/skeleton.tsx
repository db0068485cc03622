import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: number;
  className?: string;
  /**
   * a line of text's placeholder: inline and 1em tall by default, so inside the element that will hold the
   * text it leaves that element exactly as tall as the text will (its line height)
   */
  inline?: boolean;
}

/**
 * A shimmering placeholder block; decorative, so hidden from assistive tech. `data-skeleton` lets a test wait
 * for the real content (e2e/tests/a11y analyses a page only once no skeleton is left).
 */
export function Skeleton({ width = '100%', height, radius = 8, className, inline = false }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={`${styles.skeleton} ${inline ? styles.inline : ''} ${className ?? ''}`}
      style={{ width, height: height ?? (inline ? '1em' : 16), borderRadius: radius }}
    />
  );
}

/** A page-sized skeleton: what a remote view shows while its code loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.page} role="status" aria-live="polite" aria-label={label}>
      <Skeleton height={160} radius={16} />
      <div className={styles.row}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={120} radius={12} />
        ))}
      </div>
      <Skeleton width="40%" height={20} />
      <div className={styles.row}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={120} radius={12} />
        ))}
      </div>
    </div>
  );
}
