// The one table of shared singletons (DESIGN.md section 3). Versions and ranges are what the app was actually built
// against (skew.cjs): react's range from the app's own package.json and the version its build resolved; @jogo/shared
// as its version plus a fingerprint of its public surface and of the libraries it carries.
// https://module-federation.io/configure/shared
const { buildFacts } = require('./skew.cjs');

// react-router-dom, rxjs, i18next and react-i18next are NOT shared themselves: apps reach them only
// through @jogo/shared (/router, /bus, /i18n), which is the singleton. A shared library is never
// tree-shaken, so sharing them whole cost about 110 KB compressed on every page; reached through the
// @jogo/shared singleton they are tree-shaken once, in the shell, and there is still exactly one router,
// one bus and one i18next instance per page. ESLint forbids importing them anywhere else.
const SINGLETONS = ['react', 'react-dom'];

/**
 * The shell (host) provides every singleton eagerly, in its entry chunk: it needs all of them before its first
 * render anyway, and a lazily provided module is an async chunk per shared entry. Those chunks duplicated what
 * the entries import from each other (the bus, the i18n setup and the API client sat in three chunks each; the
 * provided and consumed copies of react/jsx-runtime in two), about 20 KB of brotli fetched twice on home, and a
 * remote consuming React waited for one more chunk from the shell. Eager in the host: one copy of each module,
 * and a remote's consume is answered at once. Remotes stay lazy (their fallbacks are never fetched while the
 * shell provides). Measured: home's first load 217 KB → 197 KB brotli (scripts/check-budgets.mjs).
 * @param {{ host?: boolean, facts: ReturnType<typeof buildFacts> & { shared: { requiredVersion?: string } } }} options
 *   the app's build facts (skewFacts)
 * @returns the `shared` option of ModuleFederationPlugin
 */
function sharedSingletons({ host = false, facts }) {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const { range, version } = facts.singletons[name];
    // strictVersion: two copies of React break hooks, so a remote whose range the page's copy does not
    // satisfy fails alone (its boundary), instead of running with a copy it was not built for.
    const entry = {
      singleton: true,
      strictVersion: true,
      requiredVersion: range,
      version,
      eager: host,
    };
    // 'react-dom/' (trailing slash) shares react-dom/client too.
    shared[name === 'react-dom' ? 'react-dom/' : name] = entry;
    if (name === 'react') shared['react/'] = { ...entry };
  }
  // @jogo/shared itself: one bus, one i18n instance, one session store in the page. It carries react-router-dom,
  // rxjs, i18next and react-i18next (above); its version `<package>-s<fingerprint>` stands for its public surface and
  // theirs (skew.cjs), and a remote asks for exactly the one it was built against: a new or changed export, or
  // another copy of a carried library, fails the remote alone.
  for (const sub of ['api', 'bus', 'i18n', 'ui', 'validation', 'federation', 'router', 'data']) {
    shared[`@jogo/shared/${sub}`] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: facts.shared.requiredVersion ?? facts.shared.version,
      version: facts.shared.version,
      eager: host,
    };
  }
  return shared;
}

/**
 * The facts of an app's build (skew.cjs), with `JOGO_SHARED_SKEW` applied to a remote's (a build made on purpose
 * against other versions, for the skew e2e): its jogo-skew.json then records what it asks for, and release.cjs
 * refuses it as the page would.
 * @param {string} dir the app's folder @param {{ host?: boolean }} [options]
 */
function skewFacts(dir, { host = false } = {}) {
  const facts = buildFacts(dir);
  const skew = host ? {} : skewOverrides();
  for (const name of SINGLETONS) {
    const o = skew[name];
    if (o)
      facts.singletons[name] = {
        version: o.version ?? facts.singletons[name].version,
        range: o.requiredVersion ?? facts.singletons[name].range,
      };
  }
  const o = skew['@jogo/shared'];
  if (o) {
    facts.shared.version = o.version ?? facts.shared.version;
    /** @type {{ requiredVersion?: string }} */ (facts.shared).requiredVersion =
      o.requiredVersion ?? o.version;
  }
  return facts;
}

/**
 * A remote built on purpose against other versions than the table's (the skew e2e): `JOGO_SHARED_SKEW`
 * is JSON `{ "<react | react-dom | @jogo/shared>": { "version": "19.9.0", "requiredVersion": "^19.9.0" } }`: the
 * version the build offers and the range it asks for. Never set for a normal build; ignored for the shell.
 * @returns {Record<string, { version?: string, requiredVersion?: string }>}
 */
function skewOverrides() {
  const raw = process.env.JOGO_SHARED_SKEW;
  if (!raw) return {};
  const parsed = JSON.parse(raw);
  for (const key of Object.keys(parsed))
    if (![...SINGLETONS, '@jogo/shared'].includes(key))
      throw new Error(`JOGO_SHARED_SKEW: ${key} is not a shared singleton`);
  return parsed;
}

module.exports = { sharedSingletons, skewFacts, SINGLETONS };
