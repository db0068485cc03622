import { useMemo } from 'react';
import type { Promotion } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { Link, useSearchParams } from '@jogo/shared/router';
import { Button, EmptyState, Skeleton, Tabs } from '@jogo/shared/ui';
import { PageHeader } from '../components/page-header/page-header';
import { usePromotions } from '../features/promotions/api/get-promotions';
import { PromotionCard } from '../features/promotions/components/promotion-card';
import { CATEGORIES } from '../features/promotions/model/state';
import { paths } from '../paths';
import styles from './pages.module.css';

/** Cards on a phone's first screen: their pictures load at once (the early script asks for them too). */
const FIRST_SCREEN_CARDS = 2;

type Tab = 'ALL' | Promotion['category'];

/** /promotions: every promotion with its state for the viewer, by category (spec 2). Guests see it too. */
export default function PromotionListPage() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const { data, error, loading, reload } = usePromotions();
  const tab = (params.get('category') as Tab | null) ?? 'ALL';
  const shown = useMemo(
    () => (data?.list ?? []).filter((p) => tab === 'ALL' || p.category === tab),
    [data, tab],
  );
  const present = new Set((data?.list ?? []).map((p) => p.category));
  const tabs = [
    { id: 'ALL' as Tab, label: t('category.ALL') },
    ...CATEGORIES.filter((c) => present.has(c)).map((c) => ({ id: c as Tab, label: t(`category.${c}`) })),
  ];

  return (
    <section className={styles.page} data-page="promotions">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Link to={paths.winners()} className={styles.linkButton}>
            {t('winners.link')}
          </Link>
        }
      />
      <div className={styles.tabsScroll}>
        <Tabs
          items={tabs}
          active={tab}
          label={t('list.categories')}
          onChange={(id) => setParams(id === 'ALL' ? {} : { category: id }, { replace: true })}
        />
      </div>
      {error && !data ? (
        <EmptyState title={t('errors.load')}>
          <Button onClick={reload}>{t('errors.retry')}</Button>
        </EmptyState>
      ) : !data && loading ? (
        <div className={styles.grid} aria-busy="true" aria-label={t('list.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={300} radius={16} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title={t('list.empty')} />
      ) : (
        <div className={styles.grid}>
          {shown.map((p, i) => (
            // the first two are on a phone's first screen (one column); their pictures come first
            <PromotionCard key={p.id} promotion={p} priority={i < FIRST_SCREEN_CARDS} />
          ))}
        </div>
      )}
    </section>
  );
}
