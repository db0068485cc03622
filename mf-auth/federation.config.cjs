// The whole federation declaration of this remote (issue 9: one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// ./modals: login, register, forgot, change password and after-register dialogs, mounted by the shell's
// modal host.
module.exports = {
  name: 'mf_auth',
  port: 3001,
  routes: [{ path: '/agent', layout: 'agent', access: 'guest' }],
  exposes: { './routes': './src/remote.tsx', './modals': './src/modals.tsx' },
};
