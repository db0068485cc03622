import type { RemoteRouteProps } from '@jogo/shared/federation';
import { MemberFrame, lazyPage, type OwnPages } from './features/frame/components/member-frame';

/** The pages this remote owns; every other menu page is hosted by name (RemotePage). */
const OWN_PAGES: OwnPages = {
  securityCenter: lazyPage(() => import('./pages/security-centre-page')),
  personalHistoryCopy: lazyPage(() => import('./pages/betting-record-page')),
  transactionHistory: lazyPage(() => import('./pages/account-record-page')),
  personalProfit: lazyPage(() => import('./pages/profit-page')),
  bonusDetails: lazyPage(() => import('./pages/bonuses-page')),
  messageV2: lazyPage(() => import('./pages/messages-page')),
  responsibleGaming: lazyPage(() => import('./pages/protection-page')),
};

/** The public API of mf_member_centre: its route subtree (/member?page=<name>). */
export default function Routes(_props: RemoteRouteProps) {
  return <MemberFrame ownPages={OWN_PAGES} />;
}
