// Builds the single-bundle comparison (single-entry.js) with the shell's own webpack config from the one factory,
// minus module federation: same loaders, same minification, same build-time compression (delivery-plugins.cjs).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** @param {string} outDir @returns {Promise<void>} */
function buildSingle(outDir) {
  const shellConfig = require(path.join(__dirname, '..', '..', 'shell', 'webpack.config.cjs'));
  const base = typeof shellConfig === 'function' ? shellConfig({}, { mode: 'production' }) : shellConfig;
  const config = {
    ...base,
    entry: { main: path.join(__dirname, 'single-entry.js') },
    output: { ...base.output, path: outDir, publicPath: '/', uniqueName: 'jogo-single' },
    plugins: base.plugins.filter((p) => !(p instanceof ModuleFederationPlugin)),
  };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

module.exports = { buildSingle };
