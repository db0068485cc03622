/**
 * The gateway processes dev-proxy forwards to. `GATEWAY_URL` names one, or several separated by commas: N
 * processes of one gateway on one database (gateway/README.md "Several processes"), e.g.
 * `GATEWAY_URL=http://127.0.0.1:3101,http://127.0.0.1:3102`.
 *
 * Each call goes to the process with the fewest calls in flight (least busy: an open balance stream counts as long
 * as it lasts, so streams spread too), ties taken in turn (round-robin). A process that refused a connection is
 * left out for `DOWN_MS` (it is restarting, or gone), unless every process is: then the least busy is tried
 * anyway. A call is never sent twice: the one that met the refusal gets the proxy's 502 envelope.
 */

/** How long a process that refused a connection is left out. */
export const DOWN_MS = 5_000;

interface Target {
  url: string;
  inFlight: number;
  downUntil: number;
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

export class GatewayPool {
  readonly #targets: Target[];
  #next = 0;

  constructor(
    urls: string[],
    private readonly now: () => number = Date.now,
  ) {
    this.#targets = urls.map((url) => ({ url, inFlight: 0, downUntil: 0 }));
  }

  /** the first address (http-proxy-middleware wants a default target) */
  get first(): string {
    return this.#targets[0]!.url;
  }

  /** Calls in flight per address (tests, diagnostics). */
  inFlight(): Record<string, number> {
    return Object.fromEntries(this.#targets.map((t) => [t.url, t.inFlight]));
  }

  /**
   * Picks the process for one call and counts the call on it until `done` (call it once, when the answer has
   * ended or the client went away).
   */
  take(): { url: string; done: () => void } {
    const now = this.now();
    const n = this.#targets.length;
    const up = this.#targets.some((t) => t.downUntil <= now);
    let best: Target | null = null;
    let bestIndex = 0;
    for (let k = 0; k < n; k++) {
      const i = (this.#next + k) % n;
      const t = this.#targets[i]!;
      if (up && t.downUntil > now) continue;
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

  /** A process refused a connection: leave it out for DOWN_MS. */
  markDown(url: string): void {
    const t = this.#targets.find((x) => x.url === url);
    if (t) t.downUntil = this.now() + DOWN_MS;
  }
}
