import { useTranslation } from '@jogo/shared/i18n';
import { Dialog, EmptyState, Skeleton } from '@jogo/shared/ui';
import type { Banner } from '@jogo/shared/api';
import { followBanner } from '../services/banner-link';
import type { ShellModalProps } from './shell-modal';
import { useBanners } from '../hooks/use-banners';
import styles from './modals.module.css';

/**
 * Partner banners (spec 2 "Modals"; the header and side menu open it). The operator's partner banners are the
 * side-menu group w_leftmenu; a caller may pass its own `banners`.
 */
export function PartnersDialog({ props, onClose }: ShellModalProps) {
  const { t } = useTranslation('shell');
  const given = Array.isArray(props.banners) ? (props.banners as Banner[]) : null;
  const fetched = useBanners('w_leftmenu');
  const state = given ? ({ status: 'ready', list: given } as const) : fetched;
  return (
    <Dialog open size="lg" title={t('core.partners.title')} onClose={onClose}>
      {state.status === 'loading' ? (
        <div className={styles.bannerList}>
          <Skeleton height={120} radius={12} />
          <Skeleton height={120} radius={12} />
        </div>
      ) : state.status === 'failed' || state.list.length === 0 ? (
        <EmptyState title={t('core.partners.empty')} />
      ) : (
        <div className={styles.bannerGrid}>
          {state.list.map((b) => (
            <button
              key={b.id}
              type="button"
              className={styles.bannerButton}
              onClick={() => {
                if (followBanner(b)) onClose();
              }}
            >
              <img src={b.url} alt={b.title} className={styles.bannerImage} loading="lazy" />
              <span className={styles.bannerTitle}>{b.title}</span>
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
