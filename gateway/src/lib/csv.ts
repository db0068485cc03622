import { Readable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { localDateTime, offsetText } from '@jogo/shared/time';
import type { Lang } from '../i18n/messages';

/**
 * The gateway's one CSV writer: every file a player or an agent downloads goes through it, so each one
 * opens and sums in the spreadsheet of its language (gateway/README.md, "CSV files").
 *
 * - PT: `;` between cells and a decimal comma (`-21,00`), what Excel and LibreOffice Calc expect in a pt-BR
 *   locale; EN: `,` and `.`.
 * - Every amount with two decimals, written as a number (no thousands separator, no symbol, the sign
 *   first), so a sum of the column is the page's total.
 * - Times in the site's zone as `YYYY-MM-DD HH:mm:ss` (spreadsheets read that as a date), the zone's offset
 *   named in the column title: `Data (GMT-03:00)`.
 * - A UTF-8 byte order mark first (accents read right).
 * - CSV injection (OWASP): a text cell starting with `=`, `+`, `-`, `@`, tab, CR or LF gets a leading
 *   apostrophe, and a cell holding either delimiter (`;` or `,`), a quote or a line break is quoted, whichever
 *   delimiter the file uses, so no text cell can become a formula or spill into the next cell even when a
 *   spreadsheet guesses the other delimiter. Amounts are numbers and are never defused into text.
 */

/** UTF-8 byte order mark: spreadsheet programs then read accents (Depósito, bônus) right. */
export const BOM = '\uFEFF';

/** What a column holds, which decides how its cells are written. */
export type CsvKind = 'text' | 'amount' | 'integer' | 'time';

export interface CsvColumn {
  /** the column title in the file's language; a `time` column gets the offset appended */
  title: string;
  kind: CsvKind;
}

/** A cell value: text, a number (an amount in major units for `amount`), a time (ISO text or epoch ms), or empty. */
export type CsvValue = string | number | null | undefined;

export interface CsvFormat {
  delimiter: ';' | ',';
  decimal: ',' | '.';
  /** the IANA zone times are written in */
  zone: string;
}

/** @returns the CSV conventions of a language, times in `zone` */
export function csvFormat(lang: Lang, zone: string): CsvFormat {
  return lang === 'PT' ? { delimiter: ';', decimal: ',', zone } : { delimiter: ',', decimal: '.', zone };
}

const FORMULA_START = /^[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** A text cell, defused (formula starts) and quoted (delimiters, quotes, line breaks). */
export function textCell(v: string): string {
  const s = FORMULA_START.test(v) ? `'${v}` : v;
  return NEEDS_QUOTES.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * An amount in major units: two decimals, the language's decimal mark, sign first. Written from the whole cents
 * (a user-loss file of 15k rows writes 100k amounts; `toFixed` and a replace cost twice as much), the same text as
 * `(Math.round(v * 100) / 100).toFixed(2)` with `-0.00` as `0.00`.
 */
export function amountCell(v: number, decimal: ',' | '.'): string {
  const cents = Math.round(v * 100);
  if (!Number.isSafeInteger(cents)) {
    const fixed = (cents / 100).toFixed(2);
    return decimal === ',' ? fixed.replace('.', ',') : fixed;
  }
  const abs = cents < 0 ? -cents : cents;
  const c = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - c) / 100}${decimal}${c < 10 ? '0' : ''}${c}`;
}

/** An instant (ISO text, SQLite `YYYY-MM-DD HH:MM:SS` in UTC, or epoch ms) as local time in `zone`. */
export function timeCell(v: string | number, zone: string): string {
  let t: number;
  if (typeof v === 'number') t = v;
  else {
    const utc = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v) ? `${v.replace(' ', 'T')}Z` : v;
    t = Date.parse(utc);
  }
  return Number.isFinite(t) ? localTime(t, zone) : textCell(String(v));
}

/**
 * Offsets of a zone already computed, per quarter of an hour (ms to add to an instant for its local time): a
 * zone's offset is a whole number of quarter hours and changes on one (db/site-day.ts reasons the same way), so
 * a file of 350k rows computes a few thousand offsets with the calendar instead of 700k local times (17 µs each).
 */
const QUARTER = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `localDateTime(t, zone)` of @jogo/shared/time, the same text, from a cached offset. */
function localTime(t: number, zone: string): string {
  let byQuarter = offsets.get(zone);
  if (!byQuarter || byQuarter.size > 100_000) offsets.set(zone, (byQuarter = new Map()));
  const q = Math.floor(t / QUARTER);
  let offset = byQuarter.get(q);
  if (offset === undefined) {
    const local = localDateTime(q * QUARTER, zone);
    offset = Date.parse(`${local.replace(' ', 'T')}Z`) - q * QUARTER;
    // a zone whose offset is not whole minutes (a historical mean time) is written by the calendar itself
    if (!Number.isFinite(offset) || offset % 60_000 !== 0) return localDateTime(t, zone);
    byQuarter.set(q, offset);
  }
  const d = new Date(t + offset);
  const y = d.getUTCFullYear();
  if (y < 1000 || y > 9999) return localDateTime(t, zone);
  return `${y}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

/** A writer for one file: its header line and its row lines, in one format. */
export interface CsvWriter {
  readonly format: CsvFormat;
  /** the BOM and the header line */
  header(): string;
  /** one row, its values in column order */
  line(values: readonly CsvValue[]): string;
}

/**
 * @param columns the columns, titles in the file's language
 * @param now the instant whose offset names the time columns (the export's time; the site's clock)
 */
export function csvWriter(format: CsvFormat, columns: readonly CsvColumn[], now: number): CsvWriter {
  const d = format.delimiter;
  const title = (c: CsvColumn) =>
    c.kind === 'time' ? `${c.title} (GMT${offsetText(now, format.zone)})` : c.title;
  const cell = (c: CsvColumn | undefined, v: CsvValue): string => {
    if (v === null || v === undefined || v === '') return '';
    switch (c?.kind) {
      case 'amount':
        return typeof v === 'number' ? amountCell(v, format.decimal) : textCell(v);
      case 'integer':
        return typeof v === 'number' && Number.isInteger(v) ? String(v) : textCell(String(v));
      case 'time':
        return timeCell(v, format.zone);
      default:
        return textCell(String(v));
    }
  };
  return {
    format,
    header: () => `${BOM}${columns.map((c) => textCell(title(c))).join(d)}\r\n`,
    line: (values) => {
      if (!columns.length) return '\r\n';
      let out = cell(columns[0], values[0]);
      for (let i = 1; i < columns.length; i++) out += d + cell(columns[i], values[i]);
      return `${out}\r\n`;
    },
  };
}

/**
 * Streams a CSV: the BOM and header, then the rows chunk by chunk. Each chunk is one short query (keyset
 * paging on the row id, newest first, as on screen), and the event loop runs between chunks, so a 93-day
 * export neither holds all rows in memory nor keeps the (synchronous) database busy for other requests.
 */
export function csvStream<R extends { id: number }>(
  writer: CsvWriter,
  nextChunk: (beforeId: number, limit: number) => Promise<R[]>,
  toValues: (row: R) => CsvValue[],
  chunk = 500,
): Readable {
  async function* lines() {
    yield writer.header();
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows = await nextChunk(before, chunk);
      if (rows.length === 0) return;
      yield rows.map((r) => writer.line(toValues(r))).join('');
      before = rows[rows.length - 1]!.id;
      if (rows.length < chunk) return;
      await yieldToLoop();
    }
  }
  return Readable.from(lines());
}
