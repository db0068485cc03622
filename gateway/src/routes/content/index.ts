import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type {
  Announcement,
  AnnouncementExecution,
  AnnouncementType,
  AnnouncementsValue,
  Banner,
  BannerGroup,
  ChatModelListValue,
  ClaimRaffleValue,
  InboxListValue,
  LaunchChatValue,
  Mission,
  MissionLeaderboardValue,
  MissionSummaryValue,
  PointBalanceValue,
  PointConfigValue,
  PointRedeemRecord,
  PointRedeemValue,
  PointConvertValue,
  PointRewardValue,
  Promotion,
  PromotionListValue,
  RebateClaimValue,
  RebateInfoValue,
  RedeemPointListValue,
  RewardItem,
  RewardListValue,
  VipLevelsValue,
  VipProgressValue,
} from '@jogo/shared/api';
import { CLIENT_QUERY, PAGE_NO, maskName, pageSize, pick, toMajor, totalPages } from '../wallet/common';
import { failpoint, move } from '../wallet/ledger';
import { checkPaymentPassword } from '../wallet/payment-password';
import { addPoints } from '../games/bets';
import { vipOf, type VipRow } from './vip';

registerMessages({
  'content.types_invalid': { PT: 'Tipos de anúncio inválidos', EN: 'Invalid announcement types' },
  'content.execution_invalid': { PT: 'Execução de anúncio inválida', EN: 'Invalid announcement execution' },
  'inbox.not_found': { PT: 'Mensagem não encontrada', EN: 'Message not found' },
  'points.insufficient': { PT: 'Pontos insuficientes', EN: 'Not enough points' },
  'points.reward_not_found': { PT: 'Prémio não encontrado', EN: 'Reward not found' },
  'points.out_of_stock': { PT: 'Prémio esgotado', EN: 'Reward out of stock' },
  'points.min_convert': { PT: 'Converta pelo menos {min} pontos', EN: 'Convert at least {min} points' },
  'reward.promotion_not_found': { PT: 'Promoção não encontrada', EN: 'Promotion not found' },
  'reward.not_raffle': { PT: 'Esta promoção não tem sorteio', EN: 'This promotion has no raffle' },
  'reward.already_claimed': { PT: 'Já participou hoje', EN: 'Already claimed today' },
  'rebate.nothing': { PT: 'Não há reembolso disponível', EN: 'No rebate available' },
  'chat.model_not_found': { PT: 'Anfitrião de chat desconhecido', EN: 'Unknown chat host' },
});

const TYPES: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
const EXECS: AnnouncementExecution[] = ['A', 'B', 'F'];
export const BANNER_GROUPS: BannerGroup[] = [
  'w_home',
  'w_forget',
  'w_login',
  'w_register',
  'w_popup1',
  'w_leftmenu',
];
/** points: 100 points convert to 1.00 */
export const POINT_CONFIG = { convertPointsPerUnit: 100, minConvertPoints: 100 };
export const CHAT_MODELS = [
  { modelId: 'luna', name: 'Luna' },
  { modelId: 'sofia', name: 'Sofia' },
  { modelId: 'rafa', name: 'Rafa' },
];

const commaList = <T extends string>(raw: string | undefined, allowed: T[], code: string): T[] | null => {
  if (!raw) return null;
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length || parts.some((p) => !allowed.includes(p as T))) throw badRequest(code);
  return parts as T[];
};

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const memberCfg = { auth: 'member' as const, trial: false as const };

  const bannersOf = (merchant: string, lang: 'PT' | 'EN', group?: BannerGroup): Banner[] =>
    (
      db
        .prepare(
          `SELECT * FROM banner WHERE merchant_code = ? ${group ? 'AND group_name = ?' : ''} ORDER BY group_name, sort, id`,
        )
        .all(...(group ? [merchant, group] : [merchant])) as {
        id: number;
        group_name: BannerGroup;
        title_pt: string;
        title_en: string;
        linkage: string;
        linkage_type: Banner['linkageType'];
      }[]
    ).map((b) => ({
      id: b.id,
      groupName: b.group_name,
      url: `/wps/assets/banners/${b.id}.svg`,
      linkage: b.linkage,
      linkageType: b.linkage_type,
      title: pick(lang, b.title_pt, b.title_en),
    }));

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      config: { auth: 'optional' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            types: { type: 'string', maxLength: 32 },
            execution: { type: 'string', maxLength: 16 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { types?: string; execution?: string };
      const types = commaList(q.types, TYPES, 'content.types_invalid') ?? TYPES;
      const execs =
        commaList(q.execution, EXECS, 'content.execution_invalid') ?? (request.member ? ['A'] : ['B']);
      const rows = db
        .prepare(
          `SELECT * FROM announcement WHERE merchant_code = ? AND type IN (${types.map(() => '?').join(',')})
           AND execution IN (${execs.map(() => '?').join(',')}) ORDER BY sort, id`,
        )
        .all(request.merchant, ...types, ...execs) as {
        id: number;
        type: AnnouncementType;
        execution: AnnouncementExecution;
        title_pt: string;
        title_en: string;
        content_pt: string;
        content_en: string;
        start_time: string;
      }[];
      const list: Announcement[] = rows.map((r) => ({
        id: r.id,
        title: pick(request.lang, r.title_pt, r.title_en),
        content: pick(request.lang, r.content_pt, r.content_en),
        promotionType: r.type,
        execution: r.execution,
        startTime: r.start_time,
      }));
      const value: AnnouncementsValue = {
        banners: types.includes('B') ? bannersOf(request.merchant, request.lang) : [],
        playerNotices: list.filter((a) => a.promotionType === 'PL'),
        popup: list.filter((a) => a.promotionType === 'PU'),
        promotion: list.filter((a) => a.promotionType === 'PR'),
        content: list.filter((a) => a.promotionType === 'H' || a.promotionType === 'B'),
      };
      return ok(value);
    },
  );

  app.get(
    '/wps/content/banners',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['groupName'],
          properties: { ...CLIENT_QUERY, groupName: { type: 'string', enum: BANNER_GROUPS } },
        },
      },
    },
    async (request) =>
      ok({
        list: bannersOf(
          request.merchant,
          request.lang,
          (request.query as { groupName: BannerGroup }).groupName,
        ),
      }),
  );

  // ---- Inbox ------------------------------------------------------------------------------------

  const unread = (id: number) =>
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL')
        .get(id) as { n: number }
    ).n;
  const inboxCfg = { ...memberCfg, module: 'INBOX3' };

  app.get('/wps/relay/CSP_unreadCount', { config: inboxCfg }, async (request) =>
    ok({ count: unread(request.member!.id) }),
  );

  app.get(
    '/wps/relay/CSP_messageList',
    {
      config: inboxCfg,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, pageNo: PAGE_NO, pageSize: pageSize(10, 50) },
        },
      },
    },
    async (request) => {
      const q = request.query as { pageNo: number; pageSize: number };
      const id = request.member!.id;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ?').get(id) as { n: number }
      ).n;
      const rows = db
        .prepare(
          'SELECT * FROM inbox_message WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        )
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
        id: number;
        title: string;
        content: string;
        read_at: string | null;
        created_at: string;
      }[];
      const value: InboxListValue = {
        content: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          read: r.read_at !== null,
          createdAt: r.created_at,
        })),
        totalPages: totalPages(n, q.pageSize),
        unread: unread(id),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { id?: number } }>(
    '/wps/relay/CSP_readMessage',
    {
      config: inboxCfg,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const now = new Date().toISOString();
      if (request.body?.id) {
        const r = db
          .prepare('UPDATE inbox_message SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?')
          .run(now, request.body.id, id);
        // someone else's message id answers the same as a missing one
        if (r.changes === 0) throw notFound('inbox.not_found');
      } else
        db.prepare('UPDATE inbox_message SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(
          now,
          id,
        );
      return ok({ unread: unread(id) });
    },
  );

  // ---- Missions ---------------------------------------------------------------------------------

  const periodStart = (period: 'DAILY' | 'WEEKLY', now = Date.now()) => {
    const d = new Date(now);
    d.setUTCHours(0, 0, 0, 0);
    if (period === 'WEEKLY') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d.toISOString();
  };

  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    { config: { ...memberCfg, module: 'REWCEN3' } },
    async (request) => {
      const id = request.member!.id;
      const missions = db.prepare('SELECT * FROM mission ORDER BY id').all() as {
        id: number;
        title_pt: string;
        title_en: string;
        desc_pt: string;
        desc_en: string;
        metric: Mission['metric'];
        period: Mission['period'];
        target: number;
        reward_points: number;
      }[];
      const list: Mission[] = missions.map((m) => {
        const from = periodStart(m.period);
        const raw =
          m.metric === 'BET_COUNT'
            ? (
                db
                  .prepare('SELECT COUNT(*) AS v FROM bet WHERE member_id = ? AND created_at >= ?')
                  .get(id, from) as { v: number }
              ).v
            : m.metric === 'BET_AMOUNT'
              ? (
                  db
                    .prepare(
                      'SELECT COALESCE(SUM(amount), 0) AS v FROM bet WHERE member_id = ? AND created_at >= ?',
                    )
                    .get(id, from) as { v: number }
                ).v / 100
              : (
                  db
                    .prepare(
                      "SELECT COALESCE(SUM(amount), 0) AS v FROM ledger WHERE member_id = ? AND type = 'DEPOSIT' AND created_at >= ?",
                    )
                    .get(id, from) as { v: number }
                ).v / 100;
        const progress = Math.min(raw, m.target);
        return {
          id: m.id,
          title: pick(request.lang, m.title_pt, m.title_en),
          description: pick(request.lang, m.desc_pt, m.desc_en),
          metric: m.metric,
          period: m.period,
          target: m.target,
          progress,
          rewardPoints: m.reward_points,
          status: progress >= m.target ? 'COMPLETED' : 'IN_PROGRESS',
        };
      });
      const value: MissionSummaryValue = {
        list,
        completedCount: list.filter((m) => m.status === 'COMPLETED').length,
        inProgressCount: list.filter((m) => m.status === 'IN_PROGRESS').length,
      };
      return ok(value);
    },
  );

  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    { config: { ...memberCfg, module: 'REWCEN3' } },
    async (request) => {
      // this week's bet volume of the merchant's members; falls back to the last 7 days of data
      const from = new Date(Date.now() - 7 * 86400_000).toISOString();
      const rows = db
        .prepare(
          `SELECT m.id, m.username, SUM(b.amount) AS score FROM bet b JOIN member m ON m.id = b.member_id
         WHERE m.merchant_code = ? AND b.created_at >= ? GROUP BY m.id ORDER BY score DESC, m.id LIMIT 50`,
        )
        .all(request.merchant, from) as { id: number; username: string; score: number }[];
      const ranked = rows.map((r, i) => ({
        rank: i + 1,
        customerName: maskName(r.username),
        score: toMajor(r.score),
        id: r.id,
      }));
      const mine = ranked.find((r) => r.id === request.member!.id);
      const value: MissionLeaderboardValue = {
        list: ranked.slice(0, 20).map(({ id: _id, ...r }) => r),
        me: mine ? { rank: mine.rank, customerName: mine.customerName, score: mine.score } : null,
      };
      return ok(value);
    },
  );

  // ---- Points -----------------------------------------------------------------------------------

  const pointsOf = (id: number) =>
    (
      db.prepare('SELECT points FROM point_account WHERE member_id = ?').get(id) as
        { points: number } | undefined
    )?.points ?? 0;
  const ptsCfg = { ...memberCfg, module: 'PTSYS3' };

  app.get('/wps/relay/MCS2_getPointBalance', { config: ptsCfg }, async (request) =>
    ok<PointBalanceValue>({ points: pointsOf(request.member!.id) }),
  );

  app.get('/wps/relay/MCS2_getPointConfig', { config: { module: 'PTSYS3' } }, async () =>
    ok<PointConfigValue>({
      earnPerUnitBet: 1,
      convertRate: 1 / POINT_CONFIG.convertPointsPerUnit,
      minConvertPoints: POINT_CONFIG.minConvertPoints,
      expires: false,
    }),
  );

  interface RewardRow {
    id: number;
    name_pt: string;
    name_en: string;
    desc_pt: string;
    desc_en: string;
    cost: number;
    stock: number;
  }
  app.get('/wps/relay/MCS2_getPointReward', { config: { module: 'PTSYS3' } }, async (request) => {
    const rows = db.prepare('SELECT * FROM point_reward ORDER BY cost').all() as RewardRow[];
    const value: PointRewardValue = {
      list: rows.map((r) => ({
        id: r.id,
        name: pick(request.lang, r.name_pt, r.name_en),
        description: pick(request.lang, r.desc_pt, r.desc_en),
        cost: r.cost,
        stock: r.stock,
        imageUrl: `/wps/assets/rewards/${r.id}.svg`,
      })),
    };
    return ok(value);
  });

  const redeemRecord = (id: number, lang: 'PT' | 'EN'): PointRedeemRecord => {
    const r = db
      .prepare(
        'SELECT p.*, w.name_pt, w.name_en FROM point_redeem p JOIN point_reward w ON w.id = p.reward_id WHERE p.id = ?',
      )
      .get(id) as {
      id: number;
      reward_id: number;
      quantity: number;
      points: number;
      status: PointRedeemRecord['status'];
      created_at: string;
      name_pt: string;
      name_en: string;
    };
    return {
      id: r.id,
      rewardId: r.reward_id,
      rewardName: pick(lang, r.name_pt, r.name_en),
      points: r.points,
      quantity: r.quantity,
      status: r.status,
      createdAt: r.created_at,
    };
  };

  app.get(
    '/wps/relay/MCS2_getRedeemPointList',
    {
      config: ptsCfg,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, pageNo: PAGE_NO, pageSize: pageSize(10, 50) },
        },
      },
    },
    async (request) => {
      const q = request.query as { pageNo: number; pageSize: number };
      const id = request.member!.id;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM point_redeem WHERE member_id = ?').get(id) as { n: number }
      ).n;
      const ids = db
        .prepare('SELECT id FROM point_redeem WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as { id: number }[];
      const value: RedeemPointListValue = {
        content: ids.map((r) => redeemRecord(r.id, request.lang)),
        totalPages: totalPages(n, q.pageSize),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { rewardId: number; quantity: number; paymentPassword: string } }>(
    '/wps/relay/MCS2_redeemPoint',
    {
      config: { ...ptsCfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['rewardId', 'quantity', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            rewardId: { type: 'integer', minimum: 1 },
            quantity: { type: 'integer', minimum: 1, maximum: 10 },
            paymentPassword: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      const recId = db.transaction(() => {
        const reward = db.prepare('SELECT * FROM point_reward WHERE id = ?').get(request.body.rewardId) as
          RewardRow | undefined;
        if (!reward) throw notFound('points.reward_not_found');
        if (reward.stock < request.body.quantity) throw badRequest('points.out_of_stock');
        const cost = reward.cost * request.body.quantity;
        if (pointsOf(id) < cost) throw badRequest('points.insufficient');
        const at = new Date().toISOString();
        db.prepare('UPDATE point_reward SET stock = stock - ? WHERE id = ?').run(
          request.body.quantity,
          reward.id,
        );
        const r = db
          .prepare(
            'INSERT INTO point_redeem (member_id, reward_id, quantity, points, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(id, reward.id, request.body.quantity, cost, 'IN_PROCESS', at);
        failpoint('points.redeem_after_record');
        addPoints(db, id, -cost, 'REDEEM', `redeem:${r.lastInsertRowid}`, at);
        return Number(r.lastInsertRowid);
      })();
      const value: PointRedeemValue = { record: redeemRecord(recId, request.lang), points: pointsOf(id) };
      return ok(value);
    },
  );

  app.post<{ Body: { points: number; paymentPassword: string } }>(
    '/wps/relay/MCS2_convertPoint',
    {
      config: { ...ptsCfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['points', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            points: { type: 'integer', minimum: 1, maximum: 100000000 },
            paymentPassword: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const pts = request.body.points;
      if (pts < POINT_CONFIG.minConvertPoints || pts % POINT_CONFIG.convertPointsPerUnit !== 0)
        throw badRequest('points.min_convert', { min: POINT_CONFIG.minConvertPoints });
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      const value = db.transaction((): PointConvertValue => {
        if (pointsOf(id) < pts) throw badRequest('points.insufficient');
        const at = new Date().toISOString();
        // 100 points = 1.00 = 100 minor units: one point is one centavo
        const credit = (pts / POINT_CONFIG.convertPointsPerUnit) * 100;
        const left = addPoints(db, id, -pts, 'CONVERT', 'wallet', at);
        failpoint('points.convert_after_points');
        const balance = move(db, {
          memberId: id,
          amount: credit,
          type: 'POINTS_CONVERT',
          reference: `points:${pts}`,
          now: at,
        });
        return { points: left, credited: toMajor(credit), balance: toMajor(balance) };
      })();
      return ok(value);
    },
  );

  // ---- Promotions, rewards, raffle --------------------------------------------------------------

  interface PromoRow {
    id: number;
    category: Promotion['category'];
    title_pt: string;
    title_en: string;
    content_pt: string;
    content_en: string;
    prize_min: number;
    prize_max: number;
    start_time: string;
    end_time: string;
  }
  app.get('/wps/relay/MCS2_getPromotionList', { config: { auth: 'optional' } }, async (request) => {
    const rows = db
      .prepare('SELECT * FROM promotion WHERE merchant_code = ? ORDER BY id')
      .all(request.merchant) as PromoRow[];
    const day = new Date().toISOString().slice(0, 10);
    const value: PromotionListValue = {
      list: rows.map((p) => ({
        id: p.id,
        title: pick(request.lang, p.title_pt, p.title_en),
        content: pick(request.lang, p.content_pt, p.content_en),
        imageUrl: `/wps/assets/promotions/${p.id}.svg`,
        category: p.category,
        startTime: p.start_time,
        endTime: p.end_time,
        claimable:
          p.category === 'RAFFLE' &&
          request.member !== null &&
          request.member.type !== 4 &&
          !db
            .prepare('SELECT 1 FROM reward WHERE member_id = ? AND promotion_id = ? AND claim_day = ?')
            .get(request.member.id, p.id, day),
      })),
    };
    return ok(value);
  });

  interface RewardItemRow {
    id: number;
    title: string;
    amount: number;
    status: RewardItem['status'];
    source: RewardItem['source'];
    created_at: string;
  }
  const toReward = (r: RewardItemRow): RewardItem => ({
    id: r.id,
    title: r.title,
    amount: toMajor(r.amount),
    status: r.status,
    source: r.source,
    createdAt: r.created_at,
  });

  app.get(
    '/wps/relay/MCS2_getRewardList',
    {
      config: { ...memberCfg, module: 'REWCEN3' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, pageNo: PAGE_NO, pageSize: pageSize(10, 50) },
        },
      },
    },
    async (request) => {
      const q = request.query as { pageNo: number; pageSize: number };
      const id = request.member!.id;
      const n = (db.prepare('SELECT COUNT(*) AS n FROM reward WHERE member_id = ?').get(id) as { n: number })
        .n;
      const rows = db
        .prepare('SELECT * FROM reward WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as RewardItemRow[];
      const claimable = (
        db
          .prepare("SELECT COUNT(*) AS n FROM reward WHERE member_id = ? AND status = 'APPLYING'")
          .get(id) as { n: number }
      ).n;
      const value: RewardListValue = {
        content: rows.map(toReward),
        totalPages: totalPages(n, q.pageSize),
        claimableCount: claimable,
      };
      return ok(value);
    },
  );

  app.post<{ Body: { promotionId: number } }>(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      config: { ...memberCfg, module: 'REWCEN3' },
      schema: {
        body: {
          type: 'object',
          required: ['promotionId'],
          additionalProperties: false,
          properties: { promotionId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const p = db
        .prepare('SELECT * FROM promotion WHERE id = ? AND merchant_code = ?')
        .get(request.body.promotionId, request.merchant) as PromoRow | undefined;
      if (!p) throw notFound('reward.promotion_not_found');
      if (p.category !== 'RAFFLE') throw badRequest('reward.not_raffle');
      const day = new Date().toISOString().slice(0, 10);
      const prize = crypto.randomInt(p.prize_min, p.prize_max + 1);
      const value = db.transaction((): ClaimRaffleValue => {
        if (
          db
            .prepare('SELECT 1 FROM reward WHERE member_id = ? AND promotion_id = ? AND claim_day = ?')
            .get(id, p.id, day)
        )
          throw conflict('reward.already_claimed');
        const at = new Date().toISOString();
        const r = db
          .prepare(
            'INSERT INTO reward (member_id, source, title, amount, status, promotion_id, claim_day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(id, 'RAFFLE', pick(request.lang, p.title_pt, p.title_en), prize, 'CLAIMED', p.id, day, at);
        failpoint('raffle.after_reward');
        const balance = move(db, {
          memberId: id,
          amount: prize,
          type: 'BONUS',
          reference: `raffle:${r.lastInsertRowid}`,
          remark: p.title_en,
          now: at,
        });
        const row = db.prepare('SELECT * FROM reward WHERE id = ?').get(r.lastInsertRowid) as RewardItemRow;
        return { prize: toMajor(prize), balance: toMajor(balance), reward: toReward(row) };
      })();
      return ok(value);
    },
  );

  // ---- VIP and rebate ---------------------------------------------------------------------------

  app.get('/wps/relay/MCS2_getVipLevels', { config: { module: 'VIP3' } }, async () => {
    const rows = db.prepare('SELECT * FROM vip_level ORDER BY level').all() as VipRow[];
    const value: VipLevelsValue = {
      list: rows.map((l) => ({
        level: l.level,
        name: l.name,
        depositRequired: toMajor(l.deposit_required),
        betRequired: toMajor(l.bet_required),
        rebateRate: l.rebate_bp / 100,
        upgradeBonus: toMajor(l.upgrade_bonus),
      })),
    };
    return ok(value);
  });

  app.get('/wps/relay/MCS2_getVipProgress', { config: { ...memberCfg, module: 'VIP3' } }, async (request) => {
    const v = vipOf(db, request.member!.id);
    const pct = v.next
      ? Math.min(
          100,
          Math.floor(
            50 * Math.min(1, v.deposit / Math.max(1, v.next.deposit_required)) +
              50 * Math.min(1, v.bet / Math.max(1, v.next.bet_required)),
          ),
        )
      : 100;
    const value: VipProgressValue = {
      level: v.level,
      levelName: v.row?.name ?? '',
      nextLevel: v.next?.level ?? null,
      totalDeposit: toMajor(v.deposit),
      totalBet: toMajor(v.bet),
      depositRequired: v.next ? toMajor(v.next.deposit_required) : null,
      betRequired: v.next ? toMajor(v.next.bet_required) : null,
      progressPercent: pct,
    };
    return ok(value);
  });

  const rebateState = (id: number) => {
    const v = vipOf(db, id);
    const rate = v.row?.rebate_bp ?? 0;
    const bet = (
      db
        .prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM bet WHERE member_id = ? AND rebated = 0')
        .get(id) as { s: number }
    ).s;
    return { rate, bet, amount: Math.floor((bet * rate) / 10000) };
  };

  app.get(
    '/wps/relay/MCS2_getRebateInfo',
    { config: { ...memberCfg, module: 'MANPLAYREB3' } },
    async (request) => {
      const id = request.member!.id;
      const s = rebateState(id);
      const records = db
        .prepare('SELECT * FROM rebate_claim WHERE member_id = ? ORDER BY id DESC LIMIT 20')
        .all(id) as { id: number; amount: number; bet_amount: number; created_at: string }[];
      const value: RebateInfoValue = {
        available: toMajor(s.amount),
        rate: s.rate / 100,
        unrebatedBet: toMajor(s.bet),
        lastClaimAt: records[0]?.created_at ?? null,
        records: records.map((r) => ({
          id: r.id,
          amount: toMajor(r.amount),
          betAmount: toMajor(r.bet_amount),
          createdAt: r.created_at,
        })),
      };
      return ok(value);
    },
  );

  app.post(
    '/wps/relay/MCS2_claimRebate',
    { config: { ...memberCfg, module: 'MANPLAYREB3' } },
    async (request) => {
      const id = request.member!.id;
      const value = db.transaction((): RebateClaimValue => {
        const s = rebateState(id);
        if (s.amount <= 0) throw badRequest('rebate.nothing');
        const at = new Date().toISOString();
        db.prepare('UPDATE bet SET rebated = 1 WHERE member_id = ? AND rebated = 0').run(id);
        const r = db
          .prepare('INSERT INTO rebate_claim (member_id, amount, bet_amount, created_at) VALUES (?, ?, ?, ?)')
          .run(id, s.amount, s.bet, at);
        failpoint('rebate.after_claim');
        const balance = move(db, {
          memberId: id,
          amount: s.amount,
          type: 'REBATE',
          reference: `rebate:${r.lastInsertRowid}`,
          now: at,
        });
        db.prepare(
          'INSERT INTO reward (member_id, source, title, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(id, 'REBATE', 'Rebate', s.amount, 'CLAIMED', at);
        return { amount: toMajor(s.amount), balance: toMajor(balance) };
      })();
      return ok(value);
    },
  );

  // ---- Chat -------------------------------------------------------------------------------------

  app.get(
    '/wps/relay/CBS_modelList',
    { schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } } },
    async () => {
      const hour = new Date().getUTCHours();
      const value: ChatModelListValue = {
        list: CHAT_MODELS.map((m, i) => ({
          modelId: m.modelId,
          name: m.name,
          iconUrl: `/wps/assets/chat/${i + 1}.svg`,
          online: (hour + i) % 3 !== 0,
        })),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { modelId: string } }>(
    '/wps/relay/CBS_launchChat',
    {
      config: { auth: 'optional' },
      schema: {
        body: {
          type: 'object',
          required: ['modelId'],
          additionalProperties: false,
          properties: { modelId: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (request) => {
      if (!CHAT_MODELS.some((m) => m.modelId === request.body.modelId))
        throw notFound('chat.model_not_found');
      const value: LaunchChatValue = {
        chatUrl: `/wps/chat/room/${request.body.modelId}?lang=${request.lang}`,
      };
      return ok(value);
    },
  );

  app.get<{ Params: { modelId: string } }>(
    '/wps/chat/room/:modelId',
    {
      config: { headerless: true },
      schema: {
        params: { type: 'object', properties: { modelId: { type: 'string', pattern: '^[a-z]{1,32}$' } } },
      },
    },
    async (request, reply) => {
      const m = CHAT_MODELS.find((x) => x.modelId === request.params.modelId);
      if (!m) throw notFound('chat.model_not_found');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><title>${m.name}</title></head><body style="font-family:system-ui;background:#111;color:#eee;padding:24px"><h1>${m.name}</h1><p>Demo chat room · Sala de chat de demonstração</p></body></html>`,
        );
    },
  );
}
