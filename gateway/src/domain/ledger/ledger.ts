import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { metricsOf } from '../../lib/metrics';
import { forUpdate } from '../../db/portable';
import { DomainError, badRequest, conflict } from '../errors';
import type { TransactionType } from '@jogo/shared/api';
import { balanceMoved } from './balance-hub';

/**
 * The money core. Design note (invariants, see docs/gateway/design-notes.md "Money invariants"):
 * 1. Amounts are integer minor units. 2. `wallet_account.balance >= 0` (CHECK constraint, and
 * `move()` refuses first with a clean 400). 3. Every balance change is `move()`, which updates the
 * balance and appends one ledger row with `balance_after` in the caller's transaction; nothing else
 * writes `wallet_account`. 4. So for every account, balance = Σ ledger.amount and the last row's
 * balance_after = balance; `checkLedger()` verifies both. 5. A money route runs entirely inside one
 * `db.transaction()`, and any throw rolls every write back. No other transaction changes a balance between
 * its read and its update: `move()` does both in one UPDATE (on PostgreSQL its row stays locked until the
 * transaction ends), which holds under either isolation.
 * 6. On PostgreSQL the member's money routes (`idempotent()`) run READ COMMITTED and lock the member's MAIN
 * account first: requests of one member queue on that lock and each then reads what the one before it
 * committed (its idempotency key, today's withdrawals, the balance), as on SQLite. Under SERIALIZABLE the
 * same bursts (50 parallel withdrawals of one member, 400 moves of four) end in serialization failures that
 * retry into each other, a row lock does not prevent them (the waiter fails once the holder commits), and
 * the retries run out.
 */

export type Account = 'MAIN' | string;

export interface MoveInput {
  memberId: number;
  account?: Account;
  /** signed minor units: positive credits, negative debits */
  amount: number;
  type: TransactionType;
  reference?: string;
  remark?: string;
  now?: number | string;
}

export async function balanceOf(db: Db, memberId: number, account: Account = 'MAIN'): Promise<number> {
  const row = await db.get<{ balance: number }>(
    'SELECT balance FROM wallet_account WHERE member_id = ? AND account = ?',
    memberId,
    account,
  );
  return row?.balance ?? 0;
}

/**
 * The balance of one account, its row locked until the transaction ends (PostgreSQL; SQLite's transaction holds
 * the write lock already). A missing account is created at 0 first, so there is always a row to lock: two
 * transactions creating it at once both end up waiting on the one row. Call it inside a transaction.
 */
export async function lockedBalance(db: Db, memberId: number, account: Account = 'MAIN'): Promise<number> {
  const read = async () =>
    await db.get<{ balance: number }>(
      `SELECT balance FROM wallet_account WHERE member_id = ? AND account = ?${forUpdate(db)}`,
      memberId,
      account,
    );
  let row = await read();
  if (!row) {
    await db.run(
      `INSERT INTO wallet_account (member_id, account, balance) VALUES (?, ?, 0)
         ON CONFLICT (member_id, account) DO NOTHING`,
      memberId,
      account,
    );
    row = await read();
  }
  return row!.balance;
}

/**
 * Moves money on one account and writes its ledger row. Call it inside a transaction.
 * @returns the balance after the move
 * @throws DomainError 400 `wallet.insufficient_balance` when a debit would go below zero
 */
export async function move(db: Db, m: MoveInput): Promise<number> {
  if (!Number.isInteger(m.amount) || m.amount === 0) throw new Error(`bad ledger amount ${m.amount}`);
  const account = m.account ?? 'MAIN';
  // one statement reads, checks and writes the balance (its row locked from there on, whatever the isolation)
  const moved = await db.get<{ balance: number }>(
    `UPDATE wallet_account SET balance = balance + ?
       WHERE member_id = ? AND account = ? AND balance + ? >= 0 RETURNING balance`,
    m.amount,
    m.memberId,
    account,
    m.amount,
  );
  let after = moved?.balance;
  if (after === undefined) {
    // no such account yet, or not enough on it
    after = (await lockedBalance(db, m.memberId, account)) + m.amount;
    if (after < 0) throw badRequest('wallet.insufficient_balance');
    await db.run(
      'UPDATE wallet_account SET balance = ? WHERE member_id = ? AND account = ?',
      after,
      m.memberId,
      account,
    );
  }
  const at = typeof m.now === 'string' ? m.now : new Date(m.now ?? Date.now()).toISOString();
  await db.run(
    'INSERT INTO ledger (member_id, account, type, amount, balance_after, reference, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    m.memberId,
    account,
    m.type,
    m.amount,
    after,
    m.reference ?? '',
    m.remark ?? '',
    at,
  );
  const metrics = metricsOf(db);
  if (metrics) db.afterCommit(() => metrics.moneyMoved(m.type, m.amount));
  // the balance push (stream.ts) hears of it after this transaction ends
  if (account === 'MAIN') await balanceMoved(db, m.memberId);
  return after;
}

export interface LedgerViolation {
  memberId: number;
  account: string;
  balance: number;
  ledgerSum: number;
  lastBalanceAfter: number | null;
}

/** @returns every account whose balance differs from its ledger sum or last balance_after (none expected). */
export async function checkLedger(db: Db): Promise<LedgerViolation[]> {
  const rows = await db.all<LedgerViolation>(`SELECT w.member_id AS memberId, w.account, w.balance,
         COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = w.member_id AND l.account = w.account), 0) AS ledgerSum,
         (SELECT balance_after FROM ledger l WHERE l.member_id = w.member_id AND l.account = w.account ORDER BY id DESC LIMIT 1) AS lastBalanceAfter
       FROM wallet_account w`);
  const orphan =
    await db.all<LedgerViolation>(`SELECT l.member_id AS memberId, l.account, 0 AS balance, SUM(l.amount) AS ledgerSum, NULL AS lastBalanceAfter
       FROM ledger l LEFT JOIN wallet_account w ON w.member_id = l.member_id AND w.account = l.account
       WHERE w.member_id IS NULL GROUP BY l.member_id, l.account`);
  return [
    ...rows.filter(
      (r) =>
        r.balance !== r.ledgerSum ||
        (r.lastBalanceAfter !== null && r.lastBalanceAfter !== r.balance) ||
        r.balance < 0,
    ),
    ...orphan,
  ];
}

// ---- Idempotency --------------------------------------------------------------------------------

const KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** @returns the key from the `Idempotency-Key` header or the body's `idempotencyKey`; 400 when missing or malformed. */
export function idempotencyKeyOf(header: unknown, bodyKey: unknown): string {
  const k = typeof header === 'string' && header ? header : typeof bodyKey === 'string' ? bodyKey : '';
  if (!KEY_RE.test(k)) throw badRequest('wallet.idempotency_key_required');
  return k;
}

const hashRequest = (payload: unknown) =>
  crypto.createHash('sha256').update(JSON.stringify(payload)).digest('hex');

/**
 * Runs `apply` at most once per (member, scope, key), inside one transaction with the stored result,
 * so "applied" and "remembered" cannot diverge. A replay answers the stored result; the same key with
 * a different payload is a 409. The lookup happens inside the transaction, after any async work
 * (password checks) and after the lock on the member's MAIN account, so parallel requests with one key
 * cannot both apply: the second finds the first one's result. On PostgreSQL the transaction is READ COMMITTED
 * (design note 6): the lock, not a serialization failure, orders a member's money requests.
 */
export async function idempotent<T>(
  db: Db,
  memberId: number,
  scope: string,
  key: string,
  payload: unknown,
  apply: () => Promise<T>,
): Promise<T> {
  const reqHash = hashRequest(payload);
  return await db.transaction(
    async () => {
      await lockedBalance(db, memberId);
      const prior = await db.get<{ request_hash: string; response_json: string }>(
        'SELECT request_hash, response_json FROM idempotency WHERE member_id = ? AND scope = ? AND key = ?',
        memberId,
        scope,
        key,
      );
      if (prior) {
        if (prior.request_hash !== reqHash) throw conflict('wallet.idempotency_conflict');
        return JSON.parse(prior.response_json) as T;
      }
      const result = await apply();
      await db.run(
        'INSERT INTO idempotency (member_id, scope, key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        memberId,
        scope,
        key,
        reqHash,
        JSON.stringify(result),
        new Date().toISOString(),
      );
      return result;
    },
    { isolation: 'read committed' },
  );
}

// ---- Fault injection for rollback tests ------------------------------------------------------------

const armed = new Set<string>();

/**
 * Test hook: arms a named failure point; the next `failpoint(name)` inside a money transaction throws,
 * which must roll the whole move back. Has no effect unless a test arms it.
 */
export function armFailpoint(name: string): void {
  armed.add(name);
}
export function disarmFailpoints(): void {
  armed.clear();
}
export function failpoint(name: string): void {
  if (armed.delete(name)) throw failpointError(name);
}

/**
 * For a statement that runs a whole money transaction in the database (the Dice round's function): the first of
 * `names` armed, disarmed here and handed to the statement, which raises at that point; else null.
 */
export function takeFailpoint(names: readonly string[]): string | null {
  for (const name of names) if (armed.delete(name)) return name;
  return null;
}

/** The error an armed failure point throws (the 500 a caller sees). */
export const failpointError = (name: string): DomainError =>
  new DomainError(500, 'system.error', undefined, { failpoint: name });
