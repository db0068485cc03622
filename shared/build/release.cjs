// Remote releases and rollback (issue 29). A release is a remote's production build in an immutable folder named by
// its version and content hash, `releases/<container>/<version>-<hash>/`; `releases/current.json` says which release
// each remote runs (a remote without an entry runs its `dist/`). dev-proxy reads that file on every `/remotes.json`
// and page, so pointing a remote at another release (or back) takes effect on the next page load with no rebuild and
// no restart. Releases of a remote sit side by side: a page that loaded the old one keeps its chunks.
//
//   npm run release -w @jogo/mf-lobby [-- --no-build]   build (or take the current dist/) into a release
//   npm run release:use -- mf_lobby <release>          point the registry at a release
//   npm run rollback -- mf_lobby [<release>]           back to the previous release (or the one named)
//   npm run releases [-- mf_lobby]                     list releases and which one runs
//   npm run release:use -- mf_lobby dist               back to the remote's dist/ build
//
// JOGO_RELEASES_DIR moves the folder (tests use a temporary one); dev-proxy honours the same variable.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..', '..');
/** The value that points a remote back at its `dist/` build. */
const DIST = 'dist';
/** `<version>-<10 hex>`: the only shape of a release name (it becomes a URL path segment). */
const RELEASE_NAME = /^[0-9A-Za-z.+_-]+-[0-9a-f]{10}$/;
const CONTAINER = /^[a-z][a-z0-9_]*$/;

/** @param {NodeJS.ProcessEnv} [env] @returns the folder holding every release and current.json */
const releasesDir = (env = process.env) => path.resolve(env.JOGO_RELEASES_DIR || path.join(ROOT, 'releases'));

/** @param {string} dir @returns every file under dir, relative, sorted */
function filesOf(dir) {
  /** @type {string[]} */
  const out = [];
  const walk = (/** @type {string} */ rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(r);
      else out.push(r);
    }
  };
  walk('');
  return out.sort();
}

/** @param {string} dir @returns the first 10 hex of a sha256 over every file's path and bytes */
function contentHash(dir) {
  const h = createHash('sha256');
  for (const f of filesOf(dir)) {
    if (f === 'release.json') continue;
    h.update(`${f}\0`);
    h.update(fs.readFileSync(path.join(dir, f)));
    h.update('\0');
  }
  return h.digest('hex').slice(0, 10);
}

/**
 * @typedef {{ current: string, previous: string[] }} Pointer
 * @param {NodeJS.ProcessEnv} [env] @returns {Record<string, Pointer>} current.json (empty when absent)
 */
function readPointers(env = process.env) {
  try {
    return JSON.parse(fs.readFileSync(path.join(releasesDir(env), 'current.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** @param {Record<string, Pointer>} pointers @param {NodeJS.ProcessEnv} [env] */
function writePointers(pointers, env = process.env) {
  const dir = releasesDir(env);
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.current.${process.pid}.json`);
  fs.writeFileSync(tmp, `${JSON.stringify(pointers, null, 2)}\n`);
  fs.renameSync(tmp, path.join(dir, 'current.json')); // atomic: a reader sees the old or the new file
}

/** @param {string} name @param {string} release @param {NodeJS.ProcessEnv} [env] */
function releaseFolder(name, release, env = process.env) {
  if (!CONTAINER.test(name)) throw new Error(`"${name}" is not a container name (mf_lobby)`);
  if (!RELEASE_NAME.test(release)) throw new Error(`"${release}" is not a release name (<version>-<hash>)`);
  return path.join(releasesDir(env), name, release);
}

/**
 * Builds the remote in `remoteDir` (webpack production, into a temporary folder: its dist/ is not touched), or takes
 * its current dist/ (`noBuild`), and copies it to `releases/<name>/<version>-<hash>/`, read-only. Releasing the same
 * content twice gives the same release.
 * @param {string} remoteDir @param {{ noBuild?: boolean, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {{ name: string, release: string, dir: string, created: boolean }}
 */
function buildRelease(remoteDir, { noBuild = false, env = process.env, quiet = false } = {}) {
  const pkg = require(path.join(remoteDir, 'package.json'));
  const { name } = require(path.join(remoteDir, 'federation.config.cjs'));
  let out = path.join(remoteDir, 'dist');
  let tmp = null;
  if (!noBuild) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `jogo-release-${name}-`));
    out = path.join(tmp, 'dist');
    const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [remoteDir] });
    const r = spawnSync(process.execPath, [cli, '--mode', 'production', '--output-path', out], {
      cwd: remoteDir,
      env,
      stdio: quiet ? 'pipe' : 'inherit',
    });
    if (r.status !== 0) {
      fs.rmSync(tmp, { recursive: true, force: true });
      throw new Error(`webpack failed for ${name}${quiet ? `:\n${r.stdout}\n${r.stderr}` : ''}`);
    }
  }
  try {
    if (!fs.existsSync(path.join(out, 'mf-manifest.json')))
      throw new Error(`${out} has no mf-manifest.json: build ${name} first`);
    const release = `${pkg.version}-${contentHash(out)}`;
    const dir = releaseFolder(name, release, env);
    if (fs.existsSync(dir)) return { name, release, dir, created: false };
    const staging = `${dir}.staging-${process.pid}`;
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.cpSync(out, staging, { recursive: true });
    fs.writeFileSync(
      path.join(staging, 'release.json'),
      `${JSON.stringify({ name, version: pkg.version, release, files: filesOf(out).length }, null, 2)}\n`,
    );
    // immutable: files read-only (the folder stays removable)
    for (const f of filesOf(staging)) fs.chmodSync(path.join(staging, f), 0o444);
    fs.renameSync(staging, dir);
    return { name, release, dir, created: true };
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Points the registry at a release of `name` (or back at its dist/ with `dist`); the one it ran before is kept for
 * rollback. @returns the pointer as written
 */
function useRelease(name, release, env = process.env) {
  if (release !== DIST && !fs.existsSync(path.join(releaseFolder(name, release, env), 'mf-manifest.json')))
    throw new Error(`no release ${release} of ${name} in ${releasesDir(env)} (npm run releases)`);
  const pointers = readPointers(env);
  const before = pointers[name];
  const current = before?.current ?? DIST;
  if (current === release) return before ?? { current: DIST, previous: [] };
  const previous = [...(before?.previous ?? []), current].slice(-20);
  pointers[name] = { current: release, previous };
  writePointers(pointers, env);
  return pointers[name];
}

/** Back to the release `name` ran before (or to `release`). @returns the pointer as written */
function rollback(name, release, env = process.env) {
  if (release) return useRelease(name, release, env);
  const pointers = readPointers(env);
  const p = pointers[name];
  const target = p?.previous?.at(-1);
  if (!p || !target) throw new Error(`${name} has no earlier release to roll back to`);
  pointers[name] = { current: target, previous: p.previous.slice(0, -1) };
  writePointers(pointers, env);
  return pointers[name];
}

/** @returns {{ name: string, current: string, releases: string[] }[]} */
function listReleases(only, env = process.env) {
  const dir = releasesDir(env);
  const pointers = readPointers(env);
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((n) => CONTAINER.test(n) && fs.statSync(path.join(dir, n)).isDirectory())
    : [];
  return names
    .filter((n) => !only || n === only)
    .map((n) => ({
      name: n,
      current: pointers[n]?.current ?? DIST,
      releases: fs.readdirSync(path.join(dir, n)).filter((r) => RELEASE_NAME.test(r)),
    }));
}

/** The release each remote runs: `{ mf_lobby: '0.1.0-abc…' }` (remotes on their dist/ are absent). */
function currentReleases(env = process.env) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, p] of Object.entries(readPointers(env)))
    if (p && typeof p.current === 'string' && p.current !== DIST && RELEASE_NAME.test(p.current))
      out[name] = p.current;
  return out;
}

module.exports = {
  DIST,
  RELEASE_NAME,
  releasesDir,
  contentHash,
  buildRelease,
  useRelease,
  rollback,
  listReleases,
  currentReleases,
};

if (require.main === module) {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === 'build') {
      const r = buildRelease(process.cwd(), { noBuild: args.includes('--no-build') });
      process.stdout.write(
        `${r.name} ${r.release}${r.created ? '' : ' (already released)'}: ${path.relative(process.cwd(), r.dir)}\n` +
          `run it: npm run release:use -- ${r.name} ${r.release}\n`,
      );
    } else if (command === 'use' && args.length === 2) {
      const p = useRelease(args[0], args[1]);
      process.stdout.write(`${args[0]} runs ${p.current} from the next page load\n`);
    } else if (command === 'rollback' && args.length >= 1) {
      const p = rollback(args[0], args[1]);
      process.stdout.write(`${args[0]} rolled back to ${p.current}: it runs from the next page load\n`);
    } else if (command === 'list') {
      for (const r of listReleases(args[0]))
        process.stdout.write(
          `${r.name}: runs ${r.current}\n${r.releases.map((x) => `  ${x === r.current ? '*' : ' '} ${x}`).join('\n')}\n`,
        );
    } else {
      throw new Error(
        'usage: release.cjs build [--no-build] | use <name> <release|dist> | rollback <name> [<release>] | list [<name>]',
      );
    }
  } catch (err) {
    process.stderr.write(`release: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
