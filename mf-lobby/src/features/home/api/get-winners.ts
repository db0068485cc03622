import { api, ENDPOINTS, type RankListQuery, type RankListValue, type Winner } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useLoad } from '../hooks/use-load';

/** spec 7 and 9: the winners board asks for every category and 20 rows */
export const WINNERS_QUERY: RankListQuery = { gameCategory: 'ALL', limitNum: 20 };

/** `GET /wps/relay/GCSGAME_getRankList` */
export async function getWinners(language: string): Promise<Winner[]> {
  const value = await api().call<RankListValue>(ENDPOINTS.winnersBoard, {
    query: { ...WINNERS_QUERY, language },
  });
  return value.list;
}

/** Not cached (the board moves with every big win); a language change fetches again. */
export function useWinners() {
  const language = useLanguage();
  return useLoad(`winners:${language}`, () => getWinners(language));
}
