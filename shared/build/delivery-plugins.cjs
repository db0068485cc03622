// Build-time delivery: what a CDN needs, computed once per build instead of once per request.
//
// PrecompressPlugin: every text file in dist/ gets a brotli (quality 11, the highest) and a gzip (level 9)
// copy beside it (`x.js.br`, `x.js.gz`), so dev-proxy serves the bytes the browser accepts with no work per
// request. It runs after webpack wrote the output (afterEmit), so files other plugins add late
// (mf-manifest.json, index.html) are compressed as well.
//
// ChunkMapPlugin: writes `jogo-chunks.json`: the files the entry point loads first (`initial`: the entry's own
// files and the chunks of its `import('./bootstrap')`, the async boundary of every app), and for
// each dynamic `import('<request>')` the files it loads (`lazy`). dev-proxy turns these into preload hints for
// the route being served (a route names its first lazy import in `early.chunks` of federation.config.cjs).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

/** Text files worth compressing; images (png/jpg/webp/woff2) are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

/** @param {Buffer} buf */
function brotli(buf) {
  return zlib.brotliCompressSync(buf, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/** @param {Buffer} buf */
const gzip = (buf) => zlib.gzipSync(buf, { level: zlib.constants.Z_BEST_COMPRESSION });

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir` (recursively). An existing copy
 * newer than its source is kept, so a second run over the same output costs nothing.
 * @param {string} dir
 * @returns {number} files compressed
 */
function precompressDir(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const source = fs.statSync(file);
    const buf = fs.readFileSync(file);
    for (const [suffix, compress] of /** @type {const} */ ([
      ['.br', brotli],
      ['.gz', gzip],
    ])) {
      const target = file + suffix;
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs) continue;
      fs.writeFileSync(target, compress(buf));
    }
    count++;
  }
  return count;
}

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tap('JogoPrecompress', (compilation) => {
      const out = compilation.outputOptions.path;
      if (out && fs.existsSync(out)) precompressDir(out);
    });
  }
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} group
 * @returns {string[]} the JavaScript and CSS files of a chunk group
 */
function filesOf(compilation, group) {
  const files = new Set();
  for (const chunk of group.chunks) for (const f of chunk.files) if (/\.(js|css)$/.test(f)) files.add(f);
  return [...files];
}

class ChunkMapPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JogoChunkMap', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JogoChunkMap', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get('main');
          const initial = new Set(entry ? filesOf(compilation, entry) : []);
          // the entry's `import('./bootstrap')` (the async boundary every app has) is part of its first load, with
          // the shared singletons it consumes (react, react-dom, i18next…: federation loads them before bootstrap runs)
          const consumes = (/** @type {import('webpack').ChunkGroup} */ g) =>
            g.origins.some((o) => /consume-shared/.test(String(o.module?.type)));
          for (const child of entry?.getChildren() ?? []) {
            if (!child.origins.some((o) => o.request === './bootstrap')) continue;
            for (const f of filesOf(compilation, child)) initial.add(f);
            for (const shared of child.getChildren())
              if (consumes(shared)) for (const f of filesOf(compilation, shared)) initial.add(f);
          }
          /** @type {Record<string, string[]>} */
          const lazy = {};
          for (const group of compilation.chunkGroups) {
            if (group.isInitial()) continue;
            for (const origin of group.origins) {
              if (!origin.request || !origin.request.startsWith('.')) continue;
              const files = filesOf(compilation, group);
              lazy[origin.request] = [...new Set([...(lazy[origin.request] ?? []), ...files])].sort();
            }
          }
          const sorted = Object.fromEntries(Object.entries(lazy).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(
            'jogo-chunks.json',
            new sources.RawSource(JSON.stringify({ initial: [...initial], lazy: sorted }, null, 1)),
          );
        },
      );
    });
  }
}

/** Writes one JSON file of facts known when the config is made into the build (jogo-skew.json). */
class JsonAssetPlugin {
  /** @param {string} name @param {unknown} value */
  constructor(name, value) {
    this.name = name;
    this.value = value;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JogoJsonAsset', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JogoJsonAsset', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () =>
          compilation.emitAsset(this.name, new sources.RawSource(`${JSON.stringify(this.value, null, 2)}\n`)),
      );
    });
  }
}

module.exports = { PrecompressPlugin, ChunkMapPlugin, JsonAssetPlugin, precompressDir, COMPRESSIBLE };
