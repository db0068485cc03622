import { api, ENDPOINTS, type PromotionApplyValue } from '@jogo/shared/api';

/** Sends an application as multipart: promotionId, remark and the images (already checked by the form). */
export function applyPromotion(
  promotionId: number,
  remark: string,
  images: File[],
): Promise<PromotionApplyValue> {
  const form = new FormData();
  form.append('promotionId', String(promotionId));
  form.append('remark', remark);
  for (const f of images) form.append('images', f, f.name);
  return api().call(ENDPOINTS.promotionApply, { body: form });
}
