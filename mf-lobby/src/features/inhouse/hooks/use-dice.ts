import { useCallback, useState } from 'react';
import { ApiError, type InhouseGame, type InhouseRound, type InhouseStateValue } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getInhouseGames } from '../api/get-inhouse-games';
import { getInhouseState } from '../api/get-inhouse-state';
import { getRoundHistory } from '../api/get-round-history';
import { playRound } from '../api/play-round';
import { rotateSeed } from '../api/rotate-seed';
import { setClientSeed } from '../api/set-client-seed';
import type { Direction } from '../model/dice';

interface DiceData {
  game: InhouseGame | null;
  state: InhouseStateValue | null;
  history: InhouseRound[];
}
const NO_DATA: DiceData = { game: null, state: null, history: [] };

const message = (e: unknown) => (e instanceof ApiError ? e.message : null);

/**
 * State of one provably fair game for the logged-in member: the game's limits, the active seed pair and
 * nonce, the history, and the actions (play, set client seed, rotate). After every round the shell is asked
 * to refresh the header balance (`wallet:balance-refresh-requested`), since the stake and payout moved it.
 */
export function useDice(gameCode: string) {
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  const [last, setLast] = useState<InhouseRound | null>(null);
  const [playing, setPlaying] = useState(false);
  const [revealed, setRevealed] = useState<{ seed: string; hash: string } | null>(null);

  // the game's limits for everyone; the seed pair, nonce and history for a member (loaded again on a login
  // or language change); the actions below update the shown copy with the gateway's answers
  const loaded = useResource(`inhouse/dice:${gameCode}:${member ? 'member' : 'guest'}`, async () => {
    const [game, rest] = await Promise.all([
      getInhouseGames().then((v) => v.list.find((g) => g.gameCode === gameCode) ?? null),
      member ? Promise.all([getInhouseState(gameCode), getRoundHistory(gameCode)]) : Promise.resolve(null),
    ]);
    const data: DiceData = { game, state: rest?.[0] ?? null, history: rest?.[1].list ?? [] };
    return data;
  });
  const { mutate } = loaded;
  const { game, state, history } = loaded.data ?? NO_DATA;
  const loading = loaded.loading && !loaded.data;
  const loadError = loaded.error && !loaded.data ? (message(loaded.error) ?? 'common:errors.network') : null;

  const update = useCallback(
    (patch: (d: DiceData) => Partial<DiceData>) => mutate((d = NO_DATA) => ({ ...d, ...patch(d) })),
    [mutate],
  );
  const setState = useCallback(
    (next: (s: InhouseStateValue | null) => InhouseStateValue | null) =>
      update((d) => ({ state: next(d.state) })),
    [update],
  );
  const setHistory = useCallback(
    (next: (h: InhouseRound[]) => InhouseRound[]) => update((d) => ({ history: next(d.history) })),
    [update],
  );

  const refreshHistory = useCallback(
    () => getRoundHistory(gameCode).then((h) => setHistory(() => h.list)),
    [gameCode, setHistory],
  );

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
    [gameCode, setState, setHistory],
  );

  const saveClientSeed = useCallback(
    async (clientSeed: string): Promise<string | null> => {
      try {
        const v = await setClientSeed({ gameCode, clientSeed });
        setState(() => v);
        return null;
      } catch (e) {
        return message(e) ?? 'common:errors.network';
      }
    },
    [gameCode, setState],
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
  }, [gameCode, refreshHistory, setState]);

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
    retry: loaded.reload,
  };
}
