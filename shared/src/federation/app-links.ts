/**
 * The addresses by which one app sends the user to another's screens (STYLE.md 4: between apps, a bus event
 * or a URL), declared once: the owning remote's `paths.ts` builds its own URLs from them and every other app
 * links through them. (The route itself is declared in the owner's federation.config.cjs.)
 */
export const APP_LINKS = {
  home: '/',
  /** the member centre's frame; its pages, and the pages other remotes lend it, travel in `?page=` */
  memberCentre: '/member',
  /** the agent login landing (mf_auth) */
  agentLogin: '/agent',
  /** the agent centre's frame (`?page=<name>`) */
  agentCentre: '/agentHome',
} as const;

/** @returns the member centre's address of a page, its own or one lent by name (`/member?page=depositv2`) */
export const memberPageHref = (page: string): string =>
  `${APP_LINKS.memberCentre}?page=${encodeURIComponent(page)}`;

/** @returns the agent centre's address of one of its pages (`/agentHome?page=team`) */
export const agentPageHref = (page: string): string =>
  `${APP_LINKS.agentCentre}?page=${encodeURIComponent(page)}`;

/** @returns where a login lands (spec 2): the agent centre for an agent login, else home */
export const landingOf = (agent: boolean): string => (agent ? APP_LINKS.agentCentre : APP_LINKS.home);

/** @returns the "agent" entry of menus: the agent centre for an agent, the agent landing for anyone else */
export const agentEntryHref = (isAgent: boolean): string =>
  isAgent ? APP_LINKS.agentCentre : APP_LINKS.agentLogin;
