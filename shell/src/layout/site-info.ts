import type { SiteSocialLinks, SystemStatusInfo } from '@jogo/shared/api';
import { useSettings } from '@jogo/shared/bus';

/**
 * A typed view of the raw status `info` the settings store carries (`Record<string, unknown>` on the
 * bus so remotes need not know its shape). Every field may be missing while the status loads, or on a
 * gateway that does not configure it.
 */
export type SiteInfo = Partial<SystemStatusInfo>;

export function useSiteInfo(): SiteInfo {
  const info = useSettings().info;
  return (info ?? {}) as SiteInfo;
}

const SOCIAL_ORDER = ['facebook', 'twitter', 'instagram', 'youtube'] as const;

/** @returns the configured social links in a fixed order (spec 2: shown only when configured) */
export function socialLinks(
  social: SiteSocialLinks | undefined,
): { name: (typeof SOCIAL_ORDER)[number]; url: string }[] {
  if (!social) return [];
  return SOCIAL_ORDER.flatMap((name) => {
    const url = social[name];
    return typeof url === 'string' && /^https?:\/\//i.test(url) ? [{ name, url }] : [];
  });
}
