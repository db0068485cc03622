import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { nowOf } from '../../domain/site/clock';

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
  // codes a member asks for (issue 27): binding a contact, the payment password, the proof of the owner
  'POST /wps/member/mobile/code': 5,
  'POST /wps/member/email/code': 5,
  'POST /wps/wallet/payment-password/sms': 5,
  'POST /wps/member/proof/code': 5,
};

registerMessages({
  'verification.daily_cap': {
    PT: 'Limite diário de códigos atingido: tente novamente amanhã',
    EN: 'Daily limit of codes reached: try again tomorrow',
  },
});

/**
 * Daily caps (rolling 24 h, in the database so every process counts the same) of every call that sends an
 * SMS or e-mail code (issue 27: one session had sent binding codes to 30 numbers): per client IP, per
 * account (the session's member) and per destination (the number or address the code goes to). Counted on
 * every call, sent or not, so a refusal tells nothing about the destination. Scaled by JOGO_RATE_LIMIT_SCALE.
 */
export const CODE_DAILY_CAP = { client: 30, account: 10, destination: 5 } as const;

type Body = Record<string, unknown> | undefined;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const phone = (num: unknown, dial: unknown) => {
  const digits = str(num).replace(/\D/g, '');
  return digits ? `tel:${str(dial).replace(/\D/g, '') || '55'}:${digits}` : null;
};
const mail = (v: unknown) => (str(v) ? `mail:${str(v).toLowerCase()}` : null);

/** The code routes and where each one's code goes (null: the account's own contact on file). */
export const CODE_ROUTES: Record<string, (body: Body) => string | null> = {
  'POST /wps/verification/sms/noLogin': (b) => phone(b?.mobileNum, b?.countryDialingCode),
  'POST /wps/verification/sms/register': (b) => phone(b?.mobileNo, b?.countryDialingCode),
  'POST /wps/member/password/email': (b) => mail(b?.email),
  'POST /wps/member/mobile/code': (b) => phone(b?.mobileNum, b?.countryDialingCode),
  'POST /wps/member/email/code': (b) => mail(b?.email),
  'POST /wps/wallet/payment-password/sms': () => null,
  'POST /wps/member/proof/code': () => null,
};

/** Counts one code call on its keys. @throws 429 `verification.daily_cap` when a key is at its cap */
function chargeCodeCall(request: FastifyRequest, destination: string | null): void {
  const db = request.server.db;
  const now = nowOf(db);
  const scale = rateLimitScale();
  const keys: [string, number][] = [[`client:${request.ip}`, CODE_DAILY_CAP.client]];
  if (request.member) keys.push([`account:${request.member.id}`, CODE_DAILY_CAP.account]);
  if (destination) keys.push([`dest:${request.merchant}:${destination}`, CODE_DAILY_CAP.destination]);
  db.transaction(() => {
    db.prepare('DELETE FROM code_send WHERE at <= ?').run(now - 86_400_000);
    const count = db.prepare('SELECT COUNT(*) AS n FROM code_send WHERE key = ? AND at > ?');
    for (const [key, cap] of keys)
      if ((count.get(key, now - 86_400_000) as { n: number }).n >= Math.ceil(cap * scale))
        throw new AppError(429, 'verification.daily_cap', { dailyCap: true });
    const insert = db.prepare('INSERT INTO code_send (key, at) VALUES (?, ?)');
    for (const [key] of keys) insert.run(key, now);
  })();
}

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
    app.addHook('preHandler', async (request) => {
      const destination = CODE_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
      if (destination) chargeCodeCall(request, destination(request.body as Body));
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
