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
import { DECLARATIONS as D } from '@jogo/shared/contract';

/**
 * The market policy: one place where the gateway enforces the operator's market profile and the
 * session rules on the calls they concern, whatever the client sends. Registered before every domain's
 * routes (routes/index.ts), it runs after the access guard resolved the session:
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

const DEPOSIT_TASKS = new Set(['FIRST_DEPOSIT']);
const isDepositPromotion = async (db: Db, id: number) =>
  !!(await db.get("SELECT 1 FROM promotion WHERE id = ? AND category = 'DEPOSIT'", id));
const isDepositMission = async (db: Db, id: number) =>
  !!(await db.get("SELECT 1 FROM mission WHERE id = ? AND metric LIKE 'DEPOSIT%'", id));

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);

/** Market refusals that do not depend on the session. */
async function marketRefusal(db: Db, p: MarketProfile, request: FastifyRequest): Promise<void> {
  const url = request.routeOptions.url;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (request.method !== 'POST') return;
  if (!p.transfersBetweenPlayers && url === D.uplineTransfer.path)
    throw new AppError(403, 'market.transfer_unavailable');
  if (url === D.deposit.path && typeof body.channelId === 'string') {
    const ch = await db.get<{ type: 'PIX' | 'BANK' | 'CRYPTO' | 'EWALLET' }>(
      'SELECT type FROM deposit_channel WHERE channel_id = ?',
      body.channelId,
    );
    if (ch && !p.depositChannelTypes.includes(ch.type)) throw new AppError(403, 'market.channel_unavailable');
  }
  if (!p.depositBonuses) {
    if (url === D.promotionClaim.path && (await isDepositPromotion(db, num(body.promotionId))))
      throw new AppError(403, 'market.bonus_unavailable');
    if (url === D.missionClaim.path && (await isDepositMission(db, num(body.missionId))))
      throw new AppError(403, 'market.bonus_unavailable');
    if (url === D.rewardTaskClaim.path && DEPOSIT_TASKS.has(String(body.task)))
      throw new AppError(403, 'market.bonus_unavailable');
  }
  await rewardRefusal(db, p, url ?? '', body);
}

/** Ids of a table's rows that pay cash (`column` > 0). */
const cashIds = async (db: Db, table: 'mission' | 'promotion', column: 'reward_bonus' | 'bonus_amount') =>
  new Set((await db.all<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} > 0`)).map((r) => r.id));
const mallCreditIds = async (db: Db) =>
  new Set(
    (await db.all<{ id: number }>('SELECT id FROM point_reward WHERE betting_credit = 1')).map((r) => r.id),
  );
const cashTasks = new Set(NEWBIE_TASKS.filter((t) => t.amount > 0).map((t) => String(t.task)));

/** Claims of rewards the market does not allow (domain/market/rewards.ts): 403 `market.reward_unavailable`. */
async function rewardRefusal(
  db: Db,
  p: MarketProfile,
  url: string,
  body: Record<string, unknown>,
): Promise<void> {
  const r = p.rewards;
  if (url === D.missionClaim.path && (await cashIds(db, 'mission', 'reward_bonus')).has(num(body.missionId)))
    assertReward(r, 'MISSION_CASH');
  if (url === D.rewardTaskClaim.path) {
    if (body.task === 'RESCUE') assertReward(r, 'RESCUE');
    if (cashTasks.has(String(body.task))) assertReward(r, 'TASK_CASH');
  }
  if (url === D.rebateClaim.path) assertReward(r, 'REBATE');
  if (url === D.claimRaffle.path) assertReward(r, 'RED_ENVELOPE');
  if (
    (url === D.promotionClaim.path || url === D.promotionApply.path) &&
    (await cashIds(db, 'promotion', 'bonus_amount')).has(num(body.promotionId))
  )
    assertReward(r, 'PROMOTION_CASH');
  if (url === D.pointRedeem.path && (await mallCreditIds(db)).has(num(body.rewardId)))
    assertReward(r, 'MALL_CREDIT');
  if (url === D.pointConvert.path) assertReward(r, 'POINTS_TO_CASH');
}

/** Leaves out of a list (or zeroes) the rewards the market does not allow. */
async function omitRewards(db: Db, p: MarketProfile, url: string, payload: Envelope): Promise<Envelope> {
  const v = payload.value as Record<string, unknown>;
  const r = p.rewards;
  const list = <T>(key: string, keep: (x: T) => boolean): Envelope =>
    Array.isArray(v[key]) ? { ...payload, value: { ...v, [key]: (v[key] as T[]).filter(keep) } } : payload;
  if (url === D.promotionList.path) {
    const cash = r.PROMOTION_CASH ? new Set<number>() : await cashIds(db, 'promotion', 'bonus_amount');
    return list<{ id: number; category: string }>(
      'list',
      (x) =>
        !cash.has(x.id) &&
        (r.RED_ENVELOPE || x.category !== 'RAFFLE') &&
        (r.REBATE || x.category !== 'REBATE') &&
        (p.depositBonuses || x.category !== 'DEPOSIT'),
    );
  }
  if (url === D.pointRewards.path && !r.MALL_CREDIT) {
    const ids = await mallCreditIds(db);
    return list<{ id: number }>('list', (x) => !ids.has(x.id));
  }
  if (url === D.pointConfig.path && !r.POINTS_TO_CASH)
    return { ...payload, value: { ...v, convertRate: 0, minConvertPoints: 0 } };
  if (url === D.vipLevels.path && Array.isArray(v.list))
    return {
      ...payload,
      value: {
        ...v,
        list: (v.list as { upgradeBonus: number; rebateRate: number }[]).map((l) => ({
          ...l,
          upgradeBonus: r.VIP_UPGRADE ? l.upgradeBonus : 0,
          rebateRate: r.REBATE ? l.rebateRate : 0,
        })),
      },
    };
  // the balance's count of raffles still open today: a red envelope not on offer is none to count
  if (url === D.walletBalance.path && !r.RED_ENVELOPE)
    return { ...payload, value: { ...v, availablePromoCount: 0 } };
  if (url === D.rebateInfo.path && !r.REBATE)
    return { ...payload, value: { ...v, available: 0, rate: 0, byType: [] } };
  return payload;
}

/** Withdrawal destinations and withdrawals in markets where money only goes to the member's own CPF. */
async function ownAccountRefusal(
  db: Db,
  p: MarketProfile,
  request: FastifyRequest,
  memberId: number,
): Promise<void> {
  if (!p.ownAccountOnly || request.method !== 'POST') return;
  const url = request.routeOptions.url;
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (url === D.addBankCard.path)
    await assertOwnDestination(db, request.merchant, memberId, {
      cardType: String(body.cardType ?? ''),
      keyType: typeof body.keyType === 'string' ? body.keyType : null,
      accountNumber: String(body.accountNumber ?? ''),
      holderDocument: typeof body.holderDocument === 'string' ? body.holderDocument : null,
    });
  if (url === D.withdraw.path) {
    const card = await db.get<{
      card_type: string;
      key_type: string | null;
      account_number: string;
      holder_document: string | null;
    }>(
      'SELECT card_type, key_type, account_number, holder_document FROM bank_card WHERE id = ? AND member_id = ?',
      num(body.bankCardId),
      memberId,
    );
    if (!card) return; // the withdrawal itself answers "not found"
    await assertOwnDestination(db, request.merchant, memberId, {
      cardType: card.card_type,
      keyType: card.key_type,
      accountNumber: card.account_number,
      holderDocument: card.holder_document,
    });
  }
}

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

/** Leaves out what the market forbids from the lists that show it. */
async function omitForbidden(db: Db, p: MarketProfile, url: string, payload: Envelope): Promise<Envelope> {
  const v = payload.value as Record<string, unknown> | undefined;
  if (!payload.success || !v || typeof v !== 'object') return payload;
  if (url === D.depositChannels.path && Array.isArray(v.list))
    return {
      ...payload,
      value: {
        ...v,
        list: (v.list as { type: string }[]).filter((c) =>
          (p.depositChannelTypes as string[]).includes(c.type),
        ),
      },
    };
  const rewarded = await omitRewards(db, p, url, payload);
  if (rewarded !== payload) return rewarded;
  if (url === D.banners.path && Array.isArray(v.list)) {
    const ids = await flaggedIds(db, p, 'banner');
    return { ...payload, value: { ...v, list: (v.list as { id: number }[]).filter((x) => !ids.has(x.id)) } };
  }
  if (url === D.announcements.path) {
    const banners = await flaggedIds(db, p, 'banner');
    const notes = await flaggedIds(db, p, 'announcement');
    const keep = (key: string, ids: Set<number>) =>
      Array.isArray(v[key]) ? { [key]: (v[key] as { id: number }[]).filter((x) => !ids.has(x.id)) } : {};
    return {
      ...payload,
      value: {
        ...v,
        ...keep('banners', banners),
        ...keep('playerNotices', notes),
        ...keep('popup', notes),
        ...keep('promotion', notes),
        ...keep('content', notes),
      },
    };
  }
  if (p.depositBonuses && url !== D.missionSummary.path) return payload;
  if (url === D.promotionList.path && Array.isArray(v.list))
    return {
      ...payload,
      value: { ...v, list: (v.list as { category: string }[]).filter((x) => x.category !== 'DEPOSIT') },
    };
  if (url === D.missionSummary.path && Array.isArray(v.list)) {
    const list = v.list as { metric: string; status: string; rewardBonus: number }[];
    const kept = list.filter(
      (m) =>
        (p.depositBonuses || !m.metric.startsWith('DEPOSIT')) &&
        (p.rewards.MISSION_CASH || !(m.rewardBonus > 0)),
    );
    const count = (st: string) => kept.filter((m) => m.status === st).length;
    return {
      ...payload,
      value: {
        ...v,
        list: kept,
        completedCount: kept.filter((m) => m.status !== 'IN_PROGRESS').length,
        inProgressCount: count('IN_PROGRESS'),
        claimableCount: count('COMPLETED'),
      },
    };
  }
  if (url === D.rewardTasks.path && Array.isArray(v.newbie)) {
    const dropped = (v.newbie as { task: string; status: string }[]).filter((t) => DEPOSIT_TASKS.has(t.task));
    const claimableDropped = dropped.filter((t) => t.status === 'CLAIMABLE').length;
    return {
      ...payload,
      value: {
        ...v,
        newbie: (v.newbie as { task: string }[]).filter((t) => !DEPOSIT_TASKS.has(t.task)),
        ...(typeof v.claimableCount === 'number'
          ? { claimableCount: v.claimableCount - claimableDropped }
          : {}),
      },
    };
  }
  return payload;
}

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
      const url = request.routeOptions.url;
      if (url === '/wps/game/demo/bet') return await demoBetRules(db, request);
      if (!url || url.startsWith('/__dev') || !request.merchant) return;
      const p = await profileOf(db, request, request.merchant);
      await marketRefusal(db, p, request);
      const m = request.member;
      if (!m || !request.token) return;
      await sessionRules(db, p, request, m.id, request.token);
      await ownAccountRefusal(db, p, request, m.id);
      if (url === D.launchGame.path && request.method === 'POST') await checkLaunch(db, m.id);
      if (
        p.ownAccountOnly &&
        url === D.deposit.path &&
        request.method === 'POST' &&
        !(await memberCpf(db, m.id))
      )
        throw new AppError(403, 'wallet.cpf_required');
    });
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      const url = request.routeOptions.url;
      if (!url || !request.merchant || !payload || typeof payload !== 'object') return payload;
      return await omitForbidden(
        db,
        await profileOf(db, request, request.merchant),
        url,
        payload as Envelope,
      );
    });
  },
  { name: 'market-policy', dependencies: ['access'] },
);
