import type { Db } from '../../db/open-db';
import { notFound } from '../../http/errors';
import type { WithdrawOrder } from '@jogo/shared/api';
import { move } from '../ledger/ledger';
import { expireDue } from './deposits';
import { withdrawOrder } from './withdrawals';

/**
 * What the wallet's operator controls (development mode) read and write beyond the production paths: a
 * member's latest orders by username, and a bonus credit for test set-ups.
 */

const memberIdOf = (db: Db, username: string) => {
  const r = db.prepare('SELECT id FROM member WHERE username = ?').get(username) as
    { id: number } | undefined;
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
export function latestDeposits(db: Db, username: string, status: string | null): DevDepositRow[] {
  expireDue(db);
  return db
    .prepare(
      `SELECT order_no AS orderNo, amount, fee, status, pix_code AS pixCode, created_at AS createdAt FROM deposit_order
           WHERE member_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC, rowid DESC LIMIT 20`,
    )
    .all(memberIdOf(db, username), status, status) as DevDepositRow[];
}

/** The member's 20 latest withdrawals, newest first. */
export function latestWithdrawals(db: Db, username: string): (WithdrawOrder | null)[] {
  const rows = db
    .prepare(
      'SELECT order_no AS n FROM withdraw_order WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 20',
    )
    .all(memberIdOf(db, username)) as { n: string }[];
  return rows.map((r) => withdrawOrder(db, r.n));
}

/** A BONUS credit of `amount` minor units (no turnover). @returns the balance after it, in minor units */
export const creditBonus = (db: Db, username: string, amount: number): number => {
  const id = memberIdOf(db, username);
  return db.transaction(() =>
    move(db, { memberId: id, amount, type: 'BONUS', reference: 'DEV', remark: 'operator' }),
  )();
};
