import { types } from 'pg';
import { SQLITE_LIKE_TYPES } from './types';

const parse = (oid: number, value: string): unknown => SQLITE_LIKE_TYPES.getTypeParser(oid, 'text')(value);

describe('SQLITE_LIKE_TYPES', () => {
  it('answers numbers for BIGINT, NUMERIC and DOUBLE PRECISION, and their arrays', () => {
    expect(parse(20, '5000000000')).toBe(5000000000);
    expect(parse(1700, '12345.50')).toBe(12345.5);
    expect(parse(701, '0.25')).toBe(0.25);
    expect(parse(1016, '{1,5000000000}')).toEqual([1, 5000000000]);
    expect(parse(1231, '{1.5,NULL}')).toEqual([1.5, null]);
  });

  it('answers 1 / 0 for booleans, and text for dates, timestamps and JSON', () => {
    expect([parse(16, 't'), parse(16, 'f')]).toEqual([1, 0]);
    expect(parse(1082, '2026-11-26')).toBe('2026-11-26');
    expect(parse(1184, '2026-11-26 10:00:00+00')).toBe('2026-11-26 10:00:00+00');
    expect(parse(3802, '{"a": 1}')).toBe('{"a": 1}');
  });

  it("keeps node-postgres's own parsers for the rest, and changes no global state", () => {
    expect(parse(25, 'x')).toBe('x');
    expect(Buffer.isBuffer(parse(17, '\\x0102'))).toBe(true);
    expect(types.getTypeParser(20, 'text')('1')).toBe('1');
  });
});
