import { endpoint } from '../endpoint';

/**
 * The wallet call that is not a JSON call (src/contract/endpoints/wallet.ts declares the others): the balance
 * push, server-sent events opened with EventSource (`?ticket=` of balanceStreamTicket), not with call().
 */
export const WALLET_ENDPOINTS = {
  balanceStream: endpoint<never, never>({
    method: 'GET',
    path: '/wps/wallet/stream',
    moduleId: 'COMM3',
    auth: false,
  }),
};
