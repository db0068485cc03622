/**
 * Every URL of mf_wallet (bulletproof `config/paths.ts`): the shell mounts our route subtree at `/wallet`;
 * each page lent by name also has its own address under it, `/wallet/<page name>`, so it can be opened,
 * linked and tested without the member centre.
 */
export const WALLET_BASE = '/wallet';

/** The pages lent by name (federation.config.cjs `pages`), in menu order. */
export const WALLET_PAGES = [
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'paymentPassword',
] as const;
export type WalletPage = (typeof WALLET_PAGES)[number];

export const isWalletPage = (s: string | undefined): s is WalletPage =>
  (WALLET_PAGES as readonly string[]).includes(s ?? '');

export const paths = {
  home: () => WALLET_BASE,
  page: (name: WalletPage) => `${WALLET_BASE}/${name}`,
  /** where the member centre shows the same page */
  memberPage: (name: WalletPage) => `/member?page=${name}`,
};
