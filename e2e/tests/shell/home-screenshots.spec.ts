import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from './helpers';

// Screenshots of home (issue 4), saved with the run's results for a human to look at.
for (const width of [360, 1280]) {
  test(`home at ${width}px, logged out and logged in`, async ({ page }, info) => {
    await quietEnglish(page);
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    await page.screenshot({ path: info.outputPath(`home-${width}-guest.png`), fullPage: false });
    await loginAs(page, 'demo_player');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await page.screenshot({ path: info.outputPath(`home-${width}-member.png`), fullPage: false });
  });
}
