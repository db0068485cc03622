import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type {
  ClaimPromotionBody,
  ClaimPromotionValue,
  ClaimRaffleBody,
  ClaimRaffleValue,
  Promotion,
  PromotionApplyValue,
  PromotionListValue,
  PromotionState,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { registerMessages, type Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { toMajor } from '../../domain/ledger/money';
import { failpoint, move } from '../../domain/ledger/ledger';
import { insertOnce, dayKey } from '../../domain/rewards/award';
import { rewardBadge } from '../../domain/rewards/badge';
import { MULTIPART_LIMITS, readApplicationForm } from './images';
import { memberOf } from '../../http/member';

registerMessages({
  'reward.promotion_not_found': { PT: 'Promoção não encontrada', EN: 'Promotion not found' },
  'reward.not_raffle': { PT: 'Esta promoção não tem sorteio', EN: 'This promotion has no raffle' },
  'reward.already_claimed': {
    PT: 'Você já abriu o envelope desta promoção hoje',
    EN: 'You already opened this red envelope today',
  },
  'promotion.not_open': { PT: 'Esta promoção não está aberta', EN: 'This promotion is not open' },
  'promotion.no_application': {
    PT: 'Esta promoção não precisa de inscrição',
    EN: 'This promotion needs no application',
  },
  'promotion.already_applied': {
    PT: 'Você já se inscreveu nesta promoção',
    EN: 'You already applied to this promotion',
  },
  'promotion.not_joined': {
    PT: 'Sua inscrição ainda não foi aprovada',
    EN: 'Your application is not approved yet',
  },
  'promotion.already_claimed': {
    PT: 'Você já resgatou esta promoção',
    EN: 'You already claimed this promotion',
  },
});

export interface PromoRow {
  id: number;
  category: Promotion['category'];
  title_pt: string;
  title_en: string;
  content_pt: string;
  content_en: string;
  prize_min: number;
  prize_max: number;
  start_time: string;
  end_time: string;
  apply_required: number;
  bonus_amount: number;
}

/**
 * A promotion as one member sees it (spec 4 labels: applying, joined, claimed, closed, coming soon):
 * time decides COMING_SOON and CLOSED; an application decides APPLYING, JOINED (approved, claimable), CLAIMED
 * or REJECTED; a raffle is CLAIMED once opened today; otherwise OPEN.
 */
function stateOf(db: Db, p: PromoRow, memberId: number | null, now: string): PromotionState {
  if (now < p.start_time) return 'COMING_SOON';
  if (now > p.end_time) return 'CLOSED';
  if (memberId === null) return 'OPEN';
  if (p.category === 'RAFFLE')
    return db
      .prepare('SELECT 1 FROM reward WHERE member_id = ? AND promotion_id = ? AND claim_day = ?')
      .get(memberId, p.id, now.slice(0, 10))
      ? 'CLAIMED'
      : 'OPEN';
  if (!p.apply_required) return 'OPEN';
  const app = db
    .prepare(
      'SELECT status FROM promotion_application WHERE member_id = ? AND promotion_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(memberId, p.id) as { status: PromotionState } | undefined;
  return app?.status ?? 'OPEN';
}

function promotionView(
  db: Db,
  p: PromoRow,
  member: { id: number; type: number } | null,
  lang: Lang,
): Promotion {
  const now = new Date().toISOString();
  const state = stateOf(db, p, member?.id ?? null, now);
  return {
    id: p.id,
    title: pick(lang, p.title_pt, p.title_en),
    content: pick(lang, p.content_pt, p.content_en),
    imageUrl: `/wps/assets/promotions/${p.id}.svg`,
    category: p.category,
    startTime: p.start_time,
    endTime: p.end_time,
    state,
    action: p.category === 'RAFFLE' ? 'RAFFLE' : p.apply_required ? 'APPLY' : 'NONE',
    bonus: toMajor(p.bonus_amount),
    prizeMin: toMajor(p.prize_min),
    prizeMax: toMajor(p.prize_max),
    claimable:
      member !== null &&
      member.type !== 4 &&
      ((p.category === 'RAFFLE' && state === 'OPEN') || state === 'JOINED'),
  };
}

/** Promotions (REWCEN3): the list with each member's state, applications with images, claims, red envelopes. */
export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, module: 'REWCEN3' };
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  const promo = (id: number, merchant: string) =>
    db.prepare('SELECT * FROM promotion WHERE id = ? AND merchant_code = ?').get(id, merchant) as
      PromoRow | undefined;

  app.get('/wps/relay/MCS2_getPromotionList', { config: { auth: 'optional' } }, async (request) => {
    const rows = db
      .prepare('SELECT * FROM promotion WHERE merchant_code = ? ORDER BY start_time > ? , end_time < ?, id')
      .all(request.merchant, new Date().toISOString(), new Date().toISOString()) as PromoRow[];
    const value: PromotionListValue = {
      list: rows.map((p) => promotionView(db, p, request.member, request.lang)),
    };
    return ok(value);
  });

  /**
   * POST /wps/relay/MCS2_applyPromotion (multipart: promotionId, remark, up to 3 images): the whole form is
   * checked (remark length, image count, size and content) before the application and its images are
   * written, in one transaction; a bad form stores nothing.
   */
  app.post('/wps/relay/MCS2_applyPromotion', { config: cfg }, async (request) => {
    const form = await readApplicationForm(request);
    const id = memberOf(request).id;
    const p = promo(form.promotionId, request.merchant);
    if (!p) throw notFound('reward.promotion_not_found');
    if (!p.apply_required) throw badRequest('promotion.no_application');
    const value = db.transaction((): PromotionApplyValue => {
      const now = new Date().toISOString();
      const state = stateOf(db, p, id, now);
      if (state === 'COMING_SOON' || state === 'CLOSED') throw badRequest('promotion.not_open');
      if (state !== 'OPEN' && state !== 'REJECTED') throw conflict('promotion.already_applied');
      const r = insertOnce('promotion.already_applied', () =>
        db
          .prepare(
            "INSERT INTO promotion_application (member_id, promotion_id, remark, status, created_at, updated_at) VALUES (?, ?, ?, 'APPLYING', ?, ?)",
          )
          .run(id, p.id, form.remark, now, now),
      );
      const img = db.prepare(
        'INSERT INTO promotion_application_image (application_id, mime, data) VALUES (?, ?, ?)',
      );
      for (const i of form.images) img.run(r.lastInsertRowid, i.mime, i.data);
      return {
        applicationId: Number(r.lastInsertRowid),
        imageCount: form.images.length,
        promotion: promotionView(db, p, request.member, request.lang),
      };
    })();
    return ok(value);
  });

  /** POST /wps/relay/MCS2_claimPromotion: an approved (JOINED) application pays the promotion's bonus, once. */
  app.post<{ Body: ClaimPromotionBody }>(
    '/wps/relay/MCS2_claimPromotion',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['promotionId'],
          additionalProperties: false,
          properties: { promotionId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const p = promo(request.body.promotionId, request.merchant);
      if (!p) throw notFound('reward.promotion_not_found');
      const value = db.transaction((): ClaimPromotionValue => {
        const at = new Date().toISOString();
        const state = stateOf(db, p, id, at);
        if (state === 'CLAIMED') throw conflict('promotion.already_claimed');
        if (state !== 'JOINED') throw badRequest('promotion.not_joined');
        // the state change is the guard: only one claim can move JOINED to CLAIMED
        const u = db
          .prepare(
            "UPDATE promotion_application SET status = 'CLAIMED', updated_at = ? WHERE member_id = ? AND promotion_id = ? AND status = 'JOINED'",
          )
          .run(at, id, p.id);
        if (u.changes !== 1) throw conflict('promotion.already_claimed');
        failpoint('promotion.after_claim');
        let balance: number | null = null;
        if (p.bonus_amount > 0) {
          balance = move(db, {
            memberId: id,
            amount: p.bonus_amount,
            type: 'BONUS',
            reference: `promotion:${p.id}`,
            remark: p.title_en,
            now: at,
          });
          db.prepare(
            'INSERT INTO reward (member_id, source, title, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(id, 'PROMOTION', pick(request.lang, p.title_pt, p.title_en), p.bonus_amount, 'CLAIMED', at);
        }
        return {
          amount: toMajor(p.bonus_amount),
          balance: balance === null ? null : toMajor(balance),
          promotion: promotionView(db, p, request.member, request.lang),
          rewardsBadge: rewardBadge(db, id),
        };
      })();
      return ok(value);
    },
  );

  /**
   * POST /wps/relay/MCS2_claimRafflePromotion (red envelope): one draw per promotion per member per UTC day,
   * enforced by the unique index reward_raffle_day; the prize goes to the wallet in the same transaction.
   */
  app.post<{ Body: ClaimRaffleBody }>(
    '/wps/relay/MCS2_claimRafflePromotion',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['promotionId'],
          additionalProperties: false,
          properties: { promotionId: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const p = promo(request.body.promotionId, request.merchant);
      if (!p) throw notFound('reward.promotion_not_found');
      if (p.category !== 'RAFFLE') throw badRequest('reward.not_raffle');
      const prize = crypto.randomInt(p.prize_min, p.prize_max + 1);
      const value = db.transaction((): ClaimRaffleValue => {
        const at = new Date().toISOString();
        const state = stateOf(db, p, id, at);
        if (state === 'COMING_SOON' || state === 'CLOSED') throw badRequest('promotion.not_open');
        if (state === 'CLAIMED') throw conflict('reward.already_claimed');
        const r = insertOnce('reward.already_claimed', () =>
          db
            .prepare(
              'INSERT INTO reward (member_id, source, title, amount, status, promotion_id, claim_day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
            )
            .run(
              id,
              'RAFFLE',
              pick(request.lang, p.title_pt, p.title_en),
              prize,
              'CLAIMED',
              p.id,
              dayKey(),
              at,
            ),
        );
        failpoint('raffle.after_reward');
        const balance = move(db, {
          memberId: id,
          amount: prize,
          type: 'BONUS',
          reference: `raffle:${r.lastInsertRowid}`,
          remark: p.title_en,
          now: at,
        });
        const row = db.prepare('SELECT * FROM reward WHERE id = ?').get(r.lastInsertRowid) as {
          id: number;
          title: string;
          amount: number;
          created_at: string;
        };
        return {
          prize: toMajor(prize),
          balance: toMajor(balance),
          reward: {
            id: row.id,
            title: row.title,
            amount: toMajor(row.amount),
            status: 'CLAIMED',
            source: 'RAFFLE',
            createdAt: row.created_at,
          },
        };
      })();
      return ok(value);
    },
  );
}
