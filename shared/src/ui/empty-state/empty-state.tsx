import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A drawn icon, not an emoji: many phones and Linux browsers have no colour-emoji font. */
function EmptyIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 48 48" aria-hidden="true" className={styles.icon}>
      <rect x="6" y="6" width="36" height="36" rx="9" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="17" cy="17" r="3.2" fill="currentColor" />
      <circle cx="31" cy="31" r="3.2" fill="currentColor" />
      <circle cx="24" cy="24" r="3.2" fill="currentColor" />
    </svg>
  );
}

/** What a list shows when it has nothing (spec 8: 'empty lists show a no-data message'). */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className={styles.empty} role="status">
      {typeof icon === 'string' ? (
        <span className={styles.emoji} aria-hidden="true">
          {icon}
        </span>
      ) : (
        (icon ?? <EmptyIcon />)
      )}
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
