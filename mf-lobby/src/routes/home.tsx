import { useCallback, useMemo } from 'react';
import { useNavigate } from '@jogo/shared/router';
import { ApiError } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { useHotGames } from '../data/use-hot-games';
import { useVendorLanes } from '@jogo/shared/data';
import { BannerCarousel } from '../features/banners/components/banner-carousel';
import { useFavouriteGames } from '../features/home/api/get-favourite-games';
import { useHomeBanners } from '../features/home/api/get-home-banners';
import { useNotices } from '../features/home/api/get-notices';
import { useRecentGames } from '../features/home/api/get-recent-games';
import { useWinners } from '../features/home/api/get-winners';
import { homeCardCategories } from '../features/home/model/home-categories';
import { HomeSections } from '../features/home-sections/components/home-sections';
import { launchGame } from '../features/launch/api/launch-game';
import { seamlessTarget } from '../features/launch/hooks/use-launch';
import { LobbyMenu } from '../features/lobby-menu/components/lobby-menu';
import { useLobbyMenu } from '../features/lobby-menu/hooks/use-lobby-menu';
import { lobbyMenuEntries } from '../features/lobby-menu/model/lobby-menu';
import { NoticeMarquee } from '../features/marquee/components/notice-marquee';
import { WinnersBoard } from '../features/winners/components/winners-board';
import styles from './home.module.css';

/**
 * A banner that links a game (linkageType GAME) carries only its code: it is started like a tile's play
 * button (login first, trial refused, then `launchGame` and `/seamless`).
 */
function useBannerGame() {
  const session = useSession();
  const language = useLanguage();
  const navigate = useNavigate();
  return useCallback(
    async (gameCode: string) => {
      if (session.status !== 'member' || !session.token)
        return bus.emit('ui:modal-requested', { name: 'login' });
      if (session.isTrial) return bus.emit('ui:modal-requested', { name: 'trialRefused' });
      try {
        const value = await launchGame({
          gameCode,
          device: 'web',
          language,
          backUrl: window.location.pathname,
        });
        bus.emit('data:reload-requested', { targets: ['recent'] });
        navigate(seamlessTarget(value.url, value.launchType));
      } catch (e) {
        bus.emit('ui:toast-requested', {
          kind: 'error',
          message: e instanceof ApiError ? e.message : 'common:errors.unknown',
        });
      }
    },
    [session.status, session.token, session.isTrial, language, navigate],
  );
}

/**
 * The home page (spec 2 "Home"): banner carousel, notice marquee, the lobby side menu beside the game
 * sections, and the winners board. Hot games and vendor lanes come from the remote's session-cached data
 * hooks; everything reloads on a language change (spec 4).
 */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const member = session.status === 'member' && !!session.token;

  const banners = useHomeBanners();
  const notices = useNotices();
  const winners = useWinners();
  const hot = useHotGames();
  const lanes = useVendorLanes();
  const recent = useRecentGames();
  const favourites = useFavouriteGames();
  const onBannerGame = useBannerGame();
  const menu = useLobbyMenu();

  const cardCategories = useMemo(
    () => (lanes.data ? homeCardCategories(lanes.data) : undefined),
    [lanes.data],
  );
  const entries = lobbyMenuEntries({
    categories: lanes.data?.map((l) => l.gameCategory) ?? [],
    loggedIn: member,
    hasRecent: (recent.data?.length ?? 0) > 0,
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('home.title')}</h1>
      <BannerCarousel
        banners={banners.data}
        loading={banners.loading}
        onGame={(code) => void onBannerGame(code)}
      />
      <NoticeMarquee notices={notices.data} loading={notices.loading} />
      <div className={styles.lobby}>
        <LobbyMenu entries={entries} active={menu.state.menu} onChoose={menu.choose} />
        <HomeSections
          hot={hot}
          vendors={{ ...lanes, data: cardCategories }}
          recent={member ? recent : null}
          favourites={member ? favourites : null}
        />
      </div>
      <WinnersBoard
        winners={winners.data}
        loading={winners.loading}
        error={winners.error}
        onRetry={winners.reload}
      />
    </div>
  );
}
