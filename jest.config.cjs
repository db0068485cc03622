// Root Jest: one project per package (STYLE.md section 8).
module.exports = {
  projects: [
    'shared',
    'shell',
    'mf-auth',
    'mf-lobby',
    'mf-wallet',
    'mf-member-centre',
    'mf-agent-centre',
    'mf-promotions',
    'gateway',
    'dev-proxy',
  ].map((p) => `<rootDir>/${p}/jest.config.cjs`),
};
