import { Suspense } from 'react';
import { retryableLazy, type RemoteRouteProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { Route, Routes } from '@jogo/shared/router';
import { EmptyState, PageSkeleton } from '@jogo/shared/ui';
import { POINT_MALL_BASE, PROMOTIONS_BASE, PROMOTION_ROUTES } from './paths';

// One chunk per screen: the promotions list does not download the points mall.
const PromotionList = retryableLazy(() => import('./routes/promotion-list'));
const PromotionDetail = retryableLazy(() => import('./routes/promotion-detail'));
const Winners = retryableLazy(() => import('./routes/winners'));
const PointMall = retryableLazy(() => import('./routes/point-mall'));

function Loading() {
  const { t } = useTranslation('common');
  return <PageSkeleton label={t('remote.loading')} />;
}

function Unknown() {
  const { t } = useTranslation('common');
  return <EmptyState title={t('empty.noData')} />;
}

/**
 * The public API of mf_promotions: its route subtree for the declared route the shell mounted it under
 * (`basePath`). /promotions holds the list, the winners list and each promotion; /pointMall the points mall.
 */
export default function PromotionsRemote({ basePath }: RemoteRouteProps) {
  return (
    <div data-remote="mf_promotions">
      <Suspense fallback={<Loading />}>
        {basePath === PROMOTIONS_BASE ? (
          <Routes>
            <Route index element={<PromotionList />} />
            <Route path={PROMOTION_ROUTES.winners} element={<Winners />} />
            <Route path={PROMOTION_ROUTES.detail} element={<PromotionDetail />} />
          </Routes>
        ) : basePath === POINT_MALL_BASE ? (
          <PointMall />
        ) : (
          <Unknown />
        )}
      </Suspense>
    </div>
  );
}
