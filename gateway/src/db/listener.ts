import pg from 'pg';

/** One LISTEN connection of this process: notices of one channel, from every process on the database. */
export interface Listener {
  /** Resolves once LISTEN is in place (whatever is sent after it is delivered). */
  ready(): Promise<void>;
  /** whether LISTEN is in place now (false before the first connection and while reconnecting) */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** How long a listener waits before connecting again after losing its connection. */
const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * Opens a connection of its own (never the pool's: behind PgBouncer in transaction mode LISTEN needs a direct
 * connection, so `url` is the direct one) that LISTENs on `channel` and hands each notice's payload to `onNotice`.
 * It reconnects after losing the server; a notice sent while it was away is lost, so `onReconnected` runs once
 * LISTEN is back in place, for the caller to catch up (read again what it keeps).
 */
export function listen(opts: {
  url: string;
  channel: string;
  /** shown in pg_stat_activity (`<name>:<pid>`) */
  name: string;
  onNotice: (payload: string) => void;
  onReconnected?: () => void;
  /** runs as soon as the connection is lost, before reconnecting */
  onLost?: () => void;
}): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let listening = false;
  let failures = 0;
  let retry: NodeJS.Timeout | null = null;
  let connected!: () => void;
  let ready = new Promise<void>((r) => (connected = r));

  const connect = async () => {
    retry = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: opts.url, application_name: `${opts.name}:${process.pid}` });
    const lost = () => {
      if (client !== c) return;
      client = null;
      listening = false;
      c.end().catch(() => undefined);
      if (closed) return;
      opts.onLost?.();
      ready = new Promise<void>((r) => (connected = r));
      retry = setTimeout(() => void connect(), RECONNECT_MS[Math.min(failures++, RECONNECT_MS.length - 1)]);
      retry.unref();
    };
    c.on('notification', (n) => {
      if (n.channel === opts.channel) opts.onNotice(n.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', lost);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${opts.channel}`);
    } catch {
      lost();
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    listening = true;
    if (failures > 0) opts.onReconnected?.();
    failures = 0;
    connected();
  };
  void connect();

  return {
    ready: () => ready,
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      listening = false;
      connected(); // nobody waits for a closed listener
      await c?.end().catch(() => undefined);
    },
  };
}
