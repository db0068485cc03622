import { useEffect } from 'react';
import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, Skeleton } from '@jogo/shared/ui';
import { followBanner } from '../services/banner-link';
import { useBanners } from '../hooks/use-banners';
import styles from './modals.module.css';

/**
 * The after-login popup (spec 4 "an after-login popup is flagged"): the operator's popup banners (group
 * w_popup1). With no banner there is nothing to show, and the flag is simply cleared.
 */
export function AfterLoginPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const banners = useBanners('w_popup1');
  const empty = banners.status === 'failed' || (banners.status === 'ready' && banners.list.length === 0);
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);
  if (empty) return null;
  return (
    <Dialog open size="md" title={t('core.afterLogin.title')} onClose={onClose}>
      {banners.status === 'loading' ? (
        <Skeleton height={220} radius={12} />
      ) : (
        <div className={styles.bannerList}>
          {banners.list.map((b) => (
            <button
              key={b.id}
              type="button"
              className={styles.bannerButton}
              onClick={() => {
                if (followBanner(b)) onClose();
              }}
            >
              <img src={b.url} alt={b.title} className={styles.bannerImage} />
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
