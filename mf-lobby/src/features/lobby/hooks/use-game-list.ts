import type { Game } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { recentGamesKey } from '../../../data/recent-games';
import { getGameList } from '../api/get-game-list';
import { gameListQuery, type LobbySelection } from '../model/lobby-query';

export interface GameListState {
  games: Game[];
  totalPages: number;
  loading: boolean;
  error: boolean;
  retry: () => void;
}

/**
 * The games of a lobby selection. `useResource` loads again on a selection, language or login change (RECENT
 * depends on the member); a RECENT list's key sits under `RECENT_GAMES_KEY`, so a launch reloads it too.
 */
export function useGameList(selection: LobbySelection): GameListState {
  const language = useLanguage();
  const { gameType, vassalage, classify, name, page } = selection;
  const selectionKey = `${gameType}:${vassalage ?? ''}:${classify}:${name}:${page}`;
  const res = useResource(
    classify === 'RECENT' ? recentGamesKey('lobby', selectionKey) : `lobby/games:${selectionKey}`,
    (signal) => getGameList(gameListQuery({ gameType, vassalage, classify, name, page }, language), signal),
  );

  return {
    games: res.data?.games ?? [],
    totalPages: res.data?.totalPages ?? 0,
    loading: res.loading,
    error: !!res.error && !res.data,
    retry: res.reload,
  };
}
