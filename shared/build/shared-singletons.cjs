// The one table of shared singletons (DESIGN.md section 3). requiredVersion is read from
// @jogo/shared's package.json so every app asks for the same range.
// https://module-federation.io/configure/shared
const pkg = require('../package.json');

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
 * @param {{ host?: boolean }} [options]
 * @returns the `shared` option of ModuleFederationPlugin
 */
function sharedSingletons({ host = false } = {}) {
  const skew = host ? {} : skewOverrides();
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const range = pkg.dependencies[name];
    // strictVersion (issue 29): two copies of React break hooks, so a remote whose range the page's copy does not
    // satisfy fails alone (its boundary), instead of running with a copy it was not built for.
    const entry = {
      singleton: true,
      strictVersion: true,
      requiredVersion: range,
      eager: host,
      ...skew[name],
    };
    // 'react-dom/' (trailing slash) shares react-dom/client too.
    shared[name === 'react-dom' ? 'react-dom/' : name] = entry;
    if (name === 'react') shared['react/'] = { ...entry };
  }
  // @jogo/shared itself: one bus, one i18n instance, one session store in the page. It carries react-router-dom,
  // rxjs, i18next and react-i18next (above), so its version stands for theirs: a remote built against another
  // 0.x minor (or major) of @jogo/shared than the page's fails alone.
  for (const sub of ['api', 'bus', 'i18n', 'ui', 'validation', 'federation', 'router', 'data']) {
    shared[`@jogo/shared/${sub}`] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${pkg.version}`,
      version: pkg.version,
      eager: host,
      ...skew['@jogo/shared'],
    };
  }
  return shared;
}

/**
 * A remote built on purpose against other versions than the table's (the skew e2e, issue 29): `JOGO_SHARED_SKEW`
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

module.exports = { sharedSingletons, SINGLETONS };
