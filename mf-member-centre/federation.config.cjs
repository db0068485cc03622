// The whole federation declaration of this remote (one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// `pages` are lent to other apps by name (<RemotePage name="messageV2" /> in the agent centre).
const READS = require('@jogo/shared/early-reads.json');
/** an early read of the session: path and module id as the endpoint catalogue declares them */
const read = ({ path, moduleId }) => ({ path, moduleId, auth: true });

module.exports = {
  name: 'mf_member_centre',
  port: 3004,
  routes: [{ path: '/member', layout: 'full', access: 'real' }],
  pages: {
    messageV2: './src/pages/messages-page.tsx',
  },
  exposes: { './routes': './src/remote.tsx' },
  // What a page needs first: dev-proxy's page starts its reads as soon as it knows the session (they
  // carry its token) and shows its first screen (src/first-view/member.html) before the app has rendered.
  // `/member` is the default page (no `page`, or securityCenter); `/member?page=x` a page of its own.
  early: {
    // the security centre's forms take the shared validation and the phone numbers' library lazily, and it shows
    // the wallet's payment-password page (RemotePage): their files and its status read start with the page's, not
    // one round trip after another once the security centre has rendered (six in a row)
    '/member': {
      when: { page: ['', 'securityCenter'] },
      chunks: ['./pages/security-centre-page', '@jogo/shared/validation', './phone-lib'],
      pages: ['paymentPassword'],
      data: [read(READS.memberProfile), read(READS.memberIcon), read(READS.paymentPasswordStatus)],
      view: { file: './src/first-view/member.html', params: { page: 'securityCenter' } },
    },
    // the records' first page as the page's first render asks for it (betting-record.tsx: every product, by bet
    // time, every status, the "today" preset, PAGE_SIZE 20, in that order): `{siteToday}` is today in the site's
    // zone, which the early script reads from the status answer
    '/member?page=personalHistoryCopy': {
      chunks: ['./pages/betting-record-page'],
      data: [
        {
          ...read(READS.bettingRecords),
          query: {
            gameType: 'ALL',
            timeBasis: 'bet',
            status: 'ALL',
            startDate: '{siteToday}',
            endDate: '{siteToday}',
            pageNo: 1,
            pageSize: 20,
          },
        },
      ],
      view: { file: './src/first-view/member.html', params: { page: 'personalHistoryCopy' } },
    },
  },
};
