/**
 * The page's early calls. dev-proxy puts a small script into the page it serves that starts
 * `/remotes.json`, the status call and the route's first data before any of our JavaScript arrives, and keeps
 * each promise on `window.__jogoEarly` under a key (dev-proxy/src/hints.ts `earlyScript`):
 * `GET <url>` for a plain fetch, `GET <url> <Language> <ModuleId>` for a gateway call made with the protocol
 * headers, `… <token>` for one made with the session's token. `withEarly(fetch)` answers a matching request with that promise, once; anything else,
 * and an early call that failed, goes to the network as usual.
 */
export type EarlyCalls = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __jogoEarly?: EarlyCalls;
  }
}

/** Early answers are for the first render: after this long the page no longer uses them. */
export const EARLY_MAX_AGE_MS = 30_000;

function headerOf(headers: HeadersInit | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  return new Headers(headers).get(name) ?? undefined;
}

/**
 * The key of a request as the early script stores it, or null for a request it never makes. A read of the session
 * (started by the page as soon as it knows the token) is keyed with that token, so only a request of the
 * same session takes it.
 */
export function earlyKey(url: string, init: RequestInit = {}): string | null {
  if ((init.method ?? 'GET').toUpperCase() !== 'GET' || init.body) return null;
  const moduleId = headerOf(init.headers, 'ModuleId');
  const token = headerOf(init.headers, 'Authorization');
  if (!moduleId) return token ? null : `GET ${url}`;
  const key = `GET ${url} ${headerOf(init.headers, 'Language') ?? ''} ${moduleId}`;
  return token ? `${key} ${token}` : key;
}

/** Takes the early promise of a key (once), or undefined. */
export function takeEarly(
  key: string,
  calls: EarlyCalls | undefined = typeof window === 'undefined' ? undefined : window.__jogoEarly,
  now: number = typeof performance === 'undefined' ? 0 : performance.now(),
): Promise<Response> | undefined {
  if (!calls) return undefined;
  if (now > EARLY_MAX_AGE_MS) {
    for (const k of Object.keys(calls)) delete calls[k];
    return undefined;
  }
  const early = calls[key];
  delete calls[key];
  return early;
}

const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/** A fetch that answers a request the page already started with that early call (see above). */
export function withEarly(
  fetchImpl: typeof fetch,
  calls: () => EarlyCalls | undefined = () =>
    typeof window === 'undefined' ? undefined : window.__jogoEarly,
): typeof fetch {
  return (input, init) => {
    const key = typeof input === 'string' ? earlyKey(input, init) : null;
    const early = key ? takeEarly(key, calls()) : undefined;
    if (!early) return fetchImpl(input, init);
    const answer = early.catch(() => fetchImpl(input, init));
    return init?.signal ? Promise.race([answer, aborted(init.signal)]) : answer;
  };
}
