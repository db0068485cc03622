import type { ReactNode } from 'react';
import { Link } from '@jogo/shared/router';
import styles from './page-header.module.css';

/** A page title with an optional back link and actions at the end of the row. */
export function PageHeader({
  title,
  subtitle,
  backTo,
  backLabel,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      {backTo ? (
        <Link to={backTo} className={styles.back} aria-label={backLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </Link>
      ) : null}
      <div className={styles.titles}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
