import auth from './auth.json';
import authProtection from './auth-protection.json';

/**
 * mf-auth's PT texts: the namespaces it owns, exposed as `./i18n-pt` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const PT = {
  auth: { ...auth, ...authProtection },
};
export default PT;
