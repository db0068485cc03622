import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { oneOf } from '../../http/schema';
import { setModuleFlags, setSiteStatus } from '../../domain/content/system-info';
import { newestCaptchaAnswer, readOutbox } from '../../domain/identity/verification/dev';
import { setSiteZone } from '../../domain/site/clock';
import devAgentRoutes from './agent-settlement';
import devSiteDayRoutes from './site-days';

const StatusBody = Type.Object(
  {
    status: Type.Unsafe<0 | 1 | 2>({ enum: [0, 1, 2] }),
    endTime: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
const FlagsBody = Type.Unsafe<Record<string, boolean>>({
  type: 'object',
  additionalProperties: { type: 'boolean' },
  maxProperties: 200,
});
const TimeZoneBody = Type.Object(
  { timeZone: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
const OutboxQuery = Type.Object(
  {
    channel: Type.Optional(oneOf(['sms', 'email'] as const)),
    recipient: Type.Optional(Type.String({ maxLength: 120 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);

/**
 * Operator controls for tests. Registered only when GATEWAY_MODE=development; in production these
 * paths do not exist (404). They act on the merchant named by the `Merchant` header, default `jogo`.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  const merchantOf = (h: unknown) => (typeof h === 'string' && h ? h : 'jogo');
  await app.register(devAgentRoutes);
  await app.register(devSiteDayRoutes);

  app.post<{ Body: Static<typeof StatusBody> }>(
    '/__dev/status',
    { schema: { body: StatusBody } },
    async (request) => {
      await setSiteStatus(
        app.db,
        merchantOf(request.headers.merchant),
        request.body.status,
        request.body.endTime ?? null,
      );
      return ok({ status: request.body.status });
    },
  );

  app.post<{ Body: Static<typeof FlagsBody> }>(
    '/__dev/flags',
    { schema: { body: FlagsBody } },
    async (request) => {
      await setModuleFlags(app.db, merchantOf(request.headers.merchant), request.body);
      return ok(request.body);
    },
  );

  /** POST /__dev/time-zone: the site's time zone (an IANA name); an unknown zone is a 400. */
  app.post<{ Body: Static<typeof TimeZoneBody> }>(
    '/__dev/time-zone',
    { schema: { body: TimeZoneBody } },
    async (request) => {
      try {
        await setSiteZone(app.db, merchantOf(request.headers.merchant), request.body.timeZone);
      } catch {
        throw badRequest('request.invalid', { detail: 'timeZone' });
      }
      return ok({ timeZone: request.body.timeZone });
    },
  );

  /**
   * GET /__dev/outbox: SMS and e-mails the gateway "sent", newest first, with their codes (the test's phone and
   * mailbox). Optional filters: channel, recipient (substring), limit (default 50).
   */
  app.get<{ Querystring: Static<typeof OutboxQuery> }>(
    '/__dev/outbox',
    { schema: { querystring: OutboxQuery } },
    async (request) =>
      ok({ list: await readOutbox(app.db, merchantOf(request.headers.merchant), request.query) }),
  );

  /** GET /__dev/captcha: the answer of the newest captcha (any client), so browser tests can pass it. */
  app.get('/__dev/captcha', async (request) => {
    const newest = await newestCaptchaAnswer(app.db);
    if (!newest) throw notFound();
    return ok({ ...newest, ip: request.ip });
  });
}
