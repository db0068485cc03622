import promotions from './promotions.json';

/**
 * mf-promotions's PT texts: the namespaces it owns, exposed as `./i18n-pt` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const PT = {
  promotions,
};
export default PT;
