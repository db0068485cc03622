import { api, ENDPOINTS, type VipLevelsValue, type VipProgressValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const useVipLevels = () =>
  useResource(
    'promotions:vip:levels',
    (signal): Promise<VipLevelsValue> => api().call(ENDPOINTS.vipLevels, { signal }),
    { cache: 'session' },
  );

export const useVipProgress = () =>
  useResource('promotions:vip:progress', (signal): Promise<VipProgressValue> =>
    api().call(ENDPOINTS.vipProgress, { signal }),
  );
