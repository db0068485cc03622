import type { Promotion } from '@jogo/shared/api';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Link } from '@jogo/shared/router';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { useDate } from '../../../lib/use-date';
import { paths } from '../../../paths';
import { STATE_PILL } from '../model/state';
import { PromotionAction } from './promotion-action';
import styles from './promotion-card.module.css';

/**
 * One promotion in the list: art, category, state, period, a link to its rules and its action.
 * @param priority the card is on the first screen: its picture loads at once, first (a lazy picture
 * waited for layout, and was the page's largest paint at 3.8 s on a slow phone); the page's early script has
 * already asked for it (mf-promotions/federation.config.cjs)
 */
export function PromotionCard({ promotion, priority = false }: { promotion: Promotion; priority?: boolean }) {
  const { t } = useTranslation('promotions');
  const date = useDate();
  const pill = STATE_PILL[promotion.state];
  return (
    <article className={styles.card} aria-labelledby={`promo-${promotion.id}`}>
      <Link to={paths.promotion(promotion.id)} className={styles.art} tabIndex={-1} aria-hidden="true">
        <img
          src={promotion.imageUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </Link>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>{t(`category.${promotion.category}`)}</span>
          <StatusPill tone={pill.tone}>{(t as DynamicT)(pill.key)}</StatusPill>
        </div>
        <h2 id={`promo-${promotion.id}`} className={styles.title}>
          <Link to={paths.promotion(promotion.id)}>{promotion.title}</Link>
        </h2>
        <p className={styles.period}>
          {t('card.period', { from: date(promotion.startTime), to: date(promotion.endTime) })}
        </p>
        <div className={styles.actions}>
          <Link to={paths.promotion(promotion.id)} className={styles.details}>
            {t('card.details')}
          </Link>
          <PromotionAction promotion={promotion} />
        </div>
      </div>
    </article>
  );
}
