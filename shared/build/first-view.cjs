// A route's first screen, shipped with the remote that owns it.
//
// Home paints its first banner before any of our JavaScript has run (dev-proxy's early script shows the
// shell's static frame with that image). Every other route gets the same: its remote declares, in `early` of its
// federation.config.cjs, a `view`: an HTML file of its own (`src/first-view/<name>.html`: markup and a <style>,
// mirroring the route's first screen at every width) that the page's early script puts into the shell's frame,
// fills from the route's early answers and shows before the app has rendered; the app's first screen then takes
// its place at the same geometry (`e2e/tests/foundation/first-views.spec.ts` holds them together).
//
// EarlyPlugin writes `jogo-early.json` into the remote's build: its `early` declarations with each view resolved
// in both languages (the texts the page shows come from the remote's own locale files and @jogo/shared's, read here at build time: the
// page cannot know which language it shows before it runs). dev-proxy reads that file from the deployed remote
// (its dist/ or the release it runs), so a remote released alone brings its early calls and first screen
// with it; the registry's declarations are the fallback for a remote that is not deployed on this server.
//
// A view's bindings (the early script fills them; nothing else runs in it):
//   data-fv-t="ns:key"           the element's text, resolved here per language (`{param}` from the view's params)
//   data-fv-each="call:a.b"      repeat the element for each item of the list at a.b in the answer of the call
//                                named `call` (its `as`); data-fv-max="N" at most N items
//   data-fv-src="f g"            inside an item: the img's src, the first field set (a path of this origin only)
//   data-fv-text="f g"           inside an item: the element's text, the first field set; with
//                                data-fv-format="percent" | "number" a number written as the language writes it,
//                                with data-fv-t-pattern="ns:key" put into that text's one {{…}} (no value: no
//                                element)
//                                data-fv-format="datetime": an instant as the site's zone writes it (the
//                                status answer's zone); data-fv-format="duration" with data-fv-t-duration="ns:key":
//                                seconds as key's daily / hours_* / minutes_* / seconds_* texts write them
//   data-fv-if="f"               inside an item: the element only when the field is set (not 0, '', null)
//   data-fv-class="f cls"        inside an item: the class cls when the field is set
//   data-fv-each=":f"            inside an item: repeat the element for each item of the item's list f (with
//                                data-fv-split=",": the parts of its text f; `data-fv-text="."` is the part)
//                                Fields may be dotted (`parent.name`); a list's `pick` (EarlyRead) names one item
//   data-fv-has="call:a.b"       the element only when the answer has a value at a.b (a list with items, an
//                                object); data-fv-empty="call:a.b": only when it has none (an empty list, null,
//                                no answer)
//   data-fv-need="a b"           on the view's root: shown only once these answers are in (one failed: none)
//   data-fv-when="p=v" / "p!=v"  the element only where the view's param p is (not) v (resolved here)
//   data-fv-flag="MODID"         the element only when the status answer's module flag is on (a child of a
//                                disabled module is off, as the shell reads them)
//   data-fv-market="field"       the element unless the status answer's market profile (info.market) has the
//                                field false; "field~V": unless the field is a list without V; "field!~V": only
//                                when it is a list without V (the deposit channels without USDT)
//   data-fv-until="img" | "<css>" on the view's root: the frame goes once the app shows the view's first image
//                                (decoded), or renders an element matching the selector in #root
//   data-fv-wait="N"             on the view's root: it shows once its first N pictures are decoded (all when
//                                absent; 0: at once, each picture painting when it arrives)
const fs = require('node:fs');
const path = require('node:path');

const { SHARED_LOCALES, localesOf, readTexts } = require('./texts.cjs');

const LANGUAGES = /** @type {const} */ (['PT', 'EN']);

/**
 * Every namespace of one language a remote's views can show: @jogo/shared's (`common`, the shell's) and the
 * remote's own, from its folder (texts.cjs), so a first view shows the texts of the release it is built in.
 * @param {'PT' | 'EN'} lang
 * @param {string} [dir] the remote's folder
 * @returns {Record<string, Record<string, unknown>>}
 */
function textsOf(lang, dir) {
  const code = /** @type {'pt' | 'en'} */ (lang.toLowerCase());
  return { ...readTexts(SHARED_LOCALES, code), ...(dir ? readTexts(localesOf(dir), code) : {}) };
}

const escapeHtml = (/** @type {string} */ s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @param {Record<string, Record<string, unknown>>} texts
 * @param {string} ref `ns:dotted.key`
 * @param {string} where for the error
 * @param {boolean} [pattern] a text with one `{{…}}` (the early script puts an item's field there)
 */
function lookup(texts, ref, where, pattern = false) {
  const [ns, key] = ref.includes(':') ? ref.split(':', 2) : ['common', ref];
  /** @type {unknown} */
  let value = texts[ns];
  for (const k of key.split('.')) value = value && typeof value === 'object' ? value[k] : undefined;
  if (typeof value !== 'string') throw new Error(`${where}: no text ${ref}`);
  const holes = value.match(/{{\s*(\w+)\s*}}/g) ?? [];
  if (holes.length !== (pattern ? 1 : 0))
    throw new Error(`${where}: text ${ref} needs values a first view does not have`);
  return value;
}

/**
 * One view in one language: `data-fv-t` texts filled in, `{param}` replaced, whitespace between tags dropped.
 * Refuses what must never be in a page's static markup (scripts, event handlers, javascript: URLs).
 * @param {string} html
 * @param {Record<string, string>} params
 * @param {Record<string, Record<string, unknown>>} texts
 * @param {string} where
 */
function renderView(html, params, texts, where) {
  if (/<script|\son[a-z]+\s*=|javascript:/i.test(html))
    throw new Error(`${where}: a first view holds markup and style only`);
  // `{param}` inside the view's own attributes (never in its CSS)
  const withParams = html.replace(/(data-fv-[a-z]+=")([^"]*)"/g, (_all, attr, value) => {
    const v = value.replace(/\{([a-zA-Z]+)\}/g, (/** @type {string} */ _m, /** @type {string} */ name) => {
      if (!(name in params)) throw new Error(`${where}: no value for {${name}}`);
      return params[name];
    });
    return `${attr}${v}"`;
  });
  // data-fv-when="name=value" (or "name!=value"): the element only where the view's param has (not) that value
  // pass after pass until none is left: an element kept keeps its children's own conditions for the next pass
  const when = (/** @type {string} */ html) =>
    html.replace(
      /(<([a-z0-9]+)\b[^>]*?)\sdata-fv-when="([a-zA-Z]+)(!?=)([^"]*)"([^>]*>)([\s\S]*?<\/\2\s*>)/g,
      (_all, open, _tag, name, op, value, rest, tail) =>
        (params[name] === value) === (op === '=') ? `${open}${rest}${tail}` : '',
    );
  let chosen = withParams;
  for (let next = when(chosen); next !== chosen; next = when(chosen)) chosen = next;
  const filled = chosen.replace(
    /(<([a-z0-9]+)\b[^>]*?)\sdata-fv-t="([^"]+)"([^>]*>)\s*(<\/\2\s*>)/g,
    (_all, open, _tag, ref, rest, close) => `${open}${rest}${escapeHtml(lookup(texts, ref, where))}${close}`,
  );
  if (/data-fv-t=/.test(filled)) throw new Error(`${where}: data-fv-t only on an empty element`);
  // data-fv-t-pattern="ns:key": a text with {{value}}, kept for the item's field (data-fv-pattern)
  const patterned = filled.replace(
    /data-fv-t-pattern="([^"]+)"/g,
    (_all, ref) => `data-fv-pattern="${escapeHtml(lookup(texts, ref, where, true))}"`,
  );
  // data-fv-t-duration="ns:key": the day, hour, minute and second texts under key (`daily`, `hours_one`,
  // `hours_other`, …), each with its {{count}}, for data-fv-format="duration" (data-fv-duration, `|` between them)
  const durations = patterned.replace(/data-fv-t-duration="([^"]+)"/g, (_all, ref) => {
    const units = [
      'daily',
      'hours_one',
      'hours_other',
      'minutes_one',
      'minutes_other',
      'seconds_one',
      'seconds_other',
    ];
    const found = units.map((u, i) => lookup(texts, `${ref}.${u}`, where, i > 0));
    return `data-fv-duration="${escapeHtml(found.join('|'))}"`;
  });
  return durations
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The `early` declarations of a remote as its build ships them: each `view` ({ file, params }) resolved into its
 * markup in both languages.
 * @param {Record<string, { view?: { file: string, params?: Record<string, string> } } & Record<string, unknown>>} early
 * @param {string} dir the remote's folder
 */
function shippedEarly(early, dir) {
  const texts = { PT: textsOf('PT', dir), EN: textsOf('EN', dir) };
  /** @type {Record<string, unknown>} */
  const routes = {};
  for (const [route, decl] of Object.entries(early ?? {})) {
    if (!decl.view) {
      routes[route] = decl;
      continue;
    }
    const file = path.join(dir, decl.view.file);
    const html = fs.readFileSync(file, 'utf8');
    const where = `${path.relative(dir, file)} (${route})`;
    routes[route] = {
      ...decl,
      view: Object.fromEntries(
        LANGUAGES.map((lang) => [lang, renderView(html, decl.view?.params ?? {}, texts[lang], where)]),
      ),
    };
  }
  return { routes };
}

/** Writes `jogo-early.json` (see above) into a remote's production build. */
class EarlyPlugin {
  /** @param {{ dir: string, early?: Record<string, any> }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JogoEarly', (compilation) => {
      // the view files are the build's inputs too: a changed view rebuilds in watch mode
      compilation.hooks.processAssets.tap(
        { name: 'JogoEarly', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const early = this.options.early ?? {};
          for (const decl of Object.values(early))
            if (decl.view) compilation.fileDependencies.add(path.join(this.options.dir, decl.view.file));
          compilation.emitAsset(
            'jogo-early.json',
            new sources.RawSource(JSON.stringify(shippedEarly(early, this.options.dir))),
          );
        },
      );
    });
  }
}

module.exports = { EarlyPlugin, shippedEarly, renderView, textsOf };
