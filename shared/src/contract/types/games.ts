/**
 * Wire types of the games domain, shared by the client and (type-only) the reference gateway.
 *
 * Money on the wire is a decimal number in currency units with at most 2 decimals (the real platform's
 * shape); the reference gateway stores integer minor units and converts at the edge.
 */
import { type Static, Type } from '@sinclair/typebox';
import { AMOUNT } from '../schema';
import { PayTableRow } from './protection';

/** Game types of the spec (section 2, top navigation and lobbies). */
export type GameType = Static<typeof GameType>;
export const GameType = Type.Union([
  Type.Literal('LIVE'),
  Type.Literal('RNG'),
  Type.Literal('FISH'),
  Type.Literal('LOTT'),
  Type.Literal('ELOTT'),
  Type.Literal('PVP'),
  Type.Literal('SPORTS'),
  Type.Literal('ESPORTS'),
  Type.Literal('INHOUSE'),
]);

/** Slot sub-classes (spec 2): scratch, video poker, jackpot, table games, arcade, bingo. */
export type SlotClassify = Static<typeof SlotClassify>;
export const SlotClassify = Type.Union([
  Type.Literal('SC'),
  Type.Literal('VP'),
  Type.Literal('JP'),
  Type.Literal('TG'),
  Type.Literal('AC'),
  Type.Literal('BG'),
]);

/** One game tile (spec 3, "Game"). */
export type Game = Static<typeof Game>;
export const Game = Type.Object({
  /** numeric id as a number; favourites use `String(nodeId)` */
  nodeId: Type.Number(),
  gameCode: Type.String(),
  gameType: GameType,
  /** vendor code */
  vassalage: Type.String(),
  /** equals `vassalage` when the tile opens the vendor's own lobby (spec 2, launching a game) */
  isGame: Type.String(),
  /** 1 shows the hot badge */
  isHot: Type.Union([Type.Literal(0), Type.Literal(1)]),
  isNew: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** vendor display name */
  displayName: Type.String(),
  gameName: Type.String(),
  nodeName: Type.String(),
  /** absolute path of the tile art, e.g. `/wps/assets/games/<gameCode>.svg` */
  iconUrl: Type.String(),
  showIcon: Type.String(),
  /** the vendor class the tile belongs to (e.g. SC, VP for RNG, or a vendor's own class) */
  gameClassify: Type.String(),
  /** return to player in percent (e.g. 96.5), shown before play; every seeded game has one */
  rtp: Type.Optional(Type.Number()),
});

/** A vendor item (spec 3, "Vendor item"). */
export type GameVendor = Static<typeof GameVendor>;
export const GameVendor = Type.Object({
  vassalage: Type.String(),
  gameType: GameType,
  displayName: Type.String(),
  /** large vendor logo (SVG) */
  lagerIcon: Type.String(),
  /** logo variants (spec 3: white, color, purple, default, active) */
  images: Type.Object({
    white: Type.String(),
    color: Type.String(),
    purple: Type.String(),
    default: Type.String(),
    active: Type.String(),
  }),
  /** number of games of this vendor in this type */
  gameCount: Type.Number(),
  /** SPORTS cards of e-sport vendors (IMES, TF, IA) say ESPORTS, cockfight ones COCKFIGHT */
  category: Type.Union([Type.Literal('ESPORTS'), Type.Literal('COCKFIGHT'), Type.Null()]),
});

/** A class of a lane with the vendors that have games in it. */
export type GameClassify = Static<typeof GameClassify>;
export const GameClassify = Type.Object({
  classify: Type.String(),
  title: Type.String(),
  vendors: Type.Array(Type.String()),
});

/** One lane of `GCSGAME_newGameVendor`: a game type with its vendor cards. */
export type VendorLane = Static<typeof VendorLane>;
export const VendorLane = Type.Object({
  /** the lane title: the game type */
  gameCategory: GameType,
  title: Type.String(),
  /** cards keyed by vassalage */
  cards: Type.Record(Type.String(), GameVendor),
  gameClassify: Type.Array(GameClassify),
});

/** `GET /wps/relay/GCSGAME_newGameVendor` value (spec 7: data.lanes). */
export type NewGameVendorValue = Static<typeof NewGameVendorValue>;
export const NewGameVendorValue = Type.Object({
  data: Type.Object({
    lanes: Type.Array(VendorLane),
  }),
});

export type NewGameVendorQuery = Static<typeof NewGameVendorQuery>;
export const NewGameVendorQuery = Type.Object({
  platform: Type.Optional(Type.String()),
  flush: Type.Optional(Type.Boolean()),
  language: Type.Optional(Type.String()),
});

/** `GET /lgw/games/game_menus`: one entry per game type that has vendors, in navigation order. */
export type GameMenu = Static<typeof GameMenu>;
export const GameMenu = Type.Object({
  gameType: GameType,
  title: Type.String(),
  sort: Type.Number(),
  vendors: Type.Array(GameVendor),
});

export type GameMenusValue = Static<typeof GameMenusValue>;
export const GameMenusValue = Type.Array(GameMenu);

/** `GET /wps/relay/GCSGAME_gameList` query (spec 7). */
export type GameListQuery = Static<typeof GameListQuery>;
export const GameListQuery = Type.Object({
  clientType: Type.Optional(Type.Number()),
  platform: Type.Optional(Type.String()),
  merchant: Type.Optional(Type.String()),
  gameType: Type.Optional(GameType),
  /** 1 lists only new games */
  isNew: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  vassalage: Type.Optional(Type.String()),
  /** a class, or ALL / HOT / NEW / RECENT / FAV */
  gameClassify: Type.Optional(Type.String()),
  /** name search, trimmed, case-insensitive substring */
  gameName: Type.Optional(Type.String()),
  pageNo: Type.Optional(Type.Number()),
  pageSize: Type.Optional(Type.Number()),
  language: Type.Optional(Type.String()),
});

export type GameListValue = Static<typeof GameListValue>;
export const GameListValue = Type.Object({
  games: Type.Array(Game),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  pageNo: Type.Number(),
});

/** `GET /wps/relay/GCSGAME_hotGamesV2` (spec 7). */
export type HotGamesQuery = Static<typeof HotGamesQuery>;
export const HotGamesQuery = Type.Object({
  merchantCode: Type.Optional(Type.String()),
  isPlatform: Type.Optional(Type.Number()),
  gameType: Type.Optional(GameType),
  vassalage: Type.Optional(Type.String()),
  platform: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
});

export type HotGamesValue = Static<typeof HotGamesValue>;
export const HotGamesValue = Type.Object({
  list: Type.Array(Game),
});

/** `GET /wps/relay/GCSGAME_getRankList`: the winners board, sorted by winAmount descending. */
export type RankListQuery = Static<typeof RankListQuery>;
export const RankListQuery = Type.Object({
  gameCategory: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
  limitNum: Type.Optional(Type.Number()),
});

export type Winner = Static<typeof Winner>;
export const Winner = Type.Object({
  iconUrl: Type.String(),
  /** masked, e.g. `de***er` */
  customerName: Type.String(),
  winAmount: Type.Number(),
  gameName: Type.String(),
  gameCode: Type.String(),
});

export type RankListValue = Static<typeof RankListValue>;
export const RankListValue = Type.Object({
  list: Type.Array(Winner),
});

/** `GET /wps/relay/MCSFE_getFavoriteGames`: favourite ids as `String(nodeId)`. */
export type FavoriteIdsValue = Static<typeof FavoriteIdsValue>;
export const FavoriteIdsValue = Type.Array(Type.String());

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` */
export type FavoriteListQuery = Static<typeof FavoriteListQuery>;
export const FavoriteListQuery = Type.Object({
  clientType: Type.Optional(Type.Number()),
  platform: Type.Optional(Type.String()),
  language: Type.Optional(Type.String()),
  gameType: Type.Optional(GameType),
  pageNo: Type.Optional(Type.Number()),
  pageSize: Type.Optional(Type.Number()),
});

export type FavoriteListValue = Static<typeof FavoriteListValue>;
export const FavoriteListValue = Type.Object({
  content: Type.Array(Game),
  pageNum: Type.Number(),
  totalPages: Type.Number(),
});

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` and `MCSFE_removeFavoriteGameV2`; duplicates are ignored. */
export type FavoriteToggleBody = Static<typeof FavoriteToggleBody>;
export const FavoriteToggleBody = Type.Object({
  nodeId: Type.Union([Type.String(), Type.Number()]),
  vendor: Type.String(),
  gameType: GameType,
});

/** the favourite ids after the change */
export type FavoriteToggleValue = Static<typeof FavoriteToggleValue>;
export const FavoriteToggleValue = Type.Array(Type.String());

/** `GET /wps/relay/GCS_recentGame` */
export type RecentGameQuery = Static<typeof RecentGameQuery>;
export const RecentGameQuery = Type.Object({
  page: Type.Optional(Type.Number()),
  size: Type.Optional(Type.Number()),
  gameType: Type.Optional(GameType),
});

export type RecentGameValue = Static<typeof RecentGameValue>;
export const RecentGameValue = Type.Object({
  list: Type.Array(Game),
  totalPages: Type.Number(),
});

/** `POST /wps/game/launchGame` (spec 7; lottery and PVP fields included). Requires login; trial refused. */
export type LaunchGameBody = Static<typeof LaunchGameBody>;
export const LaunchGameBody = Type.Object(
  {
    gameCode: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }),
    gameType: Type.Optional(GameType),
    vassalage: Type.Optional(Type.String({ maxLength: 32 })),
    lottoArea: Type.Optional(Type.String({ maxLength: 16 })),
    launchMode: Type.Optional(Type.String({ maxLength: 16 })),
    prizeMode: Type.Optional(Type.String({ maxLength: 16 })),
    /** betting or lobby */
    view: Type.Optional(Type.String({ maxLength: 16 })),
    device: Type.Optional(Type.String({ maxLength: 32 })),
    backUrl: Type.Optional(Type.String({ maxLength: 512 })),
    language: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
);

export type LaunchGameValue = Static<typeof LaunchGameValue>;
export const LaunchGameValue = Type.Object({
  /**
   * VENDOR only: an absolute-path URL of the gateway's demo vendor page (`/wps/game/demo/<code>?ticket=…`),
   * opened in the `/seamless` frame. An INHOUSE answer has no URL: the front end hosts the game by its code.
   */
  url: Type.Optional(Type.String()),
  /** `INHOUSE` (hosted by the front end) or `VENDOR` (a page to frame) */
  launchType: Type.Union([Type.Literal('INHOUSE'), Type.Literal('VENDOR')]),
  gameCode: Type.String(),
  gameType: GameType,
});

/** `GET /wps/relay/GLS2_roomList` */
export type RoomListQuery = Static<typeof RoomListQuery>;
export const RoomListQuery = Type.Object({
  gameCode: Type.Optional(Type.String()),
  vassalage: Type.Optional(Type.String()),
});

export type GameRoom = Static<typeof GameRoom>;
export const GameRoom = Type.Object({
  roomId: Type.String(),
  roomName: Type.String(),
  gameCode: Type.String(),
  minBet: Type.Number(),
  maxBet: Type.Number(),
  players: Type.Number(),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('FULL')]),
});

export type RoomListValue = Static<typeof RoomListValue>;
export const RoomListValue = Type.Object({
  list: Type.Array(GameRoom),
});

/**
 * The code of an in-house game (provably fair, hosted by the front end): the wire takes only these, while the
 * front end holds the code as the string of its route.
 */
export const InhouseGameCode = Type.Unsafe<string>({ type: 'string', enum: ['DICE'] });

export type InhouseGame = Static<typeof InhouseGame>;
export const InhouseGame = Type.Object({
  gameCode: Type.String(),
  name: Type.String(),
  description: Type.String(),
  minBet: Type.Number(),
  maxBet: Type.Number(),
  /** house edge in percent, e.g. 1 */
  houseEdge: Type.Number(),
  iconUrl: Type.String(),
  /** return to player in percent (100 - houseEdge), player protection */
  rtp: Type.Optional(Type.Number()),
  /** the pay table in the request language */
  payTable: Type.Optional(Type.Array(PayTableRow)),
});

/** `GET /wps/inhouse/games` */
export type InhouseGamesValue = Static<typeof InhouseGamesValue>;
export const InhouseGamesValue = Type.Object({
  list: Type.Array(InhouseGame),
});

/** `GET /wps/inhouse/state?gameCode=` */
export type InhouseStateValue = Static<typeof InhouseStateValue>;
export const InhouseStateValue = Type.Object({
  gameCode: Type.String(),
  /** SHA-256 hex of the active server seed (the commitment) */
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  /** nonce of the next round */
  nonce: Type.Number(),
  balance: Type.Number(),
});

/** `POST /wps/inhouse/client-seed` */
export type InhouseClientSeedBody = Static<typeof InhouseClientSeedBody>;
export const InhouseClientSeedBody = Type.Object(
  {
    gameCode: InhouseGameCode,
    /** 1 to 64 characters of [A-Za-z0-9_-] */
    clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  },
  { additionalProperties: false },
);

/**
 * `POST /wps/inhouse/play` for DICE: roll is 0.00-99.99 from HMAC-SHA256(serverSeed, `clientSeed:nonce`);
 * `under` wins when roll < target, `over` when roll > target. Multiplier = (100 - houseEdge) / chance.
 */
export type InhousePlayBody = Static<typeof InhousePlayBody>;
export const InhousePlayBody = Type.Object(
  {
    gameCode: InhouseGameCode,
    amount: AMOUNT,
    /** 2.00 to 97.99 */
    target: Type.Number({ minimum: 2, maximum: 97.99 }),
    direction: Type.Union([Type.Literal('under'), Type.Literal('over')]),
  },
  { additionalProperties: false },
);

export type InhouseRound = Static<typeof InhouseRound>;
export const InhouseRound = Type.Object({
  roundId: Type.Number(),
  gameCode: Type.String(),
  nonce: Type.Number(),
  clientSeed: Type.String(),
  serverSeedHash: Type.String(),
  /** revealed only once the seed was rotated */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
  target: Type.Number(),
  direction: Type.Union([Type.Literal('under'), Type.Literal('over')]),
  roll: Type.Number(),
  multiplier: Type.Number(),
  win: Type.Boolean(),
  payout: Type.Number(),
  createdAt: Type.String(),
});

export type InhousePlayValue = Static<typeof InhousePlayValue>;
export const InhousePlayValue = Type.Object({
  round: InhouseRound,
  balance: Type.Number(),
  nextNonce: Type.Number(),
});

/** `POST /wps/inhouse/rotate`: reveals the old seed, commits to a new one, nonce back to 0. */
export type InhouseRotateBody = Static<typeof InhouseRotateBody>;
export const InhouseRotateBody = Type.Object({ gameCode: InhouseGameCode }, { additionalProperties: false });

export type InhouseRotateValue = Static<typeof InhouseRotateValue>;
export const InhouseRotateValue = Type.Object({
  previousServerSeed: Type.String(),
  previousServerSeedHash: Type.String(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Number(),
});

/** `GET /wps/inhouse/history?gameCode=&pageNo=&pageSize=` */
export type InhouseHistoryValue = Static<typeof InhouseHistoryValue>;
export const InhouseHistoryValue = Type.Object({
  list: Type.Array(InhouseRound),
  totalPages: Type.Number(),
});

/**
 * `GET /wps/inhouse/verify?roundId=` recomputes a past round; `serverSeed` is null (and `verified` false)
 * until the seed of that round was rotated out.
 */
export type InhouseVerifyValue = Static<typeof InhouseVerifyValue>;
export const InhouseVerifyValue = Type.Object({
  roundId: Type.Number(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Number(),
  /** the roll recomputed from the revealed seed, or null */
  computedRoll: Type.Union([Type.Number(), Type.Null()]),
  recordedRoll: Type.Number(),
  /** SHA-256(serverSeed) equals the commitment and the recomputed roll equals the recorded one */
  verified: Type.Boolean(),
});
