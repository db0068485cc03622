import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@jogo/shared/router';
import type { GameType } from '@jogo/shared/api';
import { acceptPage, type LobbySelection } from '../model/lobby-query';

/**
 * The lobby selection lives in the URL query (vassalage, classify, name, page), so `/rng?vassalage=PG`
 * from a vendor card, reloads and the back button all land on the same list.
 */
export function useLobbySelection(gameType: GameType) {
  const [params, setParams] = useSearchParams();
  const selection: LobbySelection = useMemo(() => {
    const page = Number(params.get('page') ?? '1');
    return {
      gameType,
      vassalage: params.get('vassalage') || undefined,
      classify: (params.get('classify') || 'ALL').toUpperCase(),
      name: params.get('name') ?? '',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
    };
  }, [params, gameType]);

  const update = useCallback(
    (patch: Record<string, string | undefined>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return {
    selection,
    /** a new vendor shows all its games from page 1 */
    setVendor: (vassalage?: string) =>
      update({ vassalage, classify: undefined, name: undefined, page: undefined }),
    /** a new class starts at page 1 and drops the name (search works with ALL only) */
    setClassify: (classify: string) =>
      update({ classify: classify === 'ALL' ? undefined : classify, name: undefined, page: undefined }),
    /** searching switches to the ALL filter (spec 2) */
    setName: (name: string) => update({ name: name || undefined, classify: undefined, page: undefined }),
    /** spec 5: a page beyond totalPages is ignored */
    setPage: (page: number, totalPages: number) => {
      const p = acceptPage(page, totalPages);
      if (p !== null) update({ page: p === 1 ? undefined : String(p) });
      return p !== null;
    },
  };
}
