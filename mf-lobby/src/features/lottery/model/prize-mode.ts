import type { VendorLane } from '@jogo/shared/api';

export type PrizeMode = 'ELOTT' | 'LOTT';

/** spec 4: prize mode is elott when a TCG_LOTTO_VN or LOTT card exists in the ELOTT category, else lott. */
export function prizeMode(lanes: readonly VendorLane[] | undefined): PrizeMode {
  const elott = lanes?.find((l) => l.gameCategory === 'ELOTT');
  return elott && ('TCG_LOTTO_VN' in elott.cards || 'LOTT' in elott.cards) ? 'ELOTT' : 'LOTT';
}
