import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  AccountRecordQuery,
  AccountRecordsValue,
  BetTotals,
  BettingRecordQuery,
  BettingRecordsValue,
  BonusesValue,
  CancelBetRequest,
  CancelBetValue,
  ExportRequest,
  ExportTicketValue,
  ProfitRow,
  ProfitValue,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { AppError, badRequest, notFound } from '../../http/errors';
import { type Lang } from '../../i18n/messages';
import { Type, type Static } from '@sinclair/typebox';
import {
  CLIENT_QUERY,
  DATE,
  oneOf,
  PAGE_NO,
  pageSize,
  PAGING,
  type PagedQuery,
  type WithDefaults,
} from '../../http/schema';
import { dateRange, totalPages } from '../../http/paging';
import { toMajor } from '../../domain/ledger/money';
import { failpoint, move } from '../../domain/ledger/ledger';
import { sha256 } from '../../domain/verification/common';
import {
  BET_SELECT,
  BET_TOTALS_SQL,
  SETTLE_TIME,
  betFilter,
  cancellable,
  majorTotals,
  sumRecords,
  toAccountRecord,
  toBettingRecord,
  transactionFilter,
  type BetRowFull,
  type LedgerRowFull,
} from './filters';
import { bonusesOf } from './bonuses';
import { csvStream } from './csv';
import { CSV_TEXTS } from './csv-texts';
import { memberOf } from '../../http/member';

const TICKET_TTL_MS = 60_000;
const DAY = 86400_000;

const BET_QUERY_PROPS = {
  gameType: { type: 'string', maxLength: 16 },
  timeBasis: { type: 'string', enum: ['bet', 'settle'] },
  startDate: DATE,
  endDate: DATE,
  status: { type: 'string', maxLength: 16 },
} as const;
const TX_QUERY_PROPS = {
  category: { type: 'string', maxLength: 16 },
  startDate: DATE,
  endDate: DATE,
} as const;

/**
 * Records of the member centre: betting record (with lottery cancel), account record, profit and loss,
 * bonuses, and their CSV export. Bad filters answer a translated 400; a page beyond the end answers an
 * empty page.
 */
export default async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  // ---- Betting record ---------------------------------------------------------------------------

  // the filters check their values with a translated 400 (filters.ts), so the handler takes the contract's type
  app.get<{ Querystring: WithDefaults<BettingRecordQuery, 'pageNo' | 'pageSize'> }>(
    '/wps/records/bets',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, ...BET_QUERY_PROPS, pageNo: PAGE_NO, pageSize: pageSize(20, 100) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const f = betFilter(db, memberOf(request).id, q);
      const grand = db.prepare(`${BET_TOTALS_SQL} WHERE ${f.where}`).get(...f.args) as BetTotals;
      const rows = db
        .prepare(`${BET_SELECT} WHERE ${f.where} ORDER BY b.id DESC LIMIT ? OFFSET ?`)
        .all(...f.args, q.pageSize, (q.pageNo - 1) * q.pageSize) as BetRowFull[];
      const content = rows.map((r) => toBettingRecord(r, request.lang));
      return ok<BettingRecordsValue>({
        content,
        pageNo: q.pageNo,
        totalPages: totalPages(grand.count, q.pageSize),
        totalCount: grand.count,
        pageTotals: sumRecords(content),
        grandTotals: majorTotals(grand),
      });
    },
  );

  /**
   * Cancels a pending lottery bet while its draw is open: the status change and the refund are one
   * transaction, and the status change is conditional (`WHERE status = 'PENDING'`), so two cancels of the
   * same bet refund once.
   */
  app.post<{ Body: CancelBetRequest }>(
    '/wps/records/bets/cancel',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['betId'],
          additionalProperties: false,
          properties: { betId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const memberId = memberOf(request).id;
      const value = db.transaction((): CancelBetValue => {
        const bet = db
          .prepare(
            'SELECT id, amount, status, game_type, draw_closes_at FROM bet WHERE id = ? AND member_id = ?',
          )
          .get(request.body.betId, memberId) as
          Pick<BetRowFull, 'id' | 'amount' | 'status' | 'game_type' | 'draw_closes_at'> | undefined;
        if (!bet) throw notFound('records.bet_not_found');
        if (!cancellable(bet)) throw badRequest('records.bet_not_cancellable');
        const now = new Date().toISOString();
        const r = db
          .prepare("UPDATE bet SET status = 'CANCELLED', settled_at = ? WHERE id = ? AND status = 'PENDING'")
          .run(now, bet.id);
        if (r.changes !== 1) throw badRequest('records.bet_not_cancellable');
        failpoint('cancel.after_status');
        const balance = move(db, {
          memberId,
          amount: bet.amount,
          type: 'BET_CANCEL',
          reference: `bet:${bet.id}`,
          remark: 'cancel',
          now,
        });
        return { betId: bet.id, balance: toMajor(balance) };
      })();
      return ok(value);
    },
  );

  // ---- Account record ---------------------------------------------------------------------------

  app.get<{ Querystring: WithDefaults<AccountRecordQuery, 'pageNo' | 'pageSize'> }>(
    '/wps/records/transactions',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, ...TX_QUERY_PROPS, pageNo: PAGE_NO, pageSize: pageSize(20, 100) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const f = transactionFilter(memberOf(request).id, q);
      const agg = db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS credit,
           COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS debit FROM ledger WHERE ${f.where}`,
        )
        .get(...f.args) as { n: number; credit: number; debit: number };
      const rows = db
        .prepare(`SELECT * FROM ledger WHERE ${f.where} ORDER BY id DESC LIMIT ? OFFSET ?`)
        .all(...f.args, q.pageSize, (q.pageNo - 1) * q.pageSize) as LedgerRowFull[];
      return ok<AccountRecordsValue>({
        content: rows.map(toAccountRecord),
        pageNo: q.pageNo,
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        totalCredit: toMajor(agg.credit),
        totalDebit: toMajor(agg.debit),
      });
    },
  );

  // ---- Profit and loss --------------------------------------------------------------------------

  const ProfitQuery = Type.Object({
    ...CLIENT_QUERY,
    startDate: Type.Optional(DATE),
    endDate: Type.Optional(DATE),
  });
  app.get<{ Querystring: Static<typeof ProfitQuery> }>(
    '/wps/records/profit',
    { config: cfg, schema: { querystring: ProfitQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate, Date.now(), 7);
      const sums = `COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS stake,
        COALESCE(SUM(CASE WHEN b.payout <> b.amount THEN b.amount ELSE 0 END), 0) AS validBet,
        COALESCE(SUM(b.payout), 0) AS payout, COALESCE(SUM(b.payout - b.amount), 0) AS winLoss`;
      const where = `b.member_id = ? AND b.status = 'SETTLED' AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?`;
      const args = [memberOf(request).id, from, to];
      const major = (r: ProfitRow): ProfitRow => ({
        count: r.count,
        stake: toMajor(r.stake),
        validBet: toMajor(r.validBet),
        payout: toMajor(r.payout),
        winLoss: toMajor(r.winLoss),
      });
      const days = new Map(
        (
          db
            .prepare(
              `SELECT substr(${SETTLE_TIME}, 1, 10) AS date, ${sums} FROM bet b WHERE ${where} GROUP BY 1`,
            )
            .all(...args) as (ProfitRow & { date: string })[]
        ).map((r) => [r.date, r]),
      );
      const byDay: ProfitValue['byDay'] = [];
      for (let t = Date.parse(from); t < Date.parse(to); t += DAY) {
        const date = new Date(t).toISOString().slice(0, 10);
        const r = days.get(date);
        byDay.push({ date, ...major(r ?? { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 }) });
      }
      const byGameType = (
        db
          .prepare(
            `SELECT b.game_type AS gameType, ${sums} FROM bet b WHERE ${where} GROUP BY 1 ORDER BY stake DESC`,
          )
          .all(...args) as (ProfitRow & { gameType: string })[]
      ).map((r) => ({ gameType: r.gameType, ...major(r) }));
      const totals = major(db.prepare(`SELECT ${sums} FROM bet b WHERE ${where}`).get(...args) as ProfitRow);
      return ok<ProfitValue>({ byDay, byGameType, totals });
    },
  );

  // ---- Bonuses ----------------------------------------------------------------------------------

  const BonusesQuery = Type.Object({
    ...CLIENT_QUERY,
    state: Type.Optional(oneOf(['ALL', 'ACTIVE', 'COMPLETED', 'EXPIRED'] as const)),
    ...PAGING(20, 100),
  });
  app.get<{ Querystring: PagedQuery<typeof BonusesQuery> }>(
    '/wps/records/bonuses',
    { config: cfg, schema: { querystring: BonusesQuery } },
    async (request) => {
      const q = request.query;
      const all = bonusesOf(db, memberOf(request).id, request.merchant);
      const shown = all.filter((b) => !q.state || q.state === 'ALL' || b.state === q.state);
      return ok<BonusesValue>({
        content: shown.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
        pageNo: q.pageNo,
        totalPages: totalPages(shown.length, q.pageSize),
        totalCount: shown.length,
        activeTurnoverLeft: toMajor(
          all.filter((b) => b.state === 'ACTIVE').reduce((s, b) => s + Math.round(b.turnoverLeft * 100), 0),
        ),
      });
    },
  );

  // ---- CSV export -------------------------------------------------------------------------------

  /** A single-use ticket for one download; the filter is checked now, so a bad one is a 400 here. */
  app.post<{ Body: ExportRequest }>(
    '/wps/records/export',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['kind', 'query'],
          additionalProperties: false,
          properties: {
            kind: { type: 'string', enum: ['bets', 'transactions'] },
            query: {
              type: 'object',
              additionalProperties: false,
              properties: {
                ...BET_QUERY_PROPS,
                ...TX_QUERY_PROPS,
                pageNo: PAGE_NO,
                pageSize: pageSize(20, 100),
              },
            },
          },
        },
      },
    },
    async (request) => {
      const memberId = memberOf(request).id;
      const { kind, query } = request.body;
      if (kind === 'bets') betFilter(db, memberId, query as BettingRecordQuery);
      else transactionFilter(memberId, query as AccountRecordQuery);
      const ticket = crypto.randomBytes(24).toString('base64url');
      const now = Date.now();
      db.prepare('DELETE FROM export_ticket WHERE expires_at < ?').run(now);
      db.prepare(
        'INSERT INTO export_ticket (ticket_hash, member_id, kind, query_json, lang, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(sha256(ticket), memberId, kind, JSON.stringify(query), request.lang, now + TICKET_TTL_MS);
      return ok<ExportTicketValue>({
        url: `/wps/records/export/${ticket}`,
        expiresInSeconds: TICKET_TTL_MS / 1000,
      });
    },
  );

  /** The file itself: fetched by the browser (a plain link), so it is headerless and the ticket authorises it. */
  app.get<{ Params: { ticket: string } }>(
    '/wps/records/export/:ticket',
    { config: { headerless: true } },
    async (request, reply) => {
      const hash = sha256(request.params.ticket);
      const t = db.transaction(() => {
        const row = db.prepare('SELECT * FROM export_ticket WHERE ticket_hash = ?').get(hash) as
          | {
              member_id: number;
              kind: 'bets' | 'transactions';
              query_json: string;
              lang: Lang;
              expires_at: number;
            }
          | undefined;
        db.prepare('DELETE FROM export_ticket WHERE ticket_hash = ?').run(hash);
        return row;
      })();
      if (!t || t.expires_at < Date.now()) throw new AppError(404, 'records.ticket_invalid');
      request.lang = t.lang;
      const texts = CSV_TEXTS[t.lang];
      let stream;
      let name: string;
      if (t.kind === 'bets') {
        const q = JSON.parse(t.query_json) as BettingRecordQuery;
        const f = betFilter(db, t.member_id, q);
        const chunk = db.prepare(`${BET_SELECT} WHERE ${f.where} AND b.id < ? ORDER BY b.id DESC LIMIT ?`);
        stream = csvStream(
          texts.betsHeader,
          (before, limit) => chunk.all(...f.args, before, limit) as BetRowFull[],
          (r) => {
            const x = toBettingRecord(r, t.lang);
            return [
              x.id,
              x.betTime,
              x.settleTime,
              x.gameType,
              x.gameName,
              x.drawNo,
              texts.status[x.status],
              x.stake,
              x.validBet,
              x.payout,
              x.winLoss,
            ].map((v, i) => (i === 0 ? String(v) : v));
          },
        );
        name = `${texts.betsFile}-${q.startDate ?? ''}_${q.endDate ?? ''}.csv`;
      } else {
        const q = JSON.parse(t.query_json) as AccountRecordQuery;
        const f = transactionFilter(t.member_id, q);
        const chunk = db.prepare(`SELECT * FROM ledger WHERE ${f.where} AND id < ? ORDER BY id DESC LIMIT ?`);
        stream = csvStream(
          texts.transactionsHeader,
          (before, limit) => chunk.all(...f.args, before, limit) as LedgerRowFull[],
          (r) => {
            const x = toAccountRecord(r);
            return [
              String(x.id),
              x.createdAt,
              texts.category[x.category],
              x.type,
              x.account,
              x.amount > 0 ? x.amount : null,
              x.amount < 0 ? -x.amount : null,
              x.balanceAfter,
              x.reference,
            ];
          },
        );
        name = `${texts.transactionsFile}-${q.startDate ?? ''}_${q.endDate ?? ''}.csv`;
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
