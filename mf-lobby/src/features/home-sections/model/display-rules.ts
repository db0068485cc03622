/**
 * How many items a home section shows (spec 2 "Home" and spec 9):
 * - every category shows at most 5 items;
 * - the hot and sports lists show 5 (narrow screens) or 10, and 15 once 'load more' was used;
 * - 'load more' shows when such a list has over 10 items;
 * - a list is cut to 20 items whatever its source sent.
 */
export const HOME_PER_CATEGORY = 5;
export const EXPANDABLE_BASE_WIDE = 10;
export const EXPANDABLE_BASE_NARROW = 5;
export const EXPANDED_MAX = 15;
export const LOAD_MORE_OVER = 10;
export const LIST_CAP = 20;

/** The sections that grow with 'load more': hot games and sports. */
export const EXPANDABLE: readonly string[] = ['HOT', 'SPORTS'];

export interface DisplayInput {
  category: string;
  total: number;
  expanded: boolean;
  /** narrow screen (phone): the expandable lists start at 5 instead of 10 */
  narrow: boolean;
}

export function isExpandable(category: string): boolean {
  return EXPANDABLE.includes(category);
}

/** @returns how many of the section's items are on screen. */
export function visibleCount({ category, total, expanded, narrow }: DisplayInput): number {
  const capped = Math.min(total, LIST_CAP);
  if (!isExpandable(category)) return Math.min(capped, HOME_PER_CATEGORY);
  if (expanded) return Math.min(capped, EXPANDED_MAX);
  return Math.min(capped, narrow ? EXPANDABLE_BASE_NARROW : EXPANDABLE_BASE_WIDE);
}

/** @returns whether the section offers 'load more' (an expandable list of over 10 items, not yet expanded). */
export function showsLoadMore({ category, total, expanded }: Omit<DisplayInput, 'narrow'>): boolean {
  return isExpandable(category) && !expanded && Math.min(total, LIST_CAP) > LOAD_MORE_OVER;
}
