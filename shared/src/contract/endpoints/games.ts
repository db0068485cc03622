import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { CLIENT_QUERY, integerWithDefault, oneOf, PAGE_NO, pageSize, PAGING } from '../schema';
import {
  FavoriteIdsValue,
  FavoriteListValue,
  FavoriteToggleValue,
  GameListValue,
  GameMenusValue,
  HotGamesValue,
  NewGameVendorValue,
  RankListValue,
  RecentGameValue,
  RoomListValue,
  type GameType,
} from '../types/games';
import EARLY from '../../api/endpoints/early-reads.json';

/** The game types in navigation order (the `gameType` filter of every list). */
export const GAME_TYPE_VALUES: readonly GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'LOTT',
  'ELOTT',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
];

const GAME_TYPE = Type.Optional(oneOf(GAME_TYPE_VALUES));
const VASSALAGE = Type.Optional(Type.String({ maxLength: 32 }));
const CODE = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const FAVOURITES = { moduleId: 'GAMELOFAV3', auth: 'member', moduleFlag: 'GAMELOFAV3' } as const;
const FAVOURITE_BODY = Type.Object(
  {
    nodeId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]{1,12}$' })]),
    vendor: Type.Optional(Type.String({ maxLength: 32 })),
    gameType: GAME_TYPE,
  },
  { additionalProperties: false },
);

/** The lobby's lists (spec section 7): menus, vendor lanes, the game list and its search, favourites. */
export const GAMES = {
  gameMenus: declareEndpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    moduleId: 'GAMELO3',
    auth: 'none',
    summary: 'The game types that have vendors, in navigation order, with their vendors',
    rules: 'the game types that have vendors, in navigation order',
    query: Type.Object(CLIENT_QUERY),
    answer: GameMenusValue,
  }),
  gameVendors: declareEndpoint({
    method: 'GET',
    ...EARLY.gameVendors,
    auth: 'none',
    summary: 'The vendor lanes of the lobby, one per game type',
    rules:
      '`lanes[]`: `gameCategory`, `cards` keyed by vassalage (the SPORTS cards IMES, TF and IA say `category: ESPORTS`, S128 `COCKFIGHT`), `gameClassify` with its vendors',
    query: Type.Object({ ...CLIENT_QUERY, flush: Type.Optional(Type.Boolean()), gameType: GAME_TYPE }),
    answer: NewGameVendorValue,
  }),
  gameList: declareEndpoint({
    method: 'GET',
    ...EARLY.gameList,
    auth: 'optional',
    moduleFlag: 'GAMELO3',
    summary:
      'The games by type, vendor, class or name (the search), a page at a time; FAV and RECENT need a session',
    rules:
      '`gameClassify` is ALL, HOT, NEW, FAV, RECENT or a class (SC VP JP TG AC BG …); `gameName` is trimmed and matched as a literal substring',
    query: Type.Object({
      ...CLIENT_QUERY,
      gameType: GAME_TYPE,
      isNew: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
      vassalage: VASSALAGE,
      /** a class, or ALL / HOT / NEW / RECENT / FAV */
      gameClassify: Type.Optional(Type.String({ maxLength: 32 })),
      /** name search, trimmed, case-insensitive substring */
      gameName: Type.Optional(Type.String({ maxLength: 64 })),
      ...PAGING(20, 200),
    }),
    answer: GameListValue,
  }),
  hotGames: declareEndpoint({
    method: 'GET',
    ...EARLY.hotGames,
    auth: 'none',
    moduleFlag: 'GAMELOHOT3',
    summary: 'The hot games, by type or vendor',
    query: Type.Object({
      ...CLIENT_QUERY,
      isPlatform: Type.Optional(Type.Integer()),
      gameType: GAME_TYPE,
      vassalage: VASSALAGE,
    }),
    answer: HotGamesValue,
  }),
  winnersBoard: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    moduleId: 'GAMELO3',
    auth: 'none',
    summary: 'The winners board, largest win first',
    rules: 'the biggest real wins (payout − bet) of the bet records, names masked',
    query: Type.Object({
      ...CLIENT_QUERY,
      gameCategory: Type.Optional(Type.String({ maxLength: 16 })),
      limitNum: Type.Optional(integerWithDefault(20, { minimum: 1, maximum: 100 })),
    }),
    answer: RankListValue,
  }),
  favoriteGameIds: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    ...FAVOURITES,
    summary: "The member's favourite game ids (`String(nodeId)`)",
    rules: 'the ids as `String(nodeId)`',
    query: Type.Object(CLIENT_QUERY),
    answer: FavoriteIdsValue,
  }),
  favoriteGameList: declareEndpoint({
    method: 'GET',
    ...FAVOURITES,
    ...EARLY.favoriteGameList,
    auth: 'member',
    summary: "The member's favourite games, by type",
    query: Type.Object({ ...CLIENT_QUERY, gameType: GAME_TYPE, ...PAGING(999, 999) }),
    answer: FavoriteListValue,
  }),
  addFavoriteGame: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    ...FAVOURITES,
    trial: false,
    summary: 'Adds a game to the favourites (a duplicate is ignored); answers the ids after the change',
    rules: 'a duplicate is ignored; answers the ids',
    body: FAVOURITE_BODY,
    answer: FavoriteToggleValue,
    errors: ['game.not_found', 'game.unlicensed'],
  }),
  removeFavoriteGame: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    ...FAVOURITES,
    trial: false,
    summary: 'Removes a game from the favourites; answers the ids after the change',
    rules: 'answers the ids',
    body: FAVOURITE_BODY,
    answer: FavoriteToggleValue,
    errors: ['game.not_found', 'game.unlicensed'],
  }),
  recentGames: declareEndpoint({
    method: 'GET',
    ...EARLY.recentGames,
    auth: 'member',
    moduleFlag: 'GAMELOREC3',
    summary: 'The games the member played most recently, by type',
    query: Type.Object({
      ...CLIENT_QUERY,
      gameType: GAME_TYPE,
      page: Type.Optional(PAGE_NO),
      size: Type.Optional(pageSize(20, 100)),
    }),
    answer: RecentGameValue,
  }),
  roomList: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    moduleId: 'GAMELO3',
    auth: 'none',
    summary: 'The rooms of a PVP game or vendor',
    rules: 'by `gameCode` or `vassalage`',
    query: Type.Object({ ...CLIENT_QUERY, gameCode: Type.Optional(CODE), vassalage: VASSALAGE }),
    /** a game code or a vendor is needed (400 game.room_query_required) */
    exampleQuery: { vassalage: 'KY' },
    answer: RoomListValue,
    errors: ['game.room_query_required'],
  }),
};
