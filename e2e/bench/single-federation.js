// The bench's single-bundle build: the same shell and the same lobby compiled into
// one bundle, no module federation. The shell still asks the federation runtime for `mf_lobby/routes`
// (shared/src/federation/runtime.ts finds the runtime on `globalThis.__FEDERATION__`); here that "runtime" is a
// plain object answering with the lobby's routes compiled into this bundle. Any other remote is absent, so its
// route shows the usual fallback (home as a guest loads none). Plain JavaScript: webpack compiles it with the app
// sources it imports, which the e2e TypeScript project does not type-check.
import LobbyRemote from '../../mf-lobby/src/remote';

const lobby = { default: LobbyRemote };

globalThis.__FEDERATION__ = {
  __INSTANCES__: [
    {
      name: 'shell',
      registerRemotes() {},
      preloadRemote: () => Promise.resolve(),
      loadRemote: (id) => Promise.resolve(id === 'mf_lobby/routes' ? lobby : null),
    },
  ],
};
