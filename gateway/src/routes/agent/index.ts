import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, conflict, forbidden, notFound, AppError } from '../../http/errors';
import { message, registerMessages } from '../../i18n/messages';
import { hashPassword } from '../../domain/identity/passwords';
import { isAgentType } from '../../domain/identity/sessions';
import type {
  AgentIncomeValue,
  AgentNoticesValue,
  AgentProfileValue,
  ContractKind,
  ContractProcessBody,
  ContractProcessValue,
  Downline,
  DownlineListValue,
  DownlineSort,
  DownlineTransactionsValue,
  RegisterDownlineBody,
  TeamBetsValue,
  TeamOverviewValue,
  TeamPnlRow,
  TeamPnlValue,
  TeamSeriesPoint,
  TransactionType,
} from '@jogo/shared/api';
import { Type, type Static } from '@sinclair/typebox';
import { CLIENT_QUERY, DATE, oneOf, PAGE_NO, pageSize, PAGING, type PagedQuery } from '../../http/schema';
import { betRecord, type BetRow } from '../../domain/games/bet-record';
import { dateRange, totalPages } from '../../http/paging';
import { pick } from '../../i18n/pick';
import { toMajor } from '../../domain/ledger/money';
import { toTransaction } from '../../domain/ledger/transactions';
import { agentNow } from '../../domain/agent/clock';
import {
  CONTRACT_SELECT,
  SETTLE_TICK_MS,
  settleAll,
  signedContract,
  teamOf,
  toContract,
  toRecord,
  type ContractRow,
} from '../../domain/agent/contracts';
import { exportRoutes } from './export';
import { PERIODS } from '../../domain/agent/periods';
import { betsWhere, idList, pnlRows, scope, teamMember, transactionsWhere } from './reports';
import { rebateOf } from './rebate';
import { memberOf } from '../../http/member';

registerMessages({
  'agent.not_downline': {
    PT: 'Este membro não pertence à sua equipe',
    EN: 'This member is not in your team',
  },
  'agent.username_taken': { PT: 'Este nome de usuário já existe', EN: 'This username already exists' },
  'agent.depth_limit': {
    PT: 'Você não pode criar agentes neste nível',
    EN: 'You cannot create agents at this level',
  },
  'agent.password_weak': {
    PT: 'A senha deve ter 8 a 32 caracteres com letras e números',
    EN: 'The password must have 8 to 32 characters with letters and digits',
  },
  'agent.rebate_too_high': {
    PT: 'O rebate não pode exceder o seu ({max}%)',
    EN: 'The rebate cannot exceed your own ({max}%)',
  },
  'contract.no_rate': {
    PT: 'Você não tem contrato assinado deste tipo para oferecer',
    EN: 'You have no signed contract of this kind to offer',
  },
  'contract.rate_too_high': {
    PT: 'A taxa não pode exceder a sua ({max}%)',
    EN: 'The rate cannot exceed your own ({max}%)',
  },
  'contract.downline_not_agent': {
    PT: 'Só é possível oferecer contratos a agentes diretos',
    EN: 'Contracts can be offered only to direct agents',
  },
  'contract.downline_higher': {
    PT: 'Um agente da sua equipe tem uma taxa maior; concordar encerra o contrato dele',
    EN: 'A downline holds a higher rate; agreeing terminates the downline contract',
  },
  'contract.period_invalid': {
    PT: 'Só contratos de dividendos escolhem o período',
    EN: 'Only dividend contracts choose their period',
  },
  'contract.not_found': { PT: 'Contrato não encontrado', EN: 'Contract not found' },
  'contract.field_required': { PT: 'Falta o campo {field}', EN: 'Missing field {field}' },
});

// app.ts answers 'agent.only' for non-agents; register its text unless the identity module already did
if (message('agent.only', 'EN') === message('system.error', 'EN'))
  registerMessages({
    'agent.only': { PT: 'Apenas agentes podem usar esta função', EN: 'Only agents can use this function' },
  });

const CHILD_AGENT_TYPE: Record<number, number | undefined> = { 1: 2, 2: 41, 41: 42 };
const USERNAME = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{3,19}$' } as const;
const RANGE = { startDate: Type.Optional(DATE), endDate: Type.Optional(DATE) };
const MEMBER_FILTER = {
  username: Type.Optional(Type.String({ maxLength: 32 })),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const GAME_TYPE = Type.Optional(Type.String({ maxLength: 16 }));
const DAY = 86400_000;
const AnnouncementsQuery = Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) });
const RangeQuery = Type.Object({ ...CLIENT_QUERY, ...RANGE });
const TeamGameQuery = Type.Object({
  ...CLIENT_QUERY,
  ...RANGE,
  ...MEMBER_FILTER,
  gameType: GAME_TYPE,
  ...PAGING(20, 100),
});
const IncomeQuery = Type.Object({ ...CLIENT_QUERY, ...RANGE, ...PAGING(20, 100) });
const DownlineTransactionsQuery = Type.Object({
  ...CLIENT_QUERY,
  ...RANGE,
  ...MEMBER_FILTER,
  type: Type.Optional(Type.String({ maxLength: 20 })),
  ...PAGING(20, 100),
});

/** The days of a range as `YYYY-MM-DD`, oldest first. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const SORT_SQL: Record<DownlineSort, string> = {
  createdAt: 'm.created_at',
  balance: 'balance',
  totalDeposit: 'dep',
  totalBet: 'bet',
  lastLoginAt: "COALESCE(m.last_login_at, '')",
  username: 'm.username',
};

export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, agent: true as const, module: 'AFFMAN3' };

  // Real-time salary settles every 5 minutes (spec 9); hourly, daily, weekly, semi-monthly and monthly
  // contracts settle on the same tick once their own period has ended by the gateway's clock.
  const timer = setInterval(() => {
    try {
      settleAll(db, agentNow(db));
    } catch (err) {
      app.log.error({ err }, 'contract settlement failed');
    }
  }, SETTLE_TICK_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  await app.register(exportRoutes);

  app.get(
    '/wps/agent/profile',
    { config: cfg, schema: { querystring: { type: 'object', properties: CLIENT_QUERY } } },
    async (request) => {
      const me = memberOf(request);
      const row = db.prepare('SELECT username, nickname, type FROM member WHERE id = ?').get(me.id) as {
        username: string;
        nickname: string | null;
        type: number;
      };
      const codes = db
        .prepare(
          "SELECT code FROM invite_code WHERE member_id = ? AND kind = 'affiliate' ORDER BY created_at",
        )
        .all(me.id) as { code: string }[];
      const value: AgentProfileValue = {
        username: row.username,
        nickname: row.nickname,
        type: row.type,
        rebate: rebateOf(db, me.id) / 100,
        canCreateAgent: CHILD_AGENT_TYPE[row.type] !== undefined,
        affiliateCodes: codes.map((c) => c.code),
        serverTime: new Date(agentNow(db)).toISOString(),
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: PagedQuery<typeof AnnouncementsQuery> }>(
    '/wps/agent/announcements',
    { config: cfg, schema: { querystring: AnnouncementsQuery } },
    async (request) => {
      const q = request.query;
      const merchant = memberOf(request).merchantCode;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM agent_notice WHERE merchant_code = ?').get(merchant) as {
          n: number;
        }
      ).n;
      const rows = db
        .prepare(
          'SELECT * FROM agent_notice WHERE merchant_code = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
        )
        .all(merchant, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
        id: number;
        title_pt: string;
        title_en: string;
        content_pt: string;
        content_en: string;
        created_at: string;
      }[];
      const value: AgentNoticesValue = {
        content: rows.map((r) => ({
          id: r.id,
          title: pick(request.lang, r.title_pt, r.title_en),
          content: pick(request.lang, r.content_pt, r.content_en),
          createdAt: r.created_at,
        })),
        totalPages: totalPages(n, q.pageSize),
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: Static<typeof RangeQuery> }>(
    '/wps/agent/team/overview',
    { config: cfg, schema: { querystring: RangeQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate);
      const me = memberOf(request).id;
      const team = teamOf(db, me);
      const ids = idList([...team.keys()]);
      const byDay = <T>(sql: string) =>
        new Map((db.prepare(sql).all(from, to) as (T & { d: string })[]).map((r) => [r.d, r]));
      const bets = byDay<{ bet: number; wl: number; active: number }>(
        `SELECT substr(created_at, 1, 10) AS d, SUM(amount) AS bet, SUM(payout - amount) AS wl, COUNT(DISTINCT member_id) AS active
         FROM bet WHERE member_id IN (${ids}) AND created_at >= ? AND created_at < ? GROUP BY d`,
      );
      const money = byDay<{ dep: number; wd: number }>(
        `SELECT substr(created_at, 1, 10) AS d, COALESCE(SUM(CASE WHEN type = 'DEPOSIT' THEN amount END), 0) AS dep,
           COALESCE(SUM(CASE WHEN type = 'WITHDRAW' THEN -amount END), 0) AS wd
         FROM ledger WHERE member_id IN (${ids}) AND type IN ('DEPOSIT', 'WITHDRAW') AND created_at >= ? AND created_at < ? GROUP BY d`,
      );
      const joined = byDay<{ n: number }>(
        `SELECT substr(created_at, 1, 10) AS d, COUNT(*) AS n FROM member WHERE id IN (${ids}) AND created_at >= ? AND created_at < ? GROUP BY d`,
      );
      const active = (
        db
          .prepare(
            `SELECT COUNT(DISTINCT member_id) AS n FROM bet WHERE member_id IN (${ids}) AND created_at >= ? AND created_at < ?`,
          )
          .get(from, to) as { n: number }
      ).n;
      const types = db.prepare(`SELECT type FROM member WHERE id IN (${ids})`).all() as { type: number }[];
      const bal = db
        .prepare(
          `SELECT COALESCE(SUM(balance), 0) AS s FROM wallet_account WHERE account = 'MAIN' AND member_id IN (${ids})`,
        )
        .get() as { s: number };
      const levels = new Map<number, number>();
      for (const lvl of team.values()) levels.set(lvl, (levels.get(lvl) ?? 0) + 1);
      const series: TeamSeriesPoint[] = daysOf(from, to).map((d) => ({
        date: d,
        deposit: toMajor(money.get(d)?.dep ?? 0),
        withdraw: toMajor(money.get(d)?.wd ?? 0),
        bet: toMajor(bets.get(d)?.bet ?? 0),
        winLoss: toMajor(bets.get(d)?.wl ?? 0),
        newMembers: joined.get(d)?.n ?? 0,
        activeMembers: bets.get(d)?.active ?? 0,
      }));
      const sum = (f: (p: TeamSeriesPoint) => number) =>
        Math.round(series.reduce((s, p) => s + f(p) * 100, 0)) / 100;
      const value: TeamOverviewValue = {
        teamSize: team.size,
        directCount: [...team.values()].filter((l) => l === 1).length,
        agentCount: types.filter((m) => isAgentType(m.type)).length,
        activeMembers: active,
        newMembers: series.reduce((s, p) => s + p.newMembers, 0),
        totalDeposit: sum((p) => p.deposit),
        totalWithdraw: sum((p) => p.withdraw),
        totalBet: sum((p) => p.bet),
        totalWinLoss: sum((p) => p.winLoss),
        teamBalance: toMajor(bal.s),
        levels: [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, count]) => ({ level, count })),
        series,
      };
      return ok(value);
    },
  );

  const downlineOf = (
    ids: number[],
    team: Map<number, number>,
    limit: number,
    offset: number,
    sort: DownlineSort = 'createdAt',
    order: 'asc' | 'desc' = 'desc',
  ): Downline[] => {
    const rows = db
      .prepare(
        `SELECT m.id, m.username, m.nickname, m.type, m.created_at, m.last_login_at, p.username AS parent,
           COALESCE((SELECT balance FROM wallet_account w WHERE w.member_id = m.id AND w.account = 'MAIN'), 0) AS balance,
           COALESCE((SELECT SUM(amount) FROM bet b WHERE b.member_id = m.id), 0) AS bet,
           COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type = 'DEPOSIT'), 0) AS dep,
           (SELECT COUNT(*) FROM member c WHERE c.parent_id = m.id) AS children
         FROM member m JOIN member p ON p.id = m.parent_id WHERE m.id IN (${idList(ids)})
         ORDER BY ${SORT_SQL[sort]} ${order === 'asc' ? 'ASC' : 'DESC'}, m.id LIMIT ? OFFSET ?`,
      )
      .all(limit, offset) as {
      id: number;
      username: string;
      nickname: string | null;
      type: number;
      created_at: string;
      last_login_at: string | null;
      parent: string;
      balance: number;
      bet: number;
      dep: number;
      children: number;
    }[];
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      type: r.type,
      isAgent: isAgentType(r.type),
      level: team.get(r.id) ?? 1,
      parentUsername: r.parent,
      balance: toMajor(r.balance),
      totalBet: toMajor(r.bet),
      totalDeposit: toMajor(r.dep),
      childCount: r.children,
      lastLoginAt: r.last_login_at,
      createdAt: r.created_at,
    }));
  };

  const DownlineQuery = Type.Object({
    ...CLIENT_QUERY,
    ...MEMBER_FILTER,
    parent: Type.Optional(Type.String({ maxLength: 32 })),
    sort: Type.Optional(oneOf(Object.keys(SORT_SQL) as DownlineSort[])),
    order: Type.Optional(oneOf(['asc', 'desc'] as const)),
    ...PAGING(20, 100),
  });
  app.get<{ Querystring: PagedQuery<typeof DownlineQuery> }>(
    '/wps/agent/downline',
    { config: cfg, schema: { querystring: DownlineQuery } },
    async (request) => {
      const q = request.query;
      const me = memberOf(request);
      const { team, ids } = scope(db, me.id, q);
      let filtered = ids;
      let parent: DownlineListValue['parent'] = null;
      if (q.parent) {
        // the tree: direct downline of one node (myself or a member of my team)
        const isMe = q.parent === me.username;
        const pid = isMe ? me.id : teamMember(db, me.id, team, q.parent);
        const children = new Set(
          (db.prepare('SELECT id FROM member WHERE parent_id = ?').all(pid) as { id: number }[]).map(
            (r) => r.id,
          ),
        );
        filtered = ids.filter((id) => children.has(id));
        const up = db
          .prepare('SELECT p.username FROM member m LEFT JOIN member p ON p.id = m.parent_id WHERE m.id = ?')
          .get(pid) as { username: string | null };
        parent = {
          username: q.parent,
          level: isMe ? 0 : (team.get(pid) ?? 0),
          parentUsername: isMe ? null : up.username,
        };
      }
      const value: DownlineListValue = {
        parent,
        content: downlineOf(filtered, team, q.pageSize, (q.pageNo - 1) * q.pageSize, q.sort, q.order),
        totalPages: totalPages(filtered.length, q.pageSize),
        totalCount: filtered.length,
      };
      return ok(value);
    },
  );

  app.post<{ Body: RegisterDownlineBody }>(
    '/wps/agent/downline',
    {
      config: { ...cfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password', 'accountType'],
          additionalProperties: false,
          properties: {
            username: USERNAME,
            password: { type: 'string', minLength: 8, maxLength: 32 },
            nickname: { type: 'string', maxLength: 32 },
            accountType: { type: 'string', enum: ['MEMBER', 'AGENT'] },
            rebate: { type: 'number', minimum: 0, maximum: 100 },
          },
        },
      },
    },
    async (request) => {
      const me = memberOf(request);
      const b = request.body;
      if (!/[A-Za-z]/.test(b.password) || !/\d/.test(b.password)) throw badRequest('agent.password_weak');
      const type = b.accountType === 'AGENT' ? CHILD_AGENT_TYPE[me.type] : 0;
      if (type === undefined) throw badRequest('agent.depth_limit');
      const rebateBp = Math.round((b.rebate ?? 0) * 100);
      const myRebate = rebateOf(db, me.id);
      if (rebateBp > myRebate) throw badRequest('agent.rebate_too_high', { max: myRebate / 100 });
      const hash = await hashPassword(b.password);
      const id = db.transaction(() => {
        if (
          db
            .prepare('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?')
            .get(me.merchantCode, b.username)
        )
          throw conflict('agent.username_taken');
        const now = new Date().toISOString();
        const r = db
          .prepare(
            `INSERT INTO member (merchant_code, username, password_hash, nickname, type, parent_id, language, first_time_login, password_changed_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
          )
          .run(
            me.merchantCode,
            b.username,
            hash,
            b.nickname?.trim() || null,
            type,
            me.id,
            request.lang,
            now,
            now,
          );
        const newId = Number(r.lastInsertRowid);
        db.prepare('INSERT INTO agent_rebate (member_id, rate_bp) VALUES (?, ?)').run(newId, rebateBp);
        if (type !== 0)
          // a sub-agent gets an affiliate code of its own, so its links put new members in its team
          db.prepare(
            "INSERT INTO invite_code (code, merchant_code, member_id, kind, domain, created_at) VALUES (?, ?, ?, 'affiliate', NULL, ?)",
          ).run(`${b.username.toUpperCase()}${newId}`, me.merchantCode, newId, now);
        return newId;
      })();
      return ok(downlineOf([id], new Map([[id, 1]]), 1, 0)[0]!);
    },
  );

  app.get<{ Querystring: PagedQuery<typeof TeamGameQuery> }>(
    '/wps/agent/team/bets',
    { config: cfg, schema: { querystring: TeamGameQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate);
      const { ids } = scope(db, memberOf(request).id, q);
      const { where, args } = betsWhere(ids, from, to, q);
      const agg = db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout - amount), 0) AS wl FROM bet b WHERE ${where}`,
        )
        .get(...args) as { n: number; bet: number; wl: number };
      const rows = db
        .prepare(
          `SELECT b.*, m.username, g.name_pt, g.name_en FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
           WHERE ${where} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as (BetRow & { username: string })[];
      const value: TeamBetsValue = {
        content: rows.map((r) => ({ ...betRecord(r, request.lang), username: r.username })),
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        totalBet: toMajor(agg.bet),
        totalWinLoss: toMajor(agg.wl),
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: PagedQuery<typeof TeamGameQuery> }>(
    '/wps/agent/team/pnl',
    { config: cfg, schema: { querystring: TeamGameQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate);
      const { team, ids } = scope(db, memberOf(request).id, q);
      const active = pnlRows(db, ids, from, to, q);
      const toRow = (r: (typeof active)[number]): TeamPnlRow => ({
        memberId: r.id,
        username: r.username,
        level: team.get(r.id) ?? 1,
        deposit: toMajor(r.dep),
        withdraw: toMajor(r.wd),
        bet: toMajor(r.bet),
        payout: toMajor(r.payout),
        winLoss: toMajor(r.payout - r.bet),
        bonus: toMajor(r.bonus),
      });
      const sum = (f: (r: (typeof active)[number]) => number) =>
        toMajor(active.reduce((s, r) => s + f(r), 0));
      const value: TeamPnlValue = {
        content: active.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map(toRow),
        totalPages: totalPages(active.length, q.pageSize),
        totals: {
          deposit: sum((r) => r.dep),
          withdraw: sum((r) => r.wd),
          bet: sum((r) => r.bet),
          payout: sum((r) => r.payout),
          winLoss: sum((r) => r.payout - r.bet),
          bonus: sum((r) => r.bonus),
        },
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: PagedQuery<typeof IncomeQuery> }>(
    '/wps/agent/income',
    { config: cfg, schema: { querystring: IncomeQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate);
      const me = memberOf(request).id;
      const rows = db
        .prepare(
          'SELECT * FROM contract_record WHERE member_id = ? AND created_at >= ? AND created_at < ? ORDER BY id DESC',
        )
        .all(me, from, to) as {
        id: number;
        kind: ContractKind;
        amount: number;
        base_amount: number;
        period_start: string;
        period_end: string;
        created_at: string;
      }[];
      const byKind: Record<ContractKind, number> = { DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 };
      const perDay = new Map<string, Record<ContractKind, number>>();
      for (const r of rows) {
        byKind[r.kind] += r.amount;
        const d = r.created_at.slice(0, 10);
        const day = perDay.get(d) ?? { DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 };
        day[r.kind] += r.amount;
        perDay.set(d, day);
      }
      const major = (k: Record<ContractKind, number>) => ({
        DIVIDEND: toMajor(k.DIVIDEND),
        DAILY: toMajor(k.DAILY),
        HOURLY: toMajor(k.HOURLY),
        REALTIME: toMajor(k.REALTIME),
      });
      const value: AgentIncomeValue = {
        content: rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map((r) => ({
          id: r.id,
          kind: r.kind,
          amount: toMajor(r.amount),
          baseAmount: toMajor(r.base_amount),
          periodStart: r.period_start,
          periodEnd: r.period_end,
          createdAt: r.created_at,
        })),
        totalPages: totalPages(rows.length, q.pageSize),
        total: toMajor(rows.reduce((s, r) => s + r.amount, 0)),
        byKind: major(byKind),
        series: daysOf(from, to).map((d) => ({
          date: d,
          ...major(perDay.get(d) ?? { DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 }),
        })),
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: PagedQuery<typeof DownlineTransactionsQuery> }>(
    '/wps/agent/downline/transactions',
    { config: cfg, schema: { querystring: DownlineTransactionsQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate);
      const { ids } = scope(db, memberOf(request).id, q);
      const { where, args } = transactionsWhere(ids, from, to, q);
      const agg = db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS cr, COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS dr FROM ledger l WHERE ${where}`,
        )
        .get(...args) as { n: number; cr: number; dr: number };
      const rows = db
        .prepare(
          `SELECT l.*, m.username FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${where} ORDER BY l.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
        username: string;
        id: number;
        type: TransactionType;
        account: string;
        amount: number;
        balance_after: number;
        reference: string;
        remark: string;
        created_at: string;
      }[];
      const value: DownlineTransactionsValue = {
        content: rows.map((r) => ({ ...toTransaction(r), username: r.username })),
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        totals: { credit: toMajor(agg.cr), debit: toMajor(agg.dr) },
      };
      return ok(value);
    },
  );

  // ---- Contracts --------------------------------------------------------------------------------

  const contractRoute = (path: string, kind: ContractKind, module: string) =>
    app.post<{ Body: ContractProcessBody }>(
      path,
      {
        config: { ...cfg, module },
        schema: {
          body: {
            type: 'object',
            required: ['action'],
            additionalProperties: false,
            properties: {
              action: { type: 'string', enum: ['info', 'offer', 'accept', 'reject', 'records'] },
              username: { type: 'string', maxLength: 32 },
              rate: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
              contractId: { type: 'integer', minimum: 1 },
              period: { type: 'string', enum: PERIODS },
              confirm: { type: 'boolean' },
              pageNo: PAGE_NO,
              pageSize: pageSize(20, 100),
            },
          },
        },
      },
      async (request) => {
        const me = memberOf(request).id;
        const b = request.body;
        const need = <T>(v: T | undefined, field: string): T => {
          if (v === undefined) throw badRequest('contract.field_required', { field });
          return v;
        };
        let contract: ContractRow | undefined;
        let records: ContractProcessValue['records'] = null;
        const now = new Date().toISOString();
        /** contracts I gave my downline at a rate above `rateBp` (closed if I sign `rateBp`) */
        const higherDownline = (rateBp: number) =>
          db
            .prepare(
              `${CONTRACT_SELECT} WHERE c.from_member_id = ? AND c.kind = ? AND c.status IN ('SIGNED', 'OFFERED') AND c.rate_bp > ?`,
            )
            .all(me, kind, rateBp) as ContractRow[];
        if (b.action === 'offer') {
          const username = need(b.username, 'username');
          const rateBp = Math.round(need(b.rate, 'rate') * 100);
          if (b.period && kind !== 'DIVIDEND') throw badRequest('contract.period_invalid');
          if (b.period === 'FIVE_MINUTES' || b.period === 'HOURLY')
            throw badRequest('contract.period_invalid');
          const target = db
            .prepare('SELECT id, type, parent_id FROM member WHERE username = ? AND parent_id = ?')
            .get(username, me) as { id: number; type: number; parent_id: number | null } | undefined;
          if (!target) {
            // a member of my team further down is "not direct"; anyone else is not mine at all
            const deeper = db.prepare('SELECT id FROM member WHERE username = ?').get(username) as
              { id: number } | undefined;
            if (deeper && teamOf(db, me).has(deeper.id)) throw badRequest('contract.downline_not_agent');
            throw forbidden('agent.not_downline');
          }
          if (target.parent_id !== me || !isAgentType(target.type))
            throw badRequest('contract.downline_not_agent');
          const mine = signedContract(db, me, kind);
          if (!mine) throw badRequest('contract.no_rate');
          if (rateBp > mine.rate_bp || rateBp < 1)
            throw badRequest('contract.rate_too_high', { max: mine.rate_bp / 100 });
          const id = db.transaction(() => {
            // a newer offer replaces a pending one
            db.prepare(
              "UPDATE agent_contract SET status = 'REJECTED' WHERE to_member_id = ? AND kind = ? AND status = 'OFFERED'",
            ).run(target.id, kind);
            return Number(
              db
                .prepare(
                  "INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at, period) VALUES (?, ?, ?, ?, 'OFFERED', ?, ?)",
                )
                .run(kind, me, target.id, rateBp, now, b.period ?? null).lastInsertRowid,
            );
          })();
          contract = db.prepare(`${CONTRACT_SELECT} WHERE c.id = ?`).get(id) as ContractRow;
        } else if (b.action === 'accept' || b.action === 'reject') {
          const id = need(b.contractId, 'contractId');
          const c = db
            .prepare(
              `${CONTRACT_SELECT} WHERE c.id = ? AND c.to_member_id = ? AND c.kind = ? AND c.status = 'OFFERED'`,
            )
            .get(id, me, kind) as ContractRow | undefined;
          if (!c) throw notFound('contract.not_found');
          // spec 8: a downline holding a higher rate loses that contract when I agree, so I must say yes to it
          const losing = higherDownline(c.rate_bp);
          if (b.action === 'accept' && losing.length && b.confirm !== true)
            throw new AppError(409, 'contract.downline_higher', {
              terminates: losing.map((x) => ({ username: x.to_username, rate: x.rate_bp / 100 })),
            });
          db.transaction(() => {
            if (b.action === 'reject')
              return void db.prepare("UPDATE agent_contract SET status = 'REJECTED' WHERE id = ?").run(id);
            db.prepare(
              "UPDATE agent_contract SET status = 'CLOSED' WHERE to_member_id = ? AND kind = ? AND status = 'SIGNED'",
            ).run(me, kind);
            db.prepare(
              "UPDATE agent_contract SET status = 'SIGNED', signed_at = ?, settled_until = ? WHERE id = ?",
            ).run(now, now, id);
            // a downline holding a higher rate than my new one loses that contract (spec 8)
            db.prepare(
              "UPDATE agent_contract SET status = 'CLOSED' WHERE from_member_id = ? AND kind = ? AND status IN ('SIGNED', 'OFFERED') AND rate_bp > ?",
            ).run(me, kind, c.rate_bp);
          })();
          contract = db.prepare(`${CONTRACT_SELECT} WHERE c.id = ?`).get(id) as ContractRow;
        } else if (b.action === 'records') {
          const pageNo = b.pageNo ?? 1;
          const size = b.pageSize ?? 20;
          const n = (
            db
              .prepare('SELECT COUNT(*) AS n FROM contract_record WHERE member_id = ? AND kind = ?')
              .get(me, kind) as { n: number }
          ).n;
          const rows = db
            .prepare(
              'SELECT r.*, m.username FROM contract_record r JOIN member m ON m.id = r.member_id WHERE r.member_id = ? AND r.kind = ? ORDER BY r.id DESC LIMIT ? OFFSET ?',
            )
            .all(me, kind, size, (pageNo - 1) * size) as Parameters<typeof toRecord>[0][];
          records = { content: rows.map(toRecord), totalPages: totalPages(n, size) };
        }
        const mine = signedContract(db, me, kind);
        const pending = db
          .prepare(
            `${CONTRACT_SELECT} WHERE c.to_member_id = ? AND c.kind = ? AND c.status = 'OFFERED' ORDER BY c.id DESC`,
          )
          .all(me, kind) as ContractRow[];
        const given = db
          .prepare(
            `${CONTRACT_SELECT} WHERE c.from_member_id = ? AND c.kind = ? AND c.status IN ('OFFERED', 'SIGNED') ORDER BY c.id DESC`,
          )
          .all(me, kind) as ContractRow[];
        const value: ContractProcessValue = {
          kind,
          mine: mine ? toContract(mine) : null,
          maxRate: mine ? mine.rate_bp / 100 : 0,
          pending: pending.map((p) => ({
            ...toContract(p),
            terminates: higherDownline(p.rate_bp).map((x) => ({
              username: x.to_username,
              rate: x.rate_bp / 100,
            })),
          })),
          downlines: given.map(toContract),
          contract: contract ? toContract(contract) : null,
          records,
        };
        return ok(value);
      },
    );

  contractRoute('/wps/relay/MCS2_processDividendReq', 'DIVIDEND', 'DIVIDEND3');
  contractRoute('/wps/relay/MCS2_processDailySalContract', 'DAILY', 'DAILYSAL3');
  contractRoute('/wps/relay/MCS2_processContractHourSalary', 'HOURLY', 'HOURSAL3');
  contractRoute('/wps/relay/MCSFE_processRealTimeSalaryContract', 'REALTIME', 'RTSALARY3');
}
