import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APP_FOLDERS } from '@jogo/shared/build';
import { test, expect } from '../../fixtures/test';

const ROOT = path.resolve(__dirname, '..', '..', '..');
// every front-end app of the registry (shell first)
const APPS = APP_FOLDERS;
const TARGET = 'mf-promotions';
const SOURCE = path.join(ROOT, TARGET, 'src', 'remote.tsx');

function checksums(app: string): Record<string, string> {
  const dir = path.join(ROOT, app, 'dist');
  const out: Record<string, string> = {};
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile())
      out[file] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

function build(app: string) {
  execFileSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '-c',
      path.join(ROOT, app, 'webpack.config.cjs'),
    ],
    {
      cwd: ROOT,
      stdio: 'pipe',
    },
  );
}

/**
 * DESIGN.md section 3: redeploying one remote changes the running site without rebuilding the shell or
 * any other remote. We change a visible string in one remote's source, rebuild only that remote, and the
 * served page shows it while every file of the shell and the other remotes keeps its checksum.
 */
test.describe('independent deployment', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  const original = fs.readFileSync(SOURCE, 'utf8');

  test.afterAll(() => {
    fs.writeFileSync(SOURCE, original);
    build(TARGET);
  });

  test('a rebuilt remote shows its change; no other file changes', async ({ page }) => {
    const before = Object.fromEntries(APPS.filter((a) => a !== TARGET).map((a) => [a, checksums(a)]));
    const marker = `deploy-${Date.now().toString(36)}`;
    // the remote's own code (not @jogo/shared, which the page takes from the shell's copy)
    const changed = original.replace(
      /(export default function \w+\([^)]*\)\s*\{)/,
      `$1\n  document.title = '${marker}';`,
    );
    expect(changed, `${SOURCE} has the expected default export`).not.toBe(original);
    fs.writeFileSync(SOURCE, changed);
    build(TARGET);

    await page.goto('/promotions');
    await expect(page).toHaveTitle(marker);

    for (const app of Object.keys(before)) expect(checksums(app), `${app} files`).toEqual(before[app]);
  });
});
