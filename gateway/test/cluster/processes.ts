import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Real gateway processes for the several-processes tests (docs/gateway/engines-and-operations.md "Several processes"), started the
 * way an operator starts them: `scripts/cluster.ts` (npm run start:cluster). Nothing here waits for a fixed time:
 * every wait is for a condition, checked again on the next turn until a generous deadline that only a broken run
 * reaches.
 */

const ROOT = path.resolve(__dirname, '..', '..');
/** test/helper.ts's HEADERS (not imported: bench/ops.ts runs these helpers outside jest, where helper.ts cannot) */
const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN' } as const;

export interface GatewayProcess {
  /** 1-based, as the script prints it */
  n: number;
  pid: number;
  url: string;
}

export interface Cluster {
  processes: GatewayProcess[];
  /** Ends the script and every process it started. */
  stop(): Promise<void>;
  /** The script's current process for slot `n` (a new pid after a restart). */
  current(n: number): GatewayProcess | undefined;
}

/** Waits until `check` gives a value other than undefined/false (re-checked every 50 ms). */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  deadlineMs = 180_000,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const v = await check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts `count` processes on `firstPort`… against `databaseUrl` and waits until each answers. */
export async function startCluster(
  databaseUrl: string,
  count: number,
  firstPort: number,
  env: NodeJS.ProcessEnv = {},
  /** showErrors false: the processes' error lines are not shown (a drill that makes them fail on purpose) */
  opts: { showErrors?: boolean } = {},
): Promise<Cluster> {
  // node with tsx's loader, not the tsx CLI: the CLI runs the script in a child of its own, and a SIGTERM to
  // the CLI did not always reach the script, leaving its gateway processes behind
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(ROOT, 'scripts', 'cluster.ts'),
      `--processes=${count}`,
      `--port=${firstPort}`,
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        GATEWAY_MODE: 'development',
        JOGO_SCRYPT_N: '1024',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const slots = new Map<number, GatewayProcess>();
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    let i: number;
    while ((i = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, i);
      out = out.slice(i + 1);
      const m = /^gateway (\d+) \(pid (\d+)\) on (http:\S+)$/.exec(line);
      if (m) slots.set(Number(m[1]), { n: Number(m[1]), pid: Number(m[2]), url: m[3]! });
      // the processes' own log: errors are shown (a 500 in a test then says why)
      else if (opts.showErrors !== false && /"level":(50|60)/.test(line)) process.stderr.write(`${line}\n`);
    }
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    // and whatever the script could not stop (it forwards SIGTERM and waits for each process to end)
    for (const p of slots.values())
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        /* ended */
      }
  };
  try {
    await until(`${count} processes listed`, () => slots.size === count);
    for (const p of slots.values())
      await until(`gateway ${p.n} answering`, async () => {
        try {
          return (await fetch(`${p.url}/wps/system/status`, { headers: HEADERS })).ok;
        } catch {
          return false;
        }
      });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    processes: [...slots.values()].sort((a, b) => a.n - b.n),
    current: (n) => slots.get(n),
    stop,
  };
}

/** A client address of its own for one test (the gateway believes X-Forwarded-For from loopback). */
export const clientIp = () => `203.0.113.${crypto.randomInt(1, 255)}`;

/** Seals a body with a process's payload key, as the shared client does. */
export async function encryptFor(
  url: string,
  body: unknown,
): Promise<{ header: string; payload: { value: string } }> {
  const res = await fetch(`${url}/wps/session/key/rsa`, { headers: HEADERS });
  const key = ((await res.json()) as { value: { key: string } }).value.key;
  const publicKey = crypto.createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
  const aes = crypto.randomBytes(32);
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', aes, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  const wrapped = crypto.publicEncrypt(
    { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aes,
  );
  return {
    header: wrapped.toString('base64'),
    payload: { value: Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64') },
  };
}

/** Reads a process's balance stream until `want` balance events came (or the stream ended). */
export function openStream(
  url: string,
  ticket: string,
): {
  status: Promise<number>;
  events: number[];
  waitFor: (n: number) => Promise<number[]>;
  close: () => void;
} {
  const events: number[] = [];
  const ac = new AbortController();
  const waiters: (() => void)[] = [];
  const status = (async () => {
    const res = await fetch(`${url}/wps/wallet/stream?ticket=${encodeURIComponent(ticket)}`, {
      signal: ac.signal,
    });
    if (res.status !== 200 || !res.body) return res.status;
    void (async () => {
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buf += decoder.decode(chunk, { stream: true });
          let i: number;
          while ((i = buf.indexOf('\n\n')) >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (block.includes('event: balance') && data) {
              events.push((JSON.parse(data.slice(6)) as { balance: number }).balance);
              for (const w of waiters.splice(0)) w();
            }
          }
        }
      } catch {
        /* closed by the test */
      }
    })();
    return res.status;
  })();
  return {
    status,
    events,
    waitFor: async (n) => {
      while (events.length < n) await new Promise<void>((r) => waiters.push(r));
      return events.slice(0, n);
    },
    close: () => ac.abort(),
  };
}

export interface Proxy {
  url: string;
  pid: number;
  /** Prometheus text of its `/__proxy/metrics` */
  metrics(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * dev-proxy in front of `gatewayUrls` on `port`, started as an operator starts it (`dev-proxy/src/server.ts`,
 * GATEWAY_URL naming every process), serving gateway paths only (an empty PROXY_ROOT: no site is built for this).
 */
export async function startProxy(
  gatewayUrls: string[],
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Proxy> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-drill-proxy-'));
  const child = spawn(
    process.execPath,
    [
      '--import',
      pathToFileURL(require.resolve('tsx')).href,
      path.join(ROOT, '..', 'dev-proxy', 'src', 'server.ts'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        GATEWAY_URL: gatewayUrls.join(','),
        PROXY_ROOT: root,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    await until('dev-proxy listening', () => out.includes('Jogo is on') || child.exitCode !== null);
    if (child.exitCode !== null) throw new Error(`dev-proxy exited with ${child.exitCode}`);
    await until('dev-proxy ready', async () => {
      try {
        return (await fetch(`${url}/__proxy/readyz`)).ok;
      } catch {
        return false;
      }
    });
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    pid: child.pid!,
    metrics: async () => await (await fetch(`${url}/__proxy/metrics`)).text(),
    stop,
  };
}

/** The value of one series in Prometheus text (`name{labels}`, labels as written), or 0 when absent. */
export function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
