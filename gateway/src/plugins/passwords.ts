import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * scrypt parameters. Production uses OWASP's N=2^17, r=8, p=1 (about 0.3 s here); tests and the seed
 * may lower the cost with JOGO_SCRYPT_N so a suite of hundreds of logins stays fast. The cost is stored
 * in each hash, so hashes made at one cost verify under another setting.
 */
function params(): { N: number; r: number; p: number } {
  const n = Number(process.env.JOGO_SCRYPT_N ?? 131072);
  return { N: Number.isInteger(n) && n >= 1024 ? n : 131072, r: 8, p: 1 };
}

/** @returns `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = params();
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, 32, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const key = await scrypt(password, Buffer.from(salt, 'base64'), 32, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  const expected = Buffer.from(hash, 'base64');
  return expected.length === key.length && crypto.timingSafeEqual(expected, key);
}
