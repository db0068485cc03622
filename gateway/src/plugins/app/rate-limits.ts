import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../http/errors';

/**
 * Calls a visitor can make without logging in that cost real CPU (a rendered challenge image, a password
 * hash, an SMS): per client (its IP, as trustProxy resolves it), at most `max` per minute. Everything
 * else is cheap or needs a session. Listed here by method and path so one table shows every limit and
 * no route file has to change (issue 15). `JOGO_RATE_LIMIT_SCALE` multiplies every limit (an operator
 * behind a large NAT, a load test); the counters live in this process's memory.
 * @see https://github.com/fastify/fastify-rate-limit
 */
export const EXPENSIVE_ROUTES: Record<string, number> = {
  'GET /wps/captcha/slider': 60,
  'GET /wps/captcha': 60,
  'POST /wps/session/login': 30,
  'POST /wps/session/login/social': 30,
  'POST /wps/session/login/freeplay': 20,
  'PUT /wps/member/register': 20,
  'PUT /wps/member/register/mobile': 20,
  'POST /wps/verification/sms/noLogin': 20,
  'POST /wps/verification/sms/register': 20,
  'POST /wps/member/password/email': 20,
  'POST /wps/member/password/verification': 20,
};

export function rateLimitScale(): number {
  const v = Number(process.env.JOGO_RATE_LIMIT_SCALE ?? 1);
  return Number.isFinite(v) && v > 0 ? v : 1;
}

/** Registers @fastify/rate-limit and gives the routes above their limit as they are declared. */
export default fp(
  async (app) => {
    // runs before the plugin's own onRoute hook (registered after it), which reads config.rateLimit
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) {
        const max = EXPENSIVE_ROUTES[`${m} ${route.url}`];
        if (max === undefined) continue;
        route.config = {
          ...route.config,
          rateLimit: { max: Math.ceil(max * rateLimitScale()), timeWindow: 60_000 },
        };
      }
    });
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, ctx) =>
        new AppError(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(ctx.ttl / 1000) }),
    });
  },
  { name: 'rate-limits' },
);
