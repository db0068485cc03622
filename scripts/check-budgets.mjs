// Size budgets (STYLE.md section 5): bytes of each app's production JavaScript, raw and gzipped, against
// the app's committed size-budget.json. Deterministic, so it can fail the test command.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
/** Every front-end app, from the one registry of apps (shell first). */
const { APP_FOLDERS: APPS } = createRequire(import.meta.url)('../shared/build/registry.cjs');
let passed = 0;
let failed = 0;
const rows = [];
for (const app of APPS) {
  const budget = JSON.parse(fs.readFileSync(path.join(root, app, 'size-budget.json'), 'utf8'));
  const dist = path.join(root, app, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`${app}: no dist/ (run npm run build first)`);
    failed++;
    continue;
  }
  // A remote ships fallback copies of the shared singletons, which a page never loads while the shell
  // provides them, and a standalone entry (main.*.js) used only when it runs alone. Its budget is what a
  // page loads from it when hosted: remoteEntry.js and its own chunks.
  const skip = new Set();
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const shared of manifest.shared)
      for (const f of [...shared.assets.js.sync, ...shared.assets.js.async]) skip.add(f);
    for (const f of fs.readdirSync(dist)) if (/^main\.[0-9a-f]+\.js$/.test(f)) skip.add(f);
  }
  let raw = 0;
  let gzip = 0;
  for (const file of fs.readdirSync(dist)) {
    if (!file.endsWith('.js') || skip.has(file)) continue;
    const buf = fs.readFileSync(path.join(dist, file));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  const ok = raw <= budget.maxJsBytes && gzip <= budget.maxJsGzipBytes;
  if (ok) passed++;
  else failed++;
  rows.push({
    app,
    raw,
    gzip,
    maxRaw: budget.maxJsBytes,
    maxGzip: budget.maxJsGzipBytes,
    ok: ok ? 'ok' : 'OVER',
  });
}
console.table(rows);

// Home as a guest: the compressed JavaScript home loads, from the build's own maps, never a browser.
// The shell's first load (jogo-chunks.json `initial`: entry and bootstrap) and the lazy imports home runs, the
// home route's remote (registry) with its remoteEntry.js, the `./routes` and `./i18n-pt` exposes (mf-manifest.json) and the lazy
// imports its `early` declaration names for `/`, plus those listed in home-budget.json. Bytes are the brotli
// copies the build wrote (what dev-proxy sends). Each group is compared with the size recorded when the budget
// was set, so a failure names the chunk that grew.
const homeFile = path.join(root, 'scripts', 'home-budget.json');
const home = JSON.parse(fs.readFileSync(homeFile, 'utf8'));
const { REMOTES } = createRequire(import.meta.url)('../shared/build/registry.cjs');
const owner = REMOTES.find((r) => r.routes.some((route) => route.path === '/'));
const brBytes = (dir, file) => {
  const br = path.join(dir, `${file}.br`);
  return fs.existsSync(br)
    ? fs.statSync(br).size
    : zlib.brotliCompressSync(fs.readFileSync(path.join(dir, file))).length;
};
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
/** @type {{ group: string, files: string[], bytes: number }[]} */
const groups = [];
const counted = new Set();
const addGroup = (group, dir, files) => {
  const own = files.filter((f) => f.endsWith('.js') && !counted.has(path.join(dir, f)));
  for (const f of own) counted.add(path.join(dir, f));
  groups.push({ group, files: own, bytes: own.reduce((sum, f) => sum + brBytes(dir, f), 0) });
};
let homeOk = true;
const shellDist = path.join(root, 'shell', 'dist');
const shellMap = readJson(path.join(shellDist, 'jogo-chunks.json'));
const remoteDist = owner && path.join(root, owner.folder, 'dist');
const remoteMap = remoteDist && readJson(path.join(remoteDist, 'jogo-chunks.json'));
const manifest = remoteDist && readJson(path.join(remoteDist, 'mf-manifest.json'));
if (!shellMap || !remoteMap || !manifest) {
  console.error('home budget: jogo-chunks.json or mf-manifest.json missing (run npm run build first)');
  homeOk = false;
} else {
  addGroup('shell initial (entry + bootstrap)', shellDist, shellMap.initial);
  for (const request of home.shellLazy) addGroup(`shell ${request}`, shellDist, shellMap.lazy[request] ?? []);
  addGroup(`${owner.name} remoteEntry`, remoteDist, [manifest.metaData.remoteEntry.name]);
  const routes = manifest.exposes.find((e) => e.path === './routes');
  addGroup(`${owner.name} ./routes`, remoteDist, routes?.assets.js.sync ?? []);
  // the remote's own texts in the default language, loaded with it (shared/build/texts.cjs)
  const texts = manifest.exposes.find((e) => e.path === './i18n-pt');
  addGroup(`${owner.name} ./i18n-pt`, remoteDist, texts?.assets.js.sync ?? []);
  for (const request of owner.early['/']?.chunks ?? []) {
    // an `early` request that names no chunk would silently drop the route's preload hints
    if (!remoteMap.lazy[request]) {
      console.error(`home budget: ${owner.name} early chunk ${request} is not a dynamic import of the build`);
      homeOk = false;
    }
    addGroup(`${owner.name} ${request}`, remoteDist, remoteMap.lazy[request] ?? []);
  }
  const total = groups.reduce((sum, g) => sum + g.bytes, 0);
  homeOk = homeOk && total <= home.maxBrotliBytes;
  console.table(
    groups.map((g) => ({
      group: g.group,
      files: g.files.length,
      brotli: g.bytes,
      recorded: home.recorded[g.group] ?? '-',
      growth: g.bytes - (home.recorded[g.group] ?? 0),
    })),
  );
  console.log(
    `home as a guest: ${(total / 1024).toFixed(1)} KB of brotli JavaScript in ${counted.size} files ` +
      `(budget ${(home.maxBrotliBytes / 1024).toFixed(1)} KB, goal 200 KB)`,
  );
  if (!homeOk) {
    const grew = groups
      .map((g) => ({ ...g, growth: g.bytes - (home.recorded[g.group] ?? 0) }))
      .filter((g) => g.growth > 0)
      .sort((a, b) => b.growth - a.growth);
    const top = grew[0];
    console.error(
      `home budget OVER by ${total - home.maxBrotliBytes} bytes` +
        (top
          ? `: ${top.group} grew by ${top.growth} bytes (${top.files.join(', ')})` +
            (grew.length > 1
              ? `; also ${grew
                  .slice(1)
                  .map((g) => `${g.group} +${g.growth}`)
                  .join(', ')}`
              : '')
          : ''),
    );
  }
}
if (process.argv.includes('--record-home') && homeOk !== undefined && groups.length) {
  home.recorded = Object.fromEntries(groups.map((g) => [g.group, g.bytes]));
  // in the repository's format (the test command checks it with prettier)
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(homeFile)) ?? {};
  fs.writeFileSync(homeFile, await prettier.format(JSON.stringify(home), { ...options, filepath: homeFile }));
  console.log('home budget: recorded the current group sizes in scripts/home-budget.json');
}
if (homeOk) passed++;
else failed++;

// The demo's pictures (generated SVG, gateway/src/routes/content/art-svg.ts): the largest game tile (raw and gzip), the
// largest banner and the vendor wordmark sprite against scripts/picture-budget.json. A lobby shows dozens of
// tiles at once, so a tile's bytes are what the budget watches; measured by gateway/scripts/art-bytes.ts.
{
  const { spawnSync } = await import('node:child_process');
  const pictures = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'picture-budget.json'), 'utf8'));
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const run = spawnSync(process.execPath, [tsx, path.join(root, 'gateway', 'scripts', 'art-bytes.ts')], {
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    console.error(`picture budget: art-bytes failed: ${run.stderr}`);
    failed++;
  } else {
    const got = JSON.parse(run.stdout);
    const checks = [
      ['game tile', got.tileMaxBytes, pictures.maxTileBytes],
      ['game tile (gzip)', got.tileMaxGzipBytes, pictures.maxTileGzipBytes],
      ['banner', got.bannerMaxBytes, pictures.maxBannerBytes],
      ['vendor sprite', got.spriteBytes, pictures.maxSpriteBytes],
      ['vendor sprite (gzip)', got.spriteGzipBytes, pictures.maxSpriteGzipBytes],
    ];
    console.table(
      checks.map(([what, bytes, max]) => ({ what, bytes, max, ok: bytes <= max ? 'ok' : 'OVER' })),
    );
    if (checks.every(([, bytes, max]) => bytes <= max)) passed++;
    else failed++;
  }
}

console.log(`budgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
