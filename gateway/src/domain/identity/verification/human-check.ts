import crypto from 'node:crypto';
import type { HumanCheckResult, SliderChallenge } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest } from '../../errors';
import { encodePng, Raster } from './png';

const WIDTH = 280;
const HEIGHT = 160;
const PIECE = 44;
const TOLERANCE = 6;
const TTL_MS = 2 * 60 * 1000;
/** A human drag takes a moment; a bot that posts the answer at once, or a tab left open, does not pass. */
const MIN_DURATION_MS = 300;
const MAX_DURATION_MS = 60_000;

const rnd = (min: number, max: number) => crypto.randomInt(min, max + 1);

interface Rendered {
  targetX: number;
  pieceY: number;
  backgroundImage: string;
  pieceImage: string;
}

/** Draws one challenge's images (9 to 14 ms of CPU here): the hole at a random place. */
function render(): Rendered {
  const targetX = rnd(PIECE + 20, WIDTH - PIECE - 8);
  const pieceY = rnd(8, HEIGHT - PIECE - 8);
  const bg = new Raster(WIDTH, HEIGHT);
  // A soft gradient with random blocks and lines, so the hole is findable by eye but differs every time.
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++)
      bg.set(x, y, [(40 + (x * 120) / WIDTH) | 0, (90 + (y * 100) / HEIGHT) | 0, 150]);
  for (let i = 0; i < 14; i++)
    bg.rect(rnd(0, WIDTH), rnd(0, HEIGHT), rnd(10, 60), rnd(10, 40), [
      rnd(60, 255),
      rnd(60, 255),
      rnd(60, 255),
    ]);
  for (let i = 0; i < 8; i++)
    bg.line(rnd(0, WIDTH), rnd(0, HEIGHT), rnd(0, WIDTH), rnd(0, HEIGHT), [
      rnd(0, 255),
      rnd(0, 255),
      rnd(0, 255),
    ]);
  const piece = new Raster(PIECE, PIECE);
  for (let j = 0; j < PIECE; j++)
    for (let i = 0; i < PIECE; i++) {
      const edge = i === 0 || j === 0 || i === PIECE - 1 || j === PIECE - 1;
      const [r, g, b] = bg.get(targetX + i, pieceY + j);
      piece.set(i, j, edge ? [255, 255, 255] : [r, g, b]);
      bg.set(
        targetX + i,
        pieceY + j,
        edge ? [255, 255, 255] : [(r * 0.35) | 0, (g * 0.35) | 0, (b * 0.35) | 0],
      );
    }
  return {
    targetX,
    pieceY,
    backgroundImage: encodePng(bg).toString('base64'),
    pieceImage: encodePng(piece).toString('base64'),
  };
}

/**
 * Challenge images are drawn ahead of time, off the request path (drawing them per request let
 * ten clients push every other call from 1 ms to 180 ms). A request takes one ready image set, each is
 * used once, and the pool refills one set per turn of the event loop in between other work. Under a burst
 * deeper than the pool a request draws its own (the per-client rate limit bounds such bursts).
 */
export const POOL_SIZE = 16;
const pool: Rendered[] = [];
let refilling = false;
function refill(): void {
  if (refilling || pool.length >= POOL_SIZE) return;
  refilling = true;
  setImmediate(() => {
    refilling = false;
    pool.push(render());
    refill();
  });
}

/** @returns how many drawn challenges wait in the pool (for tests and the bench) */
export const challengePoolSize = () => pool.length;

/** @returns the background images waiting in the pool, the next one served first (for tests) */
export const challengePoolImages = () => pool.map((r) => r.backgroundImage);

/** @returns a new single-use challenge with its background (hole drawn) and piece as base64 PNGs */
export async function createChallenge(db: Db, now = Date.now()): Promise<SliderChallenge> {
  const r = pool.shift() ?? render();
  refill();
  const challengeId = crypto.randomBytes(16).toString('hex');
  await db.run(
    'INSERT INTO human_check (id, target_x, piece_y, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    challengeId,
    r.targetX,
    r.pieceY,
    now,
    now + TTL_MS,
  );
  return {
    challengeId,
    width: WIDTH,
    height: HEIGHT,
    pieceSize: PIECE,
    pieceY: r.pieceY,
    targetX: r.targetX,
    tolerance: TOLERANCE,
    backgroundImage: r.backgroundImage,
    pieceImage: r.pieceImage,
    expiresInSeconds: TTL_MS / 1000,
  };
}

/**
 * Verifies a slider result: known, unused and live challenge, landing within the tolerance, a plausible
 * duration and (when given) a trail that moves forward in time and ends where the piece was released.
 * The challenge is burned on the first attempt, right or wrong, so an answer cannot be replayed or searched.
 * @throws DomainError 400 `humancheck.failed`
 */
export async function verifyHumanCheck(
  db: Db,
  result: HumanCheckResult | undefined,
  now = Date.now(),
): Promise<void> {
  if (!result) throw badRequest('humancheck.failed');
  const burn = await db.get<{ target_x: number }>(
    'UPDATE human_check SET used = 1 WHERE id = ? AND used = 0 AND expires_at > ? RETURNING target_x',
    result.challengeId,
    now,
  );
  if (!burn) throw badRequest('humancheck.failed');
  if (Math.abs(result.x - burn.target_x) > TOLERANCE) throw badRequest('humancheck.failed');
  if (result.durationMs < MIN_DURATION_MS || result.durationMs > MAX_DURATION_MS)
    throw badRequest('humancheck.failed');
  const trail = result.trail;
  if (trail && trail.length > 0) {
    let lastT = -Infinity;
    for (const [, t] of trail) {
      if (t < lastT) throw badRequest('humancheck.failed');
      lastT = t;
    }
    const [endX] = trail[trail.length - 1]!;
    if (trail.length < 2 || Math.abs(endX - result.x) > TOLERANCE || lastT > result.durationMs + 1000)
      throw badRequest('humancheck.failed');
  }
  await db.run('DELETE FROM human_check WHERE expires_at < ?', now - TTL_MS);
}
