// The whole federation declaration of this remote: name + exposes (STYLE.md section 2).
module.exports = {
  name: 'mf_agent_centre',
  exposes: { './routes': './src/remote.tsx' },
};
