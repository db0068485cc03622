import type { Promotion } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Link } from '@jogo/shared/router';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { useDate } from '../../../lib/use-date';
import { paths } from '../../../paths';
import { STATE_PILL } from '../model/state';
import { PromotionAction } from './promotion-action';
import styles from './promotion-card.module.css';

/** One promotion in the list: art, category, state, period, a link to its rules and its action. */
export function PromotionCard({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation('promotions');
  const date = useDate();
  const pill = STATE_PILL[promotion.state];
  return (
    <article className={styles.card} aria-labelledby={`promo-${promotion.id}`}>
      <Link to={paths.promotion(promotion.id)} className={styles.art} tabIndex={-1} aria-hidden="true">
        <img src={promotion.imageUrl} alt="" loading="lazy" />
      </Link>
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.category}>{t(`category.${promotion.category}`)}</span>
          <StatusPill tone={pill.tone}>{t(pill.key)}</StatusPill>
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
