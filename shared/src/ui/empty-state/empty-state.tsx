import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing (spec 8: 'empty lists show a no-data message'). */
export function EmptyState({ title, children, icon = '🎲' }: { title: string; children?: ReactNode; icon?: string }) {
  return (
    <div className={styles.empty} role="status">
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}
