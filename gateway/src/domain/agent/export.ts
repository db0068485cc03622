import crypto from 'node:crypto';
import type { AgentExportValue, AgentReport } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, notFound } from '../errors';
import { message, type Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { isAgentType } from '../identity/sessions';
import { toMajor } from '../ledger/money';
import { remarkReader } from '../ledger/transactions';
import { csvFormat, csvWriter, type CsvKind } from '../../lib/csv';
import { siteClock } from '../site/clock';
import { statementsIn } from './income';
import { agentRange, SETTLE_TIME, teamPlayWhere } from './play';
import { BETS_ORDER, pnlNames, pnlRows, transactionsWhere } from './reports';
import { scope, teamWho, type ReportFilters } from './team';

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
 * the database connection or the whole file in memory). The format (delimiter, decimals, times in the site's
 * zone, BOM, CSV injection) is the gateway's one CSV writer, lib/csv.ts.
 */

const TICKET_TTL_MS = 60_000;
const BATCH = 500;
const hash = (t: string) => crypto.createHash('sha256').update(t).digest('hex');

const HEADERS: Record<AgentReport, Record<Lang, string[]>> = {
  bets: {
    PT: [
      'Data',
      'Liquidada',
      'Usuário',
      'Jogo',
      'Tipo de jogo',
      'Fornecedor',
      'Aposta',
      'Pagamento',
      'Ganho/Perda',
    ],
    EN: ['Date', 'Settled', 'Username', 'Game', 'Game type', 'Vendor', 'Bet', 'Payout', 'Win/Loss'],
  },
  pnl: {
    PT: [
      'Usuário',
      'Nível',
      'Depósito',
      'Saque',
      'Apostas',
      'Pagamento',
      'Ganho/Perda',
      'Bônus',
      'Apostas pendentes',
    ],
    EN: [
      'Username',
      'Level',
      'Deposit',
      'Withdrawal',
      'Bets',
      'Payout',
      'Win/Loss',
      'Bonus',
      'Pending stakes',
    ],
  },
  transactions: {
    PT: ['Data', 'Usuário', 'Tipo', 'Valor', 'Saldo após', 'Referência', 'Observação'],
    EN: ['Date', 'Username', 'Type', 'Amount', 'Balance after', 'Reference', 'Remark'],
  },
  statements: {
    PT: [
      'Liquidado em',
      'Tipo',
      'Início do período',
      'Fim do período',
      'Apostas',
      'Pagamentos',
      'Deduções',
      'Base',
      'Saldo anterior',
      'Taxa %',
      'Bruto',
      'Parte dos agentes abaixo',
      'Valor',
      'Pago em',
      'Membros',
    ],
    EN: [
      'Settled at',
      'Kind',
      'Period start',
      'Period end',
      'Bets',
      'Payouts',
      'Deductions',
      'Base',
      'Carried in',
      'Rate %',
      'Gross',
      'Downline agents part',
      'Amount',
      'Paid at',
      'Members',
    ],
  },
};

/** What each column holds, for the one CSV writer (lib/csv.ts: `;` and decimal comma in PT, site zone). */
const KINDS: Record<AgentReport, CsvKind[]> = {
  bets: ['time', 'time', 'text', 'text', 'text', 'text', 'amount', 'amount', 'amount'],
  pnl: ['text', 'integer', 'amount', 'amount', 'amount', 'amount', 'amount', 'amount', 'amount'],
  transactions: ['time', 'text', 'text', 'amount', 'amount', 'text', 'text'],
  statements: [
    'time',
    'text',
    'time',
    'time',
    'amount',
    'amount',
    'amount',
    'amount',
    'amount',
    'amount',
    'amount',
    'amount',
    'amount',
    'time',
    'text',
  ],
};

/**
 * A single-use download ticket for a report. The filters are checked now, as the report itself checks
 * them: a bad range is 400 and a member outside the team 403 here.
 */
/** A contract kind or ledger type in the export's language (an unknown code as it is). */
const codeName = (group: 'kind' | 'tx', code: string, lang: Lang) => {
  const text = message(`agent.csv.${group}.${code}`, lang);
  return text === message('system.error', lang) ? code : text;
};

export async function createExportTicket(
  db: Db,
  memberId: number,
  lang: Lang,
  report: AgentReport,
  f: ReportFilters,
  /** the hash of the session asking: the ticket dies with it (migration 170's trigger) */
  sessionHash: string | null = null,
): Promise<AgentExportValue> {
  await agentRange(db, memberId, f.startDate, f.endDate);
  await teamWho(db, memberId, f);
  const ticket = crypto.randomBytes(24).toString('base64url');
  const expires = Date.now() + TICKET_TTL_MS;
  await db.run(
    'INSERT INTO agent_export_ticket (ticket_hash, member_id, language, report, filters, expires_at, session_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    hash(ticket),
    memberId,
    lang,
    report,
    JSON.stringify(f),
    expires,
    sessionHash,
  );
  await db.run('DELETE FROM agent_export_ticket WHERE expires_at < ?', Date.now() - TICKET_TTL_MS);
  return { url: `/wps/agent/export/${ticket}.csv`, expiresAt: new Date(expires).toISOString() };
}

export interface ExportJob {
  memberId: number;
  lang: Lang;
  report: AgentReport;
  filters: ReportFilters;
}

/**
 * Uses up a ticket (once, within its 60 s).
 * @throws 410 `agent.export_expired` for an unknown, used or expired ticket; 404 when its member is no agent
 */
export async function redeemExportTicket(db: Db, ticket: string): Promise<ExportJob> {
  // one statement: of two gateway processes redeeming it at once, one gets the row
  const row = await db.get<{ member_id: number; language: Lang; report: AgentReport; filters: string }>(
    'UPDATE agent_export_ticket SET used = 1 WHERE ticket_hash = ? AND used = 0 AND expires_at >= ? RETURNING *',
    hash(ticket),
    Date.now(),
  );
  if (!row) throw new DomainError(410, 'agent.export_expired');
  const member = await db.get<{ type: number }>('SELECT type FROM member WHERE id = ?', row.member_id);
  if (!member || !isAgentType(member.type)) throw notFound();
  return {
    memberId: row.member_id,
    lang: row.language,
    report: row.report,
    filters: JSON.parse(row.filters) as ReportFilters,
  };
}

/** Every line of a report's CSV, header first, read in batches. */
export async function* exportLines(db: Db, job: ExportJob): AsyncGenerator<string> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const { memberId, lang, report, filters: f } = job;
  const remark = await remarkReader(db, lang);
  const range = await agentRange(db, memberId, f.startDate, f.endDate);
  // bets and user loss name the team by its ancestor; account details read the ledger by member ids
  const who = await teamWho(db, memberId, f);
  const ids = report === 'transactions' ? (await scope(db, memberId, f)).ids : [];
  const { merchant_code: merchant } = (await db.get<{
    merchant_code: string;
  }>('SELECT merchant_code FROM member WHERE id = ?', memberId))!;
  const clock = await siteClock(db, merchant);
  const kinds = KINDS[report];
  const writer = csvWriter(
    csvFormat(lang, clock.zone),
    HEADERS[report][lang].map((title, i) => ({ title, kind: kinds[i] ?? 'text' })),
    clock.now,
  );
  const line = writer.line;
  yield writer.header();
  if (report === 'statements') {
    const members =
      'SELECT m.username FROM contract_statement_member x JOIN member m ON m.id = x.member_id WHERE x.record_id = ? ORDER BY m.username';
    for (const r of await statementsIn(db, memberId, range))
      yield line([
        r.created_at,
        codeName('kind', r.kind, lang),
        r.period_start,
        r.period_end,
        toMajor(r.bet_amount),
        toMajor(r.payout_amount),
        toMajor(r.deductions),
        toMajor(r.base_amount),
        toMajor(r.carry_in),
        r.rate_bp / 100,
        toMajor(r.gross),
        toMajor(r.downline_amount),
        toMajor(r.amount),
        r.paid_at,
        (await db.all<{ username: string }>(members, r.id)).map((m) => m.username).join(' '),
      ]);
    return;
  }
  if (report === 'pnl') {
    // the rows and the names of the whole team (pnlNames: one statement), read together (PostgreSQL: two
    // connections of the pool)
    const [rows, names] = await Promise.all([pnlRows(db, who, range, f), pnlNames(db, memberId)]);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      let chunk = '';
      for (const r of batch)
        chunk += line([
          names.get(r.id)!.username,
          names.get(r.id)!.level,
          toMajor(r.dep),
          toMajor(r.wd),
          toMajor(r.bet),
          toMajor(r.payout),
          toMajor(r.payout - r.bet),
          toMajor(r.bonus),
          toMajor(r.pending),
        ]);
      yield chunk;
    }
    return;
  }
  let lastId = Number.MAX_SAFE_INTEGER;
  // team betting: newest settled first, as the report lists them, in keyset pages on (settle time, id) that walk
  // the index bet_settle_member backwards (each page starts where the last one ended: no OFFSET)
  let lastSettle: string | null = null;
  for (;;) {
    let chunk = '';
    let n = 0;
    if (report === 'bets') {
      const { where, args } = teamPlayWhere(who, range.from, range.to, f.gameType);
      const after =
        lastSettle === null ? '' : ` AND ${SETTLE_TIME} <= ? AND (${SETTLE_TIME} < ? OR b.id < ?)`;
      type BetLine = {
        id: number;
        username: string;
        game_code: string;
        game_type: string;
        vassalage: string;
        amount: number;
        payout: number;
        created_at: string;
        settle_time: string;
        name_pt: string | null;
        name_en: string | null;
      };
      const rows: BetLine[] = await db.all<BetLine>(
        `SELECT b.*, ${SETTLE_TIME} AS settle_time, m.username, g.name_pt, g.name_en FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
           WHERE ${where}${after} ORDER BY ${BETS_ORDER} LIMIT ?`,
        ...args,
        ...(lastSettle === null ? [] : [lastSettle, lastSettle, lastId]),
        BATCH,
      );
      for (const r of rows) {
        chunk += line([
          r.created_at,
          r.settle_time,
          r.username,
          pick(lang, r.name_pt, r.name_en) ?? r.game_code,
          r.game_type,
          r.vassalage,
          toMajor(r.amount),
          toMajor(r.payout),
          toMajor(r.payout - r.amount),
        ]);
        lastId = r.id;
        lastSettle = r.settle_time;
      }
      n = rows.length;
    } else {
      const { where, args } = transactionsWhere(ids, range, f);
      type LedgerLine = {
        id: number;
        username: string;
        type: string;
        amount: number;
        balance_after: number;
        reference: string;
        remark: string;
        created_at: string;
      };
      const rows: LedgerLine[] = await db.all<LedgerLine>(
        `SELECT l.*, m.username FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${where} AND l.id < ? ORDER BY l.id DESC LIMIT ?`,
        ...args,
        lastId,
        BATCH,
      );
      for (const r of rows) {
        chunk += line([
          r.created_at,
          r.username,
          codeName('tx', r.type, lang),
          toMajor(r.amount),
          toMajor(r.balance_after),
          r.reference,
          remark(r.remark),
        ]);
        lastId = r.id;
      }
      n = rows.length;
    }
    if (chunk) yield chunk;
    if (n < BATCH) return;
  }
}
