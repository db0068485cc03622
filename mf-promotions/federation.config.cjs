// The whole federation declaration of this remote (one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// `pages` are lent to the member centre by name (<RemotePage name="rewardCenter" />), never by import.
const READS = require('@jogo/shared/early-reads.json');

module.exports = {
  name: 'mf_promotions',
  port: 3006,
  routes: [
    { path: '/promotions', layout: 'full', access: 'guest' },
    { path: '/pointMall', layout: 'full', access: 'member' },
  ],
  pages: {
    rewardCenter: './src/pages/reward-center-page.tsx',
    referral: './src/pages/referral-page.tsx',
    missionLeaderboard: './src/pages/mission-page.tsx',
    manualRebate: './src/pages/manual-rebate-page.tsx',
    playerRank: './src/pages/vip-page.tsx',
  },
  exposes: { './routes': './src/remote.tsx' },
  // What a route needs first: dev-proxy's page starts its reads (with the session's token when it knows
  // one) and shows its first screen (src/first-view/) before the app has rendered.
  early: {
    '/promotions': {
      chunks: ['./routes/promotion-list'],
      // each promotion carries the viewer's state when the call has a session, so it goes with one when known
      // the first cards are shown in the view (`promos`); the first two pictures (a phone's first screen;
      // routes/promotion-list.tsx) are asked for with the answer: the page's largest paint
      data: [
        {
          path: READS.promotionList.path,
          moduleId: READS.promotionList.moduleId,
          auth: 'optional',
          as: 'promos',
          images: { list: 'value.list', fields: ['imageUrl'], count: 2 },
        },
      ],
      view: { file: './src/first-view/promotions.html' },
    },
    '/pointMall': {
      chunks: ['./routes/point-mall'],
      data: [
        // the goods' pictures are the page's largest paint: preloaded with the answer, shown in the view
        {
          path: READS.pointRewards.path,
          moduleId: READS.pointRewards.moduleId,
          as: 'goods',
          images: { list: 'value.list', fields: ['imageUrl'], count: 4 },
        },
        { path: READS.pointBalance.path, moduleId: READS.pointBalance.moduleId, auth: true },
      ],
      view: { file: './src/first-view/point-mall.html' },
    },
  },
};
