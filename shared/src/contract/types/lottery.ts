/** Wire types of the lottery domain, shared by the client and (type-only) the reference gateway. */
/** Lottery vendors (spec 2, launching a game). */
import { type Static, Type } from '@sinclair/typebox';

/** Wire types of the lottery domain, shared by the client and (type-only) the reference gateway. */
/** Lottery vendors (spec 2, launching a game). */
export type LottoVendor = Static<typeof LottoVendor>;
export const LottoVendor = Type.Union([
  Type.Literal('TCG_LOTTO_VN'),
  Type.Literal('TCG_SEA'),
  Type.Literal('LOTT'),
  Type.Literal('ELOTT'),
]);

export type LottoGameMenu = Static<typeof LottoGameMenu>;
export const LottoGameMenu = Type.Object({
  gameCode: Type.String(),
  gameName: Type.String(),
  /** seconds between draws */
  drawInterval: Type.Number(),
  /** the menu id of the bet screen (e.g. the play types) */
  menuCode: Type.String(),
});

/** A lottery game group (spec 3, "Lottery game"). */
export type LottoGame = Static<typeof LottoGame>;
export const LottoGame = Type.Object({
  gameGroupCode: Type.String(),
  gameGroupName: Type.String(),
  vassalage: LottoVendor,
  gameType: Type.Union([Type.Literal('LOTT'), Type.Literal('ELOTT')]),
  gameMenus: Type.Array(LottoGameMenu),
});

/** `GET /lgw/vn/games/game_menu?vassalage=` */
export type LottoMenuValue = Static<typeof LottoMenuValue>;
export const LottoMenuValue = Type.Object({
  list: Type.Array(LottoGame),
});

/** `GET /lgw/vn/games/recent` (needs login): the member's recently played lottery games. */
export type LottoRecentValue = Static<typeof LottoRecentValue>;
export const LottoRecentValue = Type.Object({
  list: Type.Array(
    Type.Object({
      gameCode: Type.String(),
      gameName: Type.String(),
      vassalage: LottoVendor,
      playedAt: Type.String(),
    }),
  ),
});

export type LottoDraw = Static<typeof LottoDraw>;
export const LottoDraw = Type.Object({
  gameCode: Type.String(),
  /** draw number, e.g. `20261120-0142` */
  numero: Type.String(),
  /** winning numbers, comma separated */
  winNumbers: Type.String(),
  openTime: Type.String(),
});

/** `GET /lgw/vn/numeros/opened/game?gameCode=&pageNo=&pageSize=`: past draws of one game, newest first. */
export type OpenedNumerosValue = Static<typeof OpenedNumerosValue>;
export const OpenedNumerosValue = Type.Object({
  list: Type.Array(LottoDraw),
  totalPages: Type.Number(),
});

/** `GET /lotto/lgw/games/opened/numero?gameCodes=a,b`: the latest draw per game (all games when empty). */
export type LatestNumeroValue = Static<typeof LatestNumeroValue>;
export const LatestNumeroValue = Type.Object({
  list: Type.Array(LottoDraw),
});
