// The whole federation declaration of this remote (one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// `pages` are lent to other apps by name: the member centre and the agent centre show them with
// <RemotePage name="depositv2" /> (from @jogo/shared/federation), never by import.
module.exports = {
  name: 'mf_wallet',
  port: 3003,
  routes: [{ path: '/wallet', layout: 'full', access: 'real' }],
  pages: {
    depositv2: './src/pages/deposit-page.tsx',
    withdraw: './src/pages/withdraw-page.tsx',
    transferFund: './src/pages/transfer-page.tsx',
    transferUpline: './src/pages/transfer-upline-page.tsx',
    paymentPassword: './src/pages/payment-password-page.tsx',
  },
  exposes: { './routes': './src/remote.tsx' },
  // What a page shows first: `/wallet` without a page is the tiles of its pages (remote.tsx WalletHome), drawn by
  // dev-proxy's page from src/first-view/wallet.html before the app has rendered; a lent page (`?page=`) has none
  early: {
    '/wallet': { when: { page: [''] }, view: { file: './src/first-view/wallet.html' } },
  },
};
