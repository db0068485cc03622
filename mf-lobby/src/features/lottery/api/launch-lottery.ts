import { api, BRAND, ENDPOINTS, type Language, type LaunchGameValue } from '@jogo/shared/api';
import type { PrizeMode } from '../model/prize-mode';

/** `POST /wps/game/launchGame` for lottery (spec 7): lottoArea VN, launchMode LOTT, prize mode, view betting. */
export const launchLottery = (gameCode: string, prizeMode: PrizeMode, language: Language) =>
  api().call<LaunchGameValue>(ENDPOINTS.launchGame, {
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
