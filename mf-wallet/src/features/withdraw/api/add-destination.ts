import { api, ENDPOINTS, type AddBankCardBody } from '@jogo/shared/api';

/** `POST /wps/wallet/bankcards` (encrypted, payment password): a PIX key or a bank account. */
export const addDestination = (body: AddBankCardBody) => api().call(ENDPOINTS.addBankCard, { body });
