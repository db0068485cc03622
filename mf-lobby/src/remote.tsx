import { Suspense, type ComponentType, type ReactNode } from 'react';
import { retryableLazy, type RemoteRouteProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { EmptyState, PageSkeleton } from '@jogo/shared/ui';
import { LaunchHost } from './components/launch-host/launch-host';
import { GAME_PAGE_LOTTERY_PATHS, HOME_PATHS, LOBBY_ROUTES, LOTTERY_PATHS } from './paths';
import { loadAccountGames, loadHome, loadInhouse, loadLobby, loadLottery, loadSeamless } from './screens';

/**
 * A lazy screen that renders at once when its code is already loaded (`preload()` done): no Suspense fallback,
 * so no 300 ms reveal throttle from React on the first screen. Otherwise it is a plain React.lazy.
 */
function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const code: { Loaded: ComponentType<P> | null; loading: Promise<void> | null } = {
    Loaded: null,
    loading: null,
  };
  const preload = () =>
    (code.loading ??= load().then(
      (m) => {
        code.Loaded = m.default;
      },
      (e: unknown) => {
        code.loading = null;
        throw e;
      },
    ));
  const Lazy = retryableLazy(async (): Promise<{ default: ComponentType<P> }> => {
    await preload();
    return { default: code.Loaded as ComponentType<P> };
  });
  function Screen(props: P) {
    const { Loaded } = code;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Screen, { preload });
}

const loadHomePage = async (): Promise<{ default: ComponentType }> => ({
  default: (await loadHome()).HomePage,
});
const HomeRoute = screen(loadHomePage);
const LobbyRoute = screen(loadLobby);
const InhouseRoute = screen(loadInhouse);
const AccountGamesRoute = screen(loadAccountGames);
const LotteryRoute = screen(loadLottery);
const SeamlessRoute = screen(loadSeamless);

/** The screen for the spec route the shell mounted us under (spec 2, "Routes"), with its props. */
function routeScreen(basePath: string): { preload: () => Promise<void>; node: ReactNode } | null {
  if (HOME_PATHS.includes(basePath)) return { preload: HomeRoute.preload, node: <HomeRoute /> };
  const lobbyType = LOBBY_ROUTES[basePath];
  if (lobbyType)
    return {
      preload: LobbyRoute.preload,
      node: <LobbyRoute key={lobbyType} gameType={lobbyType} />,
    };
  if (basePath === '/inhouse') return { preload: InhouseRoute.preload, node: <InhouseRoute /> };
  if (basePath === '/favorite')
    return {
      preload: AccountGamesRoute.preload,
      node: <AccountGamesRoute key="fav" kind="favourites" />,
    };
  if (basePath === '/recent')
    return {
      preload: AccountGamesRoute.preload,
      node: <AccountGamesRoute key="recent" kind="recent" />,
    };
  if (LOTTERY_PATHS.includes(basePath) || GAME_PAGE_LOTTERY_PATHS.includes(basePath))
    return {
      preload: LotteryRoute.preload,
      node: <LotteryRoute key={basePath} basePath={basePath} />,
    };
  if (basePath === '/seamless') return { preload: SeamlessRoute.preload, node: <SeamlessRoute /> };
  return null;
}

function Unknown() {
  const { t } = useTranslation(['lobby', 'common']);
  return <EmptyState title={t('common:empty.noData')} />;
}

function Loading() {
  const { t } = useTranslation('common');
  return <PageSkeleton label={t('remote.loading')} />;
}

/** RemoteModule.prepare: the shell awaits the first screen's code before it renders us. */
export function prepare({ basePath }: RemoteRouteProps): Promise<unknown> {
  return routeScreen(basePath)?.preload() ?? Promise.resolve();
}

/** The public API of mf_lobby: its route subtree, chosen by the base path the shell mounted it under. */
export default function LobbyRemote({ basePath }: RemoteRouteProps) {
  const screen = routeScreen(basePath);
  return (
    <div data-remote="mf_lobby">
      <Suspense fallback={<Loading />}>{screen?.node ?? <Unknown />}</Suspense>
      <LaunchHost />
    </div>
  );
}
