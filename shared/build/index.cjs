// @jogo/shared/build: node-only helpers. Never import this from an app's src/.
const { createAppConfig } = require('./webpack-factory.cjs');
const { jestPreset } = require('./jest-preset.cjs');
const { sharedSingletons, SINGLETONS } = require('./shared-singletons.cjs');
const { REMOTES, SHELL, REMOTE_FOLDERS, APP_FOLDERS, exposesOf, registryEntries } = require('./registry.cjs');
// Remote releases and rollback: dev-proxy reads which release each remote runs.
const {
  currentReleases,
  browserReleases,
  checkCanaries,
  releasesDir,
  DIST: RELEASE_DIST,
} = require('./release.cjs');
// Canary releases: which browsers run one (the e2e suite picks browser ids on either side).
const { canaryBucket } = require('./canary.cjs');
// The brand's merchant code: one declaration, read by the apps (BRAND.merchant) and by dev-proxy.
const { merchant: MERCHANT } = require('../src/api/brand.json');
// Where the UI language is stored (`lang`, then the legacy `hisLang`): the shell's i18n and dev-proxy's early script.
const storageKeys = require('../src/i18n/storage-keys.json');
const LANGUAGE_STORAGE_KEYS = [storageKeys.primary, storageKeys.legacy];

module.exports = {
  createAppConfig,
  jestPreset,
  sharedSingletons,
  SINGLETONS,
  REMOTES,
  SHELL,
  REMOTE_FOLDERS,
  APP_FOLDERS,
  exposesOf,
  registryEntries,
  MERCHANT,
  LANGUAGE_STORAGE_KEYS,
  currentReleases,
  browserReleases,
  checkCanaries,
  canaryBucket,
  releasesDir,
  RELEASE_DIST,
};
