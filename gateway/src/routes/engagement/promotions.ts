import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { PROMOTIONS as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { memberOf } from '../../http/member';
import {
  applyPromotion,
  claimPromotion,
  claimRaffle,
  listPromotions,
} from '../../domain/engagement/promotions';
import { MULTIPART_LIMITS, readApplicationForm } from './promotion-images';

/** Promotions (REWCEN3): the list with each member's state, applications with images, claims, red envelopes. */
export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  route(app, D.promotionList, async (request) =>
    ok({ list: await listPromotions(db, request.merchant, request.member, request.lang) }),
  );

  /**
   * The whole form (promotionId, remark, up to 3 images) is checked (remark length, image count, size and
   * content) before the application and its images are written, in one transaction; a bad form stores nothing.
   */
  route(app, D.promotionApply, async (request) => {
    const form = await readApplicationForm(request);
    return ok(await applyPromotion(db, request.merchant, memberOf(request), form, request.lang));
  });

  /** An approved (JOINED) application pays the promotion's bonus, once. */
  route(app, D.promotionClaim, async (request) =>
    ok(await claimPromotion(db, request.merchant, memberOf(request), request.body.promotionId, request.lang)),
  );

  /** The red envelope: one draw per promotion per member per UTC day. */
  route(app, D.claimRaffle, async (request) =>
    ok(await claimRaffle(db, request.merchant, memberOf(request).id, request.body.promotionId, request.lang)),
  );
}
