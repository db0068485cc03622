// The whole federation declaration of this remote: name + exposes (STYLE.md section 2).
// ./routes: the /agent landing; ./modals: login, register, forgot, change password and after-register dialogs,
// mounted by the shell's modal host (DESIGN.md cross-app contract for dialogs).
module.exports = {
  name: 'mf_auth',
  exposes: { './routes': './src/remote.tsx', './modals': './src/modals.tsx' },
};
