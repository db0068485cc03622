import crypto from 'node:crypto';
import type {
  ClaimPromotionValue,
  ClaimRaffleValue,
  Promotion,
  PromotionApplyValue,
  PromotionState,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { badRequest, conflict, notFound } from '../errors';
import { type Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { toMajor } from '../ledger/money';
import { failpoint, move } from '../ledger/ledger';
import { insertOnce, dayKey } from './rewards/award';
import { nowOf, siteZone } from '../site/clock';
import { rewardBadge } from './rewards/badge';

/**
 * Promotions (REWCEN3): each promotion's state for a viewer, applications with images, the bonus of an
 * approved application and the daily red envelope. Every payment is a claim row plus one `move()` in one
 * transaction: a second claim, whatever the concurrency, pays nothing.
 */

export interface PromoRow {
  id: number;
  merchant_code: string;
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
  /** 1: the rules ask for the deposit proof, an application needs at least one image (migration 131) */
  proof_required: number;
  bonus_amount: number;
}

/** The viewer of a promotion: a session member (type 4 is a trial account) or a guest (null). */
export type PromotionViewer = { id: number; type: number } | null;

/** An application form, checked by the route before it reaches here. */
export interface PromotionApplication {
  promotionId: number;
  remark: string;
  images: { mime: string; data: Buffer }[];
}

/**
 * A promotion as one member sees it (spec 4 labels: applying, joined, claimed, closed, coming soon):
 * time decides COMING_SOON and CLOSED; an application decides APPLYING, JOINED (approved, claimable), CLAIMED
 * or REJECTED; a raffle is CLAIMED once opened today; otherwise OPEN.
 */
async function stateOf(db: Db, p: PromoRow, memberId: number | null, now: string): Promise<PromotionState> {
  if (now < p.start_time) return 'COMING_SOON';
  if (now > p.end_time) return 'CLOSED';
  if (memberId === null) return 'OPEN';
  if (p.category === 'RAFFLE')
    return (await db.get(
      'SELECT 1 FROM reward WHERE member_id = ? AND promotion_id = ? AND claim_day = ?',
      memberId,
      p.id,
      dayKey(Date.parse(now), await siteZone(db, p.merchant_code)),
    ))
      ? 'CLAIMED'
      : 'OPEN';
  if (!p.apply_required) return 'OPEN';
  const app = await db.get<{ status: PromotionState }>(
    'SELECT status FROM promotion_application WHERE member_id = ? AND promotion_id = ? ORDER BY id DESC LIMIT 1',
    memberId,
    p.id,
  );
  return app?.status ?? 'OPEN';
}

async function promotionView(db: Db, p: PromoRow, member: PromotionViewer, lang: Lang): Promise<Promotion> {
  const now = new Date(nowOf(db)).toISOString();
  const state = await stateOf(db, p, member?.id ?? null, now);
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
    proofRequired: p.proof_required === 1,
    claimable:
      member !== null &&
      member.type !== 4 &&
      ((p.category === 'RAFFLE' && state === 'OPEN') || state === 'JOINED'),
  };
}

/** @throws 404 `reward.promotion_not_found` when the merchant has no such promotion */
async function promotionOf(db: Db, merchant: string, id: number): Promise<PromoRow> {
  const p = await db.get<PromoRow>(
    'SELECT * FROM promotion WHERE id = ? AND merchant_code = ?',
    id,
    merchant,
  );
  if (!p) throw notFound('reward.promotion_not_found');
  return p;
}

/** The merchant's promotions, running ones first, each with the viewer's state. */
export async function listPromotions(
  db: Db,
  merchant: string,
  viewer: PromotionViewer,
  lang: Lang,
): Promise<Promotion[]> {
  const now = new Date(nowOf(db)).toISOString();
  const rows = await db.all<PromoRow>(
    'SELECT * FROM promotion WHERE merchant_code = ? ORDER BY start_time > ? , end_time < ?, id',
    merchant,
    now,
    now,
  );
  return await Promise.all(rows.map(async (p) => await promotionView(db, p, viewer, lang)));
}

/**
 * Stores an application and its images in one transaction (a promotion needing one, open, not applied to
 * unless the last application was rejected).
 * @throws 404 `reward.promotion_not_found`, 400 `promotion.no_application` / `promotion.not_open`, 409
 * `promotion.already_applied`
 */
export async function applyPromotion(
  db: Db,
  merchant: string,
  member: { id: number; type: number },
  form: PromotionApplication,
  lang: Lang,
): Promise<PromotionApplyValue> {
  const p = await promotionOf(db, merchant, form.promotionId);
  if (!p.apply_required) throw badRequest('promotion.no_application');
  return await db.transaction(async (): Promise<PromotionApplyValue> => {
    const now = new Date(nowOf(db)).toISOString();
    const state = await stateOf(db, p, member.id, now);
    if (state === 'COMING_SOON' || state === 'CLOSED') throw badRequest('promotion.not_open');
    if (state !== 'OPEN' && state !== 'REJECTED') throw conflict('promotion.already_applied');
    if (p.proof_required && form.images.length === 0) throw badRequest('promotion.proof_required');
    const r = await insertOnce(
      'promotion.already_applied',
      async () =>
        await db.insert(
          "INSERT INTO promotion_application (member_id, promotion_id, remark, status, created_at, updated_at) VALUES (?, ?, ?, 'APPLYING', ?, ?)",
          member.id,
          p.id,
          form.remark,
          now,
          now,
        ),
    );
    const img = 'INSERT INTO promotion_application_image (application_id, mime, data) VALUES (?, ?, ?)';
    for (const i of form.images) await db.run(img, r, i.mime, i.data);
    return {
      applicationId: r,
      imageCount: form.images.length,
      promotion: await promotionView(db, p, member, lang),
    };
  });
}

/**
 * Pays an approved (JOINED) application's bonus, once: the JOINED → CLAIMED update is the guard, and the
 * update, the ledger row and the reward row are one transaction.
 * @throws 404 `reward.promotion_not_found`, 409 `promotion.already_claimed`, 400 `promotion.not_joined`
 */
export async function claimPromotion(
  db: Db,
  merchant: string,
  member: { id: number; type: number },
  promotionId: number,
  lang: Lang,
): Promise<ClaimPromotionValue> {
  const id = member.id;
  const p = await promotionOf(db, merchant, promotionId);
  return await db.transaction(async (): Promise<ClaimPromotionValue> => {
    const at = new Date().toISOString();
    const state = await stateOf(db, p, id, at);
    if (state === 'CLAIMED') throw conflict('promotion.already_claimed');
    if (state !== 'JOINED') throw badRequest('promotion.not_joined');
    // the state change is the guard: only one claim can move JOINED to CLAIMED
    const u = await db.run(
      "UPDATE promotion_application SET status = 'CLAIMED', updated_at = ? WHERE member_id = ? AND promotion_id = ? AND status = 'JOINED'",
      at,
      id,
      p.id,
    );
    if (u.changes !== 1) throw conflict('promotion.already_claimed');
    failpoint('promotion.after_claim');
    let balance: number | null = null;
    if (p.bonus_amount > 0) {
      balance = await move(db, {
        memberId: id,
        amount: p.bonus_amount,
        type: 'BONUS',
        reference: `promotion:${p.id}`,
        remark: p.title_en,
        now: at,
      });
      await db.run(
        'INSERT INTO reward (member_id, source, title, title_en, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        id,
        'PROMOTION',
        p.title_pt,
        p.title_en,
        p.bonus_amount,
        'CLAIMED',
        at,
      );
    }
    return {
      amount: toMajor(p.bonus_amount),
      balance: balance === null ? null : toMajor(balance),
      promotion: await promotionView(db, p, member, lang),
      rewardsBadge: await rewardBadge(db, id),
    };
  });
}

/**
 * Opens the red envelope: one draw per promotion per member per UTC day, enforced by the unique index
 * reward_raffle_day; the prize goes to the wallet in the same transaction.
 * @throws 404 `reward.promotion_not_found`, 400 `reward.not_raffle` / `promotion.not_open`, 409
 * `reward.already_claimed`
 */
export async function claimRaffle(
  db: Db,
  merchant: string,
  memberId: number,
  promotionId: number,
  lang: Lang,
): Promise<ClaimRaffleValue> {
  const p = await promotionOf(db, merchant, promotionId);
  if (p.category !== 'RAFFLE') throw badRequest('reward.not_raffle');
  const prize = crypto.randomInt(p.prize_min, p.prize_max + 1);
  return await db.transaction(async (): Promise<ClaimRaffleValue> => {
    const now = nowOf(db);
    const at = new Date(now).toISOString();
    const day = dayKey(now, await siteZone(db, merchant));
    const state = await stateOf(db, p, memberId, at);
    if (state === 'COMING_SOON' || state === 'CLOSED') throw badRequest('promotion.not_open');
    if (state === 'CLAIMED') throw conflict('reward.already_claimed');
    const r = await insertOnce(
      'reward.already_claimed',
      async () =>
        await db.insert(
          'INSERT INTO reward (member_id, source, title, title_en, amount, status, promotion_id, claim_day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          memberId,
          'RAFFLE',
          p.title_pt,
          p.title_en,
          prize,
          'CLAIMED',
          p.id,
          day,
          at,
        ),
    );
    failpoint('raffle.after_reward');
    const balance = await move(db, {
      memberId,
      amount: prize,
      type: 'BONUS',
      reference: `raffle:${r}`,
      remark: p.title_en,
      now: at,
    });
    const row = (await db.get<{
      id: number;
      title: string;
      amount: number;
      created_at: string;
    }>('SELECT * FROM reward WHERE id = ?', r))!;
    return {
      prize: toMajor(prize),
      balance: toMajor(balance),
      reward: {
        id: row.id,
        title: lang === 'EN' ? p.title_en : row.title,
        amount: toMajor(row.amount),
        status: 'CLAIMED',
        source: 'RAFFLE',
        createdAt: row.created_at,
      },
    };
  });
}

/** The newest 50 applications (of one username, or all) with their image count: the operator's review list. */
export async function listApplications(db: Db, username: string | null): Promise<unknown[]> {
  return await db.all(
    `SELECT a.id, m.username, a.promotion_id AS promotionId, a.remark, a.status, a.created_at AS createdAt,
         (SELECT COUNT(*) FROM promotion_application_image i WHERE i.application_id = a.id) AS imageCount
       FROM promotion_application a JOIN member m ON m.id = a.member_id
       WHERE (CAST(? AS TEXT) IS NULL OR m.username = ?) ORDER BY a.id DESC LIMIT 50`,
    username,
    username,
  );
}

/**
 * The operator's review of an APPLYING application.
 * @throws 404 when there is no such application, 400 `promotion.not_applying` when it was reviewed already
 */
export async function reviewApplication(db: Db, id: number, status: 'JOINED' | 'REJECTED'): Promise<void> {
  const row = await db.get<{ status: string }>('SELECT status FROM promotion_application WHERE id = ?', id);
  if (!row) throw notFound();
  if (row.status !== 'APPLYING') throw badRequest('promotion.not_applying');
  await db.run(
    'UPDATE promotion_application SET status = ?, updated_at = ? WHERE id = ?',
    status,
    new Date().toISOString(),
    id,
  );
}
