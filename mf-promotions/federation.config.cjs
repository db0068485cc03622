// The whole federation declaration of this remote: name + exposes (STYLE.md section 2).
module.exports = {
  name: 'mf_promotions',
  exposes: { './routes': './src/remote.tsx' },
};
