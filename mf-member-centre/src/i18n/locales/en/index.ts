import member from './member.json';
import memberProtection from './member-protection.json';

/**
 * mf-member-centre's EN texts: the namespaces it owns, exposed as `./i18n-en` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const EN = {
  member: { ...member, ...memberProtection },
};
export default EN;
