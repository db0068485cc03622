import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';

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

export const userKey = (merchant: string, username: string) => `u:${merchant}:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

async function read(db: Db, key: string, now: number): Promise<GuardRow> {
  const row = await db.get<GuardRow>(
    'SELECT failures, window_start, locked_until, pending, pending_at FROM login_guard WHERE key = ?',
    key,
  );
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
export async function lockedUntil(db: Db, key: string, now = Date.now()): Promise<number | null> {
  const row = await read(db, key, now);
  return row.locked_until && row.locked_until > now ? row.locked_until : null;
}

/** Failures counted on a key in its window. */
export const loginFailures = async (db: Db, key: string, now = Date.now()): Promise<number> =>
  (await read(db, key, now)).failures;

/** Whether the next attempt must carry a captcha answer. */
export async function needsCaptcha(db: Db, keys: string[], now = Date.now()): Promise<boolean> {
  for (const k of keys) if ((await read(db, k, now)).failures >= CAPTCHA_AFTER) return true;
  return false;
}

// The row as the rules read it, as SQL over the stored row `login_guard` (the write statements below): a window
// that ended unlocked counts from zero; a reservation older than PENDING_STALE_MS no longer counts.
const LAPSED =
  '(@now - login_guard.window_start > @window AND COALESCE(login_guard.locked_until, 0) <= @now)';
const FAILURES = `CASE WHEN ${LAPSED} THEN 0 ELSE login_guard.failures END`;
const WINDOW_START = `CASE WHEN ${LAPSED} THEN @now ELSE login_guard.window_start END`;
const LOCKED_UNTIL = `CASE WHEN ${LAPSED} THEN NULL ELSE login_guard.locked_until END`;
const IN_FLIGHT =
  'CASE WHEN login_guard.pending_at IS NOT NULL AND @now - login_guard.pending_at < @stale THEN login_guard.pending ELSE 0 END';
const ONE_LESS = (n: string) => `CASE WHEN ${n} > 0 THEN ${n} - 1 ELSE 0 END`;
const RULES = { window: WINDOW_MS, stale: PENDING_STALE_MS };

/**
 * Reserves one password check of a username before its slow hash, in the same atomic statement as the lock
 * check: failures counted plus checks in flight never pass LOCK_AFTER, so a burst of parallel
 * guesses cannot get more answers than the lock allows, whichever gateway processes it reaches (one
 * upsert whose WHERE refuses, no read-then-write). Settle it with `recordFailure` or `clearFailures`, or
 * `releaseCheck` when no check ran.
 * @throws 403 `login.locked` while locked; 429 `TOO_MANY_REQUESTS` (`value.busy`) when full
 */
export async function reserveCheck(db: Db, key: string, now = Date.now()): Promise<void> {
  const reserved = await db.get(
    `INSERT INTO login_guard (key, failures, window_start, locked_until, pending, pending_at)
       VALUES (@key, 0, @now, NULL, 1, @now)
     ON CONFLICT (key) DO UPDATE SET failures = ${FAILURES}, window_start = ${WINDOW_START},
       locked_until = ${LOCKED_UNTIL}, pending = ${IN_FLIGHT} + 1, pending_at = @now
     WHERE COALESCE(${LOCKED_UNTIL}, 0) <= @now AND ${FAILURES} + ${IN_FLIGHT} < @lockAfter
     RETURNING key`,
    { key, now, lockAfter: LOCK_AFTER, ...RULES },
  );
  if (reserved) return;
  // refused: say why (the row as it is now; a lock is never lifted early, so this is never stale the wrong way)
  const until = await lockedUntil(db, key, now);
  if (until) throw new DomainError(403, 'login.locked', { lockedUntil: new Date(until).toISOString() });
  throw new DomainError(429, 'TOO_MANY_REQUESTS', { busy: true });
}

/** Gives a reservation back when its check did not run (the hash pool answered 429). */
export async function releaseCheck(db: Db, key: string, now = Date.now()): Promise<void> {
  await db.run(`UPDATE login_guard SET pending = ${ONE_LESS(IN_FLIGHT)} WHERE key = @key`, {
    key,
    now,
    ...RULES,
  });
}

/**
 * Counts a failure on each key (and settles the username's reservation, if it made one); the username key
 * locks at LOCK_AFTER. Each key is one atomic upsert, so failures counted by several processes all count.
 */
export async function recordFailure(
  db: Db,
  keys: { user: string; ip: string },
  now = Date.now(),
  reserved = false,
): Promise<void> {
  const count = async (key: string, isUser: boolean) =>
    await db.run(
      `INSERT INTO login_guard (key, failures, window_start, locked_until, pending, pending_at)
         VALUES (@key, 1, @now, @firstLock, 0, NULL)
       ON CONFLICT (key) DO UPDATE SET failures = ${FAILURES} + 1, window_start = ${WINDOW_START},
         locked_until = CASE WHEN @isUser = 1 AND ${FAILURES} + 1 >= @lockAfter THEN @lockUntil ELSE ${LOCKED_UNTIL} END,
         pending = CASE WHEN @settle = 1 THEN ${ONE_LESS(IN_FLIGHT)} ELSE login_guard.pending END`,
      {
        key,
        now,
        isUser: isUser ? 1 : 0,
        settle: isUser && reserved ? 1 : 0,
        lockAfter: LOCK_AFTER,
        lockUntil: now + LOCK_MS,
        firstLock: isUser && LOCK_AFTER <= 1 ? now + LOCK_MS : null,
        ...RULES,
      },
    );
  await db.transaction(
    async () => {
      await count(keys.user, true);
      await count(keys.ip, false);
    },
    { isolation: 'read committed' },
  );
}

/**
 * A successful login clears its username's counter. The IP counter is left to expire on its own, so an
 * attacker cannot reset it by logging in to an account of their own between guesses.
 */
export async function clearFailures(db: Db, userKeyValue: string, reserved = false): Promise<void> {
  // checks of the same burst still in flight stay reserved, so they still count when they settle wrong
  await db.run(
    `UPDATE login_guard SET failures = 0, locked_until = NULL,
       pending = CASE WHEN pending > @n THEN pending - @n ELSE 0 END WHERE key = @key`,
    { n: reserved ? 1 : 0, key: userKeyValue },
  );
}
