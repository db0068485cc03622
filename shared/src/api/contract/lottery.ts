/** Wire types of the lottery domain, shared by the client and (type-only) the reference gateway. */

/** Lottery vendors (spec 2, launching a game). */
export type LottoVendor = 'TCG_LOTTO_VN' | 'TCG_SEA' | 'LOTT' | 'ELOTT';

export interface LottoGameMenu {
  gameCode: string;
  gameName: string;
  /** seconds between draws */
  drawInterval: number;
  /** the menu id of the bet screen (e.g. the play types) */
  menuCode: string;
}

/** A lottery game group (spec 3, "Lottery game"). */
export interface LottoGame {
  gameGroupCode: string;
  gameGroupName: string;
  vassalage: LottoVendor;
  gameType: 'LOTT' | 'ELOTT';
  gameMenus: LottoGameMenu[];
}

/** `GET /lgw/vn/games/game_menu?vassalage=` */
export interface LottoMenuQuery {
  vassalage?: LottoVendor;
}
export interface LottoMenuValue {
  list: LottoGame[];
}

/** `GET /lgw/vn/games/recent` (needs login): the member's recently played lottery games. */
export interface LottoRecentValue {
  list: { gameCode: string; gameName: string; vassalage: LottoVendor; playedAt: string }[];
}

export interface LottoDraw {
  gameCode: string;
  /** draw number, e.g. `20261120-0142` */
  numero: string;
  /** winning numbers, comma separated */
  winNumbers: string;
  openTime: string;
}

/** `GET /lgw/vn/numeros/opened/game?gameCode=&pageNo=&pageSize=`: past draws of one game, newest first. */
export interface OpenedNumerosQuery {
  gameCode: string;
  pageNo?: number;
  pageSize?: number;
}
export interface OpenedNumerosValue {
  list: LottoDraw[];
  totalPages: number;
}

/** `GET /lotto/lgw/games/opened/numero?gameCodes=a,b`: the latest draw per game (all games when empty). */
export interface LatestNumeroQuery {
  gameCodes?: string;
}
export interface LatestNumeroValue {
  list: LottoDraw[];
}
