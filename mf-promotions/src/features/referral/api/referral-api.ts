import { api, ENDPOINTS, type ReferralInfoValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const useReferralInfo = () =>
  useResource('promotions:referral', (signal): Promise<ReferralInfoValue> =>
    api().call(ENDPOINTS.referralInfo, { signal }),
  );
