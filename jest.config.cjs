// Root Jest: one project per package (STYLE.md section 8); the front-end apps come from the registry.
// https://jestjs.io/docs/configuration#projects-arraystring--projectconfig
const { APP_FOLDERS } = require('./shared/build/registry.cjs');

module.exports = {
  projects: ['shared', ...APP_FOLDERS, 'gateway', 'dev-proxy'].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
