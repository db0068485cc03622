import crypto from 'node:crypto';
import type { Db } from '../../../db/open-db';
import { tooManyRequests } from '../../errors';
import { siteSetting } from '../../site/flags';
import { sameDigest, sha256 } from './common';

export type CodePurpose = 'login' | 'register' | 'reset-email';

/** Wrong guesses allowed per code before it is burned: 5 tries of a 6-digit code is a 1 in 200 000 chance. */
const MAX_ATTEMPTS = 5;

/**
 * Minutes an SMS code lives. The client counts down 60 s x this value before it may ask again, and the
 * gateway refuses a new code for the same number inside that window (spec 4, 9).
 */
export async function smsExpiredMinutes(db: Db, merchant: string): Promise<number> {
  const n = Number(await siteSetting(db, merchant, 'sms.expiredMinutes', '1'));
  return Number.isInteger(n) && n >= 1 && n <= 30 ? n : 1;
}

const codeHash = (target: string, code: string) => sha256(`code:${target}:${code}`);

/**
 * Issues a 6-digit code for a target (a `dial:number` or an e-mail), refusing a second one for the same
 * target inside the resend window with 429.
 * @returns the plain code (for the outbox; the table keeps only its hash)
 */
export async function issueCode(
  db: Db,
  o: {
    merchant: string;
    purposes: CodePurpose[];
    purpose: CodePurpose;
    target: string;
    ttlMinutes: number;
    resendMs: number;
  },
  now = Date.now(),
): Promise<string> {
  const last = await db.get<{ created_at: number }>(
    `SELECT created_at FROM verification_code WHERE merchant_code = ? AND target = ?
       AND purpose IN (${o.purposes.map(() => '?').join(',')}) ORDER BY id DESC LIMIT 1`,
    o.merchant,
    o.target,
    ...o.purposes,
  );
  if (last && now - last.created_at < o.resendMs) throw tooManyRequests();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.run(
    'INSERT INTO verification_code (merchant_code, purpose, target, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    o.merchant,
    o.purpose,
    o.target,
    codeHash(o.target, code),
    now,
    now + o.ttlMinutes * 60_000,
  );
  return code;
}

/**
 * Checks a code against the newest live code of the target. A right code is burned (single use); a wrong
 * one counts an attempt and burns the code after MAX_ATTEMPTS.
 * @returns whether the code was right
 */
export async function consumeCode(
  db: Db,
  o: { merchant: string; purpose: CodePurpose; target: string; code: string },
  now = Date.now(),
): Promise<boolean> {
  const row = await db.get<{ id: number; code_hash: string; attempts: number }>(
    `SELECT id, code_hash, attempts FROM verification_code
       WHERE merchant_code = ? AND purpose = ? AND target = ? AND used = 0 AND expires_at > ?
       ORDER BY id DESC LIMIT 1`,
    o.merchant,
    o.purpose,
    o.target,
    now,
  );
  if (!row) return false;
  // each write is conditional on the code still being live: of two gateway processes given the right code at
  // once only one burns it, and a wrong try never counts on a code already used
  if (sameDigest(row.code_hash, codeHash(o.target, o.code)))
    return (
      (await db.run('UPDATE verification_code SET used = 1 WHERE id = ? AND used = 0', row.id)).changes === 1
    );
  await db.run(
    'UPDATE verification_code SET attempts = attempts + 1, used = CASE WHEN attempts + 1 >= ? THEN 1 ELSE 0 END WHERE id = ? AND used = 0',
    MAX_ATTEMPTS,
    row.id,
  );
  return false;
}

/** The storage key of a mobile number. */
export const mobileTarget = (dial: string, num: string) => `${dial}:${num}`;
