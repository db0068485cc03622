import { useEffect } from 'react';
import type { GameType } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getRecentGames } from '../../../data/recent-games';

/**
 * One page of the member's recent games (20 a page) and the page count; empty for a guest. Reloads by itself
 * on login and language change (useResource), and when a game was launched (`data:reload-requested` with
 * target `recent`).
 */
export function useRecentGames(gameType?: GameType, page = 1) {
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  const res = useResource(member ? `lobby:recent:${gameType ?? 'ALL'}:${page}` : null, (signal) =>
    getRecentGames(gameType, page, signal),
  );
  const { reload } = res;
  useEffect(
    () => bus.on('data:reload-requested', ({ targets }) => targets.includes('recent') && reload()),
    [reload],
  );
  return {
    games: res.data?.list ?? [],
    totalPages: res.data?.totalPages ?? 0,
    loading: member && res.loading && !res.data,
    error: !!res.error && !res.data,
    retry: reload,
  };
}
