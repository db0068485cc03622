import { buildApp } from '../../src/app';

/** Fills an empty database as a first start does (migrations, then the demo world) and closes it. */
export async function fillGatewayTemplate(url: string): Promise<void> {
  const app = await buildApp({ dbFile: url, mode: 'development', logger: false });
  await app.close();
}
