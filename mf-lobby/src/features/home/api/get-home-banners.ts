import { api, ENDPOINTS, type Banner, type BannersQuery } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const HOME_BANNER_GROUP = 'w_home';

/** `GET /wps/content/banners?groupName=w_home`: the home carousel's banners. */
export async function getHomeBanners(): Promise<Banner[]> {
  const query: BannersQuery = { groupName: HOME_BANNER_GROUP };
  const value = await api().call(ENDPOINTS.banners, { query: { ...query } });
  // an operator's gateway may answer every group: keep ours
  return value.list.filter((b) => b.groupName === HOME_BANNER_GROUP);
}

/**
 * Banners carry translated titles, so a language change loads them again (useResource keys on the language);
 * the old ones stay on screen until then.
 */
export const useHomeBanners = () => useResource('home/banners', getHomeBanners, { keepPrevious: true });
