/**
 * Which parts of the frame a route shows (spec 2). Paths are compared case-sensitively on purpose:
 * `/vnlottery` is a game page while `/vnLottery` is the lottery screen, which keeps the side menu.
 */
export const GAME_PAGES = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;
export const NO_FOOTER_PAGES = ['/seamless'] as const;

const under = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

/** @returns whether the side menu is hidden (game pages) */
export function isGamePage(pathname: string): boolean {
  return GAME_PAGES.some((r) => under(pathname, r));
}

/** @returns whether the footer is hidden (`/seamless`) */
export function hidesFooter(pathname: string): boolean {
  return NO_FOOTER_PAGES.some((r) => under(pathname, r));
}

export const HOME_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/register', '/forget'];

/** @returns whether a navigation entry is the current page (home counts for its aliases) */
export function isActivePath(pathname: string, to: string): boolean {
  const path = to.split(/[?#]/)[0];
  if (path === '/') return HOME_PATHS.includes(pathname);
  return under(pathname, path);
}
