// https://webpack.js.org/configuration/ — everything shared lives in @jogo/shared/build.
const { createAppConfig } = require('@jogo/shared/build');

module.exports = createAppConfig({ dir: __dirname, federation: require('./federation.config.cjs') });
