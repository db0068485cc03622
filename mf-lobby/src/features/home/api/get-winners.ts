import { api, ENDPOINTS, type RankListQuery, type Winner } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';

/** spec 7 and 9: the winners board asks for every category and 20 rows */
export const WINNERS_QUERY: RankListQuery = { gameCategory: 'ALL', limitNum: 20 };

/** `GET /wps/relay/GCSGAME_getRankList` */
export async function getWinners(language: string): Promise<Winner[]> {
  const value = await api().call(ENDPOINTS.winnersBoard, {
    query: { ...WINNERS_QUERY, language },
  });
  return value.list;
}

/**
 * Not cached (the board moves with every big win); a language change fetches again (useResource keys on the
 * language), the old rows staying on screen until then.
 */
export function useWinners() {
  const language = useLanguage();
  return useResource('home/winners', () => getWinners(language), { keepPrevious: true });
}
