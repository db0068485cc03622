import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { badRequest } from '../../http/errors';
import { registerMessages, type Lang } from '../../i18n/messages';

/**
 * Helpers shared by the money and catalogue domains (games, lottery, wallet, content, agent, in-house): JSON-schema
 * parts, paging, date ranges and the conversion of wire amounts (decimal currency units) to the
 * integer minor units the database holds.
 */

registerMessages({
  'wallet.amount_invalid': {
    PT: 'Valor inválido: use no máximo 2 casas decimais',
    EN: 'Invalid amount: use at most 2 decimal places',
  },
  'request.date_range_invalid': {
    PT: 'Intervalo de datas inválido (máximo 93 dias, início antes do fim)',
    EN: 'Invalid date range (at most 93 days, start before end)',
  },
  'request.date_invalid': { PT: 'Data inválida', EN: 'Invalid date' },
});

export const PAGE_NO = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const;
export const pageSize = (dflt: number, max = 100) =>
  ({ type: 'integer', minimum: 1, maximum: max, default: dflt }) as const;
export const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
/** amounts on the wire: positive decimals, checked for 2 decimals by toMinor() */
export const AMOUNT = { type: 'number', exclusiveMinimum: 0, maximum: 100000000 } as const;
export const SHORT_TEXT = (max = 64) => ({ type: 'string', maxLength: max }) as const;
/** client, platform and language parameters the spec's calls carry; accepted and ignored */
export const CLIENT_QUERY = {
  clientType: { type: 'integer', minimum: 0, maximum: 99 },
  platform: { type: 'string', maxLength: 32 },
  merchant: { type: 'string', maxLength: 32 },
  merchantCode: { type: 'string', maxLength: 32 },
  language: { type: 'string', maxLength: 8 },
  token: { type: 'string', maxLength: 256 },
  device: { type: 'string', maxLength: 32 },
} as const;

/** @returns integer minor units; rejects more than 2 decimals (no silent rounding of money). */
export function toMinor(amount: number): number {
  const scaled = amount * 100;
  const minor = Math.round(scaled);
  if (!Number.isFinite(amount) || Math.abs(scaled - minor) > 1e-6 || minor <= 0)
    throw badRequest('wallet.amount_invalid');
  return minor;
}

/** @returns currency units with 2 decimals for the wire. */
export const toMajor = (minor: number): number => Math.round(minor) / 100;

export interface Paged<T> {
  rows: T[];
  totalCount: number;
  totalPages: number;
}

export const totalPages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/**
 * One page of a member's orders (deposits, withdrawals), newest first: `select` is the domain's SELECT over
 * `table` aliased `o`; `toItem` maps a row to its wire form.
 */
export function memberOrdersPage<Row, Item>(
  db: Db,
  order: { table: 'deposit_order' | 'withdraw_order'; select: string; toItem: (row: Row) => Item },
  memberId: number,
  pageNo: number,
  size: number,
): { content: Item[]; totalPages: number; totalCount: number; pageNo: number } {
  const n = (
    db.prepare(`SELECT COUNT(*) AS n FROM ${order.table} WHERE member_id = ?`).get(memberId) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `${order.select} WHERE o.member_id = ? ORDER BY o.created_at DESC, o.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(memberId, size, (pageNo - 1) * size) as Row[];
  return { content: rows.map(order.toItem), totalPages: totalPages(n, size), totalCount: n, pageNo };
}

/**
 * @returns `[fromIso, toIsoExclusive]` for inclusive `YYYY-MM-DD` dates; the default is the last
 * `defaultDays` days up to now. At most 93 days so a report never scans the whole ledger.
 */
export function dateRange(
  startDate: string | undefined,
  endDate: string | undefined,
  now = Date.now(),
  defaultDays = 30,
): [string, string] {
  const day = 86400_000;
  const parse = (d: string) => {
    const t = Date.parse(`${d}T00:00:00.000Z`);
    if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== d)
      throw badRequest('request.date_invalid');
    return t;
  };
  const end = endDate ? parse(endDate) + day : Math.floor(now / day) * day + day;
  const start = startDate ? parse(startDate) : end - defaultDays * day;
  if (start >= end || end - start > 93 * day) throw badRequest('request.date_range_invalid');
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}

/** Masks a customer name for public boards: `demo_player` → `de***er`. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name[0] ?? ''}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export const pick = <T>(lang: Lang, pt: T, en: T): T => (lang === 'EN' ? en : pt);

/** A readable order number: prefix, UTC date, 10 random hex digits. */
export function orderNo(prefix: string, now = Date.now()): string {
  const d = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${d}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Deterministic PRNG (mulberry32) for the seed world. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A bet row joined with its game's names (`SELECT b.*, g.name_pt, g.name_en ...`). */
export interface BetRow {
  id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  amount: number;
  payout: number;
  created_at: string;
  name_pt: string | null;
  name_en: string | null;
}

/** One bet as the betting records (member) and team betting (agent) answer it. */
export function betRecord(r: BetRow, lang: Lang) {
  return {
    id: r.id,
    gameCode: r.game_code,
    gameName: pick(lang, r.name_pt, r.name_en) ?? r.game_code,
    gameType: r.game_type,
    vassalage: r.vassalage,
    betAmount: toMajor(r.amount),
    payout: toMajor(r.payout),
    winLoss: toMajor(r.payout - r.amount),
    createdAt: r.created_at,
  };
}
