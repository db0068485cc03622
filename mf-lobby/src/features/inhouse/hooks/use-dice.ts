import { useCallback, useEffect, useState } from 'react';
import { ApiError, type InhouseGame, type InhouseRound, type InhouseStateValue } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { getInhouseGames } from '../api/get-inhouse-games';
import { getInhouseState } from '../api/get-inhouse-state';
import { getRoundHistory } from '../api/get-round-history';
import { playRound } from '../api/play-round';
import { rotateSeed } from '../api/rotate-seed';
import { setClientSeed } from '../api/set-client-seed';
import type { Direction } from '../model/dice';

const message = (e: unknown) => (e instanceof ApiError ? e.message : null);

/**
 * State of one provably fair game for the logged-in member: the game's limits, the active seed pair and
 * nonce, the history, and the actions (play, set client seed, rotate). After every round the shell is asked
 * to refresh the header balance (`wallet:balance-refresh-requested`), since the stake and payout moved it.
 */
export function useDice(gameCode: string) {
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  const [game, setGame] = useState<InhouseGame | null>(null);
  const [state, setState] = useState<InhouseStateValue | null>(null);
  const [history, setHistory] = useState<InhouseRound[]>([]);
  const [last, setLast] = useState<InhouseRound | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [playing, setPlaying] = useState(false);
  const [revealed, setRevealed] = useState<{ seed: string; hash: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const refreshHistory = useCallback(
    () => getRoundHistory(gameCode).then((h) => setHistory(h.list)),
    [gameCode],
  );

  useEffect(() => {
    let alive = true;
    setLoading(true);
    setLoadError(null);
    const games = getInhouseGames().then((v) => v.list.find((g) => g.gameCode === gameCode) ?? null);
    const rest = member
      ? Promise.all([getInhouseState(gameCode), getRoundHistory(gameCode)])
      : Promise.resolve(null);
    Promise.all([games, rest]).then(
      ([g, r]) => {
        if (!alive) return;
        setGame(g);
        if (r) {
          setState(r[0]);
          setHistory(r[1].list);
        }
        setLoading(false);
      },
      (e: unknown) => {
        if (!alive) return;
        setLoadError(message(e) ?? 'common:errors.network');
        setLoading(false);
      },
    );
    return () => void (alive = false);
  }, [gameCode, member, session.token, attempt]);

  const play = useCallback(
    async (amount: number, target: number, direction: Direction): Promise<InhouseRound | string> => {
      setPlaying(true);
      try {
        const v = await playRound({ gameCode, amount, target, direction });
        setLast(v.round);
        setState((s) => (s ? { ...s, nonce: v.nextNonce, balance: v.balance } : s));
        setHistory((h) => [v.round, ...h].slice(0, 20));
        bus.emit('wallet:balance-refresh-requested', {});
        return v.round;
      } catch (e) {
        return message(e) ?? 'common:errors.network';
      } finally {
        setPlaying(false);
      }
    },
    [gameCode],
  );

  const saveClientSeed = useCallback(
    async (clientSeed: string): Promise<string | null> => {
      try {
        const v = await setClientSeed({ gameCode, clientSeed });
        setState(v);
        return null;
      } catch (e) {
        return message(e) ?? 'common:errors.network';
      }
    },
    [gameCode],
  );

  const rotate = useCallback(async (): Promise<string | null> => {
    try {
      const v = await rotateSeed(gameCode);
      setRevealed({ seed: v.previousServerSeed, hash: v.previousServerSeedHash });
      setState((s) =>
        s ? { ...s, serverSeedHash: v.serverSeedHash, clientSeed: v.clientSeed, nonce: v.nonce } : s,
      );
      // rounds of the old seed can now be verified: their serverSeed is revealed
      await refreshHistory();
      return null;
    } catch (e) {
      return message(e) ?? 'common:errors.network';
    }
  }, [gameCode, refreshHistory]);

  return {
    member,
    game,
    state,
    history,
    last,
    loading,
    loadError,
    playing,
    revealed,
    play,
    saveClientSeed,
    rotate,
    retry: () => setAttempt((a) => a + 1),
  };
}
