import type { Winner } from '@jogo/shared/api';

/** spec 9: the winners board shows 20 */
export const WINNERS_LIMIT = 20;

/**
 * The board's rows: biggest win first (spec 3: winners sorted descending), at most 20. The gateway sorts
 * too, but an operator's gateway may not, and the board must not depend on it.
 */
export function boardWinners(list: readonly Winner[]): Winner[] {
  return [...list]
    .filter((w) => Number.isFinite(w.winAmount))
    .sort((a, b) => b.winAmount - a.winAmount)
    .slice(0, WINNERS_LIMIT);
}

/**
 * The two columns of the board (spec 2): rows alternate between them, so ranks 1 and 2 sit side by side
 * at the top and both columns start with the biggest wins.
 */
export function splitColumns<T>(rows: readonly T[]): [T[], T[]] {
  return [rows.filter((_, i) => i % 2 === 0), rows.filter((_, i) => i % 2 === 1)];
}
