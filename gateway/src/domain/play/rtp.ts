import type { PayTableRow } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { HOUSE_EDGE_PERCENT, multiplier4, winningRolls } from './inhouse/dice';

/**
 * RTP data: every game has a return to player shown before play. Vendor games of this demo all
 * play the demo vendor's pay table (games/bets.ts `demoMultiplier`: 60 % lose, 22 % 1.5x, 12 % 2x, 5 % 5x,
 * 1 % 10x), whose RTP is exactly 92 %; in-house Dice returns 100 - house edge. BR asks at least 85 %.
 */
export const DEMO_VENDOR_RTP = 92;

/** The seed step: every game gets its RTP. */
export async function seedRtp(db: Db): Promise<void> {
  await db.run("UPDATE game SET rtp = ? WHERE game_type != 'INHOUSE'", DEMO_VENDOR_RTP);
  await db.run("UPDATE game SET rtp = ? WHERE game_type = 'INHOUSE'", 100 - HOUSE_EDGE_PERCENT);
}

/** Dice's pay table at five common targets (the multiplier of any target follows the same formula). */
export function dicePayTable(lang: Lang): PayTableRow[] {
  return [1000, 2500, 5000, 7500, 9500].map((target) => ({
    outcome: lang === 'EN' ? `Roll under ${target / 100}` : `Resultado abaixo de ${target / 100}`,
    multiplier: multiplier4(target, 'under') / 10_000,
    chance: winningRolls(target, 'under') / 100,
  }));
}
