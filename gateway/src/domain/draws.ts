import crypto from 'node:crypto';
import type { LottoDraw } from '@jogo/shared/api';

/**
 * Lottery draws are not stored: draw k of a game opens at k × interval seconds after the epoch and
 * its numbers are HMAC-SHA256(secret, `<game>:<k>`). Every instance of the gateway therefore shows the
 * same history without a scheduler, and the history extends itself as time passes.
 */
const DRAW_SECRET = 'jogo-demo-lotto-v1';

export interface LottoGameRow {
  game_code: string;
  draw_interval: number;
  balls: number;
  max_number: number;
}

export function drawAt(g: LottoGameRow, k: number): LottoDraw {
  const mac = crypto.createHmac('sha256', DRAW_SECRET).update(`${g.game_code}:${k}`).digest();
  const width = String(g.max_number).length;
  const nums: string[] = [];
  for (let i = 0; i < g.balls; i++)
    nums.push(String(mac.readUInt16BE(i * 2) % (g.max_number + 1)).padStart(width, '0'));
  const open = new Date(k * g.draw_interval * 1000);
  const day = open.toISOString().slice(0, 10).replace(/-/g, '');
  const perDay = Math.max(1, Math.floor(86400 / g.draw_interval));
  const numero =
    perDay === 1 ? day : `${day}-${String((k % perDay) + 1).padStart(String(perDay).length, '0')}`;
  return { gameCode: g.game_code, numero, winNumbers: nums.join(','), openTime: open.toISOString() };
}

/** @returns the index of the latest opened draw at `now`. */
export const latestIndex = (g: LottoGameRow, now = Date.now()) => Math.floor(now / 1000 / g.draw_interval);
