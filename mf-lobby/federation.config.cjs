// The whole federation declaration of this remote (one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// The public reads a page starts early: path and module id as the endpoint catalogue declares them (one file).
const READS = require('@jogo/shared/early-reads.json');
/** an early call of a catalogue read: its path and module id, with the query the first render sends */
const early = (read, query, extra = {}) => ({ path: read.path, moduleId: read.moduleId, query, ...extra });

const game = (path, access = 'guest') => ({ path, layout: 'game', access });
const VENDORS = early(READS.gameVendors, { platform: 'html5-desktop', language: '{language}' });
/** the first tiles' pictures of a games answer's list (as game-tile.tsx reads them): the six on a phone's first screen */
const tileImages = (list) => ({ list, fields: ['iconUrl', 'showIcon'], count: 6 });
/**
 * a lobby's first page of games, all classes (lobby-query.ts); its first tiles are the page's largest paint, so
 * their pictures (as game-tile.tsx reads them) are preloaded with the answer: the six on a phone's first screen
 */
const gameList = (gameType) =>
  early(
    READS.gameList,
    {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: '{merchant}',
      gameType,
      gameClassify: 'ALL',
      pageNo: 1,
      pageSize: 15,
      language: '{language}',
    },
    { as: 'games', images: tileImages('value.games') },
  );
/** a lobby's first screen: its header, menus and first tiles, before the app (src/first-view/) */
const lobbyView = (type) => ({
  file: './src/first-view/lobby.html',
  params: { type, title: `lobby:types.${type}`, list: 'value.games', menus: 'lobby' },
});
/**
 * a member's own list (account-games.tsx, every type: no `type` in the path or query), the first page as its first
 * render asks for it: favourites in one page of 999 (favourite-games.ts), recent games 20 a page (recent-games.ts);
 * its first tiles' pictures preloaded with the answer, as a lobby's
 */
const ACCOUNT_LISTS = {
  '/favorite': {
    read: READS.favoriteGameList,
    query: { clientType: 3, platform: 'flash', language: '{language}', pageNo: 1, pageSize: 999 },
    list: 'value.content',
    title: 'lobby:account.favTitle',
  },
  '/recent': {
    read: READS.recentGames,
    query: { page: 1, size: 20 },
    list: 'value.list',
    title: 'lobby:account.recentTitle',
  },
};
const accountEarly = ({ read, query, list, title }) => ({
  when: { type: [''] },
  chunks: ['./routes/account-games'],
  data: [early(read, query, { as: 'games', images: tileImages(list), auth: true })],
  view: {
    file: './src/first-view/lobby.html',
    params: { type: 'ALL', title, list, menus: 'account' },
  },
});
/**
 * A lottery screen (routes/lottery.tsx, features/lottery): the game menus of the route's vendors
 * (model/lottery-vendors.ts; one vendor asks for its own, several for all), the game its first render chooses (the
 * page's `gameCode`, else the first of the route's), and that game's draws, asked for as soon as the menus answer
 * names it (get-opened-numeros.ts), not after the app's first render. Its first screen is the page they fill.
 */
const lotteryEarly = (vendors, title) => ({
  chunks: ['./routes/lottery'],
  data: [
    early(READS.lottoMenus, vendors.length === 1 ? { vassalage: vendors[0] } : {}, {
      as: 'menus',
      pick: {
        as: 'game',
        list: 'value.list',
        where: { vassalage: vendors },
        items: 'gameMenus',
        key: 'gameCode',
        query: 'gameCode',
      },
    }),
    early(
      READS.lottoOpenedNumeros,
      { gameCode: '{game:gameCode}', pageNo: 1, pageSize: 20 },
      { as: 'draws' },
    ),
  ],
  view: { file: './src/first-view/lottery.html', params: { title } },
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
  // What a route needs first: dev-proxy starts these from the page it serves, before any script runs,
  // and the shell's api client takes the answers instead of asking again. The calls must match what the route's
  // first render sends, query order included (get-home-banners.ts, use-hot-games.ts, shared use-vendor-lanes.ts,
  // lobby-query.ts); one that drifts is only a wasted request, never a wrong answer.
  early: {
    '/': {
      chunks: ['./routes/home'],
      data: [
        // the first banner is home's largest paint: preloaded from this answer before the shell's script runs
        early(READS.banners, { groupName: 'w_home' }, { image: 'value.list.0.url' }),
        early(READS.hotGames, {
          merchantCode: '{merchant}',
          isPlatform: 2,
          platform: 'WEB',
          language: '{language}',
        }),
        VENDORS,
      ],
    },
    // its introduction is its largest paint: a view of static texts, shown with the status answer; its games
    // (use-inhouse-games.ts, with their pictures: the route's content) start with the page, not after the app's
    // first render. Not the side menu's vendor lanes (outside the content): beside them on slow 4G the status
    // answer, and so the introduction, may come later (docs/decisions/004)
    '/inhouse': {
      chunks: ['./routes/inhouse'],
      data: [
        early(READS.inhouseGames, {}, { images: { list: 'value.list', fields: ['iconUrl'], count: 2 } }),
      ],
      view: { file: './src/first-view/inhouse.html' },
    },
    ...Object.fromEntries(
      ['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp'].map((path) => {
        const type = path.slice(1).toUpperCase();
        return [path, { chunks: ['./routes/lobby'], data: [gameList(type), VENDORS], view: lobbyView(type) }];
      }),
    ),
    ...Object.fromEntries(Object.entries(ACCOUNT_LISTS).map(([path, list]) => [path, accountEarly(list)])),
    '/lottery': lotteryEarly(['LOTT', 'ELOTT'], 'lobby:lottery.title'),
    '/seaLottery': lotteryEarly(['TCG_SEA'], 'lobby:lottery.seaTitle'),
    '/vnLottery': lotteryEarly(['TCG_LOTTO_VN'], 'lobby:lottery.vnTitle'),
  },
};
