import crypto from 'node:crypto';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APP_FOLDERS } from '@jogo/shared/build';
import { test, expect, GATEWAY_URL } from '../../fixtures/test';
import { changedCopy } from '../../fixtures/releases';

// Remote releases and rollback: release v1 (the remote as the site runs it) and v2 (a copy of its source
// with a visible change, built by the release command), run v2, see it, roll back, see v1, with no rebuild and no
// restart; the dist/ files of every app (the released remote's too) keep their checksums. The spec runs its own
// dev-proxy over a temporary releases folder, in front of the suite's gateway, so no other spec sees a release.
const ROOT = path.resolve(__dirname, '..', '..', '..');
const RELEASE_CLI = path.join(ROOT, 'shared', 'build', 'release.cjs');
const TARGET = { folder: 'mf-promotions', name: 'mf_promotions', route: '/promotions' };

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

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** Runs the release command (`npm run release` / `release:use` / `rollback`) with the spec's releases folder. */
const release = (env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) =>
  execFileSync(process.execPath, [RELEASE_CLI, ...args], { cwd, env, encoding: 'utf8', stdio: 'pipe' });
const releaseName = (out: string) => /^mf_\w+ (\S+?)(:| )/m.exec(out)![1]!;

test.describe('remote releases and rollback', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let work: string;
  let proxy: ChildProcess | null = null;
  let site: string;
  let env: NodeJS.ProcessEnv;

  test.beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-releases-e2e-'));
    env = { ...process.env, JOGO_RELEASES_DIR: path.join(work, 'releases') };
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    proxy = spawn(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(ROOT, 'dev-proxy', 'src', 'server.ts')],
      {
        env: { ...env, PORT: String(port), GATEWAY_URL },
        stdio: ['ignore', 'ignore', fs.openSync(path.join(work, 'proxy.log'), 'a')],
      },
    );
    await expect
      .poll(async () => (await fetch(`${site}/__proxy/health`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);
  });

  test.afterAll(async () => {
    if (proxy && proxy.exitCode === null) {
      const exited = new Promise((r) => proxy!.once('exit', r));
      proxy.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('v2 runs, rollback brings v1 back on the next page load, no dist/ file changes', async ({ page }) => {
    const before = Object.fromEntries(APP_FOLDERS.map((a) => [a, checksums(a)]));
    const marker = `Release v2 ${Date.now().toString(36)}`;

    // v1: the remote as the site runs it (its current dist/); v2: built from a changed copy of its source
    const v1 = releaseName(release(env, path.join(ROOT, TARGET.folder), 'build', '--no-build'));
    const copy = changedCopy(work, TARGET.folder, (s) =>
      s.replace(
        `<div data-remote="${TARGET.name}">`,
        `<div data-remote="${TARGET.name}">\n      <p>${marker}</p>`,
      ),
    );
    const v2 = releaseName(release(env, copy, 'build'));
    expect(v2).not.toBe(v1);
    expect(fs.existsSync(path.join(work, 'releases', TARGET.name, v1, 'mf-manifest.json'))).toBe(true);

    const registry = async () =>
      (
        (await (await page.request.get(`${site}/remotes.json`)).json()) as {
          remotes: { name: string; entry: string; release: string | null }[];
        }
      ).remotes.find((r) => r.name === TARGET.name)!;

    release(env, ROOT, 'use', TARGET.name, v1);
    release(env, ROOT, 'use', TARGET.name, v2);
    expect(await registry()).toMatchObject({
      release: v2,
      entry: `/releases/${TARGET.name}/${v2}/mf-manifest.json`,
    });
    await page.goto(`${site}${TARGET.route}`);
    await expect(page.getByText(marker)).toBeVisible();

    // rollback: one command, then the next page load (no rebuild, no restart)
    const started = Date.now();
    release(env, ROOT, 'rollback', TARGET.name);
    await page.goto(`${site}${TARGET.route}`);
    await expect(page.locator(`[data-remote="${TARGET.name}"]`)).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
    test.info().annotations.push({ type: 'rollback to v1 shown', description: `${Date.now() - started} ms` });
    expect(await registry()).toMatchObject({ release: v1 });

    // both releases stay served side by side, with production cache headers
    const manifest = await page.request.get(`${site}/releases/${TARGET.name}/${v2}/mf-manifest.json`);
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const chunk = fs
      .readdirSync(path.join(work, 'releases', TARGET.name, v2))
      .find((f) => /\.[0-9a-f]{10}\.js$/.test(f))!;
    const hashed = await page.request.get(`${site}/releases/${TARGET.name}/${v2}/${chunk}`);
    expect(hashed.headers()['cache-control']).toMatch(/immutable/);
    expect((await page.request.get(`${site}/releases/current.json`)).status()).toBe(404);

    // back to the dist/ build; nothing any app built changed
    release(env, ROOT, 'use', TARGET.name, 'dist');
    expect(await registry()).toMatchObject({
      release: null,
      entry: `/remotes/${TARGET.name}/mf-manifest.json`,
    });
    for (const app of APP_FOLDERS) expect(checksums(app), `${app} dist/`).toEqual(before[app]);
  });

  test('a text changed and released with the remote alone is what the page shows, in its first view and after', async ({
    page,
  }) => {
    // the team's change: the PT title of the promotions list, in the remote's own locale file (the shell and every
    // other app keep their builds); released alone and run
    const title = `Promoções da semana ${Date.now().toString(36)}`;
    const copy = changedCopy(
      work,
      TARGET.folder,
      (s) => s.replace('"title": "Promoções",', `"title": "${title}",`),
      path.join('src', 'i18n', 'locales', 'pt', 'promotions.json'),
    );
    const changed = releaseName(release(env, copy, 'build'));
    release(env, ROOT, 'use', TARGET.name, changed);

    // its first view (built from the release, shown by the page's early script before any app script ran)
    const html = await (await page.request.get(`${site}${TARGET.route}`)).text();
    expect(html).toContain(title);
    // the app's render, from the release's own text chunk (not the shell's copy of the texts)
    const texts: string[] = [];
    page.on('request', (r) => {
      if (/\/i18n_pt|__federation_expose_i18n_pt/.test(r.url())) texts.push(r.url());
    });
    await page.goto(`${site}${TARGET.route}`);
    const remote = page.locator(`[data-remote="${TARGET.name}"]`);
    await expect(remote.getByRole('heading', { name: title })).toBeVisible();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.every((u) => u.includes(`/releases/${TARGET.name}/${changed}/`))).toBe(true);
    // and after: another route and back, a language switch there and back
    await page.goto(`${site}/`);
    await page.goto(`${site}${TARGET.route}`);
    await expect(remote.getByRole('heading', { name: title })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'EN'));
    await page.reload();
    await expect(remote.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lang', 'PT'));
    await page.reload();
    await expect(remote.getByRole('heading', { name: title })).toBeVisible();
    release(env, ROOT, 'use', TARGET.name, 'dist');
  });
});
