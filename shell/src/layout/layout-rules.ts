/** Which navigation entry is the current page. Which parts of the frame a route shows is its declared layout. */
const under = (pathname: string, route: string) => pathname === route || pathname.startsWith(`${route}/`);

export const HOME_PATHS = ['/', '/index', '/index.html', '/home', '/login', '/register', '/forget'];

/** @returns whether a navigation entry is the current page (home counts for its aliases) */
export function isActivePath(pathname: string, to: string): boolean {
  const path = to.split(/[?#]/)[0];
  if (path === '/') return HOME_PATHS.includes(pathname);
  return under(pathname, path);
}
