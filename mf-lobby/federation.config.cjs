// The whole federation declaration of this remote (issue 9: one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
const game = (path, access = 'guest') => ({ path, layout: 'game', access });
const VENDORS = {
  path: '/wps/relay/GCSGAME_newGameVendor',
  moduleId: 'GAMELO3',
  query: { platform: 'html5-desktop', language: '{language}' },
};
/** a lobby's first page of games, all classes (lobby-query.ts) */
const gameList = (gameType) => ({
  path: '/wps/relay/GCSGAME_gameList',
  moduleId: 'GAMELO3',
  query: {
    clientType: 3,
    platform: 'html5-desktop',
    merchant: '{merchant}',
    gameType,
    gameClassify: 'ALL',
    pageNo: 1,
    pageSize: 15,
    language: '{language}',
  },
});
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
  // What a route needs first (issue 14): dev-proxy starts these from the page it serves, before any script runs,
  // and the shell's api client takes the answers instead of asking again. The calls must match what the route's
  // first render sends, query order included (get-home-banners.ts, use-hot-games.ts, shared use-vendor-lanes.ts,
  // lobby-query.ts); one that drifts is only a wasted request, never a wrong answer.
  early: {
    '/': {
      chunks: ['./routes/home'],
      data: [
        // the first banner is home's largest paint: preloaded from this answer before the shell's script runs
        {
          path: '/wps/content/banners',
          moduleId: 'COMM3',
          query: { groupName: 'w_home' },
          image: 'value.list.0.url',
        },
        {
          path: '/wps/relay/GCSGAME_hotGamesV2',
          moduleId: 'GAMELOHOT3',
          query: { merchantCode: '{merchant}', isPlatform: 2, platform: 'WEB', language: '{language}' },
        },
        VENDORS,
      ],
    },
    ...Object.fromEntries(
      ['/sports', '/live', '/fish', '/rng', '/pvp'].map((path) => [
        path,
        { chunks: ['./routes/lobby'], data: [gameList(path.slice(1).toUpperCase()), VENDORS] },
      ]),
    ),
  },
};
