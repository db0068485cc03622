import type { Db } from '../../src/db/db';
import { move } from '../../src/domain/ledger/ledger';
import { settleBet } from '../../src/domain/play/games/bets';

/**
 * Teams built row by row for the agent tests: a member (agent type 1 top, 2 below; 0 a player) under `parent`,
 * with `deposit` centavos on its main wallet, its id kept in `ids` by username.
 */
export async function addMember(
  db: Db,
  ids: Record<string, number>,
  username: string,
  type: number,
  parent: string | null,
  deposit: number,
): Promise<void> {
  const r = await db.insert(
    `INSERT INTO member (merchant_code, username, password_hash, type, parent_id, password_changed_at, created_at)
       VALUES ('jogo', ?, 'x', ?, ?, '2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z')`,
    username,
    type,
    parent ? ids[parent]! : null,
  );
  ids[username] = Number(r);
  await move(db, {
    memberId: ids[username]!,
    amount: deposit,
    type: 'DEPOSIT',
    reference: 'test',
    now: '2027-01-01T00:00:00.000Z',
  });
}

/** A settled in-house round (an instant bet) of `amount` centavos paying `payout`, at `t`, in its own transaction. */
export const settledRound = async (db: Db, memberId: number, amount: number, payout: number, t: number) =>
  await db.transaction(
    async () =>
      await settleBet(db, {
        memberId,
        nodeId: null,
        gameCode: 'DICE',
        gameType: 'INHOUSE',
        vassalage: 'JOGO',
        amount,
        payout,
        now: t,
      }),
  );
