import fs from 'node:fs';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';
import zlib from 'node:zlib';
import compression from 'compression';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REMOTES, ROOT, SHELL, cookieKeyFor, registryFor, registryOrigins } from './registry';
import { faultsFromEnv, type Faults } from './faults';

export interface ProxyOptions {
  gatewayUrl: string;
  /** dev mode: remotes and shell come from their webpack dev servers; /__proxy/faults is open */
  dev?: boolean;
  env?: NodeJS.ProcessEnv;
  /** where built apps live (default: the repo) */
  root?: string;
}

const GATEWAY_PATHS = ['/wps', '/lgw', '/lotto'];
const YEAR = 31536000;

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out[part.slice(0, i).trim()] = decodeURIComponent(part.slice(i + 1).trim());
  }
  return out;
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

function isAllowedOverride(url: string): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /\.(json|js)$/.test(u.pathname);
  } catch {
    return false;
  }
}

export function createProxyApp(options: ProxyOptions): { app: express.Express; faults: Faults } {
  const env = options.env ?? process.env;
  const root = options.root ?? ROOT;
  const faults = faultsFromEnv(env);
  const app = express();
  app.disable('x-powered-by');
  // Brotli when the browser takes it (quality 9: assets are small and compressed once per response).
  // (@types/compression is typed against Express 4's handler type; the middleware is the same in 5.)
  app.use(
    compression({
      level: 9,
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } },
    }) as unknown as express.RequestHandler,
  );

  // Security headers as production would set them; the CSP allows exactly the registry's origins.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const registry = registryFor(env, parseCookies(req.headers.cookie), !!options.dev);
    const origins = registryOrigins(registry).join(' ');
    const extra = origins ? ` ${origins}` : '';
    const devWs = options.dev ? ' ws: http://localhost:*' : '';
    res.setHeader(
      'Content-Security-Policy',
      [
        `default-src 'self'`,
        `script-src 'self'${extra}${options.dev ? " 'unsafe-eval' http://localhost:*" : ''}`,
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
      ].join('; '),
    );
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
      const body = req.body as { latencyMs?: number; errorRate?: number; remotesOff?: string[] };
      if (typeof body.latencyMs === 'number') faults.latencyMs = Math.max(0, body.latencyMs);
      if (typeof body.errorRate === 'number') faults.errorRate = Math.min(1, Math.max(0, body.errorRate));
      if (Array.isArray(body.remotesOff)) faults.remotesOff = new Set(body.remotesOff.map(String));
      res.json({
        latencyMs: faults.latencyMs,
        errorRate: faults.errorRate,
        remotesOff: [...faults.remotesOff],
      });
    });
  }

  app.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(registryFor(env, parseCookies(req.headers.cookie), !!options.dev));
  });

  // Gateway paths, with injected latency and errors for testers.
  const gateway = createProxyMiddleware({ target: options.gatewayUrl, changeOrigin: false, xfwd: true });
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!GATEWAY_PATHS.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (faults.latencyMs) await new Promise((r) => setTimeout(r, faults.latencyMs));
    if (faults.errorRate && Math.random() < faults.errorRate) {
      res.status(500).json({ success: false, errorCode: 'proxy.fault_injected', message: 'Injected fault' });
      return;
    }
    return gateway(req, res, next);
  });

  // Remote files: built dist, or the remote's dev server in dev mode.
  for (const remote of REMOTES) {
    const mount = `/remotes/${remote.name}`;
    app.use(mount, (_req, res, next) => {
      if (faults.remotesOff.has(remote.name)) {
        res.status(503).setHeader('Cache-Control', 'no-store').send('remote switched off');
        return;
      }
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
        express.static(path.join(root, remote.folder, 'dist'), {
          index: false,
          fallthrough: false,
          setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
        }),
      );
    }
  }

  // Per-browser override: `?remote.mf_lobby=http://localhost:3002/mf-manifest.json` on any page sets a
  // session cookie that /remotes.json honours; an empty value clears it.
  app.use((req: Request, res: Response, next: NextFunction) => {
    for (const remote of REMOTES) {
      const value = req.query[`remote.${remote.name}`];
      if (typeof value !== 'string') continue;
      if (value === '') res.clearCookie(cookieKeyFor(remote.name));
      else if (isAllowedOverride(value))
        res.cookie(cookieKeyFor(remote.name), value, { sameSite: 'lax', httpOnly: false, path: '/' });
    }
    next();
  });

  if (options.dev) {
    app.use(
      createProxyMiddleware({ target: `http://localhost:${SHELL.port}`, changeOrigin: true, ws: true }),
    );
    return { app, faults };
  }

  const shellDist = path.join(root, SHELL.folder, 'dist');
  app.use(
    express.static(shellDist, {
      index: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlFor(file)),
    }),
  );
  // Every client route answers the shell's index.html.
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
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return { app, faults };
}
