import type { GameType } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import { marketProfile, type MarketProfile } from './profiles';

/**
 * The catalogue a market licenses (docs/gateway/player-protection.md "Market profile"): the profile declares, per game type,
 * the vendors whose games may be offered (`MarketProfile.catalogue`; null: everything, OPEN). Whatever is not
 * declared is left out of every list, search, lane, menu, winners' list and favourite, and its launch is
 * refused (403 `game.unlicensed`). The rows stay in the database (the seed is the catalogue of every market):
 * the filter is a condition of each query, so counts and pages stay right.
 */

export interface Licence {
  /** whether a game of this type and vendor may be offered */
  allows(gameType: string, vendor: string | null | undefined): boolean;
  /**
   * A SQL condition on a game's (or a vendor's) type and vendor columns, with its arguments to place where the
   * condition stands; `1 = 1` when everything is licensed.
   */
  where(typeColumn: string, vendorColumn: string): { sql: string; args: string[] };
}

/** @returns the licence of a profile's declaration */
export function licenceOf(p: Pick<MarketProfile, 'catalogue'>): Licence {
  const c = p.catalogue;
  if (!c) return { allows: () => true, where: () => ({ sql: '1 = 1', args: [] }) };
  const entries = Object.entries(c) as [GameType, readonly string[]][];
  return {
    allows: (type, vendor) => Boolean(vendor && c[type as GameType]?.includes(vendor)),
    where: (typeColumn, vendorColumn) => {
      if (!entries.length) return { sql: '1 = 0', args: [] };
      const parts = entries.map(
        ([, vendors]) => `(${typeColumn} = ? AND ${vendorColumn} IN (${vendors.map(() => '?').join(', ')}))`,
      );
      return { sql: `(${parts.join(' OR ')})`, args: entries.flatMap(([t, vendors]) => [t, ...vendors]) };
    },
  };
}

/** @returns the licence of a merchant's market */
export async function catalogueLicence(db: Db, merchant: string): Promise<Licence> {
  return licenceOf(await marketProfile(db, merchant));
}

/** Everything licensed (tools and tests that read the catalogue outside any market). */
export const ANY_LICENCE: Licence = licenceOf({ catalogue: null });

/** @throws 403 `game.unlicensed` when the market does not license the game */
export function assertLicensed(lic: Licence, g: { game_type: string; vassalage: string }): void {
  if (!lic.allows(g.game_type, g.vassalage)) throw new DomainError(403, 'game.unlicensed');
}
