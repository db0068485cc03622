import promotions from './promotions.json';

/**
 * mf-promotions's EN texts: the namespaces it owns, exposed as `./i18n-en` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const EN = {
  promotions,
};
export default EN;
