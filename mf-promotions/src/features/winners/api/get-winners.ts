import { api, ENDPOINTS, type RankListValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

/** The winners list (spec 3: sorted by win amount, descending; spec 9: 20 entries). */
export const getWinners = (signal?: AbortSignal): Promise<RankListValue> =>
  api().call(ENDPOINTS.winnersBoard, {
    query: { gameCategory: 'ALL', limitNum: 20 },
    signal,
  });

export const useWinners = () => useResource('promotions:winners', getWinners);
