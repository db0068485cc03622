import { test, expect } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test('customer service opens a 440x750 popup window', async ({ page }) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('navigation', { name: 'Side menu' })
      .getByRole('button', { name: 'Customer service' })
      .click(),
  ]);
  await popup.waitForLoadState();
  const size = await popup.evaluate(() => ({
    w: window.innerWidth,
    h: window.innerHeight,
    ow: window.outerWidth,
    oh: window.outerHeight,
  }));
  // the window is 440x750 (outer); the page inside may lose a few pixels to the browser frame
  expect(size.ow || size.w).toBe(440);
  expect(size.oh || size.h).toBe(750);
  expect(popup.url()).toContain('/wps/cs/');
});
