import { api, ENDPOINTS, type PromotionListValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const PROMOTIONS_KEY = 'promotions:list';

export const getPromotions = (signal?: AbortSignal): Promise<PromotionListValue> =>
  api().call(ENDPOINTS.promotionList, { signal });

/** The promotions with the viewer's state of each; reloads by itself on login, logout and language change. */
export const usePromotions = () => useResource(PROMOTIONS_KEY, getPromotions);
