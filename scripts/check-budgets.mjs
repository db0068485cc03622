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
console.log(`budgets: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
