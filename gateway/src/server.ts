import path from 'node:path';
import { buildApp } from './app';

/** Defaults: port 3100, data file gateway/data/jogo.db, development mode (operator controls on). */
export const DEFAULT_DB = path.resolve(__dirname, '..', 'data', 'jogo.db');

export async function startGateway(
  options: { port?: number; host?: string; dbFile?: string; quiet?: boolean } = {},
) {
  const mode = process.env.GATEWAY_MODE === 'production' ? 'production' : 'development';
  const app = await buildApp({
    dbFile: options.dbFile ?? process.env.JOGO_DB ?? DEFAULT_DB,
    mode,
    logger: !options.quiet,
  });
  const port = options.port ?? Number(process.env.GATEWAY_PORT ?? process.env.PORT ?? 3100);
  const address = await app.listen({ port, host: options.host ?? '127.0.0.1' });
  return { app, address };
}

if (require.main === module) {
  startGateway().catch((err: unknown) => {
    process.stderr.write(`gateway failed to start: ${String(err)}\n`);
    process.exit(1);
  });
}
