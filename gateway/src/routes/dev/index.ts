import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import devAgentRoutes from './agent-settlement';

/**
 * Operator controls for tests. Registered only when GATEWAY_MODE=development; in production these
 * paths do not exist (404). They act on the merchant named by the `Merchant` header, default `jogo`.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  const merchantOf = (h: unknown) => (typeof h === 'string' && h ? h : 'jogo');
  await app.register(devAgentRoutes);

  app.post<{ Body: { status: 0 | 1 | 2; endTime?: string } }>(
    '/__dev/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { enum: [0, 1, 2] }, endTime: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request) => {
      app.db
        .prepare('UPDATE system_status SET status = ?, end_time = ? WHERE merchant_code = ?')
        .run(request.body.status, request.body.endTime ?? null, merchantOf(request.headers.merchant));
      return ok({ status: request.body.status });
    },
  );

  app.post<{ Body: Record<string, boolean> }>(
    '/__dev/flags',
    {
      schema: {
        body: { type: 'object', additionalProperties: { type: 'boolean' }, maxProperties: 200 },
      },
    },
    async (request) => {
      const merchant = merchantOf(request.headers.merchant);
      const upsert = app.db.prepare(
        `INSERT INTO module_flag (merchant_code, mod_id, enabled) VALUES (?, ?, ?)
         ON CONFLICT (merchant_code, mod_id) DO UPDATE SET enabled = excluded.enabled`,
      );
      app.db.transaction(() => {
        for (const [modId, enabled] of Object.entries(request.body))
          upsert.run(merchant, modId, enabled ? 1 : 0);
      })();
      return ok(request.body);
    },
  );

  /**
   * GET /__dev/outbox: SMS and e-mails the gateway "sent", newest first, with their codes (the test's phone and
   * mailbox). Optional filters: channel, recipient (substring), limit (default 50).
   */
  app.get<{ Querystring: { channel?: 'sms' | 'email'; recipient?: string; limit?: number } }>(
    '/__dev/outbox',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            channel: { enum: ['sms', 'email'] },
            recipient: { type: 'string', maxLength: 120 },
            limit: { type: 'integer', minimum: 1, maximum: 500 },
          },
        },
      },
    },
    async (request) => {
      const { channel, recipient, limit } = request.query;
      const list = app.db
        .prepare(
          `SELECT id, channel, recipient, subject, body, code, created_at AS createdAt FROM outbox
           WHERE merchant_code = ? AND (? IS NULL OR channel = ?) AND (? IS NULL OR instr(recipient, ?) > 0)
           ORDER BY id DESC LIMIT ?`,
        )
        .all(
          merchantOf(request.headers.merchant),
          channel ?? null,
          channel ?? null,
          recipient ?? null,
          recipient ?? null,
          limit ?? 50,
        );
      return ok({ list });
    },
  );

  /** GET /__dev/captcha: the answer of the newest captcha (any client), so browser tests can pass it. */
  app.get('/__dev/captcha', async (request) => {
    const row = app.db
      .prepare(
        'SELECT answer_dev, client_key FROM captcha WHERE answer_dev IS NOT NULL ORDER BY id DESC LIMIT 1',
      )
      .get() as { answer_dev: string; client_key: string } | undefined;
    if (!row) throw notFound();
    return ok({ answer: row.answer_dev, client: row.client_key, ip: request.ip });
  });
}
