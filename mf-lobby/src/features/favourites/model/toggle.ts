/** Favourite ids are strings of nodeId (spec 3). */
export const favouriteId = (nodeId: number | string) => String(nodeId);

export type FavouriteAction = 'add' | 'remove';

/** spec 4: add when the nodeId is not a favourite, else remove. */
export function favouriteAction(ids: readonly string[], nodeId: number | string): FavouriteAction {
  return ids.includes(favouriteId(nodeId)) ? 'remove' : 'add';
}

/** The optimistic list after the action; an add never duplicates an id (spec 4: duplicates skipped). */
export function applyFavourite(
  ids: readonly string[],
  nodeId: number | string,
  action: FavouriteAction,
): string[] {
  const id = favouriteId(nodeId);
  if (action === 'remove') return ids.filter((x) => x !== id);
  return ids.includes(id) ? [...ids] : [...ids, id];
}
