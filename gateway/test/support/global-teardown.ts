import { dropSharedTemplate, postgresUrl } from './postgres';

/** Jest's global teardown of the gateway project: drops the template the global setup shared. */
export default async function globalTeardown(): Promise<void> {
  if (postgresUrl()) await dropSharedTemplate('gw');
}
