import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../../domain/verification/common';

/**
 * Records every successful login, whichever route opened it (username, SMS, social, free play, registration,
 * reset by code): any non-GET gateway answer that hands out a session token. Written once, here, rather than
 * in each login route. Registered with `skip-override` so the hook applies to the whole app.
 */
function recordLogins(app: FastifyInstance): void {
  const findSession = app.db.prepare('SELECT member_id, login_type FROM session WHERE token_hash = ?');
  const insert = app.db.prepare(
    'INSERT INTO login_history (member_id, token_hash, login_type, ip, user_agent, device, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith('/wps/') || !payload.includes('"token"')) return payload;
    let token: unknown;
    try {
      token = (JSON.parse(payload) as { value?: { token?: unknown } }).value?.token;
    } catch {
      return payload;
    }
    if (typeof token !== 'string') return payload;
    // the sessions plugin stores the SHA-256 (hex) of the token, the same digest as sha256()
    const hash = sha256(token);
    const s = findSession.get(hash) as { member_id: number; login_type: string } | undefined;
    if (s) {
      const ua = String(request.headers['user-agent'] ?? '').slice(0, 300);
      insert.run(
        s.member_id,
        hash,
        s.login_type,
        request.ip,
        ua,
        describeDevice(ua, request),
        new Date().toISOString(),
      );
    }
    return payload;
  });
}
(recordLogins as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export default recordLogins;

/** A short, readable device line from the User-Agent ("Chrome on Android"); the raw string is kept too. */
export function describeDevice(ua: string, request?: FastifyRequest): string {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  const device = String(request?.headers.device ?? '').slice(0, 16);
  const parts = [browser && os ? `${browser} / ${os}` : browser || os, device && `(${device})`].filter(
    Boolean,
  );
  return parts.join(' ') || 'unknown';
}
