import crypto from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * Canary releases (shared/build/canary.cjs): which browsers run a remote's canary is decided from a random id this
 * proxy gives each browser while a canary runs (`jogo_browser`, HttpOnly, a year), hashed with the remote and the
 * canary's release, so a browser stays on its side for the whole canary. The id names no one and is never sent on.
 */
export const BROWSER_COOKIE = 'jogo_browser';
const VALID = /^[A-Za-z0-9_-]{8,64}$/;
const given = new WeakMap<Request, string>();

/** @returns the browser's id from its cookie, or the one this answer gives it; null when none is needed */
export function browserIdOf(
  req: Request,
  cookies: Record<string, string>,
  res: Response | undefined,
  needed: boolean,
): string | null {
  const own = cookies[BROWSER_COOKIE];
  if (own && VALID.test(own)) return own;
  const made = given.get(req);
  if (made || !needed || !res) return made ?? null;
  const id = crypto.randomUUID();
  given.set(req, id);
  res.cookie(BROWSER_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 365 * 24 * 3600 * 1000,
  });
  return id;
}

/** One canary decision per remote (release.cjs checkCanaries). */
export interface CanaryDecision {
  name: string;
  release: string;
  decision: string;
  reasons: string[];
}

/**
 * Runs `check` (every running canary decided from the gateway's vitals) every `intervalMs`, and on `due()` when that
 * long has passed since the last run (0: on every call, what the e2e suite uses), never two at once.
 */
export function canaryWatch(
  check: () => Promise<CanaryDecision[]>,
  intervalMs: number,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
) {
  let last = 0;
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return running;
    last = Date.now();
    running = check()
      .then((decisions) => {
        for (const d of decisions)
          if (d.decision === 'rollback')
            log(`dev-proxy: canary ${d.name} ${d.release} rolled back: ${d.reasons.join('; ')}`);
      })
      .catch((err: unknown) => log(`dev-proxy: canary check failed: ${String(err)}`))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void run(), intervalMs) : null;
  timer?.unref();
  return {
    /** a registry request: checks when the interval has passed */
    due: () => {
      if (Date.now() - last >= intervalMs) void run();
    },
    run,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
