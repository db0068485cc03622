import { APP_LINKS, memberPageHref } from '@jogo/shared/federation';

/**
 * The one URL builder of mf_member_centre. The frame lives at /member and the page is in the query
 * (`/member?page=withdraw`), so each page is its own history entry and the back button walks pages.
 */
export const MEMBER_BASE = APP_LINKS.memberCentre;
/** spec 9: the default member page */
export const DEFAULT_PAGE = 'securityCenter';

export { memberPageHref };
