import { api, ENDPOINTS, type ClaimPromotionValue } from '@jogo/shared/api';

/** Claims the bonus of an approved (JOINED) application. */
export const claimPromotion = (promotionId: number): Promise<ClaimPromotionValue> =>
  api().call(ENDPOINTS.promotionClaim, { body: { promotionId } });
