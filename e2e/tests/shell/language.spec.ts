import { test, expect } from '../../fixtures/test';
import { ANNOUNCEMENT_MARKERS } from './helpers';

test('PT is the default; a switch to EN is stored under lang and hisLang and survives a reload', async ({
  page,
}) => {
  await page.addInitScript((markers) => {
    for (const m of markers) sessionStorage.setItem(m, 'closed');
  }, ANNOUNCEMENT_MARKERS);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'EN',
    'EN',
  ]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
