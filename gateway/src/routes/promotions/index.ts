import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type Static } from '@sinclair/typebox';
import type { PromotionListValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { applyPromotion, claimPromotion, claimRaffle, listPromotions } from '../../domain/promotions';
import { MULTIPART_LIMITS, readApplicationForm } from './images';

const ClaimBody = Type.Object({ promotionId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** Promotions (REWCEN3): the list with each member's state, applications with images, claims, red envelopes. */
export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, module: 'REWCEN3' };
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.get(
    '/wps/relay/MCS2_getPromotionList',
    { config: { auth: 'optional', moduleId: 'REWCEN3' } },
    async (request) =>
      ok<PromotionListValue>({
        list: await listPromotions(db, request.merchant, request.member, request.lang),
      }),
  );

  /**
   * POST /wps/relay/MCS2_applyPromotion (multipart: promotionId, remark, up to 3 images): the whole form is
   * checked (remark length, image count, size and content) before the application and its images are
   * written, in one transaction; a bad form stores nothing.
   */
  app.post('/wps/relay/MCS2_applyPromotion', { config: cfg }, async (request) => {
    const form = await readApplicationForm(request);
    return ok(await applyPromotion(db, request.merchant, memberOf(request), form, request.lang));
  });

  /** POST /wps/relay/MCS2_claimPromotion: an approved (JOINED) application pays the promotion's bonus, once. */
  app.post<{ Body: Static<typeof ClaimBody> }>(
    '/wps/relay/MCS2_claimPromotion',
    { config: cfg, schema: { body: ClaimBody } },
    async (request) =>
      ok(
        await claimPromotion(db, request.merchant, memberOf(request), request.body.promotionId, request.lang),
      ),
  );

  /** POST /wps/relay/MCS2_claimRafflePromotion (red envelope): one draw per promotion per member per UTC day. */
  app.post<{ Body: Static<typeof ClaimBody> }>(
    '/wps/relay/MCS2_claimRafflePromotion',
    { config: cfg, schema: { body: ClaimBody } },
    async (request) =>
      ok(
        await claimRaffle(db, request.merchant, memberOf(request).id, request.body.promotionId, request.lang),
      ),
  );
}
