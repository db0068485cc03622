import lobby from './lobby.json';
import lobbyHome from './lobby-home.json';
import lobbyProtection from './lobby-protection.json';

/**
 * mf-lobby's PT texts: the namespaces it owns, exposed as `./i18n-pt` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const PT = {
  lobby: { ...lobby, ...lobbyHome, ...lobbyProtection },
};
export default PT;
