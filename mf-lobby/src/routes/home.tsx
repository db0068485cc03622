import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { afterMainPaint, useAfterMainPaint } from '@jogo/shared/ui';
import { useHotGames } from '../data/use-hot-games';
import { useVendorLanes } from '@jogo/shared/data';
import { BannerCarousel } from '../features/banners/components/banner-carousel';
import { useFavouriteGames } from '../features/home/api/get-favourite-games';
import { useHomeBanners } from '../features/home/api/get-home-banners';
import { useNotices } from '../features/home/api/get-notices';
import { useRecentGames } from '../features/home/api/get-recent-games';
import { useWinners } from '../features/home/api/get-winners';
import { homeCardCategories } from '../features/home/model/home-categories';
import {
  GameTilesSection,
  HomeSections,
  VendorSections,
} from '../features/home-sections/components/home-sections';
import { useLaunch } from '../features/launch/hooks/use-launch';
import { LobbyMenu } from '../features/lobby-menu/components/lobby-menu';
import { useLobbyMenu } from '../features/lobby-menu/hooks/use-lobby-menu';
import { lobbyMenuEntries } from '../features/lobby-menu/model/lobby-menu';
import { NoticeMarquee } from '../features/marquee/components/notice-marquee';
import { WinnersBoard } from '../features/winners/components/winners-board';
import { paths } from '../paths';
import styles from './home.module.css';

/** The carousel: renders when the banners arrive (and once more when embla starts), nothing else. */
const HomeBanners = memo(function HomeBanners() {
  const banners = useHomeBanners();
  // a banner that links a game (linkageType GAME) carries only its code: started like a tile's play button
  const { launchCode } = useLaunch();
  return <BannerCarousel banners={banners.data} loading={banners.loading} onGame={launchCode} />;
});

const HomeNotices = memo(function HomeNotices() {
  const notices = useNotices();
  return <NoticeMarquee notices={notices.data} loading={notices.loading} />;
});

/** Hot games arrive through useResource, whose answers render in a transition (short slices). */
const HotSection = memo(function HotSection() {
  const hot = useHotGames();
  return <GameTilesSection category="HOT" {...hot} />;
});

const FavouritesSection = memo(function FavouritesSection() {
  const favourites = useFavouriteGames();
  return (
    <GameTilesSection category="FAV" emptyKey="emptyFav" seeAllHref={paths.favourites()} {...favourites} />
  );
});

const lobbyOf = (type: Parameters<typeof paths.lobby>[0]) => paths.lobby(type);

/**
 * The lobby menu beside the game sections. It needs the vendor lanes (one entry per type) and whether the
 * member has recent games; each section below is memoised on its own data, so an arrival renders the
 * sections it feeds and not the others. The lanes come from an external store, whose updates render at once
 * and in one piece: useDeferredValue renders the vendor sections in a transition, in short slices.
 */
const HomeGames = memo(function HomeGames({ member }: { member: boolean }) {
  const lanes = useVendorLanes();
  const lanesData = useDeferredValue(lanes.data);
  const recent = useRecentGames();
  const menu = useLobbyMenu();
  const cardCategories = useMemo(() => (lanesData ? homeCardCategories(lanesData) : undefined), [lanesData]);
  const categories = useMemo(() => lanesData?.map((l) => l.gameCategory) ?? [], [lanesData]);
  const hasRecent = (recent.data?.length ?? 0) > 0;
  const entries = useMemo(
    () => lobbyMenuEntries({ categories, loggedIn: member, hasRecent }),
    [categories, member, hasRecent],
  );
  return (
    <div className={styles.lobby}>
      <LobbyMenu entries={entries} active={menu.state.menu} onChoose={menu.choose} />
      <HomeSections>
        <HotSection />
        <VendorSections
          data={cardCategories}
          loading={lanesData === undefined && !lanes.error}
          error={lanes.error}
          reload={lanes.reload}
          seeAllHref={lobbyOf}
        />
        {member ? (
          <GameTilesSection
            category="RECENT"
            emptyKey="emptyRecent"
            seeAllHref={paths.recent()}
            data={recent.data}
            loading={recent.loading}
            error={recent.error}
            reload={recent.reload}
          />
        ) : null}
        {member ? <FavouritesSection /> : null}
      </HomeSections>
    </div>
  );
});

const noRetry = () => undefined;

/**
 * The winners board is below the fold: until the page's main content has painted it holds its place with
 * its skeleton, and neither fetches nor draws its rows.
 */
const HomeWinners = memo(function HomeWinners() {
  const painted = useAfterMainPaint();
  if (!painted) return <WinnersBoard winners={undefined} loading error={null} onRetry={noRetry} />;
  return <LoadedWinners />;
});

function LoadedWinners() {
  const winners = useWinners();
  return (
    <WinnersBoard
      winners={winners.data}
      loading={winners.loading}
      error={winners.error}
      onRetry={winners.reload}
    />
  );
}

/**
 * The home page (spec 2 "Home"): banner carousel, notice marquee, the lobby side menu beside the game
 * sections, and the winners board. Each part loads its own data and renders when that data arrives, not
 * when another part's does; everything reloads on a language change (spec 4).
 */
export function HomePage() {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  // home links every lobby: once home has painted, their screen's code is fetched and ready for the click (the
  // same module screens.ts loadLobby loads, so the same chunk; imported here, not from screens.ts, which imports
  // this file: no import cycle)
  useEffect(() => {
    afterMainPaint()
      .then(() => import('./lobby'))
      .catch(() => undefined);
  }, []);
  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('home.title')}</h1>
      <HomeBanners />
      <HomeNotices />
      <HomeGames member={member} />
      <HomeWinners />
    </div>
  );
}
