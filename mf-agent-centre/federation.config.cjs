// The whole federation declaration of this remote (issue 9: one declaration per fact). The registry
// (shared/build/registry.cjs) reads it; the shell builds its routes and guards from it.
module.exports = {
  name: 'mf_agent_centre',
  port: 3005,
  routes: [{ path: '/agentHome', layout: 'agent', access: 'agent' }],
  exposes: { './routes': './src/remote.tsx' },
};
