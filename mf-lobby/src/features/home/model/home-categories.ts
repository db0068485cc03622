import { BRAND, type GameType, type GameVendor, type VendorLane } from '@jogo/shared/api';

/** The categories of the home page's game sections (spec 2, "Home"); COCKFIGHT exists only on home. */
export type HomeCategory =
  'HOT' | 'RNG' | 'FISH' | 'LIVE' | 'INHOUSE' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'PVP' | 'RECENT' | 'FAV';

/**
 * Section order of the spec's list (HOT, RNG, FISH, LIVE, INHOUSE, SPORTS, PVP, ESPORTS, RECENT, FAV) with
 * ESPORTS and COCKFIGHT moved right after SPORTS, as the spec's placement rule says.
 */
export const HOME_SECTION_ORDER: readonly HomeCategory[] = [
  'HOT',
  'RNG',
  'FISH',
  'LIVE',
  'INHOUSE',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
  'RECENT',
  'FAV',
];

/** The vendor-card categories among them, and the game type whose lobby a card of each opens. */
export const CARD_CATEGORY_TYPE: Partial<Record<HomeCategory, GameType>> = {
  RNG: 'RNG',
  FISH: 'FISH',
  LIVE: 'LIVE',
  INHOUSE: 'INHOUSE',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  // cockfight vendors are SPORTS products: their cards open the sports centre
  COCKFIGHT: 'SPORTS',
  PVP: 'PVP',
};

export interface CardCategory {
  category: HomeCategory;
  /** the lobby a card of this category opens */
  gameType: GameType;
  cards: GameVendor[];
}

export interface PlacementConfig {
  esportVendors: readonly string[];
  cockfightVendors: readonly string[];
}

/** @returns whether a SPORTS card belongs to ESPORTS (its vassalage is an e-sport vendor, or the gateway says so) */
export function isEsportCard(
  card: GameVendor,
  config: Pick<PlacementConfig, 'esportVendors'> = { esportVendors: BRAND.esportVendors },
): boolean {
  return config.esportVendors.includes(card.vassalage) || card.category === 'ESPORTS';
}

/**
 * The lane a lobby shows: the SPORTS centre leaves out the e-sport vendors' cards, which have their own
 * centre (/esports), so each vendor shows under its own category only. Cockfight cards stay:
 * they are sports products and their home cards open the sports centre.
 */
export function ownLane(lane: VendorLane | undefined, gameType: GameType): VendorLane | undefined {
  if (!lane || gameType !== 'SPORTS') return lane;
  const cards = Object.fromEntries(Object.entries(lane.cards).filter(([, c]) => !isEsportCard(c)));
  return { ...lane, cards };
}

/**
 * Vendor-card categories of the home page from the `GCSGAME_newGameVendor` lanes, in section order.
 *
 * SPORTS cards of an e-sport vendor (by vassalage, BRAND.esportVendors, or flagged ESPORTS by the gateway)
 * move to ESPORTS; cockfight ones (BRAND.cockfightVendors, or flagged COCKFIGHT) move to COCKFIGHT. Moved
 * e-sport cards merge with an ESPORTS lane the gateway may also send, one card per vendor. Lanes the home
 * page does not show (LOTT, ELOTT) and empty categories are left out.
 */
export function homeCardCategories(
  lanes: readonly VendorLane[],
  config: PlacementConfig = { esportVendors: BRAND.esportVendors, cockfightVendors: BRAND.cockfightVendors },
): CardCategory[] {
  const buckets = new Map<HomeCategory, GameVendor[]>();
  const add = (category: HomeCategory, card: GameVendor) => {
    const list = buckets.get(category) ?? [];
    if (!list.some((c) => c.vassalage === card.vassalage)) list.push(card);
    buckets.set(category, list);
  };
  const isEsport = (c: GameVendor) => isEsportCard(c, config);
  const isCockfight = (c: GameVendor) =>
    config.cockfightVendors.includes(c.vassalage) || c.category === 'COCKFIGHT';

  // SPORTS first, so moved e-sport cards lead the ESPORTS section in the sports lane's order
  const ordered = [...lanes].sort(
    (a, b) => Number(b.gameCategory === 'SPORTS') - Number(a.gameCategory === 'SPORTS'),
  );
  for (const lane of ordered) {
    const category = lane.gameCategory as HomeCategory;
    if (!(category in CARD_CATEGORY_TYPE)) continue;
    for (const card of Object.values(lane.cards)) {
      if (lane.gameCategory === 'SPORTS' && isEsport(card)) add('ESPORTS', card);
      else if (lane.gameCategory === 'SPORTS' && isCockfight(card)) add('COCKFIGHT', card);
      else add(category, card);
    }
  }
  return HOME_SECTION_ORDER.filter((c) => (buckets.get(c)?.length ?? 0) > 0).map((category) => ({
    category,
    gameType: CARD_CATEGORY_TYPE[category] as GameType,
    cards: buckets.get(category) ?? [],
  }));
}
