import fs from 'node:fs';
import path from 'node:path';
import { SQLITE_TEMPLATE_ENV } from './sqlite-template';
import { dropSharedTemplate, postgresUrl } from './postgres';

/** Jest's global teardown of the gateway project: drops the template the global setup shared. */
export default async function globalTeardown(): Promise<void> {
  if (postgresUrl()) await dropSharedTemplate('gw');
  const file = process.env[SQLITE_TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
