import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { message, registerMessages } from '../../i18n/messages';
import { hashPassword } from '../../plugins/passwords';
import { isAgentType } from '../../plugins/sessions';
import type {
  AgentIncomeValue,
  ContractKind,
  ContractProcessBody,
  ContractProcessValue,
  Downline,
  DownlineListValue,
  DownlineTransactionsValue,
  RegisterDownlineBody,
  TeamBetsValue,
  TeamOverviewValue,
  TeamPnlRow,
  TeamPnlValue,
  TransactionType,
} from '@jogo/shared/api';
import {
  CLIENT_QUERY,
  DATE,
  PAGE_NO,
  betRecord,
  dateRange,
  pageSize,
  toMajor,
  totalPages,
  type BetRow,
} from '../wallet/common';
import { toTransaction } from '../wallet/index';
import {
  CONTRACT_SELECT,
  PERIOD_MS,
  settleAll,
  signedContract,
  teamOf,
  toContract,
  toRecord,
  type ContractRow,
} from './contracts';

registerMessages({
  'agent.not_downline': {
    PT: 'Este membro não pertence à sua equipa',
    EN: 'This member is not in your team',
  },
  'agent.username_taken': { PT: 'Este nome de utilizador já existe', EN: 'This username already exists' },
  'agent.depth_limit': {
    PT: 'Não pode criar agentes neste nível',
    EN: 'You cannot create agents at this level',
  },
  'agent.password_weak': {
    PT: 'A senha deve ter 8 a 32 caracteres com letras e números',
    EN: 'The password must have 8 to 32 characters with letters and digits',
  },
  'contract.no_rate': {
    PT: 'Não tem contrato assinado deste tipo para oferecer',
    EN: 'You have no signed contract of this kind to offer',
  },
  'contract.rate_too_high': {
    PT: 'A taxa não pode exceder a sua ({max}%)',
    EN: 'The rate cannot exceed your own ({max}%)',
  },
  'contract.downline_not_agent': {
    PT: 'Só pode oferecer contratos a agentes diretos',
    EN: 'Contracts can be offered only to direct agents',
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
const RANGE = { startDate: DATE, endDate: DATE } as const;

export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, agent: true as const, module: 'AFFMAN3' };

  // Real-time salary settles every 5 minutes (spec 9); hourly, daily and dividend contracts settle
  // on the same tick once their own period is complete.
  const timer = setInterval(() => {
    try {
      settleAll(db);
    } catch (err) {
      app.log.error({ err }, 'contract settlement failed');
    }
  }, PERIOD_MS.REALTIME);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const idList = (ids: number[]) => (ids.length ? ids.join(',') : '-1');
  /** the caller's team; a `username` filter must name a member of it (403 otherwise) */
  const scope = (agentId: number, username?: string): { team: Map<number, number>; ids: number[] } => {
    const team = teamOf(db, agentId);
    if (!username) return { team, ids: [...team.keys()] };
    const m = db
      .prepare(
        'SELECT id FROM member WHERE username = ? AND merchant_code = (SELECT merchant_code FROM member WHERE id = ?)',
      )
      .get(username, agentId) as { id: number } | undefined;
    if (!m || !team.has(m.id)) throw forbidden('agent.not_downline');
    return { team, ids: [m.id] };
  };

  app.get(
    '/wps/agent/team/overview',
    { config: cfg, schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY, ...RANGE } } } },
    async (request) => {
      const q = request.query as { startDate?: string; endDate?: string };
      const [from, to] = dateRange(q.startDate, q.endDate);
      const me = request.member!.id;
      const team = teamOf(db, me);
      const ids = idList([...team.keys()]);
      const one = <T>(sql: string, ...args: (string | number)[]) => db.prepare(sql).get(...args) as T;
      const bets = one<{ bet: number; wl: number; active: number }>(
        `SELECT COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout - amount), 0) AS wl, COUNT(DISTINCT member_id) AS active FROM bet WHERE member_id IN (${ids}) AND created_at >= ? AND created_at < ?`,
        from,
        to,
      );
      const money = one<{ dep: number; wd: number }>(
        `SELECT COALESCE(SUM(CASE WHEN type = 'DEPOSIT' THEN amount END), 0) AS dep, COALESCE(SUM(CASE WHEN type = 'WITHDRAW' THEN -amount END), 0) AS wd
         FROM ledger WHERE member_id IN (${ids}) AND created_at >= ? AND created_at < ?`,
        from,
        to,
      );
      const members = db.prepare(`SELECT id, type, created_at FROM member WHERE id IN (${ids})`).all() as {
        id: number;
        type: number;
        created_at: string;
      }[];
      const bal = one<{ s: number }>(
        `SELECT COALESCE(SUM(balance), 0) AS s FROM wallet_account WHERE account = 'MAIN' AND member_id IN (${ids})`,
      );
      const levels = new Map<number, number>();
      for (const lvl of team.values()) levels.set(lvl, (levels.get(lvl) ?? 0) + 1);
      const value: TeamOverviewValue = {
        teamSize: team.size,
        directCount: [...team.values()].filter((l) => l === 1).length,
        agentCount: members.filter((m) => isAgentType(m.type)).length,
        activeMembers: bets.active,
        newMembers: members.filter((m) => m.created_at >= from && m.created_at < to).length,
        totalDeposit: toMajor(money.dep),
        totalWithdraw: toMajor(money.wd),
        totalBet: toMajor(bets.bet),
        totalWinLoss: toMajor(bets.wl),
        teamBalance: toMajor(bal.s),
        levels: [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, count]) => ({ level, count })),
      };
      return ok(value);
    },
  );

  const downlineOf = (
    ids: number[],
    team: Map<number, number>,
    limit: number,
    offset: number,
  ): Downline[] => {
    const rows = db
      .prepare(
        `SELECT m.id, m.username, m.nickname, m.type, m.created_at, p.username AS parent,
           COALESCE((SELECT balance FROM wallet_account w WHERE w.member_id = m.id AND w.account = 'MAIN'), 0) AS balance,
           COALESCE((SELECT SUM(amount) FROM bet b WHERE b.member_id = m.id), 0) AS bet
         FROM member m JOIN member p ON p.id = m.parent_id WHERE m.id IN (${idList(ids)}) ORDER BY m.id LIMIT ? OFFSET ?`,
      )
      .all(limit, offset) as {
      id: number;
      username: string;
      nickname: string | null;
      type: number;
      created_at: string;
      parent: string;
      balance: number;
      bet: number;
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
      createdAt: r.created_at,
    }));
  };

  app.get(
    '/wps/agent/downline',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            username: { type: 'string', maxLength: 32 },
            level: { type: 'integer', minimum: 1, maximum: 50 },
            pageNo: PAGE_NO,
            pageSize: pageSize(20, 100),
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { username?: string; level?: number; pageNo: number; pageSize: number };
      const { team, ids } = scope(request.member!.id, q.username);
      const filtered = q.level ? ids.filter((id) => team.get(id) === q.level) : ids;
      const value: DownlineListValue = {
        content: downlineOf(filtered, team, q.pageSize, (q.pageNo - 1) * q.pageSize),
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
          },
        },
      },
    },
    async (request) => {
      const me = request.member!;
      const b = request.body;
      if (!/[A-Za-z]/.test(b.password) || !/\d/.test(b.password)) throw badRequest('agent.password_weak');
      const type = b.accountType === 'AGENT' ? CHILD_AGENT_TYPE[me.type] : 0;
      if (type === undefined) throw badRequest('agent.depth_limit');
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
        return Number(r.lastInsertRowid);
      })();
      return ok(downlineOf([id], new Map([[id, 1]]), 1, 0)[0]!);
    },
  );

  app.get(
    '/wps/agent/team/bets',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            ...RANGE,
            username: { type: 'string', maxLength: 32 },
            gameType: { type: 'string', maxLength: 16 },
            pageNo: PAGE_NO,
            pageSize: pageSize(20, 100),
          },
        },
      },
    },
    async (request) => {
      const q = request.query as {
        startDate?: string;
        endDate?: string;
        username?: string;
        gameType?: string;
        pageNo: number;
        pageSize: number;
      };
      const [from, to] = dateRange(q.startDate, q.endDate);
      const { ids } = scope(request.member!.id, q.username);
      const args: (string | number)[] = [from, to];
      const typeCond = q.gameType && q.gameType !== 'ALL' ? 'AND b.game_type = ?' : '';
      if (typeCond) args.push(q.gameType!);
      const where = `b.member_id IN (${idList(ids)}) AND b.created_at >= ? AND b.created_at < ? ${typeCond}`;
      const agg = db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout - amount), 0) AS wl FROM bet b WHERE ${where}`,
        )
        .get(...args) as {
        n: number;
        bet: number;
        wl: number;
      };
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

  app.get(
    '/wps/agent/team/pnl',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            ...RANGE,
            username: { type: 'string', maxLength: 32 },
            pageNo: PAGE_NO,
            pageSize: pageSize(20, 100),
          },
        },
      },
    },
    async (request) => {
      const q = request.query as {
        startDate?: string;
        endDate?: string;
        username?: string;
        pageNo: number;
        pageSize: number;
      };
      const [from, to] = dateRange(q.startDate, q.endDate);
      const { team, ids } = scope(request.member!.id, q.username);
      const rows = db
        .prepare(
          `SELECT m.id, m.username,
             COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type = 'DEPOSIT' AND l.created_at >= @from AND l.created_at < @to), 0) AS dep,
             COALESCE((SELECT -SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type = 'WITHDRAW' AND l.created_at >= @from AND l.created_at < @to), 0) AS wd,
             COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type IN ('BONUS', 'REBATE') AND l.created_at >= @from AND l.created_at < @to), 0) AS bonus,
             COALESCE((SELECT SUM(amount) FROM bet b WHERE b.member_id = m.id AND b.created_at >= @from AND b.created_at < @to), 0) AS bet,
             COALESCE((SELECT SUM(payout) FROM bet b WHERE b.member_id = m.id AND b.created_at >= @from AND b.created_at < @to), 0) AS payout
           FROM member m WHERE m.id IN (${idList(ids)}) ORDER BY m.id`,
        )
        .all({ from, to }) as {
        id: number;
        username: string;
        dep: number;
        wd: number;
        bonus: number;
        bet: number;
        payout: number;
      }[];
      const active = rows.filter((r) => r.dep || r.wd || r.bet || r.bonus);
      const toRow = (r: (typeof rows)[number]): TeamPnlRow => ({
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
      const sum = (f: (r: (typeof rows)[number]) => number) => toMajor(active.reduce((s, r) => s + f(r), 0));
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

  app.get(
    '/wps/agent/income',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, ...RANGE, pageNo: PAGE_NO, pageSize: pageSize(20, 100) },
        },
      },
    },
    async (request) => {
      const q = request.query as { startDate?: string; endDate?: string; pageNo: number; pageSize: number };
      const [from, to] = dateRange(q.startDate, q.endDate);
      const me = request.member!.id;
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
      for (const r of rows) byKind[r.kind] += r.amount;
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
        byKind: {
          DIVIDEND: toMajor(byKind.DIVIDEND),
          DAILY: toMajor(byKind.DAILY),
          HOURLY: toMajor(byKind.HOURLY),
          REALTIME: toMajor(byKind.REALTIME),
        },
      };
      return ok(value);
    },
  );

  app.get(
    '/wps/agent/downline/transactions',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            ...RANGE,
            username: { type: 'string', maxLength: 32 },
            type: { type: 'string', maxLength: 20 },
            pageNo: PAGE_NO,
            pageSize: pageSize(20, 100),
          },
        },
      },
    },
    async (request) => {
      const q = request.query as {
        startDate?: string;
        endDate?: string;
        username?: string;
        type?: string;
        pageNo: number;
        pageSize: number;
      };
      const [from, to] = dateRange(q.startDate, q.endDate);
      const { ids } = scope(request.member!.id, q.username);
      const args: (string | number)[] = [from, to];
      const typeCond = q.type ? 'AND l.type = ?' : '';
      if (q.type) args.push(q.type);
      const where = `l.member_id IN (${idList(ids)}) AND l.created_at >= ? AND l.created_at < ? ${typeCond}`;
      const n = (
        db.prepare(`SELECT COUNT(*) AS n FROM ledger l WHERE ${where}`).get(...args) as { n: number }
      ).n;
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
        totalPages: totalPages(n, q.pageSize),
        totalCount: n,
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
              pageNo: PAGE_NO,
              pageSize: pageSize(20, 100),
            },
          },
        },
      },
      async (request) => {
        const me = request.member!.id;
        const b = request.body;
        const need = <T>(v: T | undefined, field: string): T => {
          if (v === undefined) throw badRequest('contract.field_required', { field });
          return v;
        };
        let contract: ContractRow | undefined;
        let records: ContractProcessValue['records'] = null;
        const now = new Date().toISOString();
        if (b.action === 'offer') {
          const username = need(b.username, 'username');
          const rateBp = Math.round(need(b.rate, 'rate') * 100);
          const target = db
            .prepare('SELECT id, type, parent_id FROM member WHERE username = ? AND parent_id = ?')
            .get(username, me) as { id: number; type: number; parent_id: number | null } | undefined;
          if (!target || !teamOf(db, me).has(target.id)) throw forbidden('agent.not_downline');
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
                  "INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at) VALUES (?, ?, ?, ?, 'OFFERED', ?)",
                )
                .run(kind, me, target.id, rateBp, now).lastInsertRowid,
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
          pending: pending.map(toContract),
          downlines: given.map(toContract),
          contract: contract ? toContract(contract) : null,
          records,
        };
        return ok(value);
      },
    );

  contractRoute('/wps/relay/MCS2_processDividendReq', 'DIVIDEND', 'AFFMAN3');
  contractRoute('/wps/relay/MCS2_processDailySalContract', 'DAILY', 'AFFMAN3');
  contractRoute('/wps/relay/MCS2_processContractHourSalary', 'HOURLY', 'HOURSAL3');
  contractRoute('/wps/relay/MCSFE_processRealTimeSalaryContract', 'REALTIME', 'RTSALARY3');
}
