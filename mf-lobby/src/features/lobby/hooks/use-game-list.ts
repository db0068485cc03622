import { useEffect, useState } from 'react';
import type { Game } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
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
 * The games of a lobby selection. Refetches on selection, language and login change (RECENT depends on the
 * member), and when the recent list changed (a game was launched).
 */
export function useGameList(selection: LobbySelection): GameListState {
  const language = useLanguage();
  const token = useSession().token;
  const [state, setState] = useState<{ games: Game[]; totalPages: number; loading: boolean; error: boolean }>(
    {
      games: [],
      totalPages: 0,
      loading: true,
      error: false,
    },
  );
  const [attempt, setAttempt] = useState(0);
  const { gameType, vassalage, classify, name, page } = selection;

  useEffect(
    () =>
      bus.on('data:reload-requested', ({ targets }) => {
        if (classify === 'RECENT' && targets.includes('recent')) setAttempt((a) => a + 1);
      }),
    [classify],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    setState((s) => ({ ...s, loading: true, error: false }));
    getGameList(gameListQuery({ gameType, vassalage, classify, name, page }, language), ctrl.signal).then(
      (v) => {
        if (!ctrl.signal.aborted)
          setState({ games: v.games, totalPages: v.totalPages, loading: false, error: false });
      },
      () => {
        if (!ctrl.signal.aborted) setState({ games: [], totalPages: 0, loading: false, error: true });
      },
    );
    return () => ctrl.abort();
  }, [gameType, vassalage, classify, name, page, language, token, attempt]);

  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
