import { api, ENDPOINTS, type RebateClaimValue, type RebateInfoValue } from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

export const REBATE_KEY = 'promotions:rebate';

export const useRebateInfo = (enabled: boolean) =>
  useResource(
    REBATE_KEY,
    (signal): Promise<RebateInfoValue> => api().call(ENDPOINTS.rebateInfo, { signal }),
    {
      enabled,
    },
  );

/** Claims the rebate of one game type, or of every type when none is given. */
export const claimRebate = (gameType?: string): Promise<RebateClaimValue> =>
  api().call(ENDPOINTS.rebateClaim, { body: gameType ? { gameType } : {} });
