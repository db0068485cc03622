import fp from 'fastify-plugin';

export interface GatewayOptions {
  /** SQLite file, or `:memory:`. */
  dbFile: string;
  /** `development` enables the operator controls under `/__dev`. */
  mode: 'development' | 'production';
  logger?: boolean;
  /** write the JSON log lines to this file instead of stdout */
  logFile?: string;
  /** also expose Node's process metrics at /metrics (CPU, memory, event loop, GC): a real server does */
  processMetrics?: boolean;
  /** Seed the demo world on first start (default true). */
  seed?: boolean;
  /**
   * The instant a first start seeds the demo world as of (ms since the epoch). Default: the moment it starts, so
   * the demo opens on today; tests pass a fixed one (`SEED_NOW`). `JOGO_SEED_NOW` (ISO) sets it for `npm start`.
   */
  seedNow?: number;
  /**
   * Addresses whose `X-Forwarded-For` is believed (proxy-addr syntax: IPs, CIDRs, `loopback`). Default
   * `JOGO_TRUSTED_PROXIES` (comma-separated) or `loopback`: a client elsewhere cannot pick its own IP for
   * the per-IP limits.
   */
  trustedProxies?: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    gatewayOptions: GatewayOptions;
  }
}

/** @returns the proxies to trust: the option, else JOGO_TRUSTED_PROXIES, else loopback only */
export function trustedProxiesOf(opts: Pick<GatewayOptions, 'trustedProxies'>): string[] {
  if (opts.trustedProxies) return opts.trustedProxies;
  const env = (process.env.JOGO_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return env.length ? env : ['loopback'];
}

/**
 * The gateway's options, checked once at start (a wrong mode or an empty database path fails the start,
 * not a later request) and decorated as `app.gatewayOptions`.
 */
export default fp<GatewayOptions>(
  async (app, opts) => {
    if (opts.mode !== 'development' && opts.mode !== 'production')
      throw new Error(`gateway mode must be development or production, not ${String(opts.mode)}`);
    if (typeof opts.dbFile !== 'string' || opts.dbFile.length === 0)
      throw new Error('gateway dbFile must name a SQLite file, :memory: or a postgres:// URL');
    app.decorate('gatewayOptions', opts);
  },
  { name: 'options' },
);
