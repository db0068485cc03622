import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/wallet/withdraw/settings`: rules, destinations, turnover left, lock. */
export const getWithdrawSettings = (signal: AbortSignal) =>
  api().call(ENDPOINTS.withdrawSettings, { signal });
