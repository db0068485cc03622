// The one webpack factory every app's webpack.config.cjs calls (DESIGN.md section 3, STYLE.md 8).
// Common part: ts-loader, CSS modules, HTML, ModuleFederationPlugin with the singleton table.
// Serve part: port from the registry, CORS, history fallback. Build part: content hashes, publicPath auto.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons, skewFacts } = require('./shared-singletons.cjs');
const { DefinePlugin } = require('webpack');
const { REMOTES, SHELL, exposesOf, registryEntries } = require('./registry.cjs');
const { ChunkMapPlugin, JsonAssetPlugin, PrecompressPlugin } = require('./delivery-plugins.cjs');
const { EarlyPlugin } = require('./first-view.cjs');
const { textExposes } = require('./texts.cjs');
const { SortedManifestPlugin, StableModuleIdsPlugin } = require('./stable-ids.cjs');

/** The ES module build of runtime-tools' runtime-core entry (its package `exports`, condition `import`). */
const RUNTIME_CORE_ESM = path.join(
  path.dirname(
    require.resolve('@module-federation/runtime-tools/package.json', {
      paths: [require.resolve('@module-federation/enhanced/webpack')],
    }),
  ),
  'dist/runtime-core.js',
);

/** @param {string} a @param {string} b @returns the deepest folder holding both */
function commonRoot(a, b) {
  const pa = a.split(path.sep);
  const pb = b.split(path.sep);
  let i = 0;
  while (i < pa.length && i < pb.length && pa[i] === pb[i]) i += 1;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

/** @param {{ chunk?: { contentHash?: Record<string, string> } }} pathData */
const hashedName = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';

/**
 * @param {{ dir: string, federation: { name: string, exposes?: Record<string, string>, early?: Record<string, any> }, mode?: string }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig({ dir, federation }) {
  const pkg = require(path.join(dir, 'package.json'));
  const isShell = federation.name === SHELL.name;
  const entry = isShell ? SHELL : REMOTES.find((r) => r.name === federation.name);
  if (!entry) throw new Error(`${federation.name} is not in @jogo/shared/build registry`);

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const prod = mode === 'production';
    const template = path.join(dir, 'src', 'index.html');
    // what this build runs against (skew.cjs): the federation table below and the build's jogo-skew.json
    const facts = skewFacts(dir, { host: isShell });
    // production: a task's CSS modules go into the page as one <style> element (style-batch.cjs)
    const styleLoader = prod
      ? { loader: 'style-loader', options: { insert: require.resolve('./style-batch.cjs') } }
      : 'style-loader';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        // https://webpack.js.org/configuration/output/#outputpublicpath: 'auto' lets a remote be served from any URL
        publicPath: 'auto',
        uniqueName: pkg.name,
        // A function, not a string: the federation runtime module resolves this template while webpack
        // computes hashes, before chunk.contentHash exists, and webpack 5.111 throws on [contenthash] there
        // (module-federation/core#5077). It only needs the directory, so the hashless name serves that pass.
        filename: prod ? hashedName : '[name].js',
        chunkFilename: prod ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // One copy of the federation runtime in the shell. `provideExternalRuntime` adds a runtime
        // plugin published as CommonJS, whose `require('@module-federation/runtime-tools/runtime-core')` took the
        // CommonJS build of runtime-core and sdk while webpack's own federation runtime imports their ES module
        // build: both were in main.js (about 190 KB of source, a third of the start-up script's evaluation).
        // Pointing that one request at the ES module file leaves one copy, which the remotes then share.
        alias: isShell && prod ? { '@module-federation/runtime-tools/runtime-core$': RUNTIME_CORE_ESM } : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(dir, 'tsconfig.json'),
                compilerOptions: {
                  composite: false,
                  declaration: false,
                  emitDeclarationOnly: false,
                  noEmit: false,
                  // @jogo/shared is compiled from source into each app: the root holds both (the repo; for a
                  // remote checked out elsewhere and released from there, their common ancestor)
                  rootDir: commonRoot(path.resolve(dir, '..'), path.resolve(__dirname, '..', '..')),
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  // Scoped class names per app: CSS never leaks between remotes (DESIGN.md section 3).
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: prod ? `${federation.name}_[hash:base64:6]` : '[name]__[local]',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader'] },
          {
            test: /\.(png|svg|jpg|webp|woff2?)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        // The shell's default registry, generated from the remotes' own declarations (no hand copy): used
        // when /remotes.json cannot be fetched, so every route still exists and shows its remote or the fallback.
        ...(isShell
          ? [
              new DefinePlugin({
                __JOGO_DEFAULT_REGISTRY__: JSON.stringify({
                  remotes: registryEntries((r) => `/remotes/${r.name}/mf-manifest.json`),
                }),
              }),
            ]
          : []),
        new ModuleFederationPlugin({
          name: federation.name,
          filename: isShell ? undefined : 'remoteEntry.js',
          // a remote's texts are exposes of its own (`./i18n-<lang>`, texts.cjs): they ship with its release
          exposes: isShell ? exposesOf(federation) : { ...exposesOf(federation), ...textExposes(dir) },
          shared: sharedSingletons({ host: isShell, facts }),
          // 'loaded-first': a dead remote cannot break boot (the default 'version-first' loads every remote at start).
          shareStrategy: 'loaded-first',
          manifest: !isShell,
          dts: false,
          // Production: one copy of the federation runtime in the page. The shell provides it, remotes
          // expect it (saves about 20 KB compressed per remote). Dev builds keep their own copy so a remote
          // also runs alone (`npm start -w <remote>`).
          // https://module-federation.io/configure/experiments
          // optimization.target 'web': the runtime leaves out its Node.js loaders (a browser never uses them).
          experiments: {
            optimization: { target: 'web' },
            ...(prod ? (isShell ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        ...(fs.existsSync(template) || isShell
          ? [
              new HtmlWebpackPlugin({
                template: fs.existsSync(template) ? template : 'auto',
                // the shell's page answers every client route (/wallet/x too): its scripts load from the root
                publicPath: isShell ? '/' : 'auto',
                scriptLoading: 'defer',
                title: 'Jogo',
              }),
            ]
          : [new HtmlWebpackPlugin({ title: federation.name })]),
        // Production output as a CDN serves it: a chunk map for dev-proxy's preload hints, and a
        // brotli and gzip copy beside every text file (delivery-plugins.cjs).
        // A remote's early calls and first screens ship with it (first-view.cjs): `jogo-early.json`.
        new StableModuleIdsPlugin({
          root: commonRoot(path.resolve(dir, '..'), path.resolve(__dirname, '..', '..')),
        }),
        // and manifests whose lists do not follow the order modules were found in (stable-ids.cjs)
        ...(isShell ? [] : [new SortedManifestPlugin()]),
        ...(prod
          ? [
              new ChunkMapPlugin(),
              // the versions this build was made against, read by release.cjs (shell: what it serves)
              new JsonAssetPlugin('jogo-skew.json', facts),
              ...(isShell ? [] : [new EarlyPlugin({ dir, early: federation.early })]),
              new PrecompressPlugin(),
            ]
          : []),
      ],
      optimization: {
        // deterministic ids that do not depend on the checkout's folder (stable-ids.cjs): one commit, one release
        moduleIds: false,
        chunkIds: 'deterministic',
        // A remote's copy of i18next and react-i18next is only ever a fallback (the page's comes through the
        // @jogo/shared singletons). Left to the defaults, react-i18next's modules (under splitChunks' 20 KB
        // minimum) were copied into each fallback chunk that reaches them: 5.6 KB twice in mf-promotions once
        // @jogo/shared/i18n and /ui reached them by different paths. One chunk instead.
        ...(isShell
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  i18nLibraries: {
                    test: /[\\/]node_modules[\\/](i18next|react-i18next|void-elements)[\\/]/,
                    chunks: 'async',
                    enforce: true,
                    priority: 20,
                  },
                },
              },
            }),
      },
      performance: { hints: false },
      stats: prod ? 'errors-warnings' : 'minimal',
      devServer: {
        port: entry.port,
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        hot: true,
        // hot reload talks to this dev server directly, also when the page is served by dev-proxy
        client: { overlay: { warnings: false }, webSocketURL: `ws://localhost:${entry.port}/ws` },
      },
    };
  };
}

module.exports = { createAppConfig };
