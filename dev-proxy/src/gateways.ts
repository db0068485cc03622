/**
 * The gateway processes dev-proxy forwards to. `GATEWAY_URL` names one, or several separated by commas: N
 * processes of one gateway on one database (docs/gateway/engines-and-operations.md "Several processes"), e.g.
 * `GATEWAY_URL=http://127.0.0.1:3101,http://127.0.0.1:3102`.
 *
 * Each call goes to the process with the fewest calls in flight (least busy: an open balance stream counts as long
 * as it lasts, so streams spread too), ties taken in turn (round-robin). A process that refused a connection (or
 * answered as draining) is marked down and left out; an active probe asks its `/readyz` every `PROBE_INTERVAL_MS`
 * and it rejoins only when that answers 200. When every process is down the least busy is tried anyway.
 * Which calls are sent again to another process: app.ts ("Retry what reached no server").
 */

/** How often a process marked down is probed (its `/readyz`). */
export const PROBE_INTERVAL_MS = 1_000;

/** @returns whether the process at `url` is ready (its `/readyz` answers 200 within the interval) */
export type Probe = (url: string) => Promise<boolean>;

export const readyzProbe: Probe = async (url) => {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(PROBE_INTERVAL_MS - 100) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
};

interface Target {
  url: string;
  /** the metrics label: host:port of the address (bounded: one per configured process) */
  label: string;
  inFlight: number;
  down: boolean;
  timer: NodeJS.Timeout | null;
}

/** @returns the addresses of a GATEWAY_URL value (comma-separated, blanks ignored) */
export function gatewayUrls(value: string): string[] {
  const urls = value
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (!urls.length) throw new Error('GATEWAY_URL names no gateway');
  for (const u of urls) new URL(u); // throws on a malformed address, at start
  return urls;
}

function labelOf(url: string, index: number, seen: Set<string>): string {
  let label: string;
  try {
    label = new URL(url).host || String(index);
  } catch {
    label = String(index);
  }
  if (seen.has(label)) label = `${label}#${index}`;
  seen.add(label);
  return label;
}

export interface PoolOptions {
  probe?: Probe;
  intervalMs?: number;
  /** told when a process goes down or rejoins (metrics, logs) */
  onChange?: (label: string, up: boolean) => void;
}

export class GatewayPool {
  readonly #targets: Target[];
  readonly #probe: Probe;
  readonly #intervalMs: number;
  readonly #onChange: (label: string, up: boolean) => void;
  #next = 0;
  #closed = false;

  constructor(urls: string[], options: PoolOptions = {}) {
    const seen = new Set<string>();
    this.#targets = urls.map((url, i) => ({
      url,
      label: labelOf(url, i, seen),
      inFlight: 0,
      down: false,
      timer: null,
    }));
    this.#probe = options.probe ?? readyzProbe;
    this.#intervalMs = options.intervalMs ?? PROBE_INTERVAL_MS;
    this.#onChange = options.onChange ?? (() => {});
  }

  /** the first address (http-proxy-middleware wants a default target) */
  get first(): string {
    return this.#targets[0]!.url;
  }

  get size(): number {
    return this.#targets.length;
  }

  /** Calls in flight per address (tests, diagnostics). */
  inFlight(): Record<string, number> {
    return Object.fromEntries(this.#targets.map((t) => [t.url, t.inFlight]));
  }

  /** Each process's label, whether it is up, and its calls in flight (readiness, metrics). */
  status(): { url: string; label: string; up: boolean; inFlight: number }[] {
    return this.#targets.map((t) => ({ url: t.url, label: t.label, up: !t.down, inFlight: t.inFlight }));
  }

  labelOf(url: string): string {
    return this.#targets.find((t) => t.url === url)?.label ?? 'unknown';
  }

  /**
   * Picks the process for one call and counts the call on it until `done` (call it once, when the answer has
   * ended or the client went away).
   */
  take(): { url: string; done: () => void } {
    return this.takeOther(new Set())!;
  }

  /** Like take, leaving out the processes in `tried`; null when none is left. */
  takeOther(tried: ReadonlySet<string>): { url: string; done: () => void } | null {
    const n = this.#targets.length;
    const candidates = this.#targets.filter((t) => !tried.has(t.url));
    if (!candidates.length) return null;
    const up = candidates.some((t) => !t.down);
    let best: Target | null = null;
    let bestIndex = 0;
    for (let k = 0; k < n; k++) {
      const i = (this.#next + k) % n;
      const t = this.#targets[i]!;
      if (tried.has(t.url) || (up && t.down)) continue;
      if (!best || t.inFlight < best.inFlight) {
        best = t;
        bestIndex = i;
      }
    }
    const chosen = best!;
    this.#next = (bestIndex + 1) % n;
    chosen.inFlight += 1;
    let counted = true;
    return {
      url: chosen.url,
      done: () => {
        if (!counted) return;
        counted = false;
        chosen.inFlight -= 1;
      },
    };
  }

  /** A process refused a connection (or is draining): leave it out until its /readyz answers 200. */
  markDown(url: string): void {
    const t = this.#targets.find((x) => x.url === url);
    if (!t || this.#closed) return;
    if (!t.down) this.#onChange(t.label, false);
    t.down = true;
    if (t.timer) return;
    let probing = false;
    t.timer = setInterval(() => {
      if (probing) return;
      probing = true;
      void this.#probe(t.url)
        .then((ready) => {
          if (!ready || !t.timer) return;
          clearInterval(t.timer);
          t.timer = null;
          t.down = false;
          this.#onChange(t.label, true);
        })
        .finally(() => {
          probing = false;
        });
    }, this.#intervalMs);
    t.timer.unref();
  }

  /** Stops every probe (the proxy is closing). */
  close(): void {
    this.#closed = true;
    for (const t of this.#targets) {
      if (t.timer) clearInterval(t.timer);
      t.timer = null;
    }
  }
}
