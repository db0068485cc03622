import { fillGatewayTemplate } from './gateway-template';
import { createTemplate, postgresUrl, shareTemplate } from './postgres';

/**
 * Jest's global setup of the gateway project: on a PostgreSQL run (DATABASE_URL), the seeded template every
 * test copies is built here, once, before the workers start. Built in a worker instead, it took a test's first
 * hook (migrations and the demo world over tens of thousands of round trips, a minute on a busy machine) far
 * past the hook's time limit. SQLite runs build their template file per test file as before (test/helper.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (!postgresUrl()) return;
  // the test cost of scrypt (test/helper.ts), for the template's passwords and every worker started after this
  process.env.JOGO_SCRYPT_N ??= '1024';
  shareTemplate('gw', await createTemplate('gw', fillGatewayTemplate));
}
