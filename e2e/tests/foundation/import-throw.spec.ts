import { test, expect } from '../../fixtures/test';
import { changedCopy, releaseSite, ROOT } from '../../fixtures/releases';

// A remote that throws while its module is imported (a missing setting, a bad top-level call): the console shows the
// team's own error with the remote's name, not a consequence of it ("Cannot access 'd' before initialization"), and
// the player sees the area's fallback while the rest of the page works.
const MESSAGE = 'mf_promotions: PROMO_API is not configured';

test("an import-time throw in a remote shows the remote's own error in the console", async ({ page }) => {
  test.setTimeout(300_000);
  const site = await releaseSite();
  try {
    const anchor = "import { POINT_MALL_BASE, PROMOTIONS_BASE, PROMOTION_ROUTES } from './paths';\n";
    const copy = changedCopy(site.work, 'mf-promotions', (source) =>
      source.replace(anchor, `${anchor}if (typeof window !== 'undefined') throw new Error('${MESSAGE}');\n`),
    );
    const broken = site.build(copy);
    site.release(ROOT, 'use', 'mf_promotions', broken);

    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${site.site}/promotions`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expect
      .poll(() => errors.find((e) => e.includes('[jogo] mf_promotions failed to load')))
      .toBeTruthy();
    const logged = errors.find((e) => e.includes('[jogo] mf_promotions failed to load'))!;
    expect(logged).toContain(MESSAGE);
    expect(errors.filter((e) => /before initialization/.test(e))).toEqual([]);
    // the rest of the page works: home renders its lobby (once this page's own chunks are in: leaving while one
    // still loads cancels it, and webpack logs that cancelled load as a ChunkLoadError of the page being left)
    await page.waitForLoadState('networkidle');
    await page.goto(`${site.site}/`);
    await expect(page.locator('[data-remote="mf_lobby"]')).toBeVisible();
  } finally {
    await site.stop();
  }
});
