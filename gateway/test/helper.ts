import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';

process.env.JOGO_SCRYPT_N ??= '1024';

/** Headers every gateway call carries (DESIGN.md section 5). */
export const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN' } as const;

/**
 * A fresh app on a fresh SQLite file in a temp dir, migrated and seeded; close it in afterEach.
 * @returns the app and the path of its data file.
 */
export async function build(): Promise<{ app: FastifyInstance; dbFile: string; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-'));
  const dbFile = path.join(dir, 'test.db');
  const app = await buildApp({ dbFile, mode: 'development', logger: false });
  return {
    app,
    dbFile,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
