import wallet from './wallet.json';

/**
 * mf-wallet's EN texts: the namespaces it owns, exposed as `./i18n-en` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const EN = {
  wallet,
};
export default EN;
