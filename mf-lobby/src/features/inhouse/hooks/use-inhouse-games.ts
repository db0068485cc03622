import { useEffect, useState } from 'react';
import type { InhouseGame } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { getInhouseGames } from '../api/get-inhouse-games';

/** The gateway's in-house games, in the current language. */
export function useInhouseGames() {
  const language = useLanguage();
  const [state, setState] = useState<{ games: InhouseGame[]; loading: boolean; error: boolean }>({
    games: [],
    loading: true,
    error: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    setState((s) => ({ ...s, loading: true, error: false }));
    getInhouseGames().then(
      (v) => alive && setState({ games: v.list, loading: false, error: false }),
      () => alive && setState({ games: [], loading: false, error: true }),
    );
    return () => void (alive = false);
  }, [language, attempt]);
  return { ...state, retry: () => setAttempt((a) => a + 1) };
}
