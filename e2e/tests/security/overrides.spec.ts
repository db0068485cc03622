import { test, expect, SITE_URL } from '../../fixtures/test';

/**
 * A link must not load someone else's script into the site. dev-proxy here runs with
 * overrides enabled (scripts/start-site.mjs) and the default allowlist: loopback origins only.
 */
const SITE_PORT = new URL(SITE_URL).port;
type Registry = { remotes: { name: string; entry: string }[] };

test('an override to a non-allowed origin is refused and the CSP stays as it was', async ({ page }) => {
  const plain = await page.goto('/');
  const csp = plain!.headers()['content-security-policy'];
  expect(csp).toBeTruthy();
  await expect(page.getByRole('button', { name: /Log in|Entrar/ }).first()).toBeVisible();

  const attacked = await page.goto(
    `/?remote.mf_lobby=${encodeURIComponent('https://evil.example/remoteEntry.js')}`,
  );
  expect(attacked!.headers()['content-security-policy']).toBe(csp);
  expect(attacked!.headers()['content-security-policy']).not.toContain('evil.example');
  expect(attacked!.headers()['x-jogo-override-refused']).toBe('mf_lobby');
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('jogo_remote_mf_lobby');
  const registry = (await (await page.request.get('/remotes.json')).json()) as Registry;
  expect(registry.remotes.find((r) => r.name === 'mf_lobby')!.entry).toBe(
    '/remotes/mf_lobby/mf-manifest.json',
  );
  await expect(page.getByRole('status', { name: 'Remote overrides' })).toHaveCount(0);
  // the site still works: the home page and its lobby render
  await expect(page.getByRole('button', { name: /Log in|Entrar/ }).first()).toBeVisible();
});

test('an allowed loopback override shows a bar naming the remote, with a one-click reset', async ({
  page,
}) => {
  // the same built files through another loopback origin: allowed, and visibly so
  const entry = `http://127.0.0.1:${SITE_PORT}/remotes/mf_lobby/mf-manifest.json`;
  await page.goto(`/?remote.mf_lobby=${encodeURIComponent(entry)}`);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'jogo_remote_mf_lobby');
  expect(cookie?.httpOnly).toBe(true);
  const bar = page.getByRole('status', { name: 'Remote overrides' });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('mf_lobby');
  await expect(bar).toContainText(entry);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/override-bar-1280.png' });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/override-bar-360.png' });
  // page script cannot read the cookie
  expect(await page.evaluate(() => document.cookie)).not.toContain('jogo_remote_mf_lobby');

  await bar.getByRole('link', { name: 'Reset overrides' }).click();
  await expect(page).toHaveURL(`${SITE_URL}/`);
  await expect(page.getByRole('status', { name: 'Remote overrides' })).toHaveCount(0);
  const registry = (await (await page.request.get('/remotes.json')).json()) as Registry;
  expect(registry.remotes.find((r) => r.name === 'mf_lobby')!.entry).toBe(
    '/remotes/mf_lobby/mf-manifest.json',
  );
});
