/** What a click on the search button does (spec 5: the search toggles only when the box is empty). */
export type SearchButtonAction = 'open' | 'close' | 'search';

/**
 * Closed box: open it. Open box with text (after trimming): search. Open and empty: close it, so a
 * typed name is never thrown away by the toggle.
 */
export function searchButtonAction(open: boolean, text: string): SearchButtonAction {
  if (!open) return 'open';
  return text.trim() ? 'search' : 'close';
}

/** spec 5: the searched name is trimmed */
export const searchName = (text: string) => text.trim();
