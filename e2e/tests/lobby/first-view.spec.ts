import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/test';
import { quietEnglish } from './helpers';

/**
 * The first view: the page's early script (dev-proxy/src/early-script.js) shows the layout's frame
 * with home's first banner as soon as that image arrives, before the shell's JavaScript has run, and takes it
 * away once the app shows the same banner. The banner must sit exactly where the app puts it, at phone, tablet
 * and desktop widths (shell/src/index.html mirrors the layout's geometry): a player sees one picture that stays.
 */
type Rect = { x: number; y: number; width: number; height: number };

/** Holds the shell's entry script back until `release()`, so the first view is seen on its own. */
async function holdShell(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const rectOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el): Rect => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

test.describe('the first view', () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
  });

  for (const [width, height] of [
    [360, 740],
    [412, 823],
    [800, 900],
    [1280, 800],
  ] as const) {
    test(`shows home's first banner before the app, where the app puts it (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const releaseShell = await holdShell(page);
      await page.goto('/', { waitUntil: 'commit' });
      const early = page.locator('#first-view [data-first-view-slot] img');
      await expect(early).toBeVisible();
      await expect(page.locator('#root header'), 'the app has not rendered yet').toHaveCount(0);
      const src = await early.getAttribute('src');
      expect(src).toMatch(/^\/wps\/assets\/banners\/.+lang=en/);
      const before = await rectOf(page, '#first-view [data-first-view-slot] img');

      releaseShell();
      await expect(page.locator('#first-view'), 'gone once the app shows the banner').toHaveCount(0);
      const app = page.getByRole('region', { name: 'Featured' }).getByRole('group').first().getByRole('img');
      await expect(app).toHaveAttribute('src', src!);
      const after = await app.evaluate((el): Rect => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      for (const k of ['x', 'y', 'width', 'height'] as const) expect(after[k]).toBeCloseTo(before[k], 0);
      // the page is usable: the header's login button takes a click
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }

  test('is not shown on a page without a first screen of its own (a shell page), nor while the site is closed', async ({
    page,
  }) => {
    // a lobby has its own first screen now (tests/foundation/first-views.spec.ts); a shell page has none
    await page.goto('/help');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('#first-view')).toBeHidden();

    await page.route('**/wps/system/status', (route) =>
      route.fulfill({
        json: { success: true, value: { status: 1, info: { maintenance: true, whitelabel: [] } } },
      }),
    );
    const releaseShell = await holdShell(page);
    // waited for from before the navigation: the page's early script may have its answer before `commit` returns
    const banners = page.waitForResponse((r) => r.url().includes('/wps/content/banners'));
    await page.goto('/', { waitUntil: 'commit' });
    // the banner answer and image arrive, but the status says maintenance: nothing of home shows
    await banners;
    await expect(page.locator('#first-view')).toBeHidden();
    releaseShell();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#first-view')).toBeHidden();
  });
});
