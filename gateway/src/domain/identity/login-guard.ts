import type { Db } from '../../db/open-db';

/** Failures of one key are counted inside this sliding window. */
const WINDOW_MS = 15 * 60 * 1000;
/** From the 3rd failure of a username or of a client IP, the next attempts need a captcha. */
export const CAPTCHA_AFTER = 3;
/** The 10th failure of a username locks it for LOCK_MS. Only usernames lock: locking an IP would lock a whole NAT. */
export const LOCK_AFTER = 10;
export const LOCK_MS = 15 * 60 * 1000;

interface GuardRow {
  failures: number;
  window_start: number;
  locked_until: number | null;
}

export const userKey = (merchant: string, username: string) => `u:${merchant}:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

function read(db: Db, key: string, now: number): GuardRow {
  const row = db
    .prepare('SELECT failures, window_start, locked_until FROM login_guard WHERE key = ?')
    .get(key) as GuardRow | undefined;
  if (!row || (now - row.window_start > WINDOW_MS && (row.locked_until ?? 0) <= now))
    return { failures: 0, window_start: now, locked_until: null };
  return row;
}

/** @returns the time a username stays locked until, or null */
export function lockedUntil(db: Db, key: string, now = Date.now()): number | null {
  const row = read(db, key, now);
  return row.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** Whether the next attempt must carry a captcha answer. */
export function needsCaptcha(db: Db, keys: string[], now = Date.now()): boolean {
  return keys.some((k) => read(db, k, now).failures >= CAPTCHA_AFTER);
}

/** Counts a failure on each key; the username key locks at LOCK_AFTER. */
export function recordFailure(db: Db, keys: { user: string; ip: string }, now = Date.now()): void {
  const upsert = db.prepare(
    `INSERT INTO login_guard (key, failures, window_start, locked_until) VALUES (?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start,
     locked_until = excluded.locked_until`,
  );
  for (const key of [keys.user, keys.ip]) {
    const row = read(db, key, now);
    const failures = row.failures + 1;
    const lock = key === keys.user && failures >= LOCK_AFTER ? now + LOCK_MS : row.locked_until;
    upsert.run(key, failures, row.window_start, lock);
  }
}

/**
 * A successful login clears its username's counter. The IP counter is left to expire on its own, so an
 * attacker cannot reset it by logging in to an account of their own between guesses.
 */
export function clearFailures(db: Db, userKeyValue: string): void {
  db.prepare('DELETE FROM login_guard WHERE key = ?').run(userKeyValue);
}
