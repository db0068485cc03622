// The whole federation declaration of this remote: name + exposes (STYLE.md section 2).
module.exports = {
  name: 'mf_member_centre',
  exposes: { './routes': './src/remote.tsx' },
};
