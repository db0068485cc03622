// The whole federation declaration of this remote (one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
module.exports = {
  name: 'mf_agent_centre',
  port: 3005,
  routes: [{ path: '/agentHome', layout: 'agent', access: 'agent' }],
  exposes: { './routes': './src/remote.tsx' },
  // What the default page needs first: its first screen (src/first-view/), shown by dev-proxy's page
  // before the app has rendered, once the page knows the session; the session's member info names the account.
  early: {
    '/agentHome': {
      when: { page: ['', 'agentTeamOverview'] },
      chunks: ['./routes/team-overview'],
      view: { file: './src/first-view/team-overview.html' },
    },
  },
};
