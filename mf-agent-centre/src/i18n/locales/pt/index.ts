import agent from './agent.json';

/**
 * mf-agent-centre's PT texts: the namespaces it owns, exposed as `./i18n-pt` and loaded with the remote from its own
 * release (shared/build/texts.cjs). A namespace split across files owned by different features merges here.
 */
const PT = {
  agent,
};
export default PT;
