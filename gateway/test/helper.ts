import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { fillGatewayTemplate } from './support/gateway-template';
import { createTemplate, freshDatabase, postgresUrl } from './support/postgres';
import { SQLITE_TEMPLATE_ENV } from './support/sqlite-template';

process.env.JOGO_SCRYPT_N ??= '1024';

/** Headers every gateway call carries (DESIGN.md section 5). */
export const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN' } as const;

let template: Promise<string> | null = null;

/**
 * The engine of this test run: PostgreSQL when `DATABASE_URL` is set (the test command runs the gateway suite a
 * second time under `scripts/postgres.mjs run`), SQLite otherwise.
 */
export const ENGINE: 'sqlite' | 'postgres' = postgresUrl() ? 'postgres' : 'sqlite';

/** `describe` for a suite about SQLite files themselves (copies of the file, a second process on it). */
export const describeSqlite = ENGINE === 'sqlite' ? describe : describe.skip;

/**
 * The seeded world is built once per run (jest's global setup), or else once per test process, into a template
 * file; each test gets its own copy.
 * A copy is byte-for-byte what a first start creates, at a fraction of the cost of seeding again.
 */
function seededTemplate(): Promise<string> {
  // built once for the whole run by jest's global setup (support/global-setup.ts)
  const shared = process.env[SQLITE_TEMPLATE_ENV];
  if (shared && fs.existsSync(shared)) return Promise.resolve(shared);
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-template-'));
    const file = path.join(dir, 'template.db');
    await fillGatewayTemplate(file); // closing the app checkpoints the WAL into the main file
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return template;
}

/** Options of `build`. */
export interface BuildOptions {
  /**
   * The market profile: the seed's default is BR; a test of behaviour BR forbids (USDT, deposit
   * bonuses, transfers to an upline, sign-up without CPF, no idle re-authentication) asks for `OPEN`.
   */
  market?: 'BR' | 'OPEN';
}

/**
 * A fresh app on a fresh SQLite file in a temp dir, migrated and seeded; close it in afterEach.
 * @returns the app and the path of its data file.
 */
export async function build(
  opts: BuildOptions = {},
): Promise<{ app: FastifyInstance; dbFile: string; close: () => Promise<void> }> {
  const { dbFile, drop } = await freshTarget();
  const app = await buildApp({ dbFile, mode: 'development', logger: false });
  if (opts.market)
    await app.db.run(
      `INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', 'market.profile', ?)
         ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
      opts.market,
    );
  return {
    app,
    dbFile,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * A fresh seeded database: a copy of the SQLite template file, or a PostgreSQL database created from the
 * worker's seeded template database (CREATE DATABASE … TEMPLATE, a file copy inside the server).
 * @returns its target (file path or URL) for `buildApp({ dbFile })`, and how to throw it away
 */
export async function freshTarget(): Promise<{ dbFile: string; drop: () => Promise<void> }> {
  if (ENGINE === 'postgres') {
    // built once by jest's global setup (support/global-setup.ts) when the run has one, else here
    await createTemplate('gw', fillGatewayTemplate);
    const db = await freshDatabase('gw');
    return { dbFile: db.url, drop: db.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-'));
  const dbFile = path.join(dir, 'test.db');
  fs.copyFileSync(await seededTemplate(), dbFile);
  return { dbFile, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}
