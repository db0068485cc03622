import { useEffect, useState } from 'react';
import type { Game, GameType } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
import { getRecentGames } from '../api/get-recent-games';

/**
 * The member's recent games; empty for a guest. Reloads when a game was launched
 * (`data:reload-requested` with target `recent`), on login and on language change.
 */
export function useRecentGames(gameType?: GameType) {
  const session = useSession();
  const language = useLanguage();
  const member = session.status === 'member' && !!session.token;
  const [state, setState] = useState<{ games: Game[]; loading: boolean; error: boolean }>({
    games: [],
    loading: member,
    error: false,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      bus.on(
        'data:reload-requested',
        ({ targets }) => targets.includes('recent') && setAttempt((a) => a + 1),
      ),
    [],
  );

  useEffect(() => {
    if (!member) {
      setState({ games: [], loading: false, error: false });
      return;
    }
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    getRecentGames(gameType).then(
      (v) => alive && setState({ games: v.list, loading: false, error: false }),
      () => alive && setState({ games: [], loading: false, error: true }),
    );
    return () => void (alive = false);
  }, [member, session.token, gameType, language, attempt]);

  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
