// The whole federation declaration of this remote (one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// `dialogs`: the dialogs this remote owns, each exposed as `./dialog-<name>`; the shell's modal host loads
// them by name through the registry and shows one dialog at a time.
const DIALOGS = './src/modals.tsx';
module.exports = {
  name: 'mf_auth',
  port: 3001,
  routes: [{ path: '/agent', layout: 'agent', access: 'guest' }],
  dialogs: {
    login: DIALOGS,
    register: DIALOGS,
    forgot: DIALOGS,
    changePassword: DIALOGS,
    afterRegister: DIALOGS,
  },
  exposes: { './routes': './src/remote.tsx' },
};
