// Where each app's texts live (STYLE.md section 3: one namespace per owning package).
//
// A remote owns its namespaces: `<remote>/src/i18n/locales/<lang>/<ns>[-<part>].json`, merged per language by
// `<remote>/src/i18n/locales/<lang>/index.ts` (a file `lobby-home.json` belongs to namespace `lobby`). The remote's
// build exposes each language's index as `./i18n-<lang>`, so the texts are a chunk of the remote's own release,
// loaded beside its other exposes (shared/src/federation/runtime.ts). @jogo/shared keeps `common` and the shell's
// namespaces (`shared/src/i18n/locales`), in the shell's build.
const fs = require('node:fs');
const path = require('node:path');

const LANGUAGES = /** @type {const} */ (['pt', 'en']);
const SHARED_LOCALES = path.join(__dirname, '..', 'src', 'i18n', 'locales');

/** @param {string} appDir @returns the folder of an app's locale files */
const localesOf = (appDir) => path.join(appDir, 'src', 'i18n', 'locales');

/**
 * The namespaces of one locale folder in one language, merged by namespace.
 * @param {string} localesDir
 * @param {'pt' | 'en'} lang
 * @returns {Record<string, Record<string, unknown>>}
 */
function readTexts(localesDir, lang) {
  const dir = path.join(localesDir, lang);
  /** @type {Record<string, Record<string, unknown>>} */
  const out = {};
  if (!fs.existsSync(dir)) return out;
  for (const file of fs.readdirSync(dir).sort()) {
    if (!file.endsWith('.json')) continue;
    const ns = file.replace(/\.json$/, '').split('-')[0];
    out[ns] = { ...out[ns], ...JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) };
  }
  return out;
}

/**
 * The `exposes` of an app's texts: `./i18n-pt` and `./i18n-en` when it has its own locale folder.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function textExposes(appDir) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const lang of LANGUAGES) {
    const index = path.join(localesOf(appDir), lang, 'index.ts');
    if (fs.existsSync(index)) out[`./i18n-${lang}`] = `./src/i18n/locales/${lang}/index.ts`;
  }
  return out;
}

/**
 * Every app's texts with @jogo/shared's, per language: for tests and tooling (key checks), never for a page.
 * @param {string[]} appDirs
 */
function allTexts(appDirs) {
  /** @type {Record<'pt' | 'en', Record<string, Record<string, unknown>>>} */
  const out = { pt: {}, en: {} };
  for (const lang of LANGUAGES)
    for (const dir of [SHARED_LOCALES, ...appDirs.map(localesOf)])
      for (const [ns, texts] of Object.entries(readTexts(dir, lang)))
        out[lang][ns] = { ...out[lang][ns], ...texts };
  return out;
}

module.exports = { LANGUAGES, SHARED_LOCALES, localesOf, readTexts, textExposes, allTexts };
