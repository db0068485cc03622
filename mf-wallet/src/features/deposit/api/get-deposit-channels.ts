import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/wallet/deposit/channels`: channels by type with min, max, fee and processing time. */
export const getDepositChannels = (signal: AbortSignal) => api().call(ENDPOINTS.depositChannels, { signal });
