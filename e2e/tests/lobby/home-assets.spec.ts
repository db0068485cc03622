import { test, expect } from '../../fixtures/test';
import { quietEnglish } from './helpers';

/**
 * The page side: the vendor logos of home are one request per variant (a sprite), images below the
 * fold are lazy and sized, the first banner is the eager high-priority LCP in a box of known size, and the
 * page does not shift while it fills in.
 */
test.describe('home assets', () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
  });

  test('vendor logos come from one sprite per variant, each logo still named', async ({ page }) => {
    const vendorRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/assets/vendors/')) vendorRequests.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    const slots = page.getByRole('region', { name: 'Slots' });
    await expect(slots.getByRole('link', { name: / games$/ })).toHaveCount(5);
    // the footer's vendor row, with each vendor's name
    const footerVendors = page.getByRole('contentinfo').getByRole('img');
    await expect(footerVendors.first()).toBeVisible();
    const names = await footerVendors.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(10);
    expect(names.every((n) => !!n)).toBe(true);
    await expect(
      slots.locator('use').first(),
      'a vendor card draws its logo from the colour sprite',
    ).toHaveAttribute('href', /\/wps\/assets\/vendors\/sprite-color\.svg#\w+/);
    expect([...new Set(vendorRequests)].sort()).toEqual([
      '/wps/assets/vendors/sprite-color.svg',
      '/wps/assets/vendors/sprite-white.svg',
    ]);
  });

  test('the first banner is the eager LCP in a box of known size; lower images are lazy and sized', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const first = page.getByRole('region', { name: 'Featured' }).getByRole('group').first().getByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('width', '1200');
    await expect(first).toHaveAttribute('height', '400');
    const winners = page.getByRole('region', { name: 'Big winners' }).getByRole('img');
    await expect(winners.first()).toHaveAttribute('loading', 'lazy');
    await expect(winners.first()).toHaveAttribute('width', '40');
    // everything has arrived (the footer comes last): the page moved less than the budget while filling in
    await expect(page.getByRole('contentinfo')).toBeAttached();
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.05);
  });

  test('a late hot games list fills its placeholders without moving the sections below', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!e.hadRecentInput && e.value > 0.001)
            w.__shifts.push(`${e.value.toFixed(4)} at ${e.startTime}`);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the hot list answers after the vendor sections have rendered: its section shows its placeholders first
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/wps/relay/GCSGAME_hotGamesV2*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const hot = page.locator('#home-section-HOT');
    await expect(hot.getByRole('status')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Slots' }).getByRole('link', { name: / games$/ }),
    ).toHaveCount(5);
    answer();
    await expect(hot.getByRole('article')).not.toHaveCount(0);
    await expect(hot.getByRole('button', { name: 'Load more' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // before the placeholders had the tiles' own size and kept the 'load more' row, this moved Slots 67 px (0.018)
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
  });
});
