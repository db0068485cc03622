// Module ids that depend only on the commit, not on the checkout's folder: webpack's `moduleIds: 'deterministic'`
// hashes each module's path relative to the app, but the federation runtime's entry is a generated file,
// `node_modules/.federation/entry.<hash>.js`, whose hash covers the absolute path of the bundler runtime. Two
// checkouts of one commit then gave that module (and, through id conflicts, a few others) different ids, so
// different chunk bytes and another release name; federation's container and provide modules name absolute paths
// too. This is webpack's DeterministicModuleIdsPlugin hashing names with those parts left out.
const {
  assignDeterministicIds,
  getFullModuleName,
  getUsedModuleIdsAndModules,
} = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const PLUGIN = 'JogoStableModuleIdsPlugin';
/** The generated federation entry's folder-dependent hashes (in its file name, and after its name). */
const GENERATED_ENTRY = /([\\/]\.federation[\\/]entry)(\.[0-9a-f]+)?\.js(\|[0-9a-f]+)?/g;

/**
 * @param {string} name a module's name relative to the app @param {string} root the repository's folder
 * @returns the name without folder-dependent parts (federation's container and provide modules name absolute paths)
 */
const stableName = (name, root) => name.split(root).join('<root>').replace(GENERATED_ENTRY, '$1.js');

class StableModuleIdsPlugin {
  /** @param {{ root: string, maxLength?: number }} options root: the checkout's folder, left out of every name */
  constructor({ root, maxLength = 3 }) {
    this.root = root;
    this.maxLength = maxLength;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.moduleIds.tap(PLUGIN, () => {
        const { chunkGraph } = compilation;
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        assignDeterministicIds(
          modules,
          (/** @type {import('webpack').Module} */ m) =>
            stableName(getFullModuleName(m, compiler.context, compiler.root), this.root),
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (/** @type {import('webpack').Module} */ m, /** @type {number} */ id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunkGraph.setModuleId(m, id);
            return true;
          },
          [10 ** this.maxLength],
          10,
          usedIds.size,
          0,
        );
      });
    });
  }
}

/** The federation manifest files whose lists follow the order modules were found in, which differs by checkout. */
const MANIFESTS = ['mf-stats.json', 'mf-manifest.json'];

/**
 * @param {unknown} value a parsed mf-stats.json or mf-manifest.json
 * @returns the same with every `usedIn` list (the exposes that use a shared module or a remote) sorted
 */
function sortUsedIn(value) {
  if (Array.isArray(value)) return value.map(sortUsedIn);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) =>
      k === 'usedIn' && Array.isArray(v) ? [k, [...v].sort()] : [k, sortUsedIn(v)],
    ),
  );
}

/**
 * Sorts the `usedIn` lists of the federation manifest and stats once they are written (their order is the order
 * modules were reached, which two checkouts of one commit did not share), so one commit gives one release name.
 */
class SortedManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JogoSortedManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the federation manifest plugin (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER), before the precompression
        { name: 'JogoSortedManifest', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of MANIFESTS) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const json = JSON.parse(asset.source.source().toString());
            compilation.updateAsset(file, new sources.RawSource(JSON.stringify(sortUsedIn(json), null, 2)));
          }
        },
      );
    });
  }
}

module.exports = { StableModuleIdsPlugin, SortedManifestPlugin, sortUsedIn, stableName };
