import { useState } from 'react';
import type { Game, GameListValue } from '@jogo/shared/api';
import { useLanguage, useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { recentGamesKey } from '../../../data/recent-games';
import { getGameList } from '../api/get-game-list';
import { gameListQuery, type LobbySelection } from '../model/lobby-query';

export interface GameListState {
  games: Game[];
  totalPages: number;
  loading: boolean;
  /** another page of the same selection shows until this page's answer */
  stale: boolean;
  error: boolean;
  retry: () => void;
}

/**
 * The games of a lobby selection. `useResource` loads again on a selection, language or login change (RECENT
 * depends on the member); a RECENT list's key sits under `RECENT_GAMES_KEY`, so a launch reloads it too.
 *
 * The catalogue lists are public and change rarely, so they are kept for the session and shown at once on the
 * next visit, then revalidated (a click on a lobby link shows its tiles without waiting for the
 * gateway). A guest's lists outlive a reload in sessionStorage; a member's stay in memory only, and RECENT (the
 * member's own) is never kept.
 *
 * Another page of the same selection (vendor, class, name) stays on screen, marked `stale`, until the asked page
 * answers, instead of a grid of skeletons: a lobby's next page re-rendered and repainted the whole grid twice,
 * the skeletons inside the tap (no slow tap: 112 ms at 4x CPU). A new vendor, class or name still
 * shows skeletons, never the games of another selection.
 */
export function useGameList(selection: LobbySelection): GameListState {
  const language = useLanguage();
  const member = useSession().status === 'member';
  const { gameType, vassalage, classify, name, page } = selection;
  // the list (vendor, class, name), then its page
  const listKey = `${gameType}:${vassalage ?? ''}:${classify}:${name}`;
  const selectionKey = `${listKey}:${page}`;
  const recent = classify === 'RECENT';
  const res = useResource(
    recent ? recentGamesKey('lobby', selectionKey) : `lobby/games:${selectionKey}`,
    (signal) => getGameList(gameListQuery({ gameType, vassalage, classify, name, page }, language), signal),
    recent ? {} : { cache: 'session', persist: !member },
  );

  // the last answer shown and its selection (React's "state from the previous render": set during render, so a
  // new answer never shows one render late)
  const [shown, setShown] = useState<{ list: string; data: GameListValue } | null>(null);
  if (res.data !== undefined && (shown?.data !== res.data || shown.list !== listKey))
    setShown({ list: listKey, data: res.data });
  const kept = res.data === undefined && res.loading && shown?.list === listKey ? shown.data : undefined;
  const data = res.data ?? kept;

  return {
    games: data?.games ?? [],
    totalPages: data?.totalPages ?? 0,
    // revalidating a kept list shows it, not a skeleton
    loading: res.loading && data === undefined,
    stale: kept !== undefined,
    error: !!res.error && !res.data,
    retry: res.reload,
  };
}
