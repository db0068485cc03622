import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SQLITE_TEMPLATE_ENV } from './sqlite-template';
import { fillGatewayTemplate } from './gateway-template';
import { createTemplate, postgresUrl, shareTemplate } from './postgres';

/**
 * Jest's global setup of the gateway project: the seeded template every test copies is built here, once, before
 * the workers start, on either engine. Built in a worker instead, it took a test file's first hook (migrations
 * and the demo world over tens of thousands of round trips, half a minute on a busy machine) past the hook's
 * time limit, and every test file paid for it again. On PostgreSQL it is a template database; on SQLite a file
 * whose path the workers read from JOGO_TEST_SQLITE_TEMPLATE (test/helper.ts).
 */
export default async function globalSetup(): Promise<void> {
  // the test cost of scrypt (test/helper.ts), for the template's passwords and every worker started after this
  process.env.JOGO_SCRYPT_N ??= '1024';
  if (postgresUrl()) {
    shareTemplate('gw', await createTemplate('gw', fillGatewayTemplate));
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-gw-run-template-'));
  const file = path.join(dir, 'template.db');
  await fillGatewayTemplate(file); // closing the app checkpoints the WAL into the main file
  process.env[SQLITE_TEMPLATE_ENV] = file;
}
