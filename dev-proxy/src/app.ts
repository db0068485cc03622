import crypto from 'node:crypto';
import { ERROR_CODES, SERVER_TEXTS, textOf, type ErrorCode } from '@jogo/shared/contract';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';
import zlib from 'node:zlib';
import compression from 'compression';
import { isIP, type Socket } from 'node:net';
import http, { type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { createProxyMiddleware, responseInterceptor } from 'http-proxy-middleware';
import {
  MERCHANT,
  REMOTES,
  ROOT,
  SHELL,
  envKeyFor,
  registryFor,
  registryOrigins,
  releaseEntry,
  browserReleasesOf,
  checkCanaries,
  releasesDirOf,
  type RegistryApp,
} from './registry';
import { faultsFromEnv, type Faults } from './faults';
import { GatewayPool, gatewayUrls, type PoolOptions } from './gateways';
import { browserIdOf, canaryWatch } from './canary';
import { proxyMetrics, requestIdOf, statusClass, type AnswerKind, type ProxyMetrics } from './ops';
import { injectPlan, linkValues, planFor, scriptHash } from './hints';
import { acceptedEncodings, notModified, staticFiles } from './static-files';
import {
  applyOverrideQuery,
  injectOverrideBar,
  overridePolicyFromEnv,
  overridesFrom,
  resetOverrides,
} from './overrides';

export interface ProxyOptions {
  /** the gateway, or several processes of one gateway separated by commas (gateways.ts) */
  gatewayUrl: string;
  /** dev mode: remotes and shell come from their webpack dev servers; /__proxy/faults is open */
  dev?: boolean;
  env?: NodeJS.ProcessEnv;
  /** where built apps live (default: the repo) */
  root?: string;
}

const GATEWAY_PATHS = ['/wps', '/lgw', '/lotto'];
const YEAR = 31536000;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The client address to forward. A request's own X-Forwarded-For is believed only when it comes from a
 * proxy in front of this one that the operator named (`PROXY_TRUSTED_PROXIES`: comma-separated addresses,
 * or `loopback`; none by default): then its first, valid address is the client. Otherwise the socket.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: string | undefined,
): string {
  const socket = socketAddress ?? '';
  const list = (trusted ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const fromTrusted = list.some((t) => (t === 'loopback' ? LOOPBACK.test(socket) : t === socket));
  const claimed = (Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor)?.split(',')[0]?.trim();
  return fromTrusted && claimed && isIP(claimed) ? claimed : socket;
}

/** Cookies of a request; one that does not decode (`foo=%E0%A4%A`) is ignored, never an error. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    try {
      out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      /* malformed percent-encoding: not ours, skip it */
    }
  }
  return out;
}

/** How long a gateway call may take before the proxy answers 504 itself (GATEWAY_TIMEOUT_MS). */
export const DEFAULT_GATEWAY_TIMEOUT_MS = 15_000;

/** The codes the proxy answers itself, all of the one list (`@jogo/shared/contract`, errors.ts). */
type ProxyCode = Extract<
  ErrorCode,
  | 'proxy.gateway_timeout'
  | 'proxy.gateway_unavailable'
  | 'proxy.fault_injected'
  | 'request.too_large'
  | 'request.invalid'
  | 'system.error'
>;

const langOf = (h: string | string[] | undefined) =>
  (Array.isArray(h) ? h[0] : h)?.toUpperCase() === 'EN' ? 'EN' : 'PT';

/** The gateway's answer envelope (DESIGN.md section 5), for answers the proxy gives itself. */
export function envelope(code: ProxyCode, lang: 'PT' | 'EN') {
  const detail = code === 'request.invalid' ? textOf(SERVER_TEXTS['proxy.malformed_request'], lang) : '';
  return { success: false as const, errorCode: code, message: textOf(ERROR_CODES[code], lang, { detail }) };
}

const isGatewayPath = (p: string) => GATEWAY_PATHS.some((g) => p === g || p.startsWith(`${g}/`));

/**
 * Errors Node's HTTP parser raises before Express sees a request (headers or URL over 16 KB: 431; a
 * malformed request: 400): a gateway path still gets the envelope, never Node's bare text.
 */
export function handleClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(envelope(tooLarge ? 'request.too_large' : 'request.invalid', 'PT'));
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** Production cache headers (DESIGN.md section 3): entry points never cached, hashed chunks immutable. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (
    base === 'index.html' ||
    base === 'remoteEntry.js' ||
    base === 'mf-manifest.json' ||
    base === 'mf-stats.json'
  )
    return 'no-cache';
  if (/\.[0-9a-f]{10}\.(js|css)$/.test(base) || /\/assets\//.test(file))
    return `public, max-age=${YEAR}, immutable`;
  return 'no-cache';
}

/** Connections to the gateway processes: one per call (see the gateway middleware). */
const GATEWAY_AGENT = new http.Agent({ keepAlive: false });

/** The largest request body kept in memory so a call that reached no server can be sent to another process. */
export const MAX_REPLAY_BYTES = 1024 * 1024;

/** What server.ts (and tests) use to stop the proxy and look inside it. */
export interface ProxyOps {
  pool: GatewayPool;
  metrics: ProxyMetrics;
  /** readiness false from now on; every answer closes its connection */
  drain(): void;
  readonly draining: boolean;
  /** ends every open balance stream with an SSE `retry:` hint (the browser reconnects) */
  endStreams(): void;
  /** stops the gateway probes */
  close(): void;
}

/** Headers of one connection (RFC 9110 7.6.1), never passed from the gateway's answer to the browser's. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'trailer',
  'te',
];

/** Answers the proxy ended itself (a balance stream ended with its `retry:` hint): never cut afterwards. */
const endedHere = new WeakSet<ServerResponse>();

/**
 * Passes a gateway's answer on as it is (status, headers, body streamed: a balance stream too), without the
 * gateway connection's own headers: this proxy's connection to the browser has its own (closed while draining).
 */
function passOn(
  proxyRes: IncomingMessage,
  req: IncomingMessage,
  res: ServerResponse,
  draining: boolean,
): void {
  if (res.headersSent || req.socket.destroyed) {
    proxyRes.resume();
    return;
  }
  const headers = { ...proxyRes.headers };
  for (const h of HOP_BY_HOP) delete headers[h];
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
  // a call taken before the proxy began to stop closes its connection too
  if (draining) res.setHeader('Connection', 'close');
  res.statusCode = proxyRes.statusCode ?? 502;
  if (proxyRes.statusMessage) res.statusMessage = proxyRes.statusMessage;
  // a gateway connection cut in the middle of an answer cuts the browser's (it sees a broken answer, not a whole one)
  // (once the proxy ended it itself, as a stopping proxy ends a balance stream with its hint, it stays ended)
  const cut = () => {
    if (!res.writableEnded && !endedHere.has(res)) res.destroy();
  };
  proxyRes.once('error', cut);
  proxyRes.once('aborted', cut);
  proxyRes.pipe(res);
}

/** One gateway call: where it went, what it tried, and whether it can be sent again. */
interface GatewayCall {
  picked: { url: string; done: () => void };
  tried: Set<string>;
  /** the body to send again: 'none' (no body), its bytes, or null (streamed: too large to keep) */
  replay: 'none' | Buffer | null;
  sent: boolean;
  timedOut: boolean;
  /** already sent again after a timeout (once, with an Idempotency-Key) */
  resent: boolean;
  next: NextFunction;
}

/** Reads a request body of a known, small length; null when the client went away. */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', () => resolve(null));
    req.once('aborted', () => resolve(null));
  });
}

const kindOf = (p: string): AnswerKind =>
  isGatewayPath(p)
    ? 'gateway'
    : p.startsWith('/remotes/')
      ? 'remote'
      : p.startsWith('/releases/')
        ? 'release'
        : p === '/remotes.json'
          ? 'registry'
          : 'page';

export function createProxyApp(options: ProxyOptions & { pool?: PoolOptions }): {
  app: express.Express;
  faults: Faults;
  ops: ProxyOps;
} {
  const env = options.env ?? process.env;
  const root = options.root ?? ROOT;
  const faults = faultsFromEnv(env);
  const policy = overridePolicyFromEnv(env);
  const overridesOf = (req: Request) => overridesFrom(parseCookies(req.headers.cookie), policy);
  const timeoutMs =
    Number(env.GATEWAY_TIMEOUT_MS) > 0 ? Number(env.GATEWAY_TIMEOUT_MS) : DEFAULT_GATEWAY_TIMEOUT_MS;
  const merchant = env.PROXY_MERCHANT || MERCHANT;
  // remote releases: which one each remote runs is read per request, so a rollback needs no restart
  const releasesDir = releasesDirOf(env, root);
  // a canary (shared/build/canary.cjs) serves another release to a share of browsers, by the browser's id; the
  // vitals decide it: checked on a timer and on registry requests (JOGO_CANARY_CHECK_MS, 10 s)
  const checkEvery = Number(env.JOGO_CANARY_CHECK_MS ?? 10_000);
  const watch = options.dev
    ? null
    : canaryWatch(
        () => checkCanaries(env, root, gatewayUrls(options.gatewayUrl)[0]!),
        Number.isFinite(checkEvery) && checkEvery >= 0 ? checkEvery : 10_000,
      );
  /** the release each remote runs for this browser; gives the browser an id when a canary runs and it has none */
  const releases = (req: Request, res?: Response): Record<string, string> => {
    if (options.dev) return {};
    const cookies = parseCookies(req.headers.cookie);
    const known = browserIdOf(req, cookies, undefined, false);
    const first = browserReleasesOf(env, root, known);
    if (!first.canary) return first.releases;
    watch?.due();
    const id = browserIdOf(req, cookies, res, true);
    return id === known ? first.releases : browserReleasesOf(env, root, id).releases;
  };
  const app = express();
  app.disable('x-powered-by');

  // Operating it (README): request ids, probes and metrics come first, before any per-request work.
  let metrics: ProxyMetrics | null = null;
  const gateways = new GatewayPool(gatewayUrls(options.gatewayUrl), {
    ...options.pool,
    onChange: (label, up) => {
      if (!up) metrics?.downs.inc({ process: label });
      options.pool?.onChange?.(label, up);
    },
  });
  const state = { draining: false };
  const m = proxyMetrics(gateways, state);
  metrics = m;
  const streams = new Set<{ res: ServerResponse; proxyRes: IncomingMessage }>();
  const ops: ProxyOps = {
    pool: gateways,
    metrics: m,
    drain: () => {
      state.draining = true;
      watch?.stop();
    },
    get draining() {
      return state.draining;
    },
    endStreams: () => {
      for (const s of streams) {
        endedHere.add(s.res);
        s.proxyRes.unpipe(s.res);
        s.proxyRes.destroy();
        // and its connection closes once the hint is out (the browser reconnects on a new one, elsewhere)
        const socket = s.res.socket;
        s.res.once('finish', () => socket?.end());
        s.res.end('retry: 1000\n\n');
      }
      streams.clear();
    },
    close: () => gateways.close(),
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    const id = requestIdOf(req);
    req.headers['x-request-id'] = id; // forwarded to the gateway, whose log lines carry it
    res.setHeader('X-Request-Id', id);
    if (state.draining) res.setHeader('Connection', 'close');
    if (req.path.startsWith('/__proxy/')) return next();
    const kind = kindOf(req.path);
    const end = m.duration.startTimer({ kind });
    res.once('close', () => {
      end();
      m.answers.inc({ kind, status_class: res.headersSent ? statusClass(res.statusCode) : 'none' });
    });
    next();
  });
  app.get('/__proxy/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'live' });
  });
  app.get('/__proxy/readyz', (_req, res) => {
    const processes = gateways.status();
    const reasons: string[] = [];
    if (state.draining) reasons.push('the proxy is stopping');
    if (!processes.some((p) => p.up))
      reasons.push(`no gateway process is ready (${processes.map((p) => p.label).join(', ')} down)`);
    const gatewaysUp = Object.fromEntries(processes.map((p) => [p.label, p.up ? 'up' : 'down']));
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(reasons.length ? 503 : 200)
      .json(
        reasons.length
          ? { status: 'not ready', reasons, gateways: gatewaysUp }
          : { status: 'ready', gateways: gatewaysUp },
      );
  });
  app.get('/__proxy/metrics', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', m.registry.contentType);
    res.end(await m.registry.metrics());
  });
  // Static files are compressed at build time (static-files.ts); what is made per request (gateway answers,
  // /remotes.json) is compressed here: brotli when the browser takes it (quality 9: small answers).
  // (@types/compression is typed against Express 4's handler type; the middleware is the same in 5.)
  const compress = compression({
    level: 9,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } },
  }) as unknown as express.RequestHandler;
  app.use((req: Request, res: Response, next: NextFunction) =>
    isGatewayPath(req.path) || req.path === '/remotes.json' || options.dev
      ? compress(req, res, next)
      : next(),
  );

  /**
   * One team's dev loop (dev-proxy/scripts/dev.mjs --remote): one remote from its webpack dev server on this machine
   * (REMOTE_<NAME>, a loopback URL) inside the built site. Its development build evaluates its modules (source maps)
   * and reloads over a socket of that dev server: the CSP allows those two, for that origin only. Never set in
   * production; ignored unless the remote's entry is a loopback dev server.
   */
  const devRemote = (() => {
    const name = env.PROXY_DEV_REMOTE;
    const entry = name ? env[envKeyFor(name)] : undefined;
    if (!entry) return null;
    const u = new URL(entry);
    if (!['localhost', '127.0.0.1', '[::1]'].includes(u.hostname) || u.protocol !== 'http:') return null;
    return { ws: `ws://${u.host}` };
  })();

  /** The CSP allows exactly the registry's origins, plus the page's own inline early script by its hash. */
  const cspFor = (req: Request, inlineScript?: string) => {
    const registry = registryFor(env, overridesOf(req), !!options.dev, releases(req));
    const origins = registryOrigins(registry).join(' ');
    const extra = origins ? ` ${origins}` : '';
    const devWs = options.dev ? ' ws: http://localhost:*' : devRemote ? ` ${devRemote.ws}` : '';
    const inline = inlineScript ? ` ${scriptHash(inlineScript)}` : '';
    const devEval = options.dev ? " 'unsafe-eval' http://localhost:*" : devRemote ? " 'unsafe-eval'" : '';
    return [
      `default-src 'self'`,
      `script-src 'self'${inline}${extra}${devEval}`,
      // style-loader injects <style> elements, so inline styles are needed
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob:${extra}`,
      `connect-src 'self'${extra}${devWs}`,
      `font-src 'self' data:`,
      `frame-src 'self'`,
      `object-src 'none'`,
      `base-uri 'self'`,
      `form-action 'self'`,
      `frame-ancestors 'self'`,
    ].join('; ');
  };

  // Security headers as production would set them.
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', cspFor(req));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    next();
  });

  app.get('/__proxy/health', (_req, res) => {
    res.json({ ok: true });
  });
  if (options.dev || env.PROXY_FAULT_CONTROL === '1') {
    app.post('/__proxy/faults', express.json(), (req, res) => {
      const body = req.body as {
        latencyMs?: number;
        errorRate?: number;
        remotesOff?: string[];
        remoteLatencyMs?: Record<string, number>;
      };
      if (typeof body.latencyMs === 'number') faults.latencyMs = Math.max(0, body.latencyMs);
      if (typeof body.errorRate === 'number') faults.errorRate = Math.min(1, Math.max(0, body.errorRate));
      if (Array.isArray(body.remotesOff)) faults.remotesOff = new Set(body.remotesOff.map(String));
      if (body.remoteLatencyMs && typeof body.remoteLatencyMs === 'object')
        faults.remoteLatencyMs = new Map(
          Object.entries(body.remoteLatencyMs)
            .filter(([, ms]) => typeof ms === 'number' && ms > 0)
            .map(([name, ms]) => [name, ms]),
        );
      res.json({
        latencyMs: faults.latencyMs,
        errorRate: faults.errorRate,
        remotesOff: [...faults.remotesOff],
        remoteLatencyMs: Object.fromEntries(faults.remoteLatencyMs),
      });
    });
  }

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(registryFor(env, overridesOf(req), !!options.dev, releases(req, res)));
  });
  app.get('/__proxy/overrides/reset', resetOverrides);

  // Gateway paths, with injected latency and errors for testers.
  // X-Forwarded-For is set from the socket, never appended to the client's own value: the gateway's
  // per-IP limits trust this proxy, so a client must not choose its IP. A gateway that does
  // not answer within the timeout, or cannot be reached, gets a translated envelope error. Several gateway
  // processes: each call to the least busy (gateways.ts).
  // Retry what reached no server: a call whose connection was refused, or reset before the request was sent, goes
  // at once to the next process, whatever its method (its body, at most MAX_REPLAY_BYTES, is kept to send again);
  // the process is marked down until its /readyz answers (gateways.ts). A call that may have reached a server
  // (a timeout, or a reset, after sending) is sent again, once, only when it carries an Idempotency-Key. A draining
  // process's 503 (X-Gateway-Draining: no handler ran) goes on to the next process like a refused connection.
  const callOf = new WeakMap<IncomingMessage, GatewayCall>();
  const dispatch = (req: IncomingMessage, res: ServerResponse, call: GatewayCall) => {
    call.sent = false;
    call.timedOut = false;
    return gateway(req, res, call.next);
  };
  const gateway = createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: gateways.first,
    router: (req) => callOf.get(req)?.picked.url ?? gateways.first,
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: timeoutMs,
    // the answer is written here (passOn), so a draining process's 503 can be sent elsewhere instead
    selfHandleResponse: true,
    // a new connection per call, never a kept-alive one: a call sent on a connection the process has just closed
    // (idle close, a stop, a kill -9 the proxy has not noticed yet) is reset after it was sent and cannot be sent
    // again safely; a new connection to a gone process is refused instead, which the retry rule sends elsewhere
    agent: GATEWAY_AGENT,
    on: {
      proxyReq: (proxyReq: ClientRequest, req: IncomingMessage) => {
        proxyReq.removeHeader('forwarded');
        proxyReq.removeHeader('x-real-ip');
        proxyReq.setHeader(
          'x-forwarded-for',
          clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], env.PROXY_TRUSTED_PROXIES),
        );
        proxyReq.setHeader('x-forwarded-proto', 'http');
        proxyReq.setHeader('x-forwarded-host', req.headers.host ?? '');
        const call = callOf.get(req);
        if (!call) return;
        if (Buffer.isBuffer(call.replay)) {
          proxyReq.removeHeader('transfer-encoding');
          proxyReq.setHeader('content-length', call.replay.length);
          proxyReq.write(call.replay);
        }
        proxyReq.once('finish', () => {
          call.sent = true;
        });
        proxyReq.once('timeout', () => {
          call.timedOut = true;
        });
      },
      proxyRes: (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => {
        const call = callOf.get(req);
        if (!call) return;
        const label = gateways.labelOf(call.picked.url);
        m.calls.inc({ process: label, status_class: statusClass(proxyRes.statusCode ?? 0) });
        // a draining process answered 503 before any handler ran: nothing ran, so this call goes on to the next
        // process (whatever its method, as a refused one), and the next calls go elsewhere
        if (proxyRes.headers['x-gateway-draining'] === '1') {
          gateways.markDown(call.picked.url);
          if (call.replay !== null && !res.headersSent && !req.socket.destroyed) {
            call.tried.add(call.picked.url);
            const picked = gateways.takeOther(call.tried);
            if (picked) {
              m.failovers.inc({ process: label, reason: 'draining' });
              proxyRes.resume();
              call.picked.done();
              call.picked = picked;
              void dispatch(req, res, call);
              return;
            }
          }
        }
        if (String(proxyRes.headers['content-type'] ?? '').includes('text/event-stream')) {
          const s = { res, proxyRes };
          streams.add(s);
          res.once('close', () => streams.delete(s));
        }
        passOn(proxyRes, req, res, state.draining);
      },
      error: (err: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => {
        const call = callOf.get(req);
        if (call) {
          const label = gateways.labelOf(call.picked.url);
          m.calls.inc({ process: label, status_class: 'error' });
          const reset = err.code === 'ECONNRESET' || err.code === 'EPIPE';
          const unsent = err.code === 'ECONNREFUSED' || (reset && !call.sent && !call.timedOut);
          if (unsent) gateways.markDown(call.picked.url);
          // a reset after the call was sent is ambiguous: the process may have read it and run its handler (a
          // crash in the middle of a bet) or never read it (a connection still queued when its listener closed),
          // and nothing on the wire tells which, so like a timeout it is sent again only with an Idempotency-Key
          // (the gateway answers a repeated key with the first call's answer, never running it twice)
          const again =
            call.replay !== null &&
            'setHeader' in res &&
            !res.headersSent &&
            !req.socket.destroyed &&
            (unsent || ((call.timedOut || reset) && !call.resent && !!req.headers['idempotency-key']));
          if (again) {
            call.tried.add(call.picked.url);
            const picked = gateways.takeOther(call.tried);
            if (picked) {
              const reason = err.code === 'ECONNREFUSED' ? 'refused' : call.timedOut ? 'timeout' : 'reset';
              m.failovers.inc({ process: label, reason });
              if (!unsent) call.resent = true;
              call.picked.done();
              call.picked = picked;
              void dispatch(req, res, call);
              return;
            }
          }
        }
        if (!('setHeader' in res) || res.headersSent) {
          res.destroy();
          return;
        }
        // the proxy's own timeout ends the call with a reset too: a reset alone is a gateway that dropped it (502)
        const timedOut = !!call?.timedOut || err.code === 'ETIMEDOUT' || /timeout/i.test(err.message);
        const code: ProxyCode = timedOut ? 'proxy.gateway_timeout' : 'proxy.gateway_unavailable';
        res.writeHead(timedOut ? 504 : 502, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        });
        res.end(JSON.stringify(envelope(code, langOf(req.headers.language))));
      },
    },
  });
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isGatewayPath(req.path)) return next();
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.errorRate && Math.random() < faults.errorRate) {
      res.status(500).json(envelope('proxy.fault_injected', langOf(req.headers.language)));
      return;
    }
    const length = Number(req.headers['content-length'] ?? 0);
    const chunked = req.headers['transfer-encoding'] !== undefined;
    let replay: GatewayCall['replay'] = null;
    if (!chunked && !(length > 0)) replay = 'none';
    else if (!chunked && length <= MAX_REPLAY_BYTES) {
      replay = await readBody(req);
      if (!replay) return; // the client went away
    }
    const call: GatewayCall = {
      picked: gateways.take(),
      tried: new Set(),
      replay,
      sent: false,
      timedOut: false,
      resent: false,
      next,
    };
    callOf.set(req, call);
    res.once('close', () => call.picked.done());
    return dispatch(req, res, call);
  });

  // Remote files are public, credential-free assets that another origin may load, as from a CDN: a host page on
  // one origin federates a remote served from another (a per-browser override, a CDN, a team's dev server). The
  // federation runtime reads the manifest with fetch(), so it needs CORS; nothing here carries a cookie or a user.
  const remoteFilesCors = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  };
  app.use('/remotes', remoteFilesCors);
  if (!options.dev) app.use('/releases', remoteFilesCors);

  // Remote files: built dist, or the remote's dev server in dev mode.
  for (const remote of REMOTES) {
    const mount = `/remotes/${remote.name}`;
    app.use(mount, async (_req, res, next) => {
      if (faults.remotesOff.has(remote.name)) {
        res.status(503).setHeader('Cache-Control', 'no-store').send('remote switched off');
        return;
      }
      const slow = faults.remoteLatencyMs.get(remote.name);
      if (slow) await new Promise((r) => setTimeout(r, slow));
      res.once('finish', () => {
        if (res.statusCode < 400) m.files.inc({ remote: remote.name, release: 'dist' });
      });
      next();
    });
    if (options.dev) {
      app.use(
        mount,
        createProxyMiddleware({ target: `http://localhost:${remote.port}`, changeOrigin: true }),
      );
    } else {
      app.use(
        mount,
        staticFiles(path.join(root, remote.folder, 'dist'), { fallthrough: false, cacheControlFor }),
      );
    }
  }

  // Remote releases side by side: `/releases/<name>/<version>-<hash>/…`, immutable folders written by
  // shared/build/release.cjs. Same cache rules as dist/: hashed chunks a year, remoteEntry and the manifest no-cache.
  if (!options.dev) {
    const releaseFiles = staticFiles(releasesDir, { fallthrough: false, cacheControlFor });
    app.use('/releases', (req: Request, res: Response, next: NextFunction) => {
      const name = req.path.split('/')[1] ?? '';
      if (faults.remotesOff.has(name)) {
        res.status(503).setHeader('Cache-Control', 'no-store').send('remote switched off');
        return;
      }
      if (req.path === '/current.json' || !/^\/[a-z0-9_]+\/[^/]+\//.test(req.path)) {
        res.status(404).setHeader('Cache-Control', 'no-store').type('text').send('Not found.');
        return;
      }
      // labels stay bounded: a remote of the registry, and a release folder that exists (the file was served)
      if (REMOTES.some((r) => r.name === name))
        res.once('finish', () => {
          if (res.statusCode < 400) m.files.inc({ remote: name, release: req.path.split('/')[2] ?? '' });
        });
      releaseFiles(req, res, next);
    });
  }

  // Per-browser override: `?remote.mf_lobby=http://localhost:3002/mf-manifest.json` on any page
  // (overrides.ts: only when enabled, only to allowed origins, HttpOnly cookie, a visible bar).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!applyOverrideQuery(req, res, policy)) next();
  });

  if (options.dev) {
    const shellDev = createProxyMiddleware({
      target: `http://localhost:${SHELL.port}`,
      changeOrigin: true,
      ws: true,
    });
    // pages of a browser with overrides get the bar injected into the dev server's index.html
    const shellDevWithBar = createProxyMiddleware<Request, Response>({
      target: `http://localhost:${SHELL.port}`,
      changeOrigin: true,
      selfHandleResponse: true,
      on: {
        proxyRes: responseInterceptor(async (buffer, proxyRes, req) => {
          const type = String(proxyRes.headers['content-type'] ?? '');
          if (!type.includes('text/html')) return buffer;
          return injectOverrideBar(buffer.toString('utf8'), overridesOf(req as Request));
        }),
      },
    });
    app.use((req: Request, res: Response, next: NextFunction) => {
      const wantsPage = req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');
      if (wantsPage && Object.keys(overridesOf(req)).length) return shellDevWithBar(req, res, next);
      return shellDev(req, res, next);
    });
    app.use(errorHandler);
    return { app, faults, ops };
  }

  const shellDist = path.join(root, SHELL.folder, 'dist');
  app.use(staticFiles(shellDist, { fallthrough: true, cacheControlFor }));

  /** Where a remote's deployed files are on this server (its entry is ours and it is switched on), else null. */
  const remoteDistOf = (runs: Record<string, string>) => (remote: RegistryApp, entry: string) => {
    if (faults.remotesOff.has(remote.name)) return null;
    if (entry === `/remotes/${remote.name}/mf-manifest.json`) return path.join(root, remote.folder, 'dist');
    const release = runs[remote.name];
    return release && entry === releaseEntry(remote.name, release)
      ? path.join(releasesDir, remote.name, release)
      : null;
  };
  const pages = new PageCache();

  // Every client route answers the shell's index.html, with the route's preload hints and early calls
  // (hints.ts): in the page, as Link headers, and as 103 Early Hints before it.
  app.use((req: Request, res: Response) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).end();
      return;
    }
    const index = path.join(shellDist, 'index.html');
    if (!fs.existsSync(index)) {
      res.status(503).type('text').send('The shell is not built: run `npm run build` first.');
      return;
    }
    const overrides = overridesOf(req);
    const runs = releases(req, res);
    const plan = planFor({
      pathname: req.path,
      registry: registryFor(env, overrides, false, runs),
      apps: REMOTES,
      shellDist,
      remoteDist: remoteDistOf(runs),
    });
    const links = linkValues(plan.hints);
    if (req.method === 'GET' && links.length) res.writeEarlyHints({ link: links });
    const base = fs.readFileSync(index, 'utf8');
    const { html, script } = injectPlan(base, plan, merchant);
    const page = Object.keys(overrides).length ? injectOverrideBar(html, overrides) : html;
    res.setHeader('Content-Security-Policy', cspFor(req, script));
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Link', links.join(', '));
    pages.send(req, res, page);
  });
  app.use(errorHandler);
  return { app, faults, ops };
}

/**
 * The served pages with their brotli and gzip forms, made once per distinct page (one per route owner and
 * deployment) and kept, so a page costs no compression work per request either.
 */
class PageCache {
  private readonly known = new Map<string, { tag: string; identity: Buffer; br: Buffer; gzip: Buffer }>();

  send(req: Request, res: Response, html: string) {
    const tag = `"${crypto.createHash('sha256').update(html).digest('base64url')}"`;
    let page = this.known.get(tag);
    if (!page) {
      const identity = Buffer.from(html, 'utf8');
      page = {
        tag,
        identity,
        br: zlib.brotliCompressSync(identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
        gzip: zlib.gzipSync(identity, { level: 9 }),
      };
      if (this.known.size > 500) this.known.clear();
      this.known.set(tag, page);
    }
    const encoding = acceptedEncodings(req.headers['accept-encoding'])[0] ?? 'identity';
    const etag = encoding === 'identity' ? tag : `${tag.slice(0, -1)}.${encoding}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    if (notModified(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    const body = page[encoding];
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

/** The last word on any error: no stack trace or server path in an answer; the envelope on gateway paths. */
function errorHandler(err: Error & { status?: number }, req: Request, res: Response, next: NextFunction) {
  if (res.headersSent) return next(err);
  const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) process.stderr.write(`dev-proxy error on ${req.method} ${req.path}: ${err.message}\n`);
  res.setHeader('Cache-Control', 'no-store');
  if (isGatewayPath(req.path)) {
    res
      .status(status)
      .json(envelope(status === 500 ? 'system.error' : 'request.invalid', langOf(req.headers.language)));
    return;
  }
  res
    .status(status)
    .type('text')
    .send(status === 500 ? 'Something went wrong.' : 'Bad request.');
}
