import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/wallet/withdraw/orders`: withdrawals with each state's time and the receipt. */
export const getWithdrawOrders = (signal: AbortSignal) =>
  api().call(ENDPOINTS.withdrawOrders, { query: { pageNo: 1, pageSize: 10 }, signal });
