// @jogo/shared/build: node-only helpers. Never import this from an app's src/.
const { createAppConfig } = require('./webpack-factory.cjs');
const { jestPreset } = require('./jest-preset.cjs');
const { sharedSingletons, SINGLETONS } = require('./shared-singletons.cjs');
const { REMOTES, SHELL, REMOTE_FOLDERS, APP_FOLDERS, exposesOf, registryEntries } = require('./registry.cjs');

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
};
