import { api, ENDPOINTS, type DepositBody } from '@jogo/shared/api';

/** `POST /wps/wallet/deposit`: a charge, PENDING until the provider confirms it. One key per attempt. */
export const createDeposit = (body: Omit<DepositBody, 'idempotencyKey'>, idempotencyKey: string) =>
  api().call(ENDPOINTS.deposit, { body, headers: { 'Idempotency-Key': idempotencyKey } });
