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

/** @returns the `shared` option of ModuleFederationPlugin */
function sharedSingletons() {
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const range = pkg.dependencies[name];
    // 'react-dom/' (trailing slash) shares react-dom/client too.
    shared[name === 'react-dom' ? 'react-dom/' : name] = { singleton: true, requiredVersion: range };
    if (name === 'react') shared['react/'] = { singleton: true, requiredVersion: range };
  }
  // @jogo/shared itself: one bus, one i18n instance, one session store in the page.
  for (const sub of ['api', 'bus', 'i18n', 'ui', 'validation', 'federation', 'router', 'data']) {
    shared[`@jogo/shared/${sub}`] = { singleton: true, requiredVersion: false, version: pkg.version };
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETONS };
