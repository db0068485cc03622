import crypto from 'node:crypto';
import type { Db } from '../../../db/open-db';
import { drawDigit, encodePng, Raster } from './png';
import { sameDigest, sha256 } from './common';

const TTL_MS = 5 * 60 * 1000;
const LENGTH = 4;

const answerHash = (client: string, answer: string) => sha256(`captcha:${client}:${answer}`);

/**
 * Draws a new 4-digit captcha for a client (its IP). Only the newest captcha of a client counts, so asking for
 * a fresh image retires the old answer. The plain answer is kept only in development mode for GET /__dev/captcha.
 * @returns the base64 PNG
 */
export async function createCaptcha(
  db: Db,
  client: string,
  keepAnswer: boolean,
  now = Date.now(),
): Promise<string> {
  const answer = Array.from({ length: LENGTH }, () => String(crypto.randomInt(0, 10))).join('');
  const r = new Raster(120, 40, [245, 245, 240]);
  const rnd = (a: number, b: number) => crypto.randomInt(a, b + 1);
  for (let i = 0; i < 120; i++) r.set(rnd(0, 119), rnd(0, 39), [rnd(120, 220), rnd(120, 220), rnd(120, 220)]);
  [...answer].forEach((d, i) =>
    drawDigit(r, d, 12 + i * 26 + rnd(-2, 2), 5 + rnd(-2, 4), 4, rnd(-2, 2) / 2, [
      rnd(0, 90),
      rnd(0, 90),
      rnd(60, 160),
    ]),
  );
  // Strike-through lines drawn over the digits make naive OCR harder; they never fully cover a glyph.
  for (let i = 0; i < 3; i++)
    r.line(0, rnd(5, 35), 119, rnd(5, 35), [rnd(80, 200), rnd(0, 120), rnd(0, 120)]);
  await db.run(
    'INSERT INTO captcha (client_key, answer_hash, answer_dev, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    client,
    answerHash(client, answer),
    keepAnswer ? answer : null,
    now,
    now + TTL_MS,
  );
  await db.run('DELETE FROM captcha WHERE expires_at < ?', now - TTL_MS);
  return encodePng(r).toString('base64');
}

/** Checks and burns the newest captcha of a client. @returns whether the answer was right */
export async function checkCaptcha(
  db: Db,
  client: string,
  answer: string | undefined,
  now = Date.now(),
): Promise<boolean> {
  const row = await db.get<{ id: number; answer_hash: string; expires_at: number; used: number }>(
    'SELECT id, answer_hash, expires_at, used FROM captcha WHERE client_key = ? ORDER BY id DESC LIMIT 1',
    client,
  );
  if (!row || row.used || row.expires_at <= now || !answer) return false;
  await db.run('UPDATE captcha SET used = 1 WHERE id = ?', row.id);
  return sameDigest(row.answer_hash, answerHash(client, answer.trim()));
}
