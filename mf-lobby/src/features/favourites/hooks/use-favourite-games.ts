import { useEffect } from 'react';
import type { GameType } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getFavouriteGames } from '../../../data/favourite-games';

/**
 * The member's favourite games (one page of 999); none for a guest (no call). Loads again by itself on a
 * login or language change. The shared `favourites:changed` ids are refreshed from the answer, so hearts
 * elsewhere agree with the list after a reload.
 */
export function useFavouriteGames(gameType?: GameType) {
  const session = useSession();
  const language = useLanguage();
  const member = session.status === 'member' && !!session.token;
  const res = useResource(member ? `favourites:${gameType ?? 'ALL'}` : null, (signal) =>
    getFavouriteGames(language, gameType, signal),
  );
  const games = res.data?.content;

  useEffect(() => {
    if (!games) return;
    // the full list is the truth; a list of one type can only add ids the store may not have yet
    const ids = games.map((g) => String(g.nodeId));
    const current = bus.current('favourites:changed');
    const next = gameType ? [...current, ...ids.filter((id) => !current.includes(id))] : ids;
    if (next.length !== current.length || next.some((id) => !current.includes(id)))
      bus.emit('favourites:changed', next);
  }, [games, gameType]);

  return {
    games: games ?? [],
    loading: member && res.loading && !games,
    error: !!res.error && !games,
    retry: res.reload,
  };
}
