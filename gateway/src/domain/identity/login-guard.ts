import type { Db } from '../../db/open-db';
import { AppError } from '../../http/errors';

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
  pending: number;
  pending_at: number | null;
}

/** A reservation older than this is of a process that died mid-check: it no longer counts. */
const PENDING_STALE_MS = 60_000;
const inFlight = (r: GuardRow, now: number) =>
  r.pending_at !== null && now - r.pending_at < PENDING_STALE_MS ? r.pending : 0;

export const userKey = (merchant: string, username: string) => `u:${merchant}:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

function read(db: Db, key: string, now: number): GuardRow {
  const row = db
    .prepare(
      'SELECT failures, window_start, locked_until, pending, pending_at FROM login_guard WHERE key = ?',
    )
    .get(key) as GuardRow | undefined;
  if (!row || (now - row.window_start > WINDOW_MS && (row.locked_until ?? 0) <= now))
    return {
      failures: 0,
      window_start: now,
      locked_until: null,
      pending: row?.pending ?? 0,
      pending_at: row?.pending_at ?? null,
    };
  return row;
}

/** @returns the time a username stays locked until, or null */
export function lockedUntil(db: Db, key: string, now = Date.now()): number | null {
  const row = read(db, key, now);
  return row.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** Failures counted on a key in its window. */
export const loginFailures = (db: Db, key: string, now = Date.now()): number => read(db, key, now).failures;

/** Whether the next attempt must carry a captcha answer. */
export function needsCaptcha(db: Db, keys: string[], now = Date.now()): boolean {
  return keys.some((k) => read(db, k, now).failures >= CAPTCHA_AFTER);
}

const upsert = (db: Db, key: string, r: GuardRow) =>
  db
    .prepare(
      `INSERT INTO login_guard (key, failures, window_start, locked_until, pending, pending_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start,
       locked_until = excluded.locked_until, pending = excluded.pending, pending_at = excluded.pending_at`,
    )
    .run(key, r.failures, r.window_start, r.locked_until, r.pending, r.pending_at);

/**
 * Reserves one password check of a username before its slow hash, in one transaction with the lock check
 * (issue 27): failures counted plus checks in flight never pass LOCK_AFTER, so a burst of parallel guesses
 * cannot get more answers than the lock allows. Settle it with `recordFailure` or `clearFailures`, or
 * `releaseCheck` when no check ran.
 * @throws 403 `login.locked` while locked; 429 `TOO_MANY_REQUESTS` (`value.busy`) when full
 */
export function reserveCheck(db: Db, key: string, now = Date.now()): void {
  db.transaction(() => {
    const row = read(db, key, now);
    if (row.locked_until && row.locked_until > now)
      throw new AppError(403, 'login.locked', { lockedUntil: new Date(row.locked_until).toISOString() });
    const pending = inFlight(row, now);
    if (row.failures + pending >= LOCK_AFTER) throw new AppError(429, 'TOO_MANY_REQUESTS', { busy: true });
    upsert(db, key, { ...row, pending: pending + 1, pending_at: now });
  })();
}

/** Gives a reservation back when its check did not run (the hash pool answered 429). */
export function releaseCheck(db: Db, key: string, now = Date.now()): void {
  db.transaction(() => {
    const row = read(db, key, now);
    upsert(db, key, { ...row, pending: Math.max(0, inFlight(row, now) - 1) });
  })();
}

/**
 * Counts a failure on each key (and settles the username's reservation, if it made one); the username key
 * locks at LOCK_AFTER.
 */
export function recordFailure(
  db: Db,
  keys: { user: string; ip: string },
  now = Date.now(),
  reserved = false,
): void {
  db.transaction(() => {
    for (const key of [keys.user, keys.ip]) {
      const row = read(db, key, now);
      const failures = row.failures + 1;
      const lock = key === keys.user && failures >= LOCK_AFTER ? now + LOCK_MS : row.locked_until;
      const pending = key === keys.user && reserved ? Math.max(0, inFlight(row, now) - 1) : row.pending;
      upsert(db, key, { ...row, failures, locked_until: lock, pending });
    }
  })();
}

/**
 * A successful login clears its username's counter. The IP counter is left to expire on its own, so an
 * attacker cannot reset it by logging in to an account of their own between guesses.
 */
export function clearFailures(db: Db, userKeyValue: string, reserved = false): void {
  // checks of the same burst still in flight stay reserved, so they still count when they settle wrong
  db.prepare(
    'UPDATE login_guard SET failures = 0, locked_until = NULL, pending = MAX(0, pending - ?) WHERE key = ?',
  ).run(reserved ? 1 : 0, userKeyValue);
}
