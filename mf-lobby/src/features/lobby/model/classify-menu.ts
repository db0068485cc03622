import type { GameType, VendorLane } from '@jogo/shared/api';

/** Selections that are not vendor classes (spec 3, game-selection types). */
export type FixedClassify = 'ALL' | 'HOT' | 'RECENT' | 'NEW';

/** spec 2: slot sub-categories SC scratch, VP video poker, JP jackpot, TG table games, AC arcade, BG bingo */
export const SLOT_SUB_CATEGORIES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;

/** spec 2: BG (bingo) shows only when the site supports language TY. */
export function slotSubCategories(supportedLanguages: readonly string[]): string[] {
  const ty = supportedLanguages.some((l) => l.toUpperCase() === 'TY');
  return SLOT_SUB_CATEGORIES.filter((c) => c !== 'BG' || ty);
}

export interface ClassifyItem {
  id: string;
  /** the lane's own title of a vendor class; fixed items are translated by the caller */
  title?: string;
  fixed: boolean;
}

/**
 * The classify menu of a lobby (spec 2): ALL, HOT, RECENT, NEW for RNG only, then the vendor's classes
 * (all classes of the type when no vendor is chosen). For RNG the slot sub-categories come in their fixed
 * order and BG only with language TY.
 */
export function classifyMenu(
  type: GameType,
  lane: VendorLane | undefined,
  vassalage: string | undefined,
  supportedLanguages: readonly string[],
): ClassifyItem[] {
  const fixed: FixedClassify[] = type === 'RNG' ? ['ALL', 'HOT', 'RECENT', 'NEW'] : ['ALL', 'HOT', 'RECENT'];
  const items: ClassifyItem[] = fixed.map((id) => ({ id, fixed: true }));
  const classes = (lane?.gameClassify ?? []).filter((c) => !vassalage || c.vendors.includes(vassalage));
  if (type === 'RNG') {
    const subs = new Set<string>(SLOT_SUB_CATEGORIES);
    for (const c of classes)
      if (!subs.has(c.classify)) items.push({ id: c.classify, title: c.title, fixed: false });
    for (const id of slotSubCategories(supportedLanguages)) {
      const own = classes.find((c) => c.classify === id);
      if (own || !vassalage)
        items.push({
          id,
          title: own?.title ?? lane?.gameClassify.find((c) => c.classify === id)?.title,
          fixed: !own?.title,
        });
    }
  } else {
    for (const c of classes) items.push({ id: c.classify, title: c.title, fixed: false });
  }
  return items;
}
