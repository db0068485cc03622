import { memo } from 'react';
import type { Game } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { useLanguage } from '@jogo/shared/bus';
import { Skeleton, formatPercent } from '@jogo/shared/ui';
import { useFavouriteToggle } from '../../features/favourites/hooks/use-favourite-toggle';
import { useLaunch } from '../../features/launch/hooks/use-launch';
import { LazyImage } from '../lazy-image/lazy-image';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  /** inside the popup game list the tile starts the game itself instead of opening the popup again */
  direct?: boolean;
}

/**
 * One game tile (spec 2, "Game lobby per type"): hot badge when isHot is 1, lazy image with the default
 * icon fallback, vendor display name, game name, play button and favourite toggle. Play and favourite
 * follow the launch and favourite rules (login dialog for guests, trial refused, throttled toggle).
 *
 * Memoised (no slow tap): a tile renders again for its own game, its own heart (`useIsFavourite`), the
 * session or the language, not when another tile's heart or the lobby's page changes.
 */
export const GameTile = memo(function GameTile({ game, direct }: GameTileProps) {
  const { t } = useTranslation('lobby');
  const { isFavourite, toggle } = useFavouriteToggle(game);
  const { launch, busyCode } = useLaunch();
  const name = game.gameName || game.nodeName;
  const busy = busyCode === game.gameCode;
  const language = useLanguage();
  // The return to player, shown before play (the gateway's game data; every seeded game has one)
  const rtp = typeof game.rtp === 'number' ? formatPercent(game.rtp, language) : null;
  return (
    <article className={styles.tile} aria-label={name}>
      <div className={styles.art}>
        <LazyImage src={game.iconUrl || game.showIcon} alt={name} />
        {game.isHot === 1 ? <span className={styles.hot}>{t('tile.hot')}</span> : null}
        {rtp ? (
          <span className={styles.rtp} title={t('protection.rtpTitle')}>
            {t('protection.rtp', { value: rtp })}
          </span>
        ) : null}
        <button
          type="button"
          className={`${styles.fav} ${isFavourite ? styles.favOn : ''}`}
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t('tile.removeFavourite', { name }) : t('tile.addFavourite', { name })}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.heart}>
            <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.play}
          aria-label={t('tile.playName', { name })}
          aria-busy={busy || undefined}
          disabled={busy}
          onClick={() => launch(game, { direct })}
        >
          <span className={styles.playIcon} aria-hidden="true">
            ▶
          </span>
          <span>{t('tile.play')}</span>
        </button>
      </div>
      <div className={styles.meta}>
        <p className={styles.name} title={name}>
          {name}
        </p>
        <p className={styles.vendor}>{game.displayName}</p>
      </div>
    </article>
  );
});

/**
 * A tile's placeholder while its list loads: the tile's own box (square art, a name line and a vendor line,
 * the same classes as the tile), so the tile that takes its place is the same size and nothing below moves.
 */
export function GameTileSkeleton() {
  return (
    <div className={styles.tile} data-testid="tile-skeleton" aria-hidden="true">
      <Skeleton className={styles.art} height="auto" radius={0} />
      <div className={styles.meta}>
        <p className={styles.name}>
          <Skeleton inline width="80%" radius={4} />
        </p>
        <p className={styles.vendor}>
          <Skeleton inline width="50%" radius={4} />
        </p>
      </div>
    </div>
  );
}
