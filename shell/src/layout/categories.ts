import type { GameType, VendorLane } from '@jogo/shared/api';
import type { IconName } from './icons';

/** Game categories that get a navigation entry, with their route and icon (spec 2, top navigation). */
export interface CategoryEntry {
  type: GameType;
  to: string;
  /** key under `shell:nav` */
  labelKey: string;
  icon: IconName;
}

/** Every category of the top navigation in the spec's order (after home and promotions). */
export const GAME_CATEGORIES: readonly CategoryEntry[] = [
  { type: 'ELOTT', to: '/elott', labelKey: 'nav.elott', icon: 'elottery' },
  { type: 'LOTT', to: '/lott', labelKey: 'nav.lott', icon: 'lottery' },
  { type: 'LIVE', to: '/live', labelKey: 'nav.live', icon: 'live' },
  { type: 'SPORTS', to: '/sports', labelKey: 'nav.sports', icon: 'sports' },
  { type: 'FISH', to: '/fish', labelKey: 'nav.fish', icon: 'fish' },
  { type: 'RNG', to: '/rng', labelKey: 'nav.rng', icon: 'slots' },
  { type: 'PVP', to: '/pvp', labelKey: 'nav.pvp', icon: 'cards' },
  { type: 'ESPORTS', to: '/esports', labelKey: 'nav.esports', icon: 'esports' },
  { type: 'INHOUSE', to: '/inhouse', labelKey: 'nav.inhouse', icon: 'dice' },
];

/** How many categories depend on the vendors answer (all but in-house): the placeholders shown while it loads. */
const VENDOR_CATEGORY_COUNT = GAME_CATEGORIES.filter((c) => c.type !== 'INHOUSE').length;

const INHOUSE_PATH = GAME_CATEGORIES.find((c) => c.type === 'INHOUSE')?.to;

/**
 * A menu's entries with a place held (`null`) for each vendor category where those categories go, just before
 * in-house, while the vendors answer is pending: with every category present (the usual case) nothing moves when
 * it arrives. A list without the in-house entry is returned as it is. The top nav and the side menu both use it.
 */
export function holdVendorPlaces<T extends { to?: string }>(
  entries: readonly T[],
  waiting: boolean,
): (T | null)[] {
  const at = waiting ? entries.findIndex((e) => e.to === INHOUSE_PATH) : -1;
  if (at < 0) return [...entries];
  return [
    ...entries.slice(0, at),
    ...Array.from({ length: VENDOR_CATEGORY_COUNT }, () => null),
    ...entries.slice(at),
  ];
}

/**
 * The game types that have at least one vendor (spec 2: "a category shows only if it has at least one
 * vendor"). Sports cards of e-sport vendors count for ESPORTS too, as the lobby moves them there.
 * @returns the set of types to show; INHOUSE is not decided here (it is always shown)
 */
export function categoriesWithVendors(lanes: readonly VendorLane[]): Set<GameType> {
  const out = new Set<GameType>();
  for (const lane of lanes) {
    const cards = Object.values(lane.cards ?? {});
    if (cards.length > 0) out.add(lane.gameCategory);
    if (cards.some((c) => c.category === 'ESPORTS')) out.add('ESPORTS');
  }
  return out;
}

/** Whether a category entry shows: in-house always, the others only with a vendor. */
export function isCategoryShown(type: GameType, withVendors: ReadonlySet<GameType>): boolean {
  return type === 'INHOUSE' || withVendors.has(type);
}

/** A member-centre page link (spec 2 "Member centre pages"; declared once in @jogo/shared/federation). */
export { memberPageHref as memberPage } from '@jogo/shared/federation';
