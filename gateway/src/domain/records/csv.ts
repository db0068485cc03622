import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** UTF-8 byte order mark: spreadsheet programs then read accents (Depósito, bônus) right. */
export const BOM = '\uFEFF';

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula starts neutralised. */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return v.toFixed(2);
  // a cell starting with = + - @ is run as a formula by spreadsheets (CSV injection): prefix a quote
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
export const csvLine = (fields: (string | number | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Streams a CSV: the BOM and header, then the rows chunk by chunk. Each chunk is one short query (keyset
 * paging on the row id, newest first, as on screen), and the event loop runs between chunks, so a 93-day
 * export neither holds all rows in memory nor keeps the (synchronous) database busy for other requests.
 */
export function csvStream<R extends { id: number }>(
  header: string[],
  nextChunk: (beforeId: number, limit: number) => R[],
  toFields: (row: R) => (string | number | null)[],
  chunk = 500,
): Readable {
  async function* lines() {
    yield BOM + csvLine(header);
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = nextChunk(before, chunk);
      if (rows.length === 0) return;
      yield rows.map((r) => csvLine(toFields(r))).join('');
      before = rows[rows.length - 1]!.id;
      if (rows.length < chunk) return;
      await yieldToLoop();
    }
  }
  return Readable.from(lines());
}
