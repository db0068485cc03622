import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Cols } from '../../db/db';
import type { Db } from '../../db/open-db';
import { leaderTask } from '../../db/leader';
import { AppError } from '../../http/errors';
import { nowOf } from '../../domain/site/clock';

/**
 * Calls a visitor can make without logging in that cost real CPU (a rendered challenge image, a password
 * hash, an SMS): per client (its IP, as trustProxy resolves it), at most `max` per minute. Everything
 * else is cheap or needs a session. Listed here by method and path so one table shows every limit and
 * no route file has to change. `JOGO_RATE_LIMIT_SCALE` multiplies every limit (an operator
 * behind a large NAT, a load test). The counters are in the database on PostgreSQL (`DatabaseStore`: several
 * processes count one window), in this process's memory on SQLite (one process; docs/gateway/engines-and-operations.md "Several
 * processes" gives the measurement behind the choice).
 * @see https://github.com/fastify/fastify-rate-limit
 */
export const EXPENSIVE_ROUTES: Record<string, number> = {
  'GET /wps/captcha/slider': 60,
  'GET /wps/captcha': 60,
  'POST /wps/session/login': 30,
  'POST /wps/session/login/social': 30,
  'POST /wps/session/login/freeplay': 20,
  'PUT /wps/member/register': 20,
  'PUT /wps/member/register/mobile': 20,
  'POST /wps/verification/sms/noLogin': 20,
  'POST /wps/verification/sms/register': 20,
  'POST /wps/member/password/email': 20,
  'POST /wps/member/password/verification': 20,
  // codes a member asks for: binding a contact, the payment password, the proof of the owner
  'POST /wps/member/mobile/code': 5,
  'POST /wps/member/email/code': 5,
  'POST /wps/wallet/payment-password/sms': 5,
  'POST /wps/member/proof/code': 5,
  // the shell's vitals beacon: a page sends one or two a visit; more is not a browser
  'POST /wps/vitals': 30,
};

/**
 * Daily caps (rolling 24 h, in the database so every process counts the same) of every call that sends an
 * SMS or e-mail code (one session had sent binding codes to 30 numbers): per client IP, per
 * account (the session's member) and per destination (the number or address the code goes to). Counted on
 * every call, sent or not, so a refusal tells nothing about the destination. Scaled by JOGO_RATE_LIMIT_SCALE.
 */
export const CODE_DAILY_CAP = { client: 30, account: 10, destination: 5 } as const;

type Body = Record<string, unknown> | undefined;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const phone = (num: unknown, dial: unknown) => {
  const digits = str(num).replace(/\D/g, '');
  return digits ? `tel:${str(dial).replace(/\D/g, '') || '55'}:${digits}` : null;
};
const mail = (v: unknown) => (str(v) ? `mail:${str(v).toLowerCase()}` : null);

/** The code routes and where each one's code goes (null: the account's own contact on file). */
export const CODE_ROUTES: Record<string, (body: Body) => string | null> = {
  'POST /wps/verification/sms/noLogin': (b) => phone(b?.mobileNum, b?.countryDialingCode),
  'POST /wps/verification/sms/register': (b) => phone(b?.mobileNo, b?.countryDialingCode),
  'POST /wps/member/password/email': (b) => mail(b?.email),
  'POST /wps/member/mobile/code': (b) => phone(b?.mobileNum, b?.countryDialingCode),
  'POST /wps/member/email/code': (b) => mail(b?.email),
  'POST /wps/wallet/payment-password/sms': () => null,
  'POST /wps/member/proof/code': () => null,
};

/**
 * Counts one code call on its keys. Of several processes counting one key at once, each first takes the key's
 * row lock (`code_send_key`, in key order), so the count it reads includes every call already counted: a
 * read-committed transaction whose reads come after that lock (on SQLite the whole transaction is one writer).
 * @throws 429 `verification.daily_cap` when a key is at its cap
 */
async function chargeCodeCall(request: FastifyRequest, destination: string | null): Promise<void> {
  const db = request.server.db;
  const now = nowOf(db);
  const scale = rateLimitScale();
  const keys: [string, number][] = [[`client:${request.ip}`, CODE_DAILY_CAP.client]];
  if (request.member) keys.push([`account:${request.member.id}`, CODE_DAILY_CAP.account]);
  if (destination) keys.push([`dest:${request.merchant}:${destination}`, CODE_DAILY_CAP.destination]);
  keys.sort(([a], [b]) => (a < b ? -1 : 1));
  await db.transaction(
    async () => {
      for (const [key] of keys)
        await db.run(
          `INSERT INTO code_send_key (key, last_at) VALUES (?, ?)
             ON CONFLICT (key) DO UPDATE SET last_at = excluded.last_at`,
          key,
          now,
        );
      const count = 'SELECT COUNT(*) AS n FROM code_send WHERE key = ? AND at > ?';
      for (const [key, cap] of keys)
        if ((await db.number(count, key, now - DAY_MS)) >= Math.ceil(cap * scale))
          throw new AppError(429, 'verification.daily_cap', { dailyCap: true });
      const insert = 'INSERT INTO code_send (key, at) VALUES (?, ?)';
      for (const [key] of keys) await db.run(insert, key, now);
    },
    { isolation: 'read committed' },
  );
}

/** Calls older than the caps' day, and their keys, are deleted by the leader now and then (pruneCodeSends). */
const DAY_MS = 86_400_000;

/** Deletes what the caps no longer count. @returns rows deleted */
export async function pruneCodeSends(db: Db, now = nowOf(db)): Promise<number> {
  const calls = await db.run('DELETE FROM code_send WHERE at <= ?', now - DAY_MS);
  const keys = await db.run('DELETE FROM code_send_key WHERE last_at <= ?', now - DAY_MS);
  return calls.changes + keys.changes;
}

/** How often the leader deletes counters and code calls that no longer count. */
const PRUNE_TICK_MS = 60_000;

type Counted = { current: number; ttl: number };

/**
 * A store of @fastify/rate-limit in the database (table `rate_limit`, migration 180): each call is ONE atomic
 * upsert that counts it in the key's window, or starts a new window when the last one ended (the semantics of
 * the plugin's own in-memory store), and returns the count. So N gateway processes share one count, and a burst
 * spread over them gets exactly `max` answers per window. Ended windows are deleted by `pruneRateLimits`.
 */
export function databaseStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore {
    constructor(
      params: { timeWindow?: unknown },
      private readonly prefix = '',
    ) {
      this.window = typeof params.timeWindow === 'number' ? params.timeWindow : 60_000;
    }

    private readonly window: number;

    incr(key: string, done: (error: Error | null, result?: Counted) => void, timeWindow?: number): void {
      const now = Date.now();
      db.get<Cols<'rate_limit', 'hits' | 'window_end'>>(
        `INSERT INTO rate_limit (key, hits, window_end) VALUES (@key, 1, @end)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN rate_limit.window_end <= @now THEN 1 ELSE rate_limit.hits + 1 END,
             window_end = CASE WHEN rate_limit.window_end <= @now THEN excluded.window_end ELSE rate_limit.window_end END
           RETURNING hits, window_end`,
        { key: this.prefix + key, now, end: now + (timeWindow ?? this.window) },
      ).then(
        (row) => {
          const r = row!;
          done(null, { current: r.hits, ttl: Math.max(0, r.window_end - now) });
        },
        (err: Error) => done(err),
      );
    }

    /** One store per limited route: its keys are prefixed with the route. */
    child(params: object): DatabaseStore {
      const route = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(
        params as { timeWindow?: unknown },
        `${String(route?.method ?? '')} ${String(route?.url ?? '')}|`,
      );
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

/** Deletes the counters whose window has ended. @returns how many */
export async function pruneRateLimits(db: Db, now = Date.now()): Promise<number> {
  return (await db.run('DELETE FROM rate_limit WHERE window_end <= ?', now)).changes;
}

/** Which store counts the limits: the database on PostgreSQL (or when JOGO_RATE_LIMIT_STORE=database). */
export const countsInDatabase = (db: Db): boolean =>
  db.engine === 'postgres' || process.env.JOGO_RATE_LIMIT_STORE === 'database';

export function rateLimitScale(): number {
  const v = Number(process.env.JOGO_RATE_LIMIT_SCALE ?? 1);
  return Number.isFinite(v) && v > 0 ? v : 1;
}

/** Registers @fastify/rate-limit and gives the routes above their limit as they are declared. */
export default fp(
  async (app) => {
    // runs before the plugin's own onRoute hook (registered after it), which reads config.rateLimit
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) {
        const max = EXPENSIVE_ROUTES[`${m} ${route.url}`];
        if (max === undefined) continue;
        route.config = {
          ...route.config,
          rateLimit: { max: Math.ceil(max * rateLimitScale()), timeWindow: 60_000 },
        };
      }
    });
    app.addHook('preHandler', async (request) => {
      const destination = CODE_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
      if (destination) await chargeCodeCall(request, destination(request.body as Body));
    });
    const shared = countsInDatabase(app.db);
    const prune = leaderTask(app.db, app.gatewayOptions.dbFile, {
      name: 'rate-limit-prune',
      everyMs: PRUNE_TICK_MS,
      run: async () => {
        if (shared) await pruneRateLimits(app.db);
        await pruneCodeSends(app.db);
      },
      log: app.log,
    });
    app.addHook('onClose', () => prune.stop());
    await app.register(rateLimit, {
      global: false,
      ...(shared ? { store: databaseStore(app.db) } : {}),
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, ctx) =>
        new AppError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(ctx.ttl / 1000) }),
    });
  },
  { name: 'rate-limits' },
);
