import { LENT_PAGES, memberPageHref, type LentPage } from '@jogo/shared/federation';

/**
 * Every URL of mf_wallet (bulletproof `config/paths.ts`): the shell mounts our route subtree at `/wallet`;
 * each page lent by name also has its own address there, `/wallet?page=<page name>` (the member centre's
 * convention, `/member?page=<name>`), so it can be opened, linked and tested without the member centre.
 * A query rather than `/wallet/<name>`: the shell's index.html loads its scripts by relative URLs, so a
 * deeper client path would load them from the wrong folder.
 */
export const WALLET_BASE = '/wallet';

/** The pages lent by name (federation.config.cjs `pages`, through the registry's typed list), in menu order. */
export const WALLET_PAGES = LENT_PAGES.mf_wallet;
export type WalletPage = LentPage<'mf_wallet'>;

export const isWalletPage = (s: string | undefined): s is WalletPage =>
  (WALLET_PAGES as readonly string[]).includes(s ?? '');

export const paths = {
  home: () => WALLET_BASE,
  page: (name: WalletPage) => `${WALLET_BASE}?page=${name}`,
  /** where the member centre shows the same page */
  memberPage: (name: WalletPage) => memberPageHref(name),
};
