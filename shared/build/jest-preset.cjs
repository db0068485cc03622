// The Jest preset each package's jest.config.cjs extends (STYLE.md section 8).
// https://jestjs.io/docs/configuration
const path = require('node:path');
const { allTexts } = require('./texts.cjs');
const { APP_FOLDERS } = require('./registry.cjs');

/**
 * @param {{ dir: string, environment?: 'jsdom' | 'node' }} options
 * @returns {import('jest').Config}
 */
function jestPreset({ dir, environment = 'jsdom' }) {
  const name = require(path.join(dir, 'package.json')).name;
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // cookie 2 ships ESM only (light-my-request, used by fastify.inject, requires it): compile it for Jest.
    transformIgnorePatterns: ['/node_modules/(?!(.*/node_modules/)?cookie/)'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': require.resolve('./style-stub.cjs'),
      '\\.(png|svg|jpg|webp)$': require.resolve('./style-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [require.resolve('./jest-setup-dom.cjs')] : [],
    // above the 20 s a findBy may wait (jest-setup-dom.cjs) and a busy machine's slowest test: a limit for a hung
    // test, not a speed requirement. Read when a package's tests run alone; a run from the root reads the root
    // config's (a global option)
    testTimeout: 60_000,
    // the registry the shell build defines (webpack-factory.cjs), so tests read the remotes' real declarations
    globals: {
      // every app's texts in both languages (texts.cjs): a test renders any namespace at once
      __JOGO_TEST_TEXTS__: allTexts(APP_FOLDERS.map((f) => path.join(__dirname, '..', '..', f))),
      __JOGO_DEFAULT_REGISTRY__: {
        remotes: require('./registry.cjs').registryEntries((r) => `/remotes/${r.name}/mf-manifest.json`),
      },
    },
  };
}

module.exports = { jestPreset };
