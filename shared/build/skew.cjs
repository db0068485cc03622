// The skew guard's facts (DESIGN.md section 3): what an app was actually built against, written into its build as
// `jogo-skew.json` and into the federation `shared` table, so nothing depends on someone bumping a version.
//
// - react and react-dom: the range the app's own package.json asks for and the version its build resolved.
// - @jogo/shared: its package version plus a fingerprint of its public surface (every export of every entry point
//   in its package.json `exports`, with the type of each value export, read with the TypeScript compiler) and of
//   the libraries it carries for the apps (react-router-dom, rxjs, i18next, react-i18next: resolved versions). A new
//   or changed export is a new version `0.1.0-s<fingerprint>`, which the page's copy must match exactly (0.x: any
//   change of the surface is a breaking one, as a manual minor bump would be).
//
// `problems(shell, remote)` says what a shell cannot serve of a remote build, naming the package and both versions:
// release.cjs refuses such a release (`release`, `release:use`), and the federation runtime refuses it in the page
// (strictVersion, shared-singletons.cjs).
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const SHARED_DIR = path.resolve(__dirname, '..');
/** The libraries apps reach only through @jogo/shared (shared-singletons.cjs): their versions are in its fingerprint. */
const CARRIED = ['react-router-dom', 'rxjs', 'i18next', 'react-i18next'];
const SINGLETONS = ['react', 'react-dom'];

/** @param {string} name @param {string} fromDir @returns the version of `name` a build in `fromDir` resolves */
function resolvedVersion(name, fromDir) {
  return require(require.resolve(`${name}/package.json`, { paths: [fromDir] })).version;
}

/** @param {string} dir @returns every source file of a folder (no tests), sorted */
function sourcesOf(dir) {
  /** @type {string[]} */
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || /\.test\.tsx?$/.test(e.name) || !/\.(tsx?|json)$/.test(e.name)) continue;
    out.push(path.join(e.parentPath, e.name));
  }
  return out.sort();
}

/**
 * @param {string} file a module's path in a type's text @param {string} sharedDir
 * @returns the path as every checkout of one commit writes it: `node_modules/<package>/…` for a package, else
 *   relative to shared
 */
function surfacePath(file, sharedDir) {
  const posix = file.split(path.sep).join('/');
  const at = posix.lastIndexOf('/node_modules/');
  if (at >= 0) return posix.slice(at + 1);
  return path.relative(sharedDir, file).split(path.sep).join('/');
}

/**
 * @jogo/shared's public surface: `<entry> <export>: <type>` lines, sorted (types and interfaces by name only).
 * Cached by the sources' content (a webpack build reads it once; the compiler takes seconds).
 * @param {string} [sharedDir]
 * @returns {string[]}
 */
function sharedSurface(sharedDir = SHARED_DIR) {
  const pkg = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([, file]) => /\.tsx?$/.test(file));
  const key = createHash('sha256');
  for (const f of sourcesOf(path.join(sharedDir, 'src'))) key.update(`${f}\0`).update(fs.readFileSync(f));
  key.update(JSON.stringify(entries));
  key.update(fs.readFileSync(__filename)); // how the surface is read is part of it
  const cacheDir = path.join(sharedDir, 'node_modules', '.cache', 'jogo-surface');
  const cacheFile = path.join(cacheDir, `${key.digest('hex').slice(0, 16)}.json`);
  if (fs.existsSync(cacheFile)) return JSON.parse(fs.readFileSync(cacheFile, 'utf8'));

  const ts = require('typescript');
  const files = entries.map(([, file]) => path.join(sharedDir, file));
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(sharedDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const program = ts.createProgram(files, { ...config?.options, noEmit: true, composite: false });
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;
  /** @type {string[]} */
  const lines = [];
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(path.join(sharedDir, file));
    const mod = source && checker.getSymbolAtLocation(source);
    if (!mod) continue;
    for (const exported of checker.getExportsOfModule(mod)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
      const isValue = Boolean(symbol.flags & ts.SymbolFlags.Value) && decl;
      const type = isValue
        ? checker
            .typeToString(checker.getTypeOfSymbolAtLocation(symbol, decl), undefined, flags)
            // the same commit in another checkout has the same surface: module paths relative to shared, a
            // package's from its node_modules folder on (wherever that folder is: linked, hoisted or another tree's)
            .replace(/import\("([^"]+)"\)/g, (_, p) => `import("${surfacePath(p, sharedDir)}")`)
        : 'type';
      lines.push(`${entry} ${exported.name}: ${type}`);
    }
  }
  lines.sort();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(cacheFile, JSON.stringify(lines));
  return lines;
}

/**
 * What an app's build runs against: written as `jogo-skew.json` and used for the federation `shared` table.
 * @param {string} appDir
 * @returns {{ app: string, singletons: Record<string, { version: string, range: string }>,
 *   shared: { version: string, package: string, surface: string, carried: Record<string, string> },
 *   ranges: Record<string, string> }}
 */
function buildFacts(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));
  const deps = { ...sharedPkg.dependencies, ...pkg.dependencies };
  /** @type {Record<string, { version: string, range: string }>} */
  const singletons = {};
  for (const name of SINGLETONS)
    singletons[name] = { version: resolvedVersion(name, appDir), range: deps[name] };
  /** @type {Record<string, string>} */
  const carried = {};
  for (const name of CARRIED) carried[name] = resolvedVersion(name, SHARED_DIR);
  const surface = createHash('sha256')
    .update(sharedSurface().join('\n'))
    .update(JSON.stringify(carried))
    .digest('hex')
    .slice(0, 10);
  return {
    app: pkg.name,
    singletons,
    shared: { version: `${sharedPkg.version}-s${surface}`, package: sharedPkg.version, surface, carried },
    // the ranges the app itself declares for what @jogo/shared carries (checked against the shell's versions)
    ranges: Object.fromEntries(CARRIED.filter((n) => deps[n]).map((n) => [n, deps[n]])),
  };
}

/**
 * @param {ReturnType<typeof buildFacts>} shell what the running shell provides (its build's jogo-skew.json)
 * @param {ReturnType<typeof buildFacts>} remote what a remote build needs
 * @returns {string[]} one sentence per package the shell cannot serve (empty: compatible)
 */
function problems(shell, remote) {
  /** @type {string[]} */
  const out = [];
  for (const name of SINGLETONS) {
    const offered = shell.singletons[name]?.version;
    const wanted = remote.singletons[name]?.range;
    if (!offered || !wanted || !semver.satisfies(offered, wanted))
      out.push(
        `${name}: the release needs ${wanted} (built with ${remote.singletons[name]?.version}), the shell runs ${offered}`,
      );
  }
  if (shell.shared.version !== remote.shared.version) {
    const changed = Object.keys(remote.shared.carried).filter(
      (n) => remote.shared.carried[n] !== shell.shared.carried[n],
    );
    const why = changed.length
      ? `, carrying ${changed.map((n) => `${n} ${remote.shared.carried[n]} (shell: ${shell.shared.carried[n]})`).join(', ')}`
      : ' (its public surface differs: a new or changed export)';
    out.push(
      `@jogo/shared: the release was built against ${remote.shared.version}${why}, the shell runs ${shell.shared.version}`,
    );
  }
  for (const [name, range] of Object.entries(remote.ranges ?? {})) {
    const offered = shell.shared.carried[name];
    if (offered && !semver.satisfies(offered, range))
      out.push(`${name}: the release needs ${range}, the shell's @jogo/shared carries ${offered}`);
  }
  return out;
}

module.exports = { buildFacts, sharedSurface, surfacePath, problems, CARRIED, SINGLETONS };
