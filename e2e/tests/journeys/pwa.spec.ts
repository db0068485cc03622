import { test, expect, SITE_URL } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

/**
 * The site is an installable PWA: a linked manifest (pt-BR, 192 and 512 icons, maskable), real
 * PNG icons, and a service worker served from the root with no-cache that caches the hashed static files of the
 * shell and the remotes and never an API answer.
 */
test.use({ serviceWorkers: 'allow' });

/** The files shell/public/sw.js keeps: content-hashed ones (cache first) and entry points (network first). */
const NEVER = /^\/(wps|lgw|lotto|__dev|__proxy)(\/|$)/;
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|jpg|webp|woff2?)$/;
const ENTRY = /(\/remotes\.json|\/remoteEntry\.js|\/mf-manifest\.json|\/manifest\.json)$/;

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (buf: Buffer) => ({ w: buf.readUInt32BE(16), h: buf.readUInt32BE(20) });

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the manifest is linked and names Jogo in pt-BR with real 192 and 512 icons, maskable too', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b0f1a');
  const res = await request.get('/manifest.json');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toMatch(/json/);
  const manifest = (await res.json()) as {
    name: string;
    lang: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Jogo', lang: 'pt-BR', display: 'standalone' });
  for (const [size, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
    expect(icon, `${size} ${purpose}`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const [w, h] = size.split('x').map(Number);
    expect(pngSize(await png.body())).toEqual({ w, h });
  }
});

test('the service worker is served from the root, uncached, and takes control after load', async ({
  page,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.ok()).toBe(true);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
});

test('caches the hashed shell and remote files, never an API answer, and opens offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  // the files the worker keeps that the second visit asks for (the browser's own fetch of the web app manifest
  // is no file the page loads)
  const asked = new Set<string>();
  page.on('request', (r) => {
    const { origin, pathname } = new URL(r.url());
    if (origin !== new URL(SITE_URL).origin || r.resourceType() === 'manifest' || NEVER.test(pathname))
      return;
    if (HASHED.test(pathname) || ENTRY.test(pathname)) asked.add(pathname);
  });
  // the second visit goes through the worker: it fills its caches
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Offline, the page loads what the visit before it loaded, the parts it defers until after its main paint
  // too (the footer, the lobby's next screen, the winners board): had the visit gone offline before those came,
  // their chunks were never cached and the offline page's chunk errors failed the spec, on a slow machine only.
  // So the visit is done first: its footer is in (the deferred parts load together), and every file it asked
  // for is in the cache.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const cachedPaths = () =>
    page.evaluate(async () => {
      const out: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
      return out;
    });
  await expect
    .poll(async () => {
      const cached = new Set(await cachedPaths());
      return [...asked].filter((p) => !cached.has(p));
    })
    .toEqual([]);
  const cached = await cachedPaths();
  expect(cached.some((p) => /^\/remotes\/mf_lobby\/.+\.[0-9a-f]{10}\.js$/.test(p))).toBe(true);
  expect(cached.some((p) => /^\/[\w.-]+\.[0-9a-f]{10}\.js$/.test(p))).toBe(true);
  expect(cached).toContain('/remotes.json');
  expect(cached.filter((p) => /^\/(wps|lgw|lotto|__dev)\//.test(p))).toEqual([]);
  // offline, the shell and the lobby still start from the cache
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  // and its deferred parts, from the cache as well
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await context.setOffline(false);
});

test('robots.txt is a text file, not the shell page; the page has a description (Lighthouse SEO)', async ({
  page,
  request,
}) => {
  const res = await request.get('/robots.txt');
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await res.text()).toMatch(/^User-agent: \*/m);
  await page.goto('/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
});
