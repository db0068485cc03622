import { api, ENDPOINTS, type Banner, type BannerGroup } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export type BannersState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: Banner[] };

/** Banners of one group; `useResource` loads them again when the language changes (their titles are translated). */
export function useBanners(group: BannerGroup): BannersState {
  const banners = useResource(`shell/banners:${group}`, (signal) =>
    api().call(ENDPOINTS.banners, { query: { groupName: group }, signal }),
  );
  if (banners.data) return { status: 'ready', list: banners.data.list ?? [] };
  return banners.error ? { status: 'failed' } : { status: 'loading' };
}
