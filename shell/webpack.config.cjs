// https://webpack.js.org/configuration/ — everything shared lives in @jogo/shared/build.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('@jogo/shared/build');

const create = createAppConfig({ dir: __dirname, federation: require('./federation.config.cjs') });

/**
 * Copies `public/` (web app manifest, icons, service worker) into the output root unchanged, so dev-proxy and any
 * static host serve them like every other shell file: `/manifest.json`, `/icons/*.png` and `/sw.js` (at the
 * root, so the worker's scope is the whole site). Emitted as webpack assets: the dev server serves them too.
 * https://webpack.js.org/contribute/writing-a-plugin/ (processAssets, PROCESS_ASSETS_STAGE_ADDITIONAL)
 */
class PublicFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const dir = path.join(__dirname, 'public');
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const walk = (sub) => {
            for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
              const rel = sub ? `${sub}/${entry.name}` : entry.name;
              if (entry.isDirectory()) walk(rel);
              else {
                const file = path.join(dir, rel);
                compilation.fileDependencies.add(file);
                compilation.emitAsset(rel, new sources.RawSource(fs.readFileSync(file)));
              }
            }
          };
          walk('');
        },
      );
    });
  }
}

module.exports = (env, argv) => {
  const config = create(env, argv);
  config.plugins.push(new PublicFilesPlugin());
  // the share of page loads that report real-user vitals (src/vitals/start-vitals.ts)
  const production = (argv && argv.mode) === 'production';
  config.plugins.push(
    new webpack.DefinePlugin({
      __JOGO_VITALS_SAMPLE__: JSON.stringify(process.env.JOGO_VITALS_SAMPLE || (production ? '0.1' : '1')),
    }),
  );
  return config;
};
