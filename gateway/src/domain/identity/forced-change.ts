import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';

const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Marks a session as one that must change its password before anything else (spec 4). */
export async function requirePasswordChange(db: Db, token: string): Promise<void> {
  await db.run('UPDATE session SET password_change_required = 1 WHERE token_hash = ?', tokenHash(token));
}

/** Lifts the mark once the password has changed in this session. */
export async function clearPasswordChange(db: Db, hash: string): Promise<void> {
  await db.run('UPDATE session SET password_change_required = 0 WHERE token_hash = ?', hash);
}

/**
 * Whether this session must change its password first. `known`: what the call's session read said already
 * (sessionClockOf), which saves the read.
 */
export async function isPasswordChangeRequired(db: Db, token: string, known?: boolean): Promise<boolean> {
  if (known !== undefined) return known;
  const row = await db.get<{ r: number }>(
    'SELECT password_change_required AS r FROM session WHERE token_hash = ?',
    tokenHash(token),
  );
  return row?.r === 1;
}
