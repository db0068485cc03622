import net from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { startupWarnings } from './domain/market/startup-warnings';
import { stopOnSignals } from './plugins/ops/shutdown';

/**
 * Defaults: port 3100 on 127.0.0.1, data file gateway/data/jogo.db (PostgreSQL when `DATABASE_URL=postgres://…`),
 * production mode.
 */
export const DEFAULT_DB = path.resolve(__dirname, '..', 'data', 'jogo.db');

/** Whether a listen address reaches this machine only. */
export function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  const h = host.replace(/^\[|\]$/g, '');
  if (net.isIPv4(h)) return h.startsWith('127.');
  if (net.isIPv6(h)) return h === '::1' || /^::ffff:127\./i.test(h);
  return false;
}

/**
 * The mode from GATEWAY_MODE: `development` only when asked for by name; unset or anything else is
 * production (the operator controls, outbox and captcha answers are never on by accident).
 * @throws Error for development mode on an address other machines can reach
 */
export function modeFor(env: NodeJS.ProcessEnv, host: string): 'development' | 'production' {
  const mode = env.GATEWAY_MODE === 'development' ? 'development' : 'production';
  if (mode === 'development' && !isLoopbackHost(host))
    throw new Error(
      `development mode (operator controls under /__dev) is refused on ${host}: listen on 127.0.0.1 or set GATEWAY_MODE=production`,
    );
  return mode;
}

/**
 * @returns the instant a first start seeds the demo world as of: `JOGO_SEED_NOW` (an ISO instant, for a suite
 * that wants a fixed world), else undefined (now)
 * @throws Error for a value that is no instant
 */
export function seedNowFrom(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.JOGO_SEED_NOW) return undefined;
  const t = Date.parse(env.JOGO_SEED_NOW);
  if (!Number.isFinite(t)) throw new Error(`JOGO_SEED_NOW must be an ISO instant, not ${env.JOGO_SEED_NOW}`);
  return t;
}

export async function startGateway(
  options: { port?: number; host?: string; dbFile?: string; quiet?: boolean } = {},
) {
  const host = options.host ?? process.env.GATEWAY_HOST ?? '127.0.0.1';
  const mode = modeFor(process.env, host);
  const app = await buildApp({
    dbFile: options.dbFile ?? process.env.DATABASE_URL ?? process.env.JOGO_DB ?? DEFAULT_DB,
    mode,
    logger: !options.quiet,
    seedNow: seedNowFrom(process.env),
    logFile: process.env.GATEWAY_LOG_FILE || undefined,
    processMetrics: true,
  });
  for (const line of await startupWarnings(app.db, mode)) process.stderr.write(`${line}\n`);
  const port = options.port ?? Number(process.env.GATEWAY_PORT ?? process.env.PORT ?? 3100);
  const address = await app.listen({ port, host });
  return { app, address, mode };
}

if (require.main === module) {
  startGateway()
    .then(({ app }) => stopOnSignals(app))
    .catch((err: unknown) => {
      process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    });
}
