// Releases on a CDN: the site as static files, no dev-proxy in the path.
//
//   npm run release:publish -- <folder>   the shell's build, every remote's live release and the registry into <folder>
//
// <folder> is what an S3-compatible bucket (or any static host) holds: the shell's files at its root, each live
// release under `releases/<name>/<release>/` exactly as release.cjs made it (copied once, never changed: the
// bucket can serve them with a year's immutable cache), each remote still on its dist/ under `remotes/<name>/`,
// and `remotes.json`, the registry the shell reads first: the one small pointer file. Switching or rolling a remote
// back is `release:use` / `rollback` then `publish` again: it copies the release if the bucket lacks it and rewrites
// `remotes.json` alone (written last, so a reader sees the old registry or the new one). Serve `remotes.json`,
// `index.html`, `remoteEntry.js` and `mf-manifest.json` with `no-cache`, every content-hashed file `immutable`.
// To a real bucket: `aws s3 sync <folder> s3://<bucket>/ --exclude remotes.json` then
// `aws s3 cp <folder>/remotes.json s3://<bucket>/remotes.json --cache-control no-cache` (the pointer last). The
// gateway is another origin (or a path the CDN forwards): the shell's API calls go to `/wps` of the page's origin.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES, registryEntries } = require('./registry.cjs');
const { currentReleases, releasesDir, alteredFiles, skewProblems } = require('./release.cjs');

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * @param {string} out the static folder (the bucket's contents)
 * @param {{ env?: NodeJS.ProcessEnv, shellDist?: string, distOf?: (folder: string) => string }} [options]
 * @returns {{ copied: string[], registry: { remotes: { name: string, entry: string, release: string | null }[] } }}
 */
function publish(
  out,
  {
    env = process.env,
    shellDist = path.join(ROOT, 'shell', 'dist'),
    distOf = (folder) => path.join(ROOT, folder, 'dist'),
  } = {},
) {
  const live = currentReleases(env);
  /** @type {string[]} */
  const copied = [];
  fs.mkdirSync(out, { recursive: true });
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) throw new Error(`no shell build in ${shellDist}`);
  fs.cpSync(shellDist, out, { recursive: true, filter: (src) => !src.endsWith('remotes.json') });
  for (const r of REMOTES) {
    const release = live[r.name];
    if (release) {
      const from = path.join(releasesDir(env), r.name, release);
      const to = path.join(out, 'releases', r.name, release);
      const altered = alteredFiles(from);
      if (altered.length)
        throw new Error(`${r.name} ${release}: files differ from their hashes: ${altered.join(', ')}`);
      const why = skewProblems(from, { ...env, JOGO_SHELL_DIST: shellDist });
      if (why.length) throw new Error(`${r.name} ${release} refused: ${why.join('; ')}`);
      if (!fs.existsSync(to)) {
        fs.cpSync(from, to, { recursive: true });
        copied.push(`releases/${r.name}/${release}`);
      }
    } else {
      const dist = distOf(r.folder);
      if (fs.existsSync(dist)) fs.cpSync(dist, path.join(out, 'remotes', r.name), { recursive: true });
    }
  }
  const registry = {
    remotes: registryEntries((r) =>
      live[r.name]
        ? `/releases/${r.name}/${live[r.name]}/mf-manifest.json`
        : `/remotes/${r.name}/mf-manifest.json`,
    ).map((e) => ({ ...e, release: live[e.name] ?? null })),
  };
  const tmp = path.join(out, `.remotes.${process.pid}.json`);
  fs.writeFileSync(tmp, `${JSON.stringify(registry)}\n`);
  fs.renameSync(tmp, path.join(out, 'remotes.json'));
  return { copied, registry };
}

module.exports = { publish };

if (require.main === module) {
  const out = process.argv[2];
  try {
    if (!out) throw new Error('usage: publish.cjs <folder>');
    const { copied, registry } = publish(path.resolve(out));
    for (const c of copied) process.stdout.write(`copied ${c}\n`);
    for (const r of registry.remotes) process.stdout.write(`${r.name}: ${r.release ?? 'dist'}\n`);
    process.stdout.write(`remotes.json written: ${path.resolve(out)}\n`);
  } catch (err) {
    process.stderr.write(`publish: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
