import { endpoint } from '../endpoint';

/**
 * Calls of the wallet domain (spec section 7). Deposit, withdraw and transfer take an
 * `Idempotency-Key` header (see contract/wallet.ts).
 */
export const WALLET_ENDPOINTS = {
  walletBalance: endpoint({ method: 'GET', path: '/wps/v2/wallets/balance', moduleId: 'COMM3', auth: true }),
  consolidatedFunds: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    moduleId: 'COMM3',
    auth: true,
  }),
  merchantWallet: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    moduleId: 'COMM3',
    auth: true,
  }),
  walletTransfer: endpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    moduleId: 'COMM3',
    auth: true,
  }),
  depositChannels: endpoint({
    method: 'GET',
    path: '/wps/wallet/deposit/channels',
    moduleId: 'COMM3',
    auth: true,
  }),
  deposit: endpoint({ method: 'POST', path: '/wps/wallet/deposit', moduleId: 'COMM3', auth: true }),
  withdrawSettings: endpoint({
    method: 'GET',
    path: '/wps/wallet/withdraw/settings',
    moduleId: 'COMM3',
    auth: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wps/wallet/withdraw',
    moduleId: 'COMM3',
    auth: true,
    encrypted: true,
  }),
  bankCards: endpoint({ method: 'GET', path: '/wps/wallet/bankcards', moduleId: 'COMM3', auth: true }),
  addBankCard: endpoint({
    method: 'POST',
    path: '/wps/wallet/bankcards',
    moduleId: 'COMM3',
    auth: true,
    encrypted: true,
  }),
  transactionHistory: endpoint({
    method: 'GET',
    path: '/wps/wallet/transactions',
    moduleId: 'COMM3',
    auth: true,
  }),
  memberTransactionDetails: endpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    moduleId: 'COMM3',
    auth: true,
  }),
  betRecords: endpoint({ method: 'GET', path: '/wps/wallet/bets', moduleId: 'COMM3', auth: true }),
};
