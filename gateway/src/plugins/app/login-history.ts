import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../domain/identity/verification/common';
import { describeDevice, recordLogin } from '../../domain/identity/login-history';

/**
 * Records every successful login, whichever route opened it (username, SMS, social, free play, registration,
 * reset by code): any non-GET gateway answer that hands out a session token. Written once, here, rather than
 * in each login route. Registered with `skip-override` so the hook applies to the whole app.
 */
function recordLogins(app: FastifyInstance): void {
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
    // the sessions store the SHA-256 (hex) of the token, the same digest as sha256()
    const ua = String(request.headers['user-agent'] ?? '').slice(0, 300);
    await recordLogin(app.db, sha256(token), {
      ip: request.ip,
      userAgent: ua,
      device: describeDevice(ua, String(request.headers.device ?? '')),
    });
    return payload;
  });
}
(recordLogins as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
export default recordLogins;
