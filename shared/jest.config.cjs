module.exports = require('./build/index.cjs').jestPreset({ dir: __dirname });
