import type { GameType, LaunchGameValue } from '@jogo/shared/api';

/**
 * The spec routes this remote serves (spec 2) and href builders for links (bulletproof `config/paths.ts`).
 * The shell mounts us once per route, passing that route as `basePath`.
 */
export const LOBBY_ROUTES: Record<string, GameType> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};

export const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
export const LOTTERY_PATHS = ['/lottery', '/seaLottery', '/vnLottery'];
/** spec 2: treated as game pages (the shell hides the side menu and footer) */
export const GAME_PAGE_LOTTERY_PATHS = ['/lottert', '/vnlottery', '/sealottery'];

const typeToRoute = Object.fromEntries(
  Object.entries(LOBBY_ROUTES).map(([route, type]) => [type, route]),
) as Partial<Record<GameType, string>>;

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

export const paths = {
  home: () => '/',
  lobby: (type: GameType, query: { vassalage?: string } = {}) =>
    type === 'INHOUSE' ? '/inhouse' : withQuery(typeToRoute[type] ?? '/', query),
  favourites: (type?: string) => withQuery('/favorite', { type }),
  recent: (type?: string) => withQuery('/recent', { type }),
  lottery: (route: '/lottery' | '/seaLottery' | '/vnLottery', gameCode?: string) =>
    withQuery(route, { gameCode }),
  seamlessUrl: (url: string) => withQuery('/seamless', { url }),
  /**
   * Where a launch answer opens (spec 2 "Launching a game"): an in-house game is hosted here by its code
   * (`/seamless?game=`); a vendor page is framed in `/seamless?url=`. The gateway answers launch data only.
   */
  launched: ({ url, launchType, gameCode }: Pick<LaunchGameValue, 'url' | 'launchType' | 'gameCode'>) =>
    launchType === 'INHOUSE' || !url
      ? withQuery('/seamless', { game: gameCode })
      : withQuery('/seamless', { url }),
  seamlessGame: (game: string) => withQuery('/seamless', { game }),
};
