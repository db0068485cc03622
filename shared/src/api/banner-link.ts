import type { Banner } from '../contract/types/content';

/** Where a banner click goes, by its linkageType (spec 3, "Banner"). */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string }
  | { kind: 'game'; gameCode: string }
  | { kind: 'none' };

/** a scheme (`javascript:`, `data:`, `vbscript:`, `http:` ...) at the start */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * Control characters (the URL parser drops tab and newline, so `/\n/evil.com` would become `//evil.com`) and
 * backslashes (browsers read `/\evil.com` as `//evil.com`).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;
/** an origin that cannot exist, to check that a path stays on whatever site resolves it */
const PROBE_ORIGIN = 'https://site.invalid';

/** @returns the linkage as a path of this site, or null when it could leave the site */
function sitePath(linkage: string): string | null {
  if (UNSAFE_CHARS.test(linkage) || SCHEME.test(linkage) || linkage.startsWith('//')) return null;
  const path = linkage.startsWith('/') ? linkage : `/${linkage}`;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN ? path : null;
  } catch {
    return null;
  }
}

/** @returns the linkage as an absolute http(s) URL, or null for any other scheme or a relative one */
function webUrl(linkage: string): string | null {
  if (UNSAFE_CHARS.test(linkage)) return null;
  try {
    const url = new URL(linkage);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Resolves a banner's link safely: ROUTE is a path of this site (`promotions` reads as `/promotions`; a
 * protocol-relative `//evil.com`, `/\evil.com` or any scheme is refused), URL opens an absolute http(s) page
 * (a `javascript:`, `data:` or `vbscript:` linkage from a compromised back office never runs), GAME launches
 * a game code, and anything else (NONE, an empty or refused linkage) is not a link.
 * @returns the target for the caller to follow (a router link, a new tab, a launch)
 */
export function bannerTarget(banner: Pick<Banner, 'linkage' | 'linkageType'>): BannerTarget {
  const linkage = (banner.linkage ?? '').trim();
  if (!linkage) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'ROUTE': {
      const to = sitePath(linkage);
      return to === null ? { kind: 'none' } : { kind: 'route', to };
    }
    case 'URL': {
      const href = webUrl(linkage);
      return href === null ? { kind: 'none' } : { kind: 'url', href };
    }
    case 'GAME':
      return UNSAFE_CHARS.test(linkage) ? { kind: 'none' } : { kind: 'game', gameCode: linkage };
    default:
      return { kind: 'none' };
  }
}
