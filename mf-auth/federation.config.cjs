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
  // The agent landing's first screen (src/first-view/): its card, filled from the status answer (the logo, customer
  // service), shown by dev-proxy's page before the app has rendered. No call of its own: the status call is every
  // page's.
  early: {
    '/agent': { view: { file: './src/first-view/agent.html' } },
  },
};
