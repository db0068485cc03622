import { Suspense, type ComponentType } from 'react';
import { retryableLazy, type RemotePageProps } from '@jogo/shared/federation';
import { Link, Route, Routes } from '@jogo/shared/router';
import { PageSkeleton } from '@jogo/shared/ui';
import Remote from './remote';
import { POINT_MALL_BASE, PROMOTIONS_BASE } from './paths';

/** The pages lent by name (federation.config.cjs `pages`), each shown alone under /pages/<name>. */
const PAGES: Record<string, ComponentType<RemotePageProps>> = {
  rewardCenter: retryableLazy(() => import('./pages/reward-center-page')),
  missionLeaderboard: retryableLazy(() => import('./pages/mission-page')),
  manualRebate: retryableLazy(() => import('./pages/manual-rebate-page')),
  playerRank: retryableLazy(() => import('./pages/vip-page')),
  referral: retryableLazy(() => import('./pages/referral-page')),
};

/**
 * Development only (`npm start -w @jogo/mf-promotions`): both routes of the remote as the shell mounts them,
 * and every lent page standalone, with a small menu.
 */
export default function Standalone() {
  return (
    <>
      <nav style={{ display: 'flex', gap: 12, padding: 12, flexWrap: 'wrap' }}>
        <Link to={PROMOTIONS_BASE}>/promotions</Link>
        <Link to={POINT_MALL_BASE}>/pointMall</Link>
        {Object.keys(PAGES).map((name) => (
          <Link key={name} to={`/pages/${name}`}>
            {name}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route path={`${PROMOTIONS_BASE}/*`} element={<Remote basePath={PROMOTIONS_BASE} />} />
        <Route path={`${POINT_MALL_BASE}/*`} element={<Remote basePath={POINT_MALL_BASE} />} />
        {Object.entries(PAGES).map(([name, Page]) => (
          <Route
            key={name}
            path={`/pages/${name}`}
            element={
              <Suspense fallback={<PageSkeleton label={name} />}>
                <Page host="standalone" />
              </Suspense>
            }
          />
        ))}
      </Routes>
    </>
  );
}
