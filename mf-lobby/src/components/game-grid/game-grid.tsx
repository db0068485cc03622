import { useEffect, useState, type ReactNode } from 'react';
import type { Game } from '@jogo/shared/api';
import { Button, EmptyState } from '@jogo/shared/ui';
import { useTranslation } from '@jogo/shared/i18n';
import { GameTile, GameTileSkeleton } from '../game-tile/game-tile';
import styles from './game-grid.module.css';

/** how long another page's tiles show as they are before they dim */
export const STALE_DIM_MS = 150;

/**
 * A grid of game tiles with its three other states: a skeleton grid while loading, the no-data state, and
 * an error with a retry. `stale`: the tiles shown are another page's until the asked one answers (busy; dimmed
 * only when the answer takes a moment, so a quick one shows no flash).
 */
export function GameGrid({
  games,
  loading,
  stale = false,
  error,
  onRetry,
  skeletonCount = 15,
  empty,
  label,
  direct,
}: {
  games: Game[];
  loading: boolean;
  stale?: boolean;
  error?: boolean;
  onRetry?: () => void;
  skeletonCount?: number;
  empty?: ReactNode;
  label: string;
  /** tiles start their game without the popup game list (used inside that popup) */
  direct?: boolean;
}) {
  const { t } = useTranslation(['lobby', 'common']);
  // the dimming comes later, not with the tap: a style on the grid repaints every tile's picture, and a game's
  // SVG picture is laid out again for each paint (that repaint was most of a lobby's next-page tap)
  const [dimmed, setDimmed] = useState(false);
  useEffect(() => {
    if (!stale) return undefined;
    const timer = setTimeout(() => setDimmed(true), STALE_DIM_MS);
    return () => {
      clearTimeout(timer);
      setDimmed(false);
    };
  }, [stale]);
  if (loading)
    return (
      <div className={styles.grid} aria-busy="true" aria-label={label}>
        {Array.from({ length: skeletonCount }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    );
  if (error)
    return (
      <EmptyState title={t('lobby.loadError')} icon="⚠️">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : null}
      </EmptyState>
    );
  if (games.length === 0) return <>{empty ?? <EmptyState title={t('common:empty.noData')} />}</>;
  return (
    <ul
      className={`${styles.grid} ${stale && dimmed ? styles.stale : ''}`}
      aria-label={label}
      aria-busy={stale || undefined}
    >
      {games.map((g) => (
        <li key={`${g.gameType}:${g.nodeId}`} className={styles.cell}>
          <GameTile game={g} direct={direct} />
        </li>
      ))}
    </ul>
  );
}
