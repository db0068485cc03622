import { api, ENDPOINTS } from '@jogo/shared/api';

/** `POST /wps/wallet/withdraw/receipt`: the player says whether the money arrived. */
export const confirmReceipt = (orderNo: string, received: boolean) =>
  api().call(ENDPOINTS.withdrawReceipt, { body: { orderNo, received } });
