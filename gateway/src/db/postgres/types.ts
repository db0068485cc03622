import { types, type CustomTypesConfig } from 'pg';

// node-postgres parses a result column by its type's OID. Its defaults suit a PostgreSQL-first program; the
// domain was written against better-sqlite3, which gives numbers, strings, Buffers and null, nothing else. These
// parsers make PostgreSQL answer the same JavaScript values for what the schema and the queries produce:
//
// - BIGINT (INT8, every integer column: ddl.ts maps INTEGER to BIGINT), COUNT(*) → number. node-postgres gives a
//   string by default, because an INT8 may pass 2^53; minor units of money and millisecond times stay far below
//   it, and better-sqlite3 itself answers numbers. BIGINT[] → number[].
// - NUMERIC → number: SUM() and AVG() of BIGINT columns are NUMERIC in PostgreSQL (SQLite's SUM of integers is
//   an integer). NUMERIC[] → number[].
// - DOUBLE PRECISION / REAL → number (node-postgres already does; stated so nobody wonders).
// - BOOLEAN → 1 / 0: a comparison or EXISTS in a select list is 1 / 0 in SQLite, and the domain checks flags as
//   numbers (the schema keeps flags as 0/1 integers).
// - DATE, TIMESTAMP, TIMESTAMPTZ → the text PostgreSQL sends: SQLite has no date type and never gives a Date
//   (the schema keeps times as ISO text; node-postgres would turn a DATE into a local-midnight Date).
// - JSON, JSONB → the text: SQLite's json functions answer text, which the code parses itself.
// BYTEA → Buffer, TEXT and CITEXT → string, and NULL → null are node-postgres's own answers.

const INT8 = 20;
const NUMERIC = 1700;
const FLOAT4 = 700;
const FLOAT8 = 701;
const BOOL = 16;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;
const JSON_OID = 114;
const JSONB = 3802;
const INT8_ARRAY = 1016;
const NUMERIC_ARRAY = 1231;
const INT4_ARRAY = 1007;
const FLOAT8_ARRAY = 1022;

const asText = (value: string): string => value;
/** node-postgres's parser of any OID (its typings list only the builtin OIDs it names, not the array types). */
const defaultParser = types.getTypeParser as (
  oid: number,
  format: 'text' | 'binary',
) => (value: string) => unknown;

/** Text-format parsers that differ from node-postgres's defaults, by type OID. */
const PARSERS: Record<number, (value: string) => unknown> = {
  [INT8]: Number,
  [NUMERIC]: Number,
  [FLOAT4]: Number,
  [FLOAT8]: Number,
  [BOOL]: (value) => (value === 't' ? 1 : 0),
  [DATE]: asText,
  [TIMESTAMP]: asText,
  [TIMESTAMPTZ]: asText,
  [JSON_OID]: asText,
  [JSONB]: asText,
  // arrays: the INT4 and FLOAT8 array parsers of node-postgres give numbers
  [INT8_ARRAY]: defaultParser(INT4_ARRAY, 'text'),
  [NUMERIC_ARRAY]: defaultParser(FLOAT8_ARRAY, 'text'),
};

/**
 * Type parsers that give the values better-sqlite3 gives, for one pool or client:
 * `new Pool({ connectionString, types: SQLITE_LIKE_TYPES })` (no global state is changed).
 * @see https://node-postgres.com/features/queries#types
 */
export const SQLITE_LIKE_TYPES: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && PARSERS[oid]
      ? PARSERS[oid]
      : defaultParser(oid, format ?? 'text')) as CustomTypesConfig['getTypeParser'],
};

/**
 * Installs the same parsers globally, for every pg client of the process (for code that cannot pass `types`).
 * @returns nothing; idempotent.
 */
export function installSqliteLikeTypes(): void {
  for (const [oid, parse] of Object.entries(PARSERS)) types.setTypeParser(Number(oid), parse);
}
