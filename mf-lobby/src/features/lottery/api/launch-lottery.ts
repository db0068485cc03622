import { api, BRAND, ENDPOINTS, type Language, type LaunchGameValue } from '@jogo/shared/api';
import { invalidateRecentGames } from '../../../data/recent-games';
import type { PrizeMode } from '../model/prize-mode';

/**
 * `POST /wps/game/launchGame` for lottery (spec 7): lottoArea VN, launchMode LOTT, prize mode, view betting.
 * The gateway records the game, so the mounted recent lists load again.
 */
export async function launchLottery(
  gameCode: string,
  prizeMode: PrizeMode,
  language: Language,
): Promise<LaunchGameValue> {
  const value = await api().call(ENDPOINTS.launchGame, {
    body: {
      gameCode,
      lottoArea: BRAND.lotteryType,
      launchMode: 'LOTT',
      prizeMode,
      view: 'betting',
      device: 'web',
      backUrl: window.location.pathname + window.location.search,
      language,
    },
  });
  invalidateRecentGames();
  return value;
}
