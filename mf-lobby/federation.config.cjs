// The whole federation declaration of this remote (issue 9: one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
const game = (path, access = 'guest') => ({ path, layout: 'game', access });
module.exports = {
  name: 'mf_lobby',
  port: 3002,
  routes: [
    { path: '/', layout: 'full', access: 'guest' },
    ...['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp', '/inhouse'].map(
      (path) => ({
        path,
        layout: 'full',
        access: 'guest',
      }),
    ),
    { path: '/favorite', layout: 'full', access: 'member' },
    { path: '/recent', layout: 'full', access: 'member' },
    { path: '/lottery', layout: 'full', access: 'member' },
    { path: '/seaLottery', layout: 'full', access: 'member' },
    { path: '/vnLottery', layout: 'full', access: 'member' },
    { path: '/seamless', layout: 'seamless', access: 'guest' },
    game('/lottert'),
    game('/vnlottery'),
    game('/sealottery'),
  ],
  // the bus commands this remote answers while one of its routes shows; asked elsewhere, the shell routes to
  // this remote's base path and the request waits in the bus queue until the lobby takes it
  commands: ['game:launch-requested'],
  exposes: { './routes': './src/remote.tsx' },
};
