import { useEffect, useState } from 'react';
import { api, ENDPOINTS, type Banner, type BannerGroup, type BannersValue } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';

export type BannersState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: Banner[] };

/** Banners of one group, reloaded when the language changes (their titles are translated). */
export function useBanners(group: BannerGroup): BannersState {
  const language = useLanguage();
  const [state, setState] = useState<BannersState>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setState({ status: 'loading' });
    api()
      .call<BannersValue>(ENDPOINTS.banners, { query: { groupName: group } })
      .then((v) => alive && setState({ status: 'ready', list: v.list ?? [] }))
      .catch(() => alive && setState({ status: 'failed' }));
    return () => {
      alive = false;
    };
  }, [group, language]);
  return state;
}
