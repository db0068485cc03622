import { api, ENDPOINTS, type WithdrawBody } from '@jogo/shared/api';

/** `POST /wps/wallet/withdraw` (encrypted): debited at once, IN_PROCESS. One key per attempt. */
export const createWithdrawal = (body: Omit<WithdrawBody, 'idempotencyKey'>, idempotencyKey: string) =>
  api().call(ENDPOINTS.withdraw, { body, headers: { 'Idempotency-Key': idempotencyKey } });
