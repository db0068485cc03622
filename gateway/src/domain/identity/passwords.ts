import crypto from 'node:crypto';
import { DomainError } from '../errors';

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** crypto.scrypt looked up at call time (not bound at load), so a test can observe the cost of each call. */
const scrypt = (password: string, salt: Buffer, keylen: number, o: ScryptParams): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    crypto.scrypt(password, salt, keylen, { ...o, maxmem: 256 * o.N * o.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

/**
 * scrypt parameters. Production uses OWASP's N=2^17, r=8, p=1 (about 0.3 s here); tests and the seed
 * may lower the cost with JOGO_SCRYPT_N so a suite of hundreds of logins stays fast. The cost is stored
 * in each hash, so hashes made at one cost verify under another setting.
 */
export function currentParams(): ScryptParams {
  const n = Number(process.env.JOGO_SCRYPT_N ?? 131072);
  return { N: Number.isInteger(n) && n >= 1024 ? n : 131072, r: 8, p: 1 };
}

// ---- Bounded hashing ---------------------------------------------------------------------------------
// scrypt runs on libuv's thread pool (4 threads by default), which file I/O and DNS share. Unbounded, a
// burst of failed logins queues seconds of hashing ahead of every other caller (12 parallel
// failed logins delayed a normal login from 8 ms to 2.8 s). At most HASH_CONCURRENCY hashes run at
// once; callers that may shed load (logins and registrations: unauthenticated) get a fast 429 when
// HASH_QUEUE callers already wait, the others (a member's own payment password) queue up to HASH_QUEUE_MAX
// (then 429 too). Per account (a burst of parallel guesses on one account), at most
// HASH_PER_ACCOUNT hashes of one account run or wait; the next answers 429 at once.

const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
};
let active = 0;
const waiting: (() => void)[] = [];
const perAccount = new Map<string, number>();

/** Limits of the hashing pool; read per call so a test or an operator can change them. */
export function hashLimits(): { concurrency: number; queue: number; queueMax: number; perAccount: number } {
  const queue = envInt('JOGO_HASH_QUEUE', 8);
  return {
    concurrency: Math.max(1, envInt('JOGO_HASH_CONCURRENCY', 2)),
    queue,
    queueMax: Math.max(queue, envInt('JOGO_HASH_QUEUE_MAX', 64)),
    perAccount: Math.max(1, envInt('JOGO_HASH_PER_ACCOUNT', 2)),
  };
}

const busy = () => new DomainError(429, 'TOO_MANY_REQUESTS', { busy: true });

/** @returns how many hashes run and wait now (for tests and the bench). */
export const hashLoad = () => ({ active, waiting: waiting.length });

async function withHashSlot<T>(o: HashOptions, fn: () => Promise<T>): Promise<T> {
  const limits = hashLimits();
  const mine = o.account === undefined ? 0 : (perAccount.get(o.account) ?? 0);
  if (o.account !== undefined && mine >= limits.perAccount) throw busy();
  if (active >= limits.concurrency && waiting.length >= (o.shed ? limits.queue : limits.queueMax))
    throw busy();
  if (o.account !== undefined) perAccount.set(o.account, mine + 1);
  try {
    if (active >= limits.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await fn();
    } finally {
      const next = waiting.shift();
      // the slot passes straight to the next waiter, so `active` never drops below the queue's needs
      if (next) next();
      else active--;
    }
  } finally {
    if (o.account !== undefined) {
      const n = (perAccount.get(o.account) ?? 1) - 1;
      if (n > 0) perAccount.set(o.account, n);
      else perAccount.delete(o.account);
    }
  }
}

export interface HashOptions {
  /** answer 429 at once when the pool is saturated instead of queueing (unauthenticated callers) */
  shed?: boolean;
  /** the account the hash is for (`m:<member id>`, `u:<merchant>:<username>`): bounded per account */
  account?: string;
}

/** @returns `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string, opts: HashOptions = {}): Promise<string> {
  const { N, r, p } = currentParams();
  const salt = crypto.randomBytes(16);
  const key = await withHashSlot(opts, () => scrypt(password, salt, 32, { N, r, p }));
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** @returns the cost parameters stored in a hash, or null when it is not ours */
export function paramsOf(stored: string): ScryptParams | null {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  const o = { N: Number(n), r: Number(r), p: Number(p) };
  if (alg !== 'scrypt' || !salt || !hash || ![o.N, o.r, o.p].every((x) => Number.isInteger(x) && x > 0))
    return null;
  return o;
}

/** Whether a stored hash was made at another cost than the current setting (rehash it on success). */
export function needsRehash(stored: string): boolean {
  const have = paramsOf(stored);
  const want = currentParams();
  return !have || have.N !== want.N || have.r !== want.r || have.p !== want.p;
}

const DUMMY_SALT = crypto.randomBytes(16);

/**
 * Checks a password against a stored hash. When the stored cost differs from the current setting (the
 * setting changed since the hash was made), a hash at the current cost is computed as well, so a known
 * account never answers faster than an unknown one (which is checked against a dummy at the current
 * cost): no time oracle on which usernames exist. Logins rehash at the current cost on success, so the
 * difference disappears as members come back.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  opts: HashOptions = {},
): Promise<boolean> {
  const o = paramsOf(stored);
  const [, , , , salt, hash] = stored.split('$');
  return withHashSlot(opts, async () => {
    if (!o) {
      await scrypt(password, DUMMY_SALT, 32, currentParams());
      return false;
    }
    const key = await scrypt(password, Buffer.from(salt!, 'base64'), 32, o);
    if (needsRehash(stored)) await scrypt(password, DUMMY_SALT, 32, currentParams());
    const expected = Buffer.from(hash!, 'base64');
    return expected.length === key.length && crypto.timingSafeEqual(expected, key);
  });
}

/**
 * What a login checks an unknown username against: a password hash at the current cost, so a miss
 * costs the same scrypt time as a wrong password.
 */
export const DUMMY_HASH = 'dummy';
