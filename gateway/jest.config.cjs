module.exports = {
  ...require('@jogo/shared/build').jestPreset({ dir: __dirname, environment: 'node' }),
  // PostgreSQL runs: the seeded template is built once before the workers start (test/support/global-setup.ts)
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
