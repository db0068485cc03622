import { BRAND, type GameListQuery, type GameType, type Language } from '@jogo/shared/api';

/** spec 9: lobby and search pages hold 15 games */
export const LOBBY_PAGE_SIZE = 15;
/** spec 7: the game list asks for the html5 desktop platform */
export const GAME_LIST_PLATFORM = 'html5-desktop';

export interface LobbySelection {
  gameType: GameType;
  /** a vendor code, or undefined for all vendors */
  vassalage?: string;
  classify: string;
  /** the trimmed name searched (only with the ALL filter) */
  name: string;
  page: number;
}

/**
 * The `GCSGAME_gameList` query of a lobby (spec 7): clientType 3, platform, merchant, type, isNew for the
 * NEW class, vendor, class, name (sent with the ALL filter only, spec 2), page and 15 a page, language.
 */
export function gameListQuery(s: LobbySelection, language: Language): GameListQuery {
  const q: GameListQuery = {
    clientType: BRAND.clientType,
    platform: GAME_LIST_PLATFORM,
    merchant: BRAND.merchant,
    gameType: s.gameType,
    gameClassify: s.classify,
    pageNo: s.page,
    pageSize: LOBBY_PAGE_SIZE,
    language,
  };
  if (s.classify === 'NEW') q.isNew = 1;
  if (s.vassalage) q.vassalage = s.vassalage;
  const name = s.name.trim();
  if (name && s.classify === 'ALL') q.gameName = name;
  return q;
}

/** spec 5: a page beyond totalPages (or below 1) is ignored: null means "stay where you are". */
export function acceptPage(requested: number, totalPages: number): number | null {
  if (!Number.isInteger(requested) || requested < 1 || requested > Math.max(1, totalPages)) return null;
  return requested;
}
