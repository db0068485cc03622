import type { Db } from '../../db/open-db';
import { badRequest } from '../errors';
import { toMajor } from '../ledger/money';

/**
 * The turnover requirement: every deposit must be wagered once before money can leave the account. Walking
 * the main wallet's ledger in order, a DEPOSIT adds its amount to what is left to wager and a BET takes its
 * stake off (never below zero), so wagering done before a deposit never counts for it. A cancelled bet's
 * refund (BET_CANCEL) puts its stake back on what is left: a bet that was refunded was not wagered.
 * @returns minor units still to wager
 */
export async function turnoverLeft(db: Db, memberId: number): Promise<number> {
  const rows = (await db.all(
    "SELECT type, amount FROM ledger WHERE member_id = ? AND account = 'MAIN' AND type IN ('DEPOSIT', 'BET', 'BET_CANCEL') ORDER BY id",
    memberId,
  )) as Iterable<{ type: string; amount: number }>;
  let left = 0;
  for (const r of rows) left = r.type === 'BET' ? Math.max(0, left + r.amount) : left + r.amount;
  return left;
}

/**
 * The one rule for every way money leaves the member's account (a withdrawal, a transfer to another
 * person such as the upline agent): refused while deposits are not wagered. Call it inside the money
 * transaction, so the ledger it reads is the one the debit follows.
 * @throws 400 `wallet.turnover_left` with `{left}` in major units (the message writes it as the language does)
 */
export async function assertTurnoverDone(db: Db, memberId: number): Promise<void> {
  const left = await turnoverLeft(db, memberId);
  if (left > 0) throw badRequest('wallet.turnover_left', { left: toMajor(left) });
}
