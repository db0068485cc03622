// The whole federation declaration of this remote (issue 9: one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// `pages` are lent to the member centre by name (<RemotePage name="rewardCenter" />), never by import.
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
};
