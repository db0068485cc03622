import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ExportKind, ExportTicketValue } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { DomainError } from '../../errors';
import type { Lang } from '../../../i18n/messages';
import { sha256 } from '../../identity/verification/common';
import { csvFormat, csvStream, csvWriter, type CsvKind } from '../../../lib/csv';
import { siteClock } from '../../site/clock';
import { CSV_TEXTS } from './csv-texts';
import {
  BET_SELECT,
  betFilter,
  toAccountRecord,
  toBettingRecord,
  transactionFilter,
  type BetFilterInput,
  type BetRowFull,
  type LedgerRowFull,
  type TransactionFilterInput,
} from './filters';

/**
 * CSV export of the betting and account records: a single-use ticket valid 60 s (only its SHA-256 is
 * stored), then the file, streamed in keyset chunks with the filter of the screen, in the language of the
 * request that asked for it.
 */

const TICKET_TTL_MS = 60_000;

export type ExportQuery = BetFilterInput & TransactionFilterInput;

/** A single-use ticket for one download; the filter is checked now, so a bad one is a 400 here. */
export async function createRecordsExport(
  db: Db,
  memberId: number,
  lang: Lang,
  kind: ExportKind,
  query: ExportQuery,
  /** the hash of the session asking: the ticket dies with it (migration 170's trigger) */
  sessionHash: string | null = null,
): Promise<ExportTicketValue> {
  if (kind === 'bets') await betFilter(db, memberId, query);
  else await transactionFilter(db, memberId, query);
  const ticket = crypto.randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.run('DELETE FROM export_ticket WHERE expires_at < ?', now);
  await db.run(
    'INSERT INTO export_ticket (ticket_hash, member_id, kind, query_json, lang, expires_at, session_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    sha256(ticket),
    memberId,
    kind,
    JSON.stringify(query),
    lang,
    now + TICKET_TTL_MS,
    sessionHash,
  );
  return { url: `/wps/records/export/${ticket}`, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

export interface RecordsTicket {
  member_id: number;
  kind: ExportKind;
  query_json: string;
  lang: Lang;
  expires_at: number;
}

/**
 * Uses up a ticket.
 * @throws 404 `records.ticket_invalid` for an unknown, used or expired ticket
 */
export async function redeemRecordsExport(db: Db, ticket: string): Promise<RecordsTicket> {
  const hash = sha256(ticket);
  // one statement: of two gateway processes redeeming it at once, one gets the row
  const t = await db.get<RecordsTicket>('DELETE FROM export_ticket WHERE ticket_hash = ? RETURNING *', hash);
  if (!t || t.expires_at < Date.now()) throw new DomainError(404, 'records.ticket_invalid');
  return t;
}

const BET_KINDS: CsvKind[] = [
  'integer',
  'time',
  'time',
  'text',
  'text',
  'text',
  'text',
  'amount',
  'amount',
  'amount',
  'amount',
];
const TRANSACTION_KINDS: CsvKind[] = [
  'integer',
  'time',
  'text',
  'text',
  'text',
  'amount',
  'amount',
  'amount',
  'text',
];
const columns = (titles: string[], kinds: CsvKind[]) =>
  titles.map((title, i) => ({ title, kind: kinds[i] ?? 'text' }));

/**
 * The file of a redeemed ticket: its name and the CSV stream, in the ticket's language and the site's zone
 * (the one CSV writer, lib/csv.ts: `;` and decimal comma in PT).
 */
export async function recordsFile(db: Db, t: RecordsTicket): Promise<{ name: string; stream: Readable }> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const texts = CSV_TEXTS[t.lang];
  const { merchant_code: merchant } = (await db.get<{
    merchant_code: string;
  }>('SELECT merchant_code FROM member WHERE id = ?', t.member_id))!;
  const clock = await siteClock(db, merchant);
  const format = csvFormat(t.lang, clock.zone);
  const q = JSON.parse(t.query_json) as ExportQuery;
  const range = `${q.startDate ?? ''}_${q.endDate ?? ''}`;
  if (t.kind === 'bets') {
    const f = await betFilter(db, t.member_id, q);
    const chunk = `${BET_SELECT} WHERE ${f.where} AND b.id < ? ORDER BY b.id DESC LIMIT ?`;
    const stream = csvStream(
      csvWriter(format, columns(texts.betsHeader, BET_KINDS), clock.now),
      async (before, limit) => await db.all<BetRowFull>(chunk, ...f.args, before, limit),
      (r) => {
        const x = toBettingRecord(r, t.lang);
        return [
          x.id,
          x.betTime,
          x.settleTime,
          texts.gameType[x.gameType] ?? x.gameType,
          x.gameName,
          x.drawNo,
          texts.status[x.status],
          x.stake,
          x.validBet,
          x.payout,
          x.winLoss,
        ];
      },
    );
    return { name: `${texts.betsFile}-${range}.csv`, stream };
  }
  const f = await transactionFilter(db, t.member_id, q);
  const chunk = `SELECT * FROM ledger WHERE ${f.where} AND id < ? ORDER BY id DESC LIMIT ?`;
  const stream = csvStream(
    csvWriter(format, columns(texts.transactionsHeader, TRANSACTION_KINDS), clock.now),
    async (before, limit) => await db.all<LedgerRowFull>(chunk, ...f.args, before, limit),
    (r) => {
      const x = toAccountRecord(r);
      return [
        x.id,
        x.createdAt,
        x.type === 'WITHDRAW_REFUND' ? texts.refund : texts.category[x.category],
        x.type,
        x.account === 'MAIN' ? texts.mainWallet : x.account,
        x.amount > 0 ? x.amount : null,
        x.amount < 0 ? -x.amount : null,
        x.balanceAfter,
        x.reference,
      ];
    },
  );
  return { name: `${texts.transactionsFile}-${range}.csv`, stream };
}
