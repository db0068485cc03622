import { test, expect, loginAs } from '../../fixtures/test';
import { english } from './helpers';

test('the announcement popup shows once per session per state', async ({ page }) => {
  await english(page);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: /Announcements/ });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(popup).toHaveCount(0);

  // logging in is another state: its own notices, once
  await loginAs(page, 'demo_player');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('a click on a title shows that notice', async ({ page }) => {
  await english(page);
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: /Announcements/ });
  const titles = popup.getByRole('list', { name: 'Notices' }).getByRole('button');
  await expect(titles.first()).toBeVisible();
  const second = titles.nth(1);
  const text = (await second.textContent()) ?? '';
  await second.click();
  await expect(popup.getByRole('heading', { name: text })).toBeVisible();
});
