import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/test';
import { quietEnglish } from './helpers';

/**
 * The first view's hand-over (dev-proxy/src/early-script.js, shell/src/routing/first-view.tsx): the
 * frame is a picture of the page over the page, and a tap on it is never lost. A player who taps "Log in" on
 * the frame before the app has rendered gets the login dialog once it has; the frame leaves as the page comes.
 * The times are not asserted (they depend on the machine): `npm run bench -w @jogo/e2e -- --only=engines`.
 */

/** Holds the shell's entry script back until `release()`, so the frame is alone on the page. */
async function holdShell(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const [width, height] of [
  [360, 740],
  [1280, 800],
] as const) {
  test(`a tap on the frame's "Log in" before the app is there opens the login dialog once it is (${width} px)`, async ({
    page,
  }) => {
    await quietEnglish(page);
    await page.setViewportSize({ width, height });
    // where the app puts its login button (the frame draws the header's box at the same place)
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    const box = (await login.boundingBox())!;

    const releaseShell = await holdShell(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#first-view [data-first-view-slot] img')).toBeVisible();
    await expect(page.locator('#root header'), 'the app has not rendered yet').toHaveCount(0);
    // a real pointer tap on that point: the frame is what is there
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    releaseShell();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('#first-view')).toHaveCount(0);
  });
}

test('the frame goes once the page is there, and a tap on the page then reaches the page', async ({
  page,
}) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  // no copy of the banner is left over the page once the app's own has loaded
  await expect(page.locator('body > img')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
