import { Link } from '@jogo/shared/router';
import type { GameType, GameVendor } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Skeleton, VendorLogo } from '@jogo/shared/ui';
import { paths } from '../../../paths';
import styles from './vendor-card.module.css';

/**
 * A vendor card of a category section: the vendor's large logo, name and game count; it opens the lobby of
 * `gameType` on that vendor (an e-sport card moved out of SPORTS opens the e-sports centre). Browsing needs
 * no login (spec 6). The logo comes from the vendors' sprite: every card of the page is one request.
 */
export function VendorCard({ vendor, gameType }: { vendor: GameVendor; gameType: GameType }) {
  const { t } = useTranslation('lobby');
  return (
    <Link
      className={styles.card}
      // named by what it shows, "PG Soft 48 games" (WCAG 2.5.3: the name holds the visible label)
      to={paths.lobby(gameType, { vassalage: vendor.vassalage })}
    >
      <span className={styles.logo}>
        <VendorLogo src={vendor.lagerIcon || vendor.images.color} name="" />
      </span>
      <span className={styles.name}>{vendor.displayName}</span>
      {vendor.gameCount > 0 ? (
        <span className={styles.count}>{t('home.sections.vendorGames', { count: vendor.gameCount })}</span>
      ) : null}
    </Link>
  );
}

/** A vendor card's placeholder: the card's own box (logo, name and count lines), the same size as the card. */
export function VendorCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton className={styles.logo} height="auto" radius={6} />
      <span className={styles.name}>
        <Skeleton inline width="70%" radius={4} />
      </span>
      <span className={styles.count}>
        <Skeleton inline width="40%" radius={4} />
      </span>
    </div>
  );
}
