import type { Promotion } from '@jogo/shared/api';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { useParams } from '@jogo/shared/router';
import { Button, EmptyState, SafeHtml, Skeleton, useMoney } from '@jogo/shared/ui';
import { PageHeader } from '../components/page-header/page-header';
import { StatusPill } from '../components/status-pill/status-pill';
import { usePromotions } from '../features/promotions/api/get-promotions';
import { PromotionAction } from '../features/promotions/components/promotion-action';
import { STATE_PILL } from '../features/promotions/model/state';
import { useDate } from '../lib/use-date';
import { paths } from '../paths';
import styles from './pages.module.css';

/** /promotions/:id: the rules (operator HTML, sanitised), the period and state, and the action. */
export default function PromotionDetailPage() {
  const { t } = useTranslation('promotions');
  const { promotionId } = useParams();
  const { data, error, loading, reload } = usePromotions();
  const promotion = data?.list.find((p) => String(p.id) === promotionId);
  const back = { backTo: paths.promotions(), backLabel: t('detail.back') };

  if (!data && loading)
    return (
      <section className={styles.page} aria-busy="true" aria-label={t('list.loading')}>
        <Skeleton height={44} />
        <div className={styles.detail}>
          <Skeleton height={360} radius={16} />
          <Skeleton height={240} radius={16} />
        </div>
      </section>
    );
  if (error && !data)
    return (
      <section className={styles.page}>
        <PageHeader title={t('list.title')} {...back} />
        <EmptyState title={t('errors.load')}>
          <Button onClick={reload}>{t('errors.retry')}</Button>
        </EmptyState>
      </section>
    );
  if (!promotion)
    return (
      <section className={styles.page}>
        <PageHeader title={t('list.title')} {...back} />
        <EmptyState title={t('detail.notFound')} />
      </section>
    );
  return <Detail promotion={promotion} back={back} />;
}

function Detail({ promotion, back }: { promotion: Promotion; back: { backTo: string; backLabel: string } }) {
  const { t } = useTranslation('promotions');
  const date = useDate();
  const money = useMoney();
  const pill = STATE_PILL[promotion.state];
  return (
    <section className={styles.page} data-page="promotion-detail">
      <PageHeader title={promotion.title} subtitle={t(`category.${promotion.category}`)} {...back} />
      <div className={styles.detail}>
        <article className={styles.panel}>
          <img className={styles.hero} src={promotion.imageUrl} alt="" />
          <h2 className={styles.sectionTitle}>{t('detail.rules')}</h2>
          <SafeHtml className={styles.rules} html={promotion.content} />
        </article>
        <aside className={styles.panel} aria-label={t('detail.participate')}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('detail.state')}</dt>
              <dd>
                <StatusPill tone={pill.tone}>{(t as DynamicT)(pill.key)}</StatusPill>
              </dd>
            </div>
            <div>
              <dt>{t('detail.period')}</dt>
              <dd>{t('card.period', { from: date(promotion.startTime), to: date(promotion.endTime) })}</dd>
            </div>
            {promotion.action === 'APPLY' ? (
              <div>
                <dt>{t('detail.bonus')}</dt>
                <dd>{money(promotion.bonus)}</dd>
              </div>
            ) : null}
            {promotion.action === 'RAFFLE' ? (
              <div>
                <dt>{t('detail.prize')}</dt>
                <dd>
                  {t('envelope.rangeShort', {
                    min: money(promotion.prizeMin),
                    max: money(promotion.prizeMax),
                  })}
                </dd>
              </div>
            ) : null}
          </dl>
          <PromotionAction promotion={promotion} inlineApply />
        </aside>
      </div>
    </section>
  );
}
