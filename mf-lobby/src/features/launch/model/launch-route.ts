import type { Game, GameType, GameVendor } from '@jogo/shared/api';

/** What a tile or vendor card needs to be launched. */
export type LaunchGame = Pick<Game, 'gameCode' | 'gameType' | 'vassalage' | 'isGame'> &
  Partial<Pick<Game, 'nodeId' | 'gameName'>>;
export type LaunchVendor = Pick<GameVendor, 'vassalage' | 'gameType'>;

export interface LaunchContext {
  /** a member token exists */
  loggedIn: boolean;
  isTrial: boolean;
}

/** The outcome of a play click (spec 2 "Launching a game", spec 5, spec 6). */
export type LaunchStep =
  | { kind: 'login' }
  | { kind: 'trialRefused' }
  | { kind: 'navigate'; to: string }
  | { kind: 'popup'; vassalage: string; gameType: GameType }
  | { kind: 'start'; game: LaunchGame };

const q = (path: string, key: string, value: string) =>
  value ? `${path}?${key}=${encodeURIComponent(value)}` : path;

/** Lottery vendors and types route to the shared lottery screen with the game code. */
function lotteryRoute(vassalage: string, gameType: GameType, gameCode: string): string | null {
  if (vassalage === 'TCG_LOTTO_VN') return q('/vnLottery', 'gameCode', gameCode);
  if (vassalage === 'TCG_SEA') return q('/seaLottery', 'gameCode', gameCode);
  if (vassalage === 'LOTT' || vassalage === 'ELOTT' || gameType === 'LOTT' || gameType === 'ELOTT')
    return q('/lottery', 'gameCode', gameCode);
  return null;
}

/**
 * The launch routing table for a game tile: login first (guest: login dialog), trial accounts refused,
 * then TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery, LOTT or ELOTT to /lottery (with gameCode);
 * a tile whose `isGame` equals its vassalage opens the popup game list; any other game starts here.
 */
export function launchStep(game: LaunchGame, ctx: LaunchContext): LaunchStep {
  if (!ctx.loggedIn) return { kind: 'login' };
  if (ctx.isTrial) return { kind: 'trialRefused' };
  const lottery = lotteryRoute(game.vassalage, game.gameType, game.gameCode);
  if (lottery) return { kind: 'navigate', to: lottery };
  if (game.isGame && game.isGame === game.vassalage)
    return { kind: 'popup', vassalage: game.vassalage, gameType: game.gameType };
  return { kind: 'start', game };
}

/**
 * A vendor card (home sections, side menu): RNG opens /rng with its vassalage, lottery vendors the lottery
 * screen, other types their lobby filtered to the vendor. Browsing needs no login (spec 6: guests browse).
 */
export function vendorRoute(vendor: LaunchVendor): string {
  const lottery = lotteryRoute(vendor.vassalage, vendor.gameType, '');
  if (lottery) return lottery;
  if (vendor.gameType === 'INHOUSE') return '/inhouse';
  return q(`/${vendor.gameType.toLowerCase()}`, 'vassalage', vendor.vassalage);
}
