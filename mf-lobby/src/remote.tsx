import { lazy, Suspense, type ReactNode } from 'react';
import type { RemoteRouteProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { EmptyState, PageSkeleton } from '@jogo/shared/ui';
import { LaunchHost } from './components/launch-host/launch-host';
import { GAME_PAGE_LOTTERY_PATHS, HOME_PATHS, LOBBY_ROUTES, LOTTERY_PATHS } from './paths';

import { loadAccountGames, loadHome, loadInhouse, loadLobby, loadLottery, loadSeamless } from './screens';

const HomeRoute = lazy(() => loadHome().then((m) => ({ default: m.HomePage })));
const LobbyRoute = lazy(loadLobby);
const InhouseRoute = lazy(loadInhouse);
const AccountGamesRoute = lazy(loadAccountGames);
const LotteryRoute = lazy(loadLottery);
const SeamlessRoute = lazy(loadSeamless);

/** The screen for the spec route the shell mounted us under (spec 2, "Routes"). */
function screenFor(basePath: string): ReactNode {
  if (HOME_PATHS.includes(basePath)) return <HomeRoute />;
  const lobbyType = LOBBY_ROUTES[basePath];
  if (lobbyType) return <LobbyRoute key={lobbyType} gameType={lobbyType} />;
  if (basePath === '/inhouse') return <InhouseRoute />;
  if (basePath === '/favorite') return <AccountGamesRoute key="fav" kind="favourites" />;
  if (basePath === '/recent') return <AccountGamesRoute key="recent" kind="recent" />;
  if (LOTTERY_PATHS.includes(basePath) || GAME_PAGE_LOTTERY_PATHS.includes(basePath))
    return <LotteryRoute key={basePath} basePath={basePath} />;
  if (basePath === '/seamless') return <SeamlessRoute />;
  return null;
}

function Unknown() {
  const { t } = useTranslation('lobby');
  return <EmptyState title={t('common:empty.noData')} />;
}

function Loading() {
  const { t } = useTranslation('common');
  return <PageSkeleton label={t('remote.loading')} />;
}

/** The public API of mf_lobby: its route subtree, chosen by the base path the shell mounted it under. */
export default function LobbyRemote({ basePath }: RemoteRouteProps) {
  const screen = screenFor(basePath);
  return (
    <div data-remote="mf_lobby">
      <Suspense fallback={<Loading />}>{screen ?? <Unknown />}</Suspense>
      <LaunchHost />
    </div>
  );
}
