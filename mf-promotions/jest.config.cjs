module.exports = require('@jogo/shared/build').jestPreset({ dir: __dirname });
