import type { Game } from '@jogo/shared/api';
import { useLanguage, useSession } from '@jogo/shared/bus';
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
 *
 * The catalogue lists are public and change rarely, so they are kept for the session and shown at once on the
 * next visit, then revalidated (issue 14: a click on a lobby link shows its tiles without waiting for the
 * gateway). A guest's lists outlive a reload in sessionStorage; a member's stay in memory only, and RECENT (the
 * member's own) is never kept.
 */
export function useGameList(selection: LobbySelection): GameListState {
  const language = useLanguage();
  const member = useSession().status === 'member';
  const { gameType, vassalage, classify, name, page } = selection;
  const selectionKey = `${gameType}:${vassalage ?? ''}:${classify}:${name}:${page}`;
  const recent = classify === 'RECENT';
  const res = useResource(
    recent ? recentGamesKey('lobby', selectionKey) : `lobby/games:${selectionKey}`,
    (signal) => getGameList(gameListQuery({ gameType, vassalage, classify, name, page }, language), signal),
    recent ? {} : { cache: 'session', persist: !member },
  );

  return {
    games: res.data?.games ?? [],
    totalPages: res.data?.totalPages ?? 0,
    // revalidating a kept list shows it, not a skeleton
    loading: res.loading && res.data === undefined,
    error: !!res.error && !res.data,
    retry: res.reload,
  };
}
