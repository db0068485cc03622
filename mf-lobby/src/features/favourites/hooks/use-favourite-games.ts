import { useEffect, useState } from 'react';
import type { Game, GameType } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
import { getFavouriteGames } from '../api/get-favourite-games';

/**
 * The member's favourite games (one page of 999). The shared `favourites:changed` ids are refreshed from
 * the answer, so hearts elsewhere agree with the list after a reload.
 */
export function useFavouriteGames(gameType?: GameType) {
  const session = useSession();
  const language = useLanguage();
  const member = session.status === 'member' && !!session.token;
  const [state, setState] = useState<{ games: Game[]; loading: boolean; error: boolean }>({
    games: [],
    loading: member,
    error: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!member) {
      setState({ games: [], loading: false, error: false });
      return;
    }
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    getFavouriteGames(language, gameType).then(
      (v) => {
        if (!alive) return;
        setState({ games: v.content, loading: false, error: false });
        // the full list is the truth; a list of one type can only add ids the store may not have yet
        const ids = v.content.map((g) => String(g.nodeId));
        const current = bus.current('favourites:changed');
        const next = gameType ? [...current, ...ids.filter((id) => !current.includes(id))] : ids;
        if (next.length !== current.length || next.some((id) => !current.includes(id)))
          bus.emit('favourites:changed', next);
      },
      () => alive && setState({ games: [], loading: false, error: true }),
    );
    return () => void (alive = false);
  }, [member, session.token, gameType, language, attempt]);

  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
