import { useMemo, type CSSProperties } from 'react';
import type { Winner } from '@jogo/shared/api';
import { useBalance, useLanguage } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Button, EmptyState, formatMoney, Skeleton } from '@jogo/shared/ui';
import { boardWinners, splitColumns } from '../model/winners';
import styles from './winners-board.module.css';

export interface WinnersBoardProps {
  winners: Winner[] | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** seconds one row takes to scroll by */
const SECONDS_PER_ROW = 2.5;

/**
 * The winners board (spec 2): two columns scrolling upwards, each row the game icon, the customer name
 * and the win amount; 20 rows, biggest first. Each column is drawn twice for a seamless loop (the copy is
 * hidden from assistive tech); the scroll pauses under the pointer and while the column has the keyboard's focus,
 * and stands still for reduced motion, where the column scrolls by hand (or by the arrow keys once focused).
 */
export function WinnersBoard({ winners, loading, error, onRetry }: WinnersBoardProps) {
  const { t } = useTranslation('lobby');
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  const rows = useMemo(() => boardWinners(winners ?? []), [winners]);
  const columns = splitColumns(rows);

  let body;
  if (loading && !rows.length) {
    body = (
      <div className={styles.columns} role="status" aria-label={t('home.winners.loading')}>
        {[0, 1].map((c) => (
          <div key={c} className={styles.skeletonColumn}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={44} radius={10} />
            ))}
          </div>
        ))}
      </div>
    );
  } else if (error && !rows.length) {
    body = (
      <EmptyState title={t('home.winners.error')} icon="⚠️">
        <Button variant="secondary" onClick={onRetry}>
          {t('home.retry')}
        </Button>
      </EmptyState>
    );
  } else if (!rows.length) {
    body = <EmptyState title={t('home.winners.empty')} />;
  } else {
    body = (
      <div className={styles.columns}>
        {columns.map((col, c) => {
          if (!col.length) return null;
          const style = {
            '--winners-duration': `${Math.max(col.length, 4) * SECONDS_PER_ROW}s`,
          } as CSSProperties;
          const list = (copy: boolean) => (
            <ol
              className={styles.list}
              aria-hidden={copy || undefined}
              aria-label={copy ? undefined : t('home.winners.column', { n: c + 1 })}
            >
              {col.map((w, i) => (
                <li key={`${w.gameCode}-${w.customerName}-${i}`} className={styles.row}>
                  <img
                    className={styles.icon}
                    src={w.iconUrl}
                    alt={w.gameName}
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.who}>
                    <span className={styles.name}>{w.customerName}</span>
                    <span className={styles.game}>{w.gameName}</span>
                  </span>
                  <span className={styles.amount}>
                    <span className={styles.visuallyHidden}>{t('home.winners.won')} </span>
                    {formatMoney(w.winAmount, currencySymbol, language)}
                  </span>
                </li>
              ))}
            </ol>
          );
          return (
            // a stop of the keyboard (WCAG 2.1.1, 2.2.2): focused, the column stands still, and with reduced
            // motion (where it scrolls by hand) the arrow keys scroll it
            <div
              key={c}
              className={styles.viewport}
              tabIndex={0}
              role="group"
              aria-label={t('home.winners.column', { n: c + 1 })}
            >
              <div className={`${styles.track} ${c === 1 ? styles.trackOffset : ''}`} style={style}>
                {list(false)}
                <div className={styles.copy}>{list(true)}</div>
              </div>
            </div>
          );
        })}
      </div>
    );
  }

  return (
    <section className={styles.board} aria-labelledby="home-winners-title">
      <h2 id="home-winners-title" className={styles.title}>
        <svg className={styles.trophy} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1z"
          />
        </svg>
        {t('home.winners.title')}
      </h2>
      {body}
    </section>
  );
}
