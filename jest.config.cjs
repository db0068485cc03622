// Root Jest: one project per package (STYLE.md section 8); the front-end apps come from the registry.
// https://jestjs.io/docs/configuration#projects-arraystring--projectconfig
const { APP_FOLDERS } = require('./shared/build/registry.cjs');

module.exports = {
  // Two workers, even on a 2-core machine: Jest's default there is one, which it runs in band, every test file in
  // the one process. Whatever a file leaves behind then weighs on all the files after it: ledger.test.ts took 143 to
  // 187 s in a clean run (19 s alone) and timed out. Workers are recycled once they hold 700 MB; the gateway suite
  // went from 638 s in band to 250 s.
  maxWorkers: 2,
  // a limit for a hung test, not a speed requirement (a global option: a project's own testTimeout is not read
  // in a multi-project run); above the 20 s a component test's findBy may wait (shared/build/jest-setup-dom.cjs)
  testTimeout: 60_000,
  workerIdleMemoryLimit: '700MB',
  projects: ['shared', ...APP_FOLDERS, 'gateway', 'dev-proxy'].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
