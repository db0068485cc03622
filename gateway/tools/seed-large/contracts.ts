import { periodStart } from '@jogo/shared/time';
import type { Contract, World } from './context';

/** The agents' contracts: a daily salary and a weekly dividend for each agent of the first `contractLevels` levels. */
export async function writeContracts(w: World) {
  const { o, zone, worldStart, ids, pop, A, memberId, iso, T, chunk } = w;
  const RATES: Record<'DAILY' | 'DIVIDEND', number[]> = {
    DAILY: [0, 100, 80, 50, 30],
    DIVIDEND: [0, 2_000, 1_500, 500, 300],
  };
  const contracts: Record<'DAILY' | 'DIVIDEND', (Contract | undefined)[]> = {
    DAILY: new Array<Contract | undefined>(A),
    DIVIDEND: new Array<Contract | undefined>(A),
  };
  const signedAt = { DAILY: worldStart, DIVIDEND: periodStart(worldStart, 'WEEKLY', zone) };
  /** the direct downline agents holding a contract of the kind */
  const childContracts: Record<'DAILY' | 'DIVIDEND', number[][]> = { DAILY: [], DIVIDEND: [] };
  await chunk(async () => {
    for (const kind of ['DAILY', 'DIVIDEND'] as const)
      for (let i = 0; i < A; i++) {
        if (pop.depth[i]! > o.contractLevels) continue;
        const c: Contract = {
          id: ++ids.contract,
          kind,
          holder: i,
          rateBp: RATES[kind][pop.depth[i]!]!,
          carry: 0,
          settledUntil: signedAt[kind],
        };
        contracts[kind][i] = c;
        const at = iso(signedAt[kind]);
        T.contract.add(
          c.id,
          kind,
          pop.parent[i]! >= 0 ? memberId(pop.parent[i]!) : null,
          memberId(i),
          c.rateBp,
          'SIGNED',
          at,
          at,
          at,
        );
      }
    await T.contract.flush();
  });
  for (const kind of ['DAILY', 'DIVIDEND'] as const) {
    childContracts[kind] = Array.from({ length: A }, () => []);
    for (let i = 0; i < A; i++)
      if (contracts[kind][i] && pop.parent[i]! >= 0) childContracts[kind][pop.parent[i]!]!.push(i);
  }
  return { contracts, childContracts };
}

/** The contracts written, by kind and agent, and each agent's direct downline agents holding one. */
export type Contracts = Awaited<ReturnType<typeof writeContracts>>;
