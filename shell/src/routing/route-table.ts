/**
 * What the shell itself knows about routes. Which routes exist, who renders them, their layout and who may
 * open them come from the registry (each remote's federation.config.cjs); the shell's own pages are declared
 * in shell-pages.tsx.
 */

/** Home and its aliases (spec 2). */
export const HOME_ALIASES = ['/index', '/index.html', '/home'] as const;

/**
 * The route name of a path: its first segment ('/member/deposit' is 'member'), case kept because
 * /seaLottery and /sealottery are different routes. Scroll and loader reset when it changes (spec 2).
 */
export function routeName(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return HOME_ALIASES.includes(`/${first}` as (typeof HOME_ALIASES)[number]) ? '' : first;
}
