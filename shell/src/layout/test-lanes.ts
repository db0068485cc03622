import type { GameType, GameVendor, VendorLane } from '@jogo/shared/api';

/** Test data: a vendor lane of a game type with the given vendor codes (tests only). */
export function lane(type: GameType, codes: string[], category: GameVendor['category'] = null): VendorLane {
  const cards: Record<string, GameVendor> = {};
  for (const code of codes) {
    const img = `/wps/assets/vendors/${code}.svg`;
    cards[code] = {
      vassalage: code,
      gameType: type,
      displayName: `${code} Gaming`,
      lagerIcon: img,
      images: { white: img, color: img, purple: img, default: img, active: img },
      gameCount: 3,
      category,
    };
  }
  return { gameCategory: type, title: type, cards, gameClassify: [] };
}
