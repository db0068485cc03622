// The registry of apps: container name, folder, dev port, base path and the routes each remote owns
// (DESIGN.md section 1). dev-proxy turns it into /remotes.json; the shell never imports it.
/** @type {{ name: string, folder: string, port: number, basePath: string, routes: string[] }[]} */
const REMOTES = [
  { name: 'mf_auth', folder: 'mf-auth', port: 3001, basePath: '/agent', routes: ['/agent'] },
  {
    name: 'mf_lobby',
    folder: 'mf-lobby',
    port: 3002,
    basePath: '/',
    routes: [
      '/',
      '/sports',
      '/esports',
      '/lott',
      '/elott',
      '/live',
      '/fish',
      '/rng',
      '/pvp',
      '/inhouse',
      '/favorite',
      '/recent',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/seamless',
      '/lottert',
      '/vnlottery',
      '/sealottery',
    ],
  },
  { name: 'mf_wallet', folder: 'mf-wallet', port: 3003, basePath: '/wallet', routes: ['/wallet'] },
  {
    name: 'mf_member_centre',
    folder: 'mf-member-centre',
    port: 3004,
    basePath: '/member',
    routes: ['/member'],
  },
  {
    name: 'mf_agent_centre',
    folder: 'mf-agent-centre',
    port: 3005,
    basePath: '/agentHome',
    routes: ['/agentHome'],
  },
  {
    name: 'mf_promotions',
    folder: 'mf-promotions',
    port: 3006,
    basePath: '/promotions',
    routes: ['/promotions', '/pointMall'],
  },
];

const SHELL = { name: 'shell', folder: 'shell', port: 3000 };

module.exports = { REMOTES, SHELL };
