import { api, ENDPOINTS, type Banner, type BannersQuery, type BannersValue } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useLoad } from '../hooks/use-load';

export const HOME_BANNER_GROUP = 'w_home';

/** `GET /wps/content/banners?groupName=w_home`: the home carousel's banners. */
export async function getHomeBanners(): Promise<Banner[]> {
  const query: BannersQuery = { groupName: HOME_BANNER_GROUP };
  const value = await api().call<BannersValue>(ENDPOINTS.banners, { query: { ...query } });
  // an operator's gateway may answer every group: keep ours
  return value.list.filter((b) => b.groupName === HOME_BANNER_GROUP);
}

/** Banners carry translated titles, so a language change loads them again. */
export function useHomeBanners() {
  const language = useLanguage();
  return useLoad(`banners:${language}`, getHomeBanners);
}
