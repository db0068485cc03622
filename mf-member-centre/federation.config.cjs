// The whole federation declaration of this remote (issue 9: one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
// `pages` are lent to other apps by name (<RemotePage name="messageV2" /> in the agent centre).
module.exports = {
  name: 'mf_member_centre',
  port: 3004,
  routes: [{ path: '/member', layout: 'full', access: 'real' }],
  pages: {
    messageV2: './src/pages/messages-page.tsx',
  },
  exposes: { './routes': './src/remote.tsx' },
};
