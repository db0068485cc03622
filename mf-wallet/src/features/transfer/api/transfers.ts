import { api, ENDPOINTS, type UplineTransferBody, type WalletTransferBody } from '@jogo/shared/api';

/** `GET /wps/relay/GCS_merchantWallet`: main and vendor wallets with balances. */
export const getWallets = (signal: AbortSignal) => api().call(ENDPOINTS.merchantWallet, { signal });

/** `POST /wps/relay/GCS_walletTransfer`: main ↔ one vendor wallet. One key per attempt. */
export const transfer = (body: Omit<WalletTransferBody, 'idempotencyKey'>, key: string) =>
  api().call(ENDPOINTS.walletTransfer, { body, headers: { 'Idempotency-Key': key } });

/** `POST /wps/wallet/transfer/recall`: every vendor balance back to main in one move. */
export const recallAll = (key: string) =>
  api().call(ENDPOINTS.walletRecallAll, { body: {}, headers: { 'Idempotency-Key': key } });

/** `GET /wps/wallet/transfer/upline`: whether the flag is on, who the upline is. */
export const getUpline = (signal: AbortSignal) => api().call(ENDPOINTS.uplineInfo, { signal });

/** `POST /wps/wallet/transfer/upline` (encrypted, payment password). */
export const transferToUpline = (body: Omit<UplineTransferBody, 'idempotencyKey'>, key: string) =>
  api().call(ENDPOINTS.uplineTransfer, { body, headers: { 'Idempotency-Key': key } });
