import { useResource } from '@jogo/shared/data';
import { getInhouseGames } from '../api/get-inhouse-games';

/** The gateway's in-house games, in the current language (`useResource` loads again on a switch). */
export function useInhouseGames() {
  const res = useResource('inhouse/games', () => getInhouseGames().then((v) => v.list));
  return {
    games: res.data ?? [],
    loading: res.loading && !res.data,
    error: !!res.error && !res.data,
    retry: res.reload,
  };
}
