import type { Db } from '../../db/open-db';
import { listen, type Listener } from '../../db/listener';

/**
 * The request context of a merchant: whether it exists, its site status, its module flags and its site settings.
 * Every gateway call reads some of it (the merchant header, the maintenance check, a route's module flag, the
 * market profile) and it changes only when an operator changes it, so each process keeps it in memory, per
 * database handle, and reads it again after a change:
 * - a write of this handle to one of its tables (the statement's text names the table: `Db.watchWrites`) drops
 *   it at once and again when the transaction commits, so a change is read back by the next call of this process;
 * - on PostgreSQL, the other processes' changes arrive as `NOTIFY jogo_context` (statement triggers of the four
 *   tables, delivered at commit) on a LISTEN connection of this process. While that connection is not in place
 *   (before it first connects, while it reconnects) nothing is kept: every call reads the database, as before.
 * Inside a transaction the context is read from the cache when it holds it but never stored from a read there
 * (the transaction may write it and roll back).
 */
export interface MerchantContext {
  exists: boolean;
  status: { status: number; end_time: string | null } | undefined;
  /** module flags by id */
  flags: ReadonlyMap<string, { enabled: number; parent_id: string | null }>;
  /** the site settings the operator has set, by key */
  settings: ReadonlyMap<string, string>;
}

/**
 * The tables the context is read from, and the catalogue's (game, vendor: the pages `keptWithContext` keeps); a write
 * to one of them drops it all.
 */
export const CONTEXT_TABLES = [
  'merchant',
  'system_status',
  'module_flag',
  'site_setting',
  'game',
  'vendor',
] as const;

/** The PostgreSQL channel the context tables' triggers notify (migration 200). */
export const CONTEXT_CHANNEL = 'jogo_context';

interface Cache {
  /** bumped by every change: a load that started before one is not stored */
  generation: number;
  merchants: Map<string, MerchantContext>;
  /** answers built from the context and the catalogue only (`keptWithContext`), by key */
  kept: Map<string, unknown>;
  listener: Listener | null;
}

/** Answers `keptWithContext` holds per handle: past it the map starts again. */
const MAX_KEPT = 2000;

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let c = caches.get(db);
  if (c) return c;
  const cache: Cache = { generation: 0, merchants: new Map(), kept: new Map(), listener: null };
  const drop = () => {
    cache.generation++;
    cache.merchants.clear();
    cache.kept.clear();
  };
  db.watchWrites(CONTEXT_TABLES, () => {
    drop();
    db.afterCommit(drop);
  });
  if (db.engine === 'postgres' && db.directUrl)
    cache.listener = listen({
      url: db.directUrl,
      channel: CONTEXT_CHANNEL,
      name: 'jogo-context',
      onNotice: drop,
      onLost: drop,
      onReconnected: drop,
    });
  db.onClose(async () => await cache.listener?.close());
  caches.set(db, (c = cache));
  return c;
}

async function load(db: Db, merchant: string): Promise<MerchantContext> {
  const exists = (await db.get('SELECT 1 AS one FROM merchant WHERE code = ?', merchant)) !== undefined;
  const status = await db.get<MerchantContext['status']>(
    'SELECT status, end_time FROM system_status WHERE merchant_code = ?',
    merchant,
  );
  const flags = await db.all<{ mod_id: string; enabled: number; parent_id: string | null }>(
    'SELECT mod_id, enabled, parent_id FROM module_flag WHERE merchant_code = ?',
    merchant,
  );
  const settings = await db.all<{
    key: string;
    value: string;
  }>('SELECT key, value FROM site_setting WHERE merchant_code = ?', merchant);
  return {
    exists,
    status,
    flags: new Map(flags.map((f) => [f.mod_id, { enabled: f.enabled, parent_id: f.parent_id }])),
    settings: new Map(settings.map((s) => [s.key, s.value])),
  };
}

/** @returns the context of `merchant`, from this process's memory when it holds it (see above) */
export async function merchantContext(db: Db, merchant: string): Promise<MerchantContext> {
  const cache = cacheOf(db);
  const kept = cache.merchants.get(merchant);
  if (kept) return kept;
  const generation = cache.generation;
  const ctx = await load(db, merchant);
  const trusted = cache.listener === null ? db.engine === 'sqlite' : cache.listener.listening;
  // an unknown merchant (any header value) is never kept
  if (ctx.exists && trusted && generation === cache.generation && !db.inTransaction)
    cache.merchants.set(merchant, ctx);
  return ctx;
}

/**
 * An answer that depends only on the request context and the game catalogue (a page of the game list, never a
 * member's own list), kept in this process's memory under `key` and dropped with the context, by the same rules:
 * any write of those tables here or, on PostgreSQL, in any process (their statement triggers notify; migrations 203
 * and 221). @returns the kept answer, or what `build` returns (kept when it may be)
 */
export async function keptWithContext<T>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db);
  if (cache.kept.has(key)) return cache.kept.get(key) as T;
  const generation = cache.generation;
  const value = await build();
  const trusted = cache.listener === null ? db.engine === 'sqlite' : cache.listener.listening;
  if (trusted && generation === cache.generation && !db.inTransaction) {
    if (cache.kept.size >= MAX_KEPT) cache.kept.clear();
    cache.kept.set(key, value);
  }
  return value;
}

/** Resolves once `db` keeps contexts (PostgreSQL: its LISTEN connection is in place). */
export async function contextReady(db: Db): Promise<void> {
  await cacheOf(db).listener?.ready();
}

/** Drops every kept context of `db` (an operator tool that wrote around the gateway). */
export function dropMerchantContexts(db: Db): void {
  const c = caches.get(db);
  if (!c) return;
  c.generation++;
  c.merchants.clear();
  c.kept.clear();
}
