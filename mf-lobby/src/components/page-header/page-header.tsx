import type { ReactNode } from 'react';
import { Link } from '@jogo/shared/router';
import { useTranslation } from '@jogo/shared/i18n';
import styles from './page-header.module.css';

/**
 * A lobby title with its back link (spec 2): back goes to the home game type and scrolls to the top.
 * `actions` sits at the end of the row (the search box).
 */
export function PageHeader({
  title,
  actions,
  backTo = '/',
}: {
  title: string;
  actions?: ReactNode;
  backTo?: string;
}) {
  const { t } = useTranslation('lobby');
  return (
    <header className={styles.header}>
      <Link
        to={backTo}
        className={styles.back}
        aria-label={t('lobby.back')}
        onClick={() => window.scrollTo({ top: 0 })}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" />
        </svg>
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
