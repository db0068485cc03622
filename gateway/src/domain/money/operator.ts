import type { Db } from '../../db/open-db';
import { notFound } from '../errors';
import type { WithdrawOrder } from '@jogo/shared/api';
import { move } from '../ledger/ledger';
import { expireDue } from './deposits';
import { withdrawOrder } from './withdrawals';

/**
 * What the wallet's operator controls (development mode) read and write beyond the production paths: a
 * member's latest orders by username, and a bonus credit for test set-ups.
 */

const memberIdOf = async (db: Db, username: string) => {
  const r = await db.get<{ id: number }>('SELECT id FROM member WHERE username = ?', username);
  if (!r) throw notFound();
  return r.id;
};

export interface DevDepositRow {
  orderNo: string;
  amount: number;
  fee: number;
  status: string;
  pixCode: string | null;
  createdAt: string;
}

/** The member's 20 latest deposits (of one status if given), newest first, amounts in minor units. */
export async function latestDeposits(
  db: Db,
  username: string,
  status: string | null,
): Promise<DevDepositRow[]> {
  await expireDue(db);
  return await db.all<DevDepositRow>(
    `SELECT order_no AS orderNo, amount, fee, status, pix_code AS pixCode, created_at AS createdAt FROM deposit_order
           WHERE member_id = ? AND (CAST(? AS TEXT) IS NULL OR status = ?) ORDER BY created_at DESC, order_no DESC LIMIT 20`,
    await memberIdOf(db, username),
    status,
    status,
  );
}

/** The member's 20 latest withdrawals, newest first. */
export async function latestWithdrawals(db: Db, username: string): Promise<(WithdrawOrder | null)[]> {
  const rows = await db.all<{ n: string }>(
    'SELECT order_no AS n FROM withdraw_order WHERE member_id = ? ORDER BY created_at DESC, order_no DESC LIMIT 20',
    await memberIdOf(db, username),
  );
  return await Promise.all(rows.map(async (r) => await withdrawOrder(db, r.n)));
}

/** A BONUS credit of `amount` minor units (no turnover). @returns the balance after it, in minor units */
export const creditBonus = async (db: Db, username: string, amount: number): Promise<number> => {
  const id = await memberIdOf(db, username);
  return await db.transaction(
    async () => await move(db, { memberId: id, amount, type: 'BONUS', reference: 'DEV', remark: 'operator' }),
  );
};
