import { useEffect } from 'react';
import type { Game } from '@jogo/shared/api';
import { bus, useLanguage } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
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
 * depends on the member); a RECENT list also when the recent list changed (a game was launched).
 */
export function useGameList(selection: LobbySelection): GameListState {
  const language = useLanguage();
  const { gameType, vassalage, classify, name, page } = selection;
  const res = useResource(
    `lobby/games:${gameType}:${vassalage ?? ''}:${classify}:${name}:${page}`,
    (signal) => getGameList(gameListQuery({ gameType, vassalage, classify, name, page }, language), signal),
  );
  const { reload } = res;

  useEffect(
    () =>
      bus.on('data:reload-requested', ({ targets }) => {
        if (classify === 'RECENT' && targets.includes('recent')) reload();
      }),
    [classify, reload],
  );

  return {
    games: res.data?.games ?? [],
    totalPages: res.data?.totalPages ?? 0,
    loading: res.loading,
    error: !!res.error && !res.data,
    retry: reload,
  };
}
