import type { Banner } from '@jogo/shared/api';

/** Where a banner click goes, by its linkageType (spec 3, "Banner"). */
export type BannerTarget =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string }
  | { kind: 'game'; gameCode: string }
  | { kind: 'none' };

const SAFE_URL = /^https?:\/\//i;

/**
 * ROUTE goes to a path of this site, URL opens an external page (http or https only: a `javascript:`
 * linkage from a compromised back office must not run), GAME launches a game code, NONE is not a link.
 */
export function bannerTarget(banner: Pick<Banner, 'linkage' | 'linkageType'>): BannerTarget {
  const linkage = banner.linkage.trim();
  if (!linkage) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'ROUTE':
      // a route is a path of this origin; anything else ('//evil', 'http:') is not followed
      return linkage.startsWith('/') && !linkage.startsWith('//')
        ? { kind: 'route', to: linkage }
        : { kind: 'none' };
    case 'URL':
      return SAFE_URL.test(linkage) ? { kind: 'url', href: linkage } : { kind: 'none' };
    case 'GAME':
      return { kind: 'game', gameCode: linkage };
    default:
      return { kind: 'none' };
  }
}
