import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { stmt } from '../../db/stmt';
import { AppError, badRequest, conflict } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type { TransactionType } from '@jogo/shared/api';
import { balanceMoved } from './balance-hub';

/**
 * The money core. Design note (invariants, see gateway/README.md "Money invariants"):
 * 1. Amounts are integer minor units. 2. `wallet_account.balance >= 0` (CHECK constraint, and
 * `move()` refuses first with a clean 400). 3. Every balance change is `move()`, which updates the
 * balance and appends one ledger row with `balance_after` in the caller's transaction; nothing else
 * writes `wallet_account`. 4. So for every account, balance = Σ ledger.amount and the last row's
 * balance_after = balance; `checkLedger()` verifies both. 5. A money route runs entirely inside one
 * `db.transaction()`: better-sqlite3 transactions are synchronous, so no other request interleaves
 * between the read of a balance and its update, and any throw rolls every write back.
 */

registerMessages({
  'wallet.insufficient_balance': { PT: 'Saldo insuficiente', EN: 'Insufficient balance' },
  'wallet.idempotency_key_required': {
    PT: 'Falta a chave de idempotência (cabeçalho Idempotency-Key, 8 a 64 caracteres)',
    EN: 'Missing idempotency key (Idempotency-Key header, 8 to 64 characters)',
  },
  'wallet.idempotency_conflict': {
    PT: 'Esta chave de idempotência já foi usada com outro pedido',
    EN: 'This idempotency key was already used with a different request',
  },
});

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

export function balanceOf(db: Db, memberId: number, account: Account = 'MAIN'): number {
  const row = stmt(db, 'SELECT balance FROM wallet_account WHERE member_id = ? AND account = ?').get(
    memberId,
    account,
  ) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/**
 * Moves money on one account and writes its ledger row. Call it inside a transaction.
 * @returns the balance after the move
 * @throws AppError 400 `wallet.insufficient_balance` when a debit would go below zero
 */
export function move(db: Db, m: MoveInput): number {
  if (!Number.isInteger(m.amount) || m.amount === 0) throw new Error(`bad ledger amount ${m.amount}`);
  const account = m.account ?? 'MAIN';
  const current = balanceOf(db, m.memberId, account);
  const after = current + m.amount;
  if (after < 0) throw badRequest('wallet.insufficient_balance');
  stmt(
    db,
    `INSERT INTO wallet_account (member_id, account, balance) VALUES (?, ?, ?)
     ON CONFLICT (member_id, account) DO UPDATE SET balance = excluded.balance`,
  ).run(m.memberId, account, after);
  const at = typeof m.now === 'string' ? m.now : new Date(m.now ?? Date.now()).toISOString();
  stmt(
    db,
    'INSERT INTO ledger (member_id, account, type, amount, balance_after, reference, remark, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(m.memberId, account, m.type, m.amount, after, m.reference ?? '', m.remark ?? '', at);
  // the balance push (stream.ts) hears of it after this transaction ends
  if (account === 'MAIN') balanceMoved(db, m.memberId);
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
export function checkLedger(db: Db): LedgerViolation[] {
  const rows = db
    .prepare(
      `SELECT w.member_id AS memberId, w.account, w.balance,
         COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = w.member_id AND l.account = w.account), 0) AS ledgerSum,
         (SELECT balance_after FROM ledger l WHERE l.member_id = w.member_id AND l.account = w.account ORDER BY id DESC LIMIT 1) AS lastBalanceAfter
       FROM wallet_account w`,
    )
    .all() as LedgerViolation[];
  const orphan = db
    .prepare(
      `SELECT l.member_id AS memberId, l.account, 0 AS balance, SUM(l.amount) AS ledgerSum, NULL AS lastBalanceAfter
       FROM ledger l LEFT JOIN wallet_account w ON w.member_id = l.member_id AND w.account = l.account
       WHERE w.member_id IS NULL GROUP BY l.member_id, l.account`,
    )
    .all() as LedgerViolation[];
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
 * (password checks), so parallel requests with one key cannot both apply.
 */
export function idempotent<T>(
  db: Db,
  memberId: number,
  scope: string,
  key: string,
  payload: unknown,
  apply: () => T,
): T {
  const reqHash = hashRequest(payload);
  return db.transaction(() => {
    const prior = db
      .prepare(
        'SELECT request_hash, response_json FROM idempotency WHERE member_id = ? AND scope = ? AND key = ?',
      )
      .get(memberId, scope, key) as { request_hash: string; response_json: string } | undefined;
    if (prior) {
      if (prior.request_hash !== reqHash) throw conflict('wallet.idempotency_conflict');
      return JSON.parse(prior.response_json) as T;
    }
    const result = apply();
    db.prepare(
      'INSERT INTO idempotency (member_id, scope, key, request_hash, response_json, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(memberId, scope, key, reqHash, JSON.stringify(result), new Date().toISOString());
    return result;
  })();
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
  if (armed.delete(name)) throw new AppError(500, 'system.error', undefined, { failpoint: name });
}
