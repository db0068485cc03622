import path from 'node:path';
import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

// Screenshots of home at phone and desktop width, logged out and in, kept in e2e/screenshots/
// for a human to look at; the assertions check the frame each one must show.
const DIR = path.resolve(__dirname, '../../screenshots');

for (const width of [360, 1280]) {
  test.describe(`home at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await quietEnglish(page);
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    });

    test('logged out', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Game categories' });
      await expect(nav.getByRole('link', { name: 'In-house' })).toBeAttached();
      await expect(nav.getByRole('link', { name: 'Live casino' })).toBeAttached();
      if (width === 1280) await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
      else await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeHidden();
      // the lobby's home has painted (not its skeleton): banners, hot games and their art
      await expect(page.getByRole('region', { name: 'Featured' }).getByRole('img').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Hot games' }).getByRole('article').first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(DIR, `home-${width}-logged-out.png`) });
    });

    test('logged in', async ({ page }) => {
      await loginAs(page, 'demo_player');
      const balance = page.getByRole('group', { name: 'Balance' });
      await expect(balance.getByText(/^R\$[\d,]+\.\d{2}$/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
      // the lobby's home has painted (not its skeleton): banners, hot games and their art
      await expect(page.getByRole('region', { name: 'Featured' }).getByRole('img').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Hot games' }).getByRole('article').first(),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(DIR, `home-${width}-logged-in.png`) });
    });
  });
}
