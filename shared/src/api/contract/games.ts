/**
 * Wire types of the games domain, shared by the client and (type-only) the reference gateway.
 *
 * Money on the wire is a decimal number in currency units with at most 2 decimals (the real platform's
 * shape); the reference gateway stores integer minor units and converts at the edge.
 */
import type { PayTableRow } from './protection';

/** Game types of the spec (section 2, top navigation and lobbies). */
export type GameType = 'LIVE' | 'RNG' | 'FISH' | 'LOTT' | 'ELOTT' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'INHOUSE';

/** Slot sub-classes (spec 2): scratch, video poker, jackpot, table games, arcade, bingo. */
export type SlotClassify = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';

/** One game tile (spec 3, "Game"). */
export interface Game {
  /** numeric id as a number; favourites use `String(nodeId)` */
  nodeId: number;
  gameCode: string;
  gameType: GameType;
  /** vendor code */
  vassalage: string;
  /** equals `vassalage` when the tile opens the vendor's own lobby (spec 2, launching a game) */
  isGame: string;
  /** 1 shows the hot badge */
  isHot: 0 | 1;
  isNew: 0 | 1;
  /** vendor display name */
  displayName: string;
  gameName: string;
  nodeName: string;
  /** absolute path of the tile art, e.g. `/wps/assets/games/<gameCode>.svg` */
  iconUrl: string;
  showIcon: string;
  /** the vendor class the tile belongs to (e.g. SC, VP for RNG, or a vendor's own class) */
  gameClassify: string;
  /** return to player in percent (e.g. 96.5), shown before play (issue 26); every seeded game has one */
  rtp?: number;
}

/** A vendor item (spec 3, "Vendor item"). */
export interface GameVendor {
  vassalage: string;
  gameType: GameType;
  displayName: string;
  /** large vendor logo (SVG) */
  lagerIcon: string;
  /** logo variants (spec 3: white, color, purple, default, active) */
  images: { white: string; color: string; purple: string; default: string; active: string };
  /** number of games of this vendor in this type */
  gameCount: number;
  /** SPORTS cards of e-sport vendors (IMES, TF, IA) say ESPORTS, cockfight ones COCKFIGHT */
  category: 'ESPORTS' | 'COCKFIGHT' | null;
}

/** A class of a lane with the vendors that have games in it. */
export interface GameClassify {
  classify: string;
  title: string;
  vendors: string[];
}

/** One lane of `GCSGAME_newGameVendor`: a game type with its vendor cards. */
export interface VendorLane {
  /** the lane title: the game type */
  gameCategory: GameType;
  title: string;
  /** cards keyed by vassalage */
  cards: Record<string, GameVendor>;
  gameClassify: GameClassify[];
}

/** `GET /wps/relay/GCSGAME_newGameVendor` value (spec 7: data.lanes). */
export interface NewGameVendorValue {
  data: { lanes: VendorLane[] };
}

export interface NewGameVendorQuery {
  platform?: string;
  flush?: boolean;
  language?: string;
}

/** `GET /lgw/games/game_menus`: one entry per game type that has vendors, in navigation order. */
export interface GameMenu {
  gameType: GameType;
  title: string;
  sort: number;
  vendors: GameVendor[];
}
export type GameMenusValue = GameMenu[];

/** `GET /wps/relay/GCSGAME_gameList` query (spec 7). */
export interface GameListQuery {
  clientType?: number;
  platform?: string;
  merchant?: string;
  gameType?: GameType;
  /** 1 lists only new games */
  isNew?: 0 | 1;
  vassalage?: string;
  /** a class, or ALL / HOT / NEW / RECENT / FAV */
  gameClassify?: string;
  /** name search, trimmed, case-insensitive substring */
  gameName?: string;
  pageNo?: number;
  pageSize?: number;
  language?: string;
}
export interface GameListValue {
  games: Game[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

/** `GET /wps/relay/GCSGAME_hotGamesV2` (spec 7). */
export interface HotGamesQuery {
  merchantCode?: string;
  isPlatform?: number;
  gameType?: GameType;
  vassalage?: string;
  platform?: string;
  language?: string;
}
export interface HotGamesValue {
  list: Game[];
}

/** `GET /wps/relay/GCSGAME_getRankList`: the winners board, sorted by winAmount descending. */
export interface RankListQuery {
  gameCategory?: string;
  language?: string;
  limitNum?: number;
}
export interface Winner {
  iconUrl: string;
  /** masked, e.g. `de***er` */
  customerName: string;
  winAmount: number;
  gameName: string;
  gameCode: string;
}
export interface RankListValue {
  list: Winner[];
}

/** `GET /wps/relay/MCSFE_getFavoriteGames`: favourite ids as `String(nodeId)`. */
export type FavoriteIdsValue = string[];

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` */
export interface FavoriteListQuery {
  clientType?: number;
  platform?: string;
  language?: string;
  gameType?: GameType;
  pageNo?: number;
  pageSize?: number;
}
export interface FavoriteListValue {
  content: Game[];
  pageNum: number;
  totalPages: number;
}

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` and `MCSFE_removeFavoriteGameV2`; duplicates are ignored. */
export interface FavoriteToggleBody {
  nodeId: string | number;
  vendor: string;
  gameType: GameType;
}
/** the favourite ids after the change */
export type FavoriteToggleValue = string[];

/** `GET /wps/relay/GCS_recentGame` */
export interface RecentGameQuery {
  page?: number;
  size?: number;
  gameType?: GameType;
}
export interface RecentGameValue {
  list: Game[];
  totalPages: number;
}

/** `POST /wps/game/launchGame` (spec 7; lottery and PVP fields included). Requires login; trial refused. */
export interface LaunchGameBody {
  gameCode: string;
  gameType?: GameType;
  vassalage?: string;
  lottoArea?: string;
  launchMode?: string;
  prizeMode?: string;
  /** betting or lobby */
  view?: string;
  device?: string;
  backUrl?: string;
  language?: string;
}
export interface LaunchGameValue {
  /**
   * VENDOR only: an absolute-path URL of the gateway's demo vendor page (`/wps/game/demo/<code>?ticket=…`),
   * opened in the `/seamless` frame. An INHOUSE answer has no URL: the front end hosts the game by its code.
   */
  url?: string;
  /** `INHOUSE` (hosted by the front end) or `VENDOR` (a page to frame) */
  launchType: 'INHOUSE' | 'VENDOR';
  gameCode: string;
  gameType: GameType;
}

/** `GET /wps/relay/GLS2_roomList` */
export interface RoomListQuery {
  gameCode?: string;
  vassalage?: string;
}
export interface GameRoom {
  roomId: string;
  roomName: string;
  gameCode: string;
  minBet: number;
  maxBet: number;
  players: number;
  status: 'OPEN' | 'FULL';
}
export interface RoomListValue {
  list: GameRoom[];
}

// ---- In-house provably fair games (`/wps/inhouse/...`) -------------------------------------------

export interface InhouseGame {
  gameCode: string;
  name: string;
  description: string;
  minBet: number;
  maxBet: number;
  /** house edge in percent, e.g. 1 */
  houseEdge: number;
  iconUrl: string;
  /** return to player in percent (100 - houseEdge), issue 26 */
  rtp?: number;
  /** the pay table in the request language (issue 26) */
  payTable?: PayTableRow[];
}
/** `GET /wps/inhouse/games` */
export interface InhouseGamesValue {
  list: InhouseGame[];
}

/** `GET /wps/inhouse/state?gameCode=` */
export interface InhouseStateValue {
  gameCode: string;
  /** SHA-256 hex of the active server seed (the commitment) */
  serverSeedHash: string;
  clientSeed: string;
  /** nonce of the next round */
  nonce: number;
  balance: number;
}

/** `POST /wps/inhouse/client-seed` */
export interface InhouseClientSeedBody {
  gameCode: string;
  /** 1 to 64 characters of [A-Za-z0-9_-] */
  clientSeed: string;
}

/**
 * `POST /wps/inhouse/play` for DICE: roll is 0.00-99.99 from HMAC-SHA256(serverSeed, `clientSeed:nonce`);
 * `under` wins when roll < target, `over` when roll > target. Multiplier = (100 - houseEdge) / chance.
 */
export interface InhousePlayBody {
  gameCode: string;
  amount: number;
  /** 2.00 to 97.99 */
  target: number;
  direction: 'under' | 'over';
}
export interface InhouseRound {
  roundId: number;
  gameCode: string;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** revealed only once the seed was rotated */
  serverSeed: string | null;
  amount: number;
  target: number;
  direction: 'under' | 'over';
  roll: number;
  multiplier: number;
  win: boolean;
  payout: number;
  createdAt: string;
}
export interface InhousePlayValue {
  round: InhouseRound;
  balance: number;
  nextNonce: number;
}

/** `POST /wps/inhouse/rotate`: reveals the old seed, commits to a new one, nonce back to 0. */
export interface InhouseRotateBody {
  gameCode: string;
}
export interface InhouseRotateValue {
  previousServerSeed: string;
  previousServerSeedHash: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** `GET /wps/inhouse/history?gameCode=&pageNo=&pageSize=` */
export interface InhouseHistoryValue {
  list: InhouseRound[];
  totalPages: number;
}

/**
 * `GET /wps/inhouse/verify?roundId=` recomputes a past round; `serverSeed` is null (and `verified` false)
 * until the seed of that round was rotated out.
 */
export interface InhouseVerifyValue {
  roundId: number;
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** the roll recomputed from the revealed seed, or null */
  computedRoll: number | null;
  recordedRoll: number;
  /** SHA-256(serverSeed) equals the commitment and the recomputed roll equals the recorded one */
  verified: boolean;
}
