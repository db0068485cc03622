import fs from 'node:fs';
import { SCHEMA_TYPES_FILE, schemaTypes, tsType } from '../../scripts/db-types';

describe('the generated row types (npm run db:types -w @jogo/gateway)', () => {
  it('are what regenerating writes: a migration changed without regenerating fails here', () => {
    // the fix, when this fails: npm run db:types -w @jogo/gateway, then commit schema.generated.ts
    expect(fs.readFileSync(SCHEMA_TYPES_FILE, 'utf8')).toBe(schemaTypes());
  });

  it("read SQLite's declared types by its affinity rules", () => {
    expect(['INTEGER', 'BIGINT', 'TEXT', 'VARCHAR(20)', 'BLOB', 'REAL', 'NUMERIC', ''].map(tsType)).toEqual([
      'number',
      'number',
      'string',
      'string',
      'Buffer',
      'number',
      'number',
      'unknown',
    ]);
  });

  it('mark nullable columns, and those the database fills', () => {
    const types = schemaTypes();
    expect(types).toContain('export interface Ledger {\n  id: Generated<number>;\n  member_id: number;\n');
    expect(types).toContain('\n  ledger: Ledger;\n');
    expect(types).toContain('\n  from_member_id: number | null;\n');
  });
});
