import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listMigrations } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/open-db';
import { DEFAULT_DB } from '../../src/server';
import { configuredDbFile, shownTarget } from '../../scripts/db-file';
import { migrateFile } from '../../scripts/migrate';
import { seedFile } from '../../scripts/seed';
import { ENGINE } from '../helper';
import { freshDatabase } from '../support/postgres';

process.env.JOGO_SCRYPT_N ??= '1024';

let dir: string;
let drops: (() => Promise<void>)[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-scripts-'));
});
afterEach(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const drop of drops) await drop();
  drops = [];
});

/** A new, empty database of the run's engine: a file in a folder not made yet, or an empty PostgreSQL database. */
async function emptyTarget(): Promise<string> {
  if (ENGINE === 'sqlite') return path.join(dir, 'nested', 'jogo.db');
  const db = await freshDatabase();
  drops.push(db.drop);
  return db.url;
}

const count = async (target: string, sql: string): Promise<number> => {
  const db = openDatabase(target);
  try {
    return ((await db.get(sql)) as { n: number }).n;
  } finally {
    await db.close();
  }
};

describe('db:migrate and db:seed', () => {
  it('open DATABASE_URL when it is set, else JOGO_DB, else gateway/data/jogo.db', () => {
    const url = 'postgres://jogo:secret@127.0.0.1:5432/jogo';
    expect(configuredDbFile({ DATABASE_URL: url, JOGO_DB: '/srv/jogo.db' })).toBe(url);
    expect(configuredDbFile({ JOGO_DB: '/srv/jogo.db' })).toBe('/srv/jogo.db');
    expect(configuredDbFile({})).toBe(DEFAULT_DB);
    expect(DEFAULT_DB).toBe(path.resolve(__dirname, '..', '..', 'data', 'jogo.db'));
    // what they print names the database without its password
    expect(shownTarget(url)).toBe('postgres://jogo:***@127.0.0.1:5432/jogo');
    expect(shownTarget('/srv/jogo.db')).toBe('/srv/jogo.db');
  });

  it('db:migrate applies every migration once (a SQLite file: its folder made too)', async () => {
    const target = await emptyTarget();

    expect(await migrateFile(target)).toEqual(listMigrations().map((m) => m.name));
    expect(await migrateFile(target)).toEqual([]);
    expect(await count(target, 'SELECT COUNT(*) AS n FROM schema_migrations')).toBe(listMigrations().length);
    expect(await count(target, 'SELECT COUNT(*) AS n FROM merchant')).toBe(0);
  });

  // a whole demo-world seed through the domain (some 15 s on PostgreSQL on a quiet 2-core machine, several times
  // that beside the rest of the suite): its limit is a guard against a hang, not a measure of speed
  it('db:seed migrates a new database and seeds the demo world once', async () => {
    const target = await emptyTarget();

    await expect(seedFile(target)).resolves.toBe(true);
    const members = await count(target, 'SELECT COUNT(*) AS n FROM member');
    expect(await count(target, 'SELECT COUNT(*) AS n FROM merchant')).toBe(1);
    expect(members).toBeGreaterThan(0);

    await expect(seedFile(target)).resolves.toBe(false);
    expect(await count(target, 'SELECT COUNT(*) AS n FROM member')).toBe(members);
  }, 300_000);
});
