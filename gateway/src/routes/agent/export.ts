import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AgentExportBody, AgentExportValue, AgentReport } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { AppError, notFound } from '../../http/errors';
import { registerMessages, type Lang } from '../../i18n/messages';
import { isAgentType } from '../../domain/identity/sessions';
import { DATE } from '../../http/schema';
import { dateRange } from '../../http/paging';
import { pick } from '../../i18n/pick';
import { toMajor } from '../../domain/ledger/money';
import { betsWhere, pnlRows, scope, transactionsWhere, type ReportFilters } from './reports';
import { memberOf } from '../../http/member';

/**
 * CSV export of the agent reports (team betting, user loss, account details).
 *
 * A browser download cannot send the `Merchant` and `Authorization` headers, so the export is two steps:
 * `POST /wps/agent/export` (an ordinary agent call: headers, session, same filters and the same 403 for a
 * member outside the team) answers a single-use ticket valid 60 s; `GET /wps/agent/export/<ticket>.csv`
 * (headerless) streams the file. Only the ticket's SHA-256 is stored. The team is computed again at
 * download time, so an export never shows more than the JSON report would.
 *
 * Streaming: rows are read in keyset pages of 500 and written as they come (a long export never holds
 * the database connection or the whole file in memory). UTF-8 with a BOM, so spreadsheet programs read
 * the accents right; text cells that start like a formula get a leading apostrophe (CSV injection).
 */

registerMessages({
  'agent.export_expired': {
    PT: 'Este link de exportação expirou; exporte novamente',
    EN: 'This export link has expired; export again',
  },
});

const TICKET_TTL_MS = 60_000;
const BATCH = 500;
const hash = (t: string) => crypto.createHash('sha256').update(t).digest('hex');

const HEADERS: Record<AgentReport, Record<Lang, string[]>> = {
  bets: {
    PT: ['Data', 'Usuário', 'Jogo', 'Tipo de jogo', 'Fornecedor', 'Aposta', 'Pagamento', 'Ganho/Perda'],
    EN: ['Date', 'Username', 'Game', 'Game type', 'Vendor', 'Bet', 'Payout', 'Win/Loss'],
  },
  pnl: {
    PT: ['Usuário', 'Nível', 'Depósito', 'Saque', 'Apostas', 'Pagamento', 'Ganho/Perda', 'Bônus'],
    EN: ['Username', 'Level', 'Deposit', 'Withdrawal', 'Bets', 'Payout', 'Win/Loss', 'Bonus'],
  },
  transactions: {
    PT: ['Data', 'Usuário', 'Tipo', 'Valor', 'Saldo após', 'Referência', 'Observação'],
    EN: ['Date', 'Username', 'Type', 'Amount', 'Balance after', 'Reference', 'Remark'],
  },
};

/** One CSV cell: quoted when needed; text that a spreadsheet would run as a formula is defused. */
export function csvCell(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const line = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Every line of a report's CSV, header first, read in batches. */
function* csvLines(
  app: FastifyInstance,
  memberId: number,
  lang: Lang,
  report: AgentReport,
  f: ReportFilters,
): Generator<string> {
  const db = app.db;
  const [from, to] = dateRange(f.startDate, f.endDate);
  const { team, ids } = scope(db, memberId, f);
  yield `\uFEFF${line(HEADERS[report][lang])}`;
  if (report === 'pnl') {
    for (const r of pnlRows(db, ids, from, to, f))
      yield line([
        r.username,
        team.get(r.id) ?? 1,
        toMajor(r.dep),
        toMajor(r.wd),
        toMajor(r.bet),
        toMajor(r.payout),
        toMajor(r.payout - r.bet),
        toMajor(r.bonus),
      ]);
    return;
  }
  let lastId = Number.MAX_SAFE_INTEGER;
  for (;;) {
    let chunk = '';
    let n = 0;
    if (report === 'bets') {
      const { where, args } = betsWhere(ids, from, to, f);
      const rows = db
        .prepare(
          `SELECT b.*, m.username, g.name_pt, g.name_en FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
           WHERE ${where} AND b.id < ? ORDER BY b.id DESC LIMIT ?`,
        )
        .all(...args, lastId, BATCH) as {
        id: number;
        username: string;
        game_code: string;
        game_type: string;
        vassalage: string;
        amount: number;
        payout: number;
        created_at: string;
        name_pt: string | null;
        name_en: string | null;
      }[];
      for (const r of rows) {
        chunk += line([
          r.created_at,
          r.username,
          pick(lang, r.name_pt, r.name_en) ?? r.game_code,
          r.game_type,
          r.vassalage,
          toMajor(r.amount),
          toMajor(r.payout),
          toMajor(r.payout - r.amount),
        ]);
        lastId = r.id;
      }
      n = rows.length;
    } else {
      const { where, args } = transactionsWhere(ids, from, to, f);
      const rows = db
        .prepare(
          `SELECT l.*, m.username FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${where} AND l.id < ? ORDER BY l.id DESC LIMIT ?`,
        )
        .all(...args, lastId, BATCH) as {
        id: number;
        username: string;
        type: string;
        amount: number;
        balance_after: number;
        reference: string;
        remark: string;
        created_at: string;
      }[];
      for (const r of rows) {
        chunk += line([
          r.created_at,
          r.username,
          r.type,
          toMajor(r.amount),
          toMajor(r.balance_after),
          r.reference,
          r.remark,
        ]);
        lastId = r.id;
      }
      n = rows.length;
    }
    if (chunk) yield chunk;
    if (n < BATCH) return;
  }
}

const FILTERS = {
  type: 'object',
  additionalProperties: false,
  properties: {
    startDate: DATE,
    endDate: DATE,
    username: { type: 'string', maxLength: 32 },
    level: { type: 'integer', minimum: 1, maximum: 50 },
    gameType: { type: 'string', maxLength: 16 },
    type: { type: 'string', maxLength: 20 },
  },
} as const;

export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.post<{ Body: AgentExportBody }>(
    '/wps/agent/export',
    {
      config: { auth: 'member', trial: false, agent: true, module: 'AFFMAN3' },
      schema: {
        body: {
          type: 'object',
          required: ['report', 'filters'],
          additionalProperties: false,
          properties: { report: { type: 'string', enum: ['bets', 'pnl', 'transactions'] }, filters: FILTERS },
        },
      },
    },
    async (request) => {
      const me = memberOf(request).id;
      const f = request.body.filters as ReportFilters;
      // the same checks as the report itself, now: a bad range is 400 and a foreign member 403 here
      dateRange(f.startDate, f.endDate);
      scope(db, me, f);
      const ticket = crypto.randomBytes(24).toString('base64url');
      const expires = Date.now() + TICKET_TTL_MS;
      db.prepare(
        'INSERT INTO agent_export_ticket (ticket_hash, member_id, language, report, filters, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(hash(ticket), me, request.lang, request.body.report, JSON.stringify(f), expires);
      db.prepare('DELETE FROM agent_export_ticket WHERE expires_at < ?').run(Date.now() - TICKET_TTL_MS);
      const value: AgentExportValue = {
        url: `/wps/agent/export/${ticket}.csv`,
        expiresAt: new Date(expires).toISOString(),
      };
      return ok(value);
    },
  );

  app.get<{ Params: { ticket: string } }>(
    '/wps/agent/export/:ticket',
    {
      config: { headerless: true },
      schema: {
        params: {
          type: 'object',
          properties: { ticket: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}\\.csv$' } },
        },
      },
    },
    async (request, reply) => {
      const ticket = request.params.ticket.replace(/\.csv$/, '');
      const row = db.transaction(() => {
        const t = db
          .prepare('SELECT * FROM agent_export_ticket WHERE ticket_hash = ? AND used = 0 AND expires_at >= ?')
          .get(hash(ticket), Date.now()) as
          { member_id: number; language: Lang; report: AgentReport; filters: string } | undefined;
        if (t) db.prepare('UPDATE agent_export_ticket SET used = 1 WHERE ticket_hash = ?').run(hash(ticket));
        return t;
      })();
      if (!row) throw new AppError(410, 'agent.export_expired');
      const member = db.prepare('SELECT type FROM member WHERE id = ?').get(row.member_id) as
        { type: number } | undefined;
      if (!member || !isAgentType(member.type)) throw notFound();
      request.lang = row.language;
      const lines = csvLines(app, row.member_id, row.language, row.report, JSON.parse(row.filters));
      // the first line runs the checks before any byte is sent, so a failure is still a JSON error
      const first = lines.next();
      const stream = Readable.from(
        (function* () {
          if (!first.done) yield first.value;
          yield* lines;
        })(),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="agent-${row.report}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
