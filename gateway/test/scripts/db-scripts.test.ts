import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { listMigrations } from '../../src/db/migrate';
import { DEFAULT_DB } from '../../src/server';
import { configuredDbFile } from '../../scripts/db-file';
import { migrateFile } from '../../scripts/migrate';
import { seedFile } from '../../scripts/seed';

process.env.JOGO_SCRYPT_N ??= '1024';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-scripts-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = (file: string, sql: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(sql).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('db:migrate and db:seed', () => {
  it('open JOGO_DB when it is set, else gateway/data/jogo.db', () => {
    expect(configuredDbFile({ JOGO_DB: '/srv/jogo.db' })).toBe('/srv/jogo.db');
    expect(configuredDbFile({})).toBe(DEFAULT_DB);
    expect(DEFAULT_DB).toBe(path.resolve(__dirname, '..', '..', 'data', 'jogo.db'));
  });

  it('db:migrate applies every migration once, creating the file and its folder', () => {
    const file = path.join(dir, 'nested', 'jogo.db');

    expect(migrateFile(file)).toEqual(listMigrations().map((m) => m.name));
    expect(migrateFile(file)).toEqual([]);
    expect(count(file, 'SELECT COUNT(*) AS n FROM schema_migrations')).toBe(listMigrations().length);
    expect(count(file, 'SELECT COUNT(*) AS n FROM merchant')).toBe(0);
  });

  it('db:seed migrates a new file and seeds the demo world once', async () => {
    const file = path.join(dir, 'jogo.db');

    await expect(seedFile(file)).resolves.toBe(true);
    const members = count(file, 'SELECT COUNT(*) AS n FROM member');
    expect(count(file, 'SELECT COUNT(*) AS n FROM merchant')).toBe(1);
    expect(members).toBeGreaterThan(0);

    await expect(seedFile(file)).resolves.toBe(false);
    expect(count(file, 'SELECT COUNT(*) AS n FROM member')).toBe(members);
  }, 60_000);
});
