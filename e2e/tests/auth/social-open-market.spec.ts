import { test, expect, gw } from '../../fixtures/test';
import { ownClientIp, quietEnglish, session } from './helpers';

/**
 * Social sign-up in the OPEN market (the specification's behaviour). BR (the demo's default) cannot
 * open an account without a CPF (login.spec.ts). The market profile is a setting every page sees, so this spec
 * runs in the 'isolated' project, alone (playwright.config.ts), and puts BR back after.
 */
test.beforeAll(async () => {
  await gw('/__dev/market-profile', { code: 'OPEN' });
});
test.afterAll(async () => {
  await gw('/__dev/market-profile', { code: 'BR' });
});
test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('Google sign-in through the development provider logs a new member in', async ({ page }) => {
  await ownClientIp(page);
  await page.goto('/login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
  const consent = page.getByRole('dialog', { name: 'Sign in with Google' });
  await consent.getByRole('button', { name: 'Continue as Google Dev User' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect.poll(async () => (await session(page)).loginType).toBe('social');
});
