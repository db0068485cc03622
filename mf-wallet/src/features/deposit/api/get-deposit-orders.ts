import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/wallet/deposit/orders`: the member's deposits, newest first, with their states. */
export const getDepositOrders = (signal: AbortSignal, pageNo = 1) =>
  api().call(ENDPOINTS.depositOrders, { query: { pageNo, pageSize: 10 }, signal });

/** `GET /wps/wallet/deposit/order`: one deposit (the pending page follows it). */
export const getDepositOrder = (signal: AbortSignal, orderNo: string) =>
  api().call(ENDPOINTS.depositOrder, { query: { orderNo }, signal });
