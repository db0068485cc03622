import fp from 'fastify-plugin';
import { AppError } from '../../http/errors';
import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { newPayloadKeys, PayloadCodec } from '../../http/payload-codec';

declare module 'fastify' {
  interface FastifyInstance {
    codec: PayloadCodec;
  }
}

/**
 * The payload key pair of this database: made by the first process that starts on it and kept in
 * `gateway_secret` (PKCS#8), so every gateway process behind one load balancer decrypts a body sealed with the
 * key another process handed out. Two processes starting at once both insert; the first row wins and
 * both read it back.
 */
async function sharedPayloadKeys(
  db: Db,
): Promise<{ publicKey: crypto.KeyObject; privateKey: crypto.KeyObject }> {
  const read = async () =>
    await db.get<{ value: string }>("SELECT value FROM gateway_secret WHERE name = 'payload-rsa'");
  let row = await read();
  if (!row) {
    const pem = newPayloadKeys().privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await db.run(
      "INSERT INTO gateway_secret (name, value, created_at) VALUES ('payload-rsa', ?, ?) ON CONFLICT (name) DO NOTHING",
      pem,
      new Date().toISOString(),
    );
    row = (await read())!;
  }
  const privateKey = crypto.createPrivateKey(row.value);
  return { privateKey, publicKey: crypto.createPublicKey(privateKey) };
}

/**
 * Hybrid payload encryption (`app.codec`): on `config: { encrypted: true }` routes the envelope
 * `{ value }` with its `Encryption` header is swapped for the decrypted JSON before schema validation runs.
 */
export default fp(
  async (app) => {
    app.decorate('codec', new PayloadCodec(await sharedPayloadKeys(app.db)));
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
