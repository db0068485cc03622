import fp from 'fastify-plugin';
import { AppError } from '../../http/errors';
import { PayloadCodec } from '../../http/payload-codec';

declare module 'fastify' {
  interface FastifyInstance {
    codec: PayloadCodec;
  }
}

/**
 * Hybrid payload encryption (`app.codec`): on `config: { encrypted: true }` routes the envelope
 * `{ value }` with its `Encryption` header is swapped for the decrypted JSON before schema validation runs.
 */
export default fp(
  async (app) => {
    app.decorate('codec', new PayloadCodec());
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.encrypted) return;
      const body = request.body as { value?: unknown } | undefined;
      const wrapped = request.headers.encryption;
      if (!body || typeof body !== 'object' || typeof body.value !== 'string' || typeof wrapped !== 'string')
        throw new AppError(400, 'request_body_required');
      try {
        request.body = app.codec.decrypt(wrapped, body.value);
      } catch {
        throw new AppError(400, 'request.decrypt_failed');
      }
    });
  },
  { name: 'encryption' },
);
