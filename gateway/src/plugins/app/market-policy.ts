import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { Db } from '../../db/open-db';
import { hashToken, SESSION_WRITE_MS, sessionClockOf } from '../../domain/identity/sessions';
import { marketProfile, REWARD_KINDS, type MarketProfile } from '../../domain/market/profiles';
import { checkLaunch } from '../../domain/identity/protection';
import { assertOwnDestination, memberCpf } from '../../domain/market/identity';
import { nowOf } from '../../domain/site/clock';
import { assertReward } from '../../domain/market/rewards';
import { NEWBIE_TASKS } from '../../domain/engagement/rewards/tasks';
import type { MarketOmission, MarketRefusal } from '@jogo/shared/contract';

/**
 * The market policy: one place where the gateway enforces the operator's market profile and the
 * session rules on the calls they concern, whatever the client sends. Registered before every domain's
 * routes (routes/index.ts), it runs after the access guard resolved the session. Which rules a call gets is
 * its declaration's `market` field (@jogo/shared/contract: `refuse`, `omit`), read from the route's config,
 * never its path: a new endpoint names its rules where it is declared, and the endpoint table shows them.
 *
 * - refusals (preHandler): payment channels the market has not, transfers between players, claims of
 *   deposit-conditioned promotions, missions and reward tasks, withdrawal destinations not in the member's
 *   CPF; a game launch while paused, excluded, past the daily time or with a play limit used up;
 * - idle re-authentication: a session idle for the market's limit must give its password again
 *   (`RG_reauth`) before any bet or money movement (401 `session.reauth.required`);
 * - the session clock: activity (any call that is not a read) and time logged in (every call);
 * - omissions (preSerialization): deposit channels, promotions, missions and reward tasks the market forbids
 *   are left out of their lists, so the catalogue, the pages and the claims agree.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * the call's session is the one of the game ticket in its body, not a token (the demo vendor's framed page):
     * the policy applies the idle rule through that session
     */
    ticketSession?: true;
  }
}

const DEPOSIT_TASKS = new Set(['FIRST_DEPOSIT']);
const isDepositPromotion = async (db: Db, id: number) =>
  !!(await db.get("SELECT 1 FROM promotion WHERE id = ? AND category = 'DEPOSIT'", id));
const isDepositMission = async (db: Db, id: number) =>
  !!(await db.get("SELECT 1 FROM mission WHERE id = ? AND metric LIKE 'DEPOSIT%'", id));

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);

/** What a refusal reads: the profile, the call's body and, after the session rules, its member. */
interface RefusalContext {
  db: Db;
  p: MarketProfile;
  request: FastifyRequest;
  body: Record<string, unknown>;
  memberId: number;
}

type Refusal = (c: RefusalContext) => Promise<void> | void;

/** Ids of a table's rows that pay cash (`column` > 0). */
const cashIds = async (db: Db, table: 'mission' | 'promotion', column: 'reward_bonus' | 'bonus_amount') =>
  new Set((await db.all<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} > 0`)).map((r) => r.id));
const mallCreditIds = async (db: Db) =>
  new Set(
    (await db.all<{ id: number }>('SELECT id FROM point_reward WHERE betting_credit = 1')).map((r) => r.id),
  );
const cashTasks = new Set(NEWBIE_TASKS.filter((t) => t.amount > 0).map((t) => String(t.task)));

/** A destination's or a withdrawal's card checked against the member's own CPF (domain/market/identity.ts). */
const ownCard = (c: RefusalContext, card: Parameters<typeof assertOwnDestination>[3]) =>
  c.p.ownAccountOnly ? assertOwnDestination(c.db, c.request.merchant, c.memberId, card) : undefined;

/**
 * The refusals a declaration names (`market.refuse`, @jogo/shared/contract), each a rule of the market profile
 * (domain/market/profiles.ts); a reward the market does not allow is 403 `market.reward_unavailable`
 * (domain/market/rewards.ts), a deposit-conditioned one where there are no deposit bonuses
 * `market.bonus_unavailable`. Those of AFTER_SESSION need the session's member.
 */
const REFUSALS: Record<MarketRefusal, Refusal> = {
  playerTransfer: ({ p }) => {
    if (!p.transfersBetweenPlayers) throw new AppError(403, 'market.transfer_unavailable');
  },
  depositChannel: async ({ db, p, body }) => {
    if (typeof body.channelId !== 'string') return;
    const ch = await db.get<{ type: 'PIX' | 'BANK' | 'CRYPTO' | 'EWALLET' }>(
      'SELECT type FROM deposit_channel WHERE channel_id = ?',
      body.channelId,
    );
    if (ch && !p.depositChannelTypes.includes(ch.type)) throw new AppError(403, 'market.channel_unavailable');
  },
  depositCpf: async ({ db, p, memberId }) => {
    if (p.ownAccountOnly && !(await memberCpf(db, memberId))) throw new AppError(403, 'wallet.cpf_required');
  },
  depositPromotion: async ({ db, p, body }) => {
    if (!p.depositBonuses && (await isDepositPromotion(db, num(body.promotionId))))
      throw new AppError(403, 'market.bonus_unavailable');
  },
  depositMission: async ({ db, p, body }) => {
    if (!p.depositBonuses && (await isDepositMission(db, num(body.missionId))))
      throw new AppError(403, 'market.bonus_unavailable');
  },
  depositTask: ({ p, body }) => {
    if (!p.depositBonuses && DEPOSIT_TASKS.has(String(body.task)))
      throw new AppError(403, 'market.bonus_unavailable');
  },
  cashPromotion: async ({ db, p, body }) => {
    if (
      !p.rewards.PROMOTION_CASH &&
      (await cashIds(db, 'promotion', 'bonus_amount')).has(num(body.promotionId))
    )
      assertReward(p.rewards, 'PROMOTION_CASH');
  },
  cashMission: async ({ db, p, body }) => {
    if (!p.rewards.MISSION_CASH && (await cashIds(db, 'mission', 'reward_bonus')).has(num(body.missionId)))
      assertReward(p.rewards, 'MISSION_CASH');
  },
  rewardTask: ({ p, body }) => {
    if (body.task === 'RESCUE') assertReward(p.rewards, 'RESCUE');
    if (cashTasks.has(String(body.task))) assertReward(p.rewards, 'TASK_CASH');
  },
  rebate: ({ p }) => assertReward(p.rewards, 'REBATE'),
  redEnvelope: ({ p }) => assertReward(p.rewards, 'RED_ENVELOPE'),
  mallCredit: async ({ db, p, body }) => {
    if (!p.rewards.MALL_CREDIT && (await mallCreditIds(db)).has(num(body.rewardId)))
      assertReward(p.rewards, 'MALL_CREDIT');
  },
  pointsToCash: ({ p }) => assertReward(p.rewards, 'POINTS_TO_CASH'),
  ownDestination: (c) =>
    ownCard(c, {
      cardType: String(c.body.cardType ?? ''),
      keyType: typeof c.body.keyType === 'string' ? c.body.keyType : null,
      accountNumber: String(c.body.accountNumber ?? ''),
      holderDocument: typeof c.body.holderDocument === 'string' ? c.body.holderDocument : null,
    }),
  ownWithdrawalCard: async (c) => {
    if (!c.p.ownAccountOnly) return;
    const card = await c.db.get<{
      card_type: string;
      key_type: string | null;
      account_number: string;
      holder_document: string | null;
    }>(
      'SELECT card_type, key_type, account_number, holder_document FROM bank_card WHERE id = ? AND member_id = ?',
      num(c.body.bankCardId),
      c.memberId,
    );
    if (!card) return; // the withdrawal itself answers "not found"
    await ownCard(c, {
      cardType: card.card_type,
      keyType: card.key_type,
      accountNumber: card.account_number,
      holderDocument: card.holder_document,
    });
  },
  playLimits: ({ db, memberId }) => checkLaunch(db, memberId),
};

/** Refusals about the session's member: judged after the session rules, and only with a session. */
const AFTER_SESSION: ReadonlySet<MarketRefusal> = new Set([
  'depositCpf',
  'ownDestination',
  'ownWithdrawalCard',
  'playLimits',
]);

interface SessionClockRow {
  last_activity_at: string | null;
  login_at: string | null;
  created_at: string;
  reauth_required: number;
}

/** Idle rule and session clock for a call with a live session. */
async function sessionRules(
  db: Db,
  p: MarketProfile,
  request: FastifyRequest,
  memberId: number,
  token: string,
): Promise<void> {
  const h = hashToken(token);
  // the call's session read brought the clock (sessions.ts sessionClockOf); read it only when it did not
  const known = sessionClockOf(request.member);
  const s: (SessionClockRow & { play_seen_at: string | null }) | undefined = known
    ? {
        last_activity_at: known.lastActivityAt,
        login_at: known.loginAt,
        created_at: known.createdAt,
        reauth_required: known.reauthRequired,
        play_seen_at: known.playSeenAt,
      }
    : await db.get<SessionClockRow & { play_seen_at: string | null }>(
        `SELECT s.last_activity_at, s.login_at, s.created_at, s.reauth_required, p.last_seen_at AS play_seen_at
           FROM session s LEFT JOIN play_time p ON p.token_hash = s.token_hash WHERE s.token_hash = ?`,
        h,
      );
  if (!s) return;
  const now = nowOf(db);
  const at = new Date(now).toISOString();
  const loginAt = s.login_at ?? s.created_at;
  const last = Date.parse(s.last_activity_at ?? loginAt);
  let owes = s.reauth_required === 1;
  if (!owes && p.idleReauthMinutes !== null && now - last >= p.idleReauthMinutes * 60_000) {
    owes = true;
    await db.run('UPDATE session SET reauth_required = 1 WHERE token_hash = ?', h);
  }
  // time logged in: every call with the session counts (the header's clock polls while the site is open), written
  // at most once a minute (SESSION_WRITE_MS)
  if (s.play_seen_at === null || now - Date.parse(s.play_seen_at) >= SESSION_WRITE_MS)
    await db.run(
      `INSERT INTO play_time (token_hash, member_id, started_at, last_seen_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
      h,
      memberId,
      loginAt,
      at,
    );
  // a bet or a money movement (`guarded` in its declaration, @jogo/shared/contract)
  const endpoint = request.routeOptions.config.endpoint;
  if (owes && endpoint?.guarded)
    throw new AppError(
      401,
      'session.reauth.required',
      { idleMinutes: p.idleReauthMinutes ?? 0 },
      { minutes: p.idleReauthMinutes ?? 0 },
    );
  // the session clock's own calls (`activity: false` in their declaration) are not activity
  if (request.method !== 'GET' && endpoint?.activity !== false && !owes && now - last >= SESSION_WRITE_MS)
    await db.run('UPDATE session SET last_activity_at = ? WHERE token_hash = ?', at, h);
}

/**
 * The demo vendor's bets come from its framed page with a game ticket, not the session token: the ticket's
 * session carries the idle rule (a bet is activity, so it also renews the session's clock).
 */
async function demoBetRules(db: Db, request: FastifyRequest): Promise<void> {
  const ticket = (request.body as { ticket?: unknown } | undefined)?.ticket;
  if (typeof ticket !== 'string') return;
  const row = await db.get<
    SessionClockRow & { token_hash: string; member_id: number; merchant_code: string }
  >(
    `SELECT s.token_hash, s.member_id, s.last_activity_at, s.login_at, s.created_at, s.reauth_required, m.merchant_code
         FROM game_ticket t JOIN session s ON s.token_hash = t.session_hash JOIN member m ON m.id = t.member_id
        WHERE t.ticket = ?`,
    ticket,
  );
  if (!row) return; // the bet itself answers the dead ticket
  const p = await marketProfile(db, row.merchant_code);
  const now = nowOf(db);
  const last = Date.parse(row.last_activity_at ?? row.login_at ?? row.created_at);
  const owes =
    row.reauth_required === 1 || (p.idleReauthMinutes !== null && now - last >= p.idleReauthMinutes * 60_000);
  if (owes) {
    await db.run('UPDATE session SET reauth_required = 1 WHERE token_hash = ?', row.token_hash);
    throw new AppError(
      401,
      'session.reauth.required',
      { idleMinutes: p.idleReauthMinutes ?? 0 },
      { minutes: p.idleReauthMinutes ?? 0 },
    );
  }
  await db.run(
    'UPDATE session SET last_activity_at = ? WHERE token_hash = ?',
    new Date(now).toISOString(),
    row.token_hash,
  );
}

type Envelope = { success?: boolean; value?: unknown };

/**
 * Banners or announcements the market leaves out: those advertising a deposit bonus where there is none
 * (migration 151), and those advertising a kind of reward it does not allow (migration 211).
 */
async function flaggedIds(db: Db, p: MarketProfile, table: 'banner' | 'announcement'): Promise<Set<number>> {
  const kinds = REWARD_KINDS.filter((k) => !p.rewards[k]);
  const rows = await db.all<{ id: number }>(
    `SELECT id FROM ${table} WHERE ${p.depositBonuses ? '0 = 1' : 'deposit_bonus = 1'}${
      kinds.length ? ` OR reward_kind IN (${kinds.map(() => '?').join(', ')})` : ''
    }`,
    ...kinds,
  );
  return new Set(rows.map((r) => r.id));
}

type Value = Record<string, unknown>;
type Omission = (db: Db, p: MarketProfile, v: Value) => Promise<Value> | Value;

/** `v[key]` kept to the entries `keep` accepts, when it is a list. */
const kept = <T>(v: Value, key: string, keep: (x: T) => boolean): Value =>
  Array.isArray(v[key]) ? { ...v, [key]: (v[key] as T[]).filter(keep) } : v;

/**
 * The omissions a declaration names (`market.omit`, @jogo/shared/contract): what the market forbids is left out of
 * the lists that show it, or zeroed, so the catalogue, the pages and the claims agree.
 */
const OMISSIONS: Record<MarketOmission, Omission> = {
  depositChannels: (_db, p, v) =>
    kept<{ type: string }>(v, 'list', (c) => (p.depositChannelTypes as string[]).includes(c.type)),
  promotions: async (db, p, v) => {
    const r = p.rewards;
    const cash = r.PROMOTION_CASH ? new Set<number>() : await cashIds(db, 'promotion', 'bonus_amount');
    return kept<{ id: number; category: string }>(
      v,
      'list',
      (x) =>
        !cash.has(x.id) &&
        (r.RED_ENVELOPE || x.category !== 'RAFFLE') &&
        (r.REBATE || x.category !== 'REBATE') &&
        (p.depositBonuses || x.category !== 'DEPOSIT'),
    );
  },
  mallCredits: async (db, p, v) => {
    if (p.rewards.MALL_CREDIT) return v;
    const ids = await mallCreditIds(db);
    return kept<{ id: number }>(v, 'list', (x) => !ids.has(x.id));
  },
  pointsToCash: (_db, p, v) => (p.rewards.POINTS_TO_CASH ? v : { ...v, convertRate: 0, minConvertPoints: 0 }),
  vipRewards: (_db, p, v) =>
    Array.isArray(v.list)
      ? {
          ...v,
          list: (v.list as { upgradeBonus: number; rebateRate: number }[]).map((l) => ({
            ...l,
            upgradeBonus: p.rewards.VIP_UPGRADE ? l.upgradeBonus : 0,
            rebateRate: p.rewards.REBATE ? l.rebateRate : 0,
          })),
        }
      : v,
  // the balance's count of raffles still open today: a red envelope not on offer is none to count
  redEnvelopeCount: (_db, p, v) => (p.rewards.RED_ENVELOPE ? v : { ...v, availablePromoCount: 0 }),
  rebate: (_db, p, v) => (p.rewards.REBATE ? v : { ...v, available: 0, rate: 0, byType: [] }),
  banners: async (db, p, v) => {
    const ids = await flaggedIds(db, p, 'banner');
    return kept<{ id: number }>(v, 'list', (x) => !ids.has(x.id));
  },
  announcements: async (db, p, v) => {
    const banners = await flaggedIds(db, p, 'banner');
    const notes = await flaggedIds(db, p, 'announcement');
    const keep = (key: string, ids: Set<number>) =>
      Array.isArray(v[key]) ? { [key]: (v[key] as { id: number }[]).filter((x) => !ids.has(x.id)) } : {};
    return {
      ...v,
      ...keep('banners', banners),
      ...keep('playerNotices', notes),
      ...keep('popup', notes),
      ...keep('promotion', notes),
      ...keep('content', notes),
    };
  },
  missions: (_db, p, v) => {
    if (!Array.isArray(v.list)) return v;
    const list = (v.list as { metric: string; status: string; rewardBonus: number }[]).filter(
      (m) =>
        (p.depositBonuses || !m.metric.startsWith('DEPOSIT')) &&
        (p.rewards.MISSION_CASH || !(m.rewardBonus > 0)),
    );
    const count = (st: string) => list.filter((m) => m.status === st).length;
    return {
      ...v,
      list,
      completedCount: list.filter((m) => m.status !== 'IN_PROGRESS').length,
      inProgressCount: count('IN_PROGRESS'),
      claimableCount: count('COMPLETED'),
    };
  },
  depositTasks: (_db, p, v) => {
    if (p.depositBonuses || !Array.isArray(v.newbie)) return v;
    const newbie = v.newbie as { task: string; status: string }[];
    const claimableDropped = newbie.filter(
      (t) => DEPOSIT_TASKS.has(t.task) && t.status === 'CLAIMABLE',
    ).length;
    return {
      ...v,
      newbie: newbie.filter((t) => !DEPOSIT_TASKS.has(t.task)),
      ...(typeof v.claimableCount === 'number'
        ? { claimableCount: v.claimableCount - claimableDropped }
        : {}),
    };
  },
};

/** The profile a request is judged by, read once for its refusals and its answer's omissions. */
const requestProfiles = new WeakMap<FastifyRequest, MarketProfile>();
async function profileOf(db: Db, request: FastifyRequest, merchant: string): Promise<MarketProfile> {
  const known = requestProfiles.get(request);
  if (known) return known;
  const p = await marketProfile(db, merchant);
  requestProfiles.set(request, p);
  return p;
}

export default fp(
  async (app) => {
    const db = app.db;
    app.addHook('preHandler', async (request) => {
      const { endpoint, ticketSession } = request.routeOptions.config;
      if (ticketSession) return await demoBetRules(db, request);
      // the development controls (`/__dev`) are no player's calls
      if (request.routeOptions.url?.startsWith('/__dev')) return;
      const refuse = endpoint?.market?.refuse ?? [];
      if (!request.merchant || (!refuse.length && !request.token)) return;
      const p = await profileOf(db, request, request.merchant);
      const c: RefusalContext = {
        db,
        p,
        request,
        body: (request.body ?? {}) as Record<string, unknown>,
        memberId: request.member?.id ?? 0,
      };
      for (const rule of refuse) if (!AFTER_SESSION.has(rule)) await REFUSALS[rule](c);
      const m = request.member;
      if (!m || !request.token) return;
      await sessionRules(db, p, request, m.id, request.token);
      for (const rule of refuse) if (AFTER_SESSION.has(rule)) await REFUSALS[rule](c);
    });
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      const omit = request.routeOptions.config.endpoint?.market?.omit;
      if (!omit || !request.merchant || !payload || typeof payload !== 'object') return payload;
      const envelope = payload as Envelope;
      const v = envelope.value;
      if (!envelope.success || !v || typeof v !== 'object') return payload;
      const p = await profileOf(db, request, request.merchant);
      return { ...envelope, value: await OMISSIONS[omit](db, p, v as Value) };
    });
  },
  { name: 'market-policy', dependencies: ['access'] },
);
