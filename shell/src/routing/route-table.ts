/**
 * The route table of spec 2 as data. The shell knows which remote owns a route only from the runtime registry
 * (`/remotes.json`); this file says how each spec route is laid out and guarded.
 */

/** Home and its aliases (spec 2). */
export const HOME_ALIASES = ['/index', '/index.html', '/home'] as const;

/** Routes that need a session token; without one the user goes to /login (spec 2 and 4). */
export const LOGIN_REQUIRED = [
  '/member',
  '/agentHome',
  '/pointMall',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/wallet',
  '/feedback',
] as const;

/** Game pages hide the side menu (spec 2); /seamless also has no footer. */
export const GAME_PAGES = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;
export const NO_FOOTER = ['/seamless'] as const;

/** Agent routes use the layout without header and footer (spec 2). */
export const AGENT_LAYOUT = ['/agent', '/agentHome'] as const;

/** A trial member cannot open these ('Register an account first', spec 6). */
export const TRIAL_REFUSED = ['/member', '/agentHome'] as const;

/** The shell's own pages. */
export const SHELL_PAGES = ['/help', '/announce', '/down', '/feedback'] as const;

export type Layouts = 'agent' | 'game' | 'seamless' | 'normal';

export function layoutOf(route: string): Layouts {
  if ((AGENT_LAYOUT as readonly string[]).includes(route)) return 'agent';
  if ((NO_FOOTER as readonly string[]).includes(route)) return 'seamless';
  if ((GAME_PAGES as readonly string[]).includes(route)) return 'game';
  return 'normal';
}

/**
 * The route name of a path: its first segment ('/member/deposit' is 'member'), case kept because
 * /seaLottery and /sealottery are different routes. Scroll and loader reset when it changes (spec 2).
 */
export function routeName(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return HOME_ALIASES.includes(`/${first}` as (typeof HOME_ALIASES)[number]) ? '' : first;
}

export const needsLogin = (route: string) => (LOGIN_REQUIRED as readonly string[]).includes(route);
export const refusesTrial = (route: string) => (TRIAL_REFUSED as readonly string[]).includes(route);
