import { test, expect } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('a guest browses a lobby: vendor and classify menus, pages, and a name search', async ({ page }) => {
  await page.goto('/rng');
  await expect(page.getByRole('heading', { name: 'Slots', level: 1 })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Slots games' });
  await expect(grid.getByRole('listitem')).toHaveCount(15);

  // a vendor narrows the list; its classes show in the classify menu
  await page.getByRole('group', { name: 'Providers' }).getByRole('button', { name: 'PG Soft' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG$/);
  await expect(grid.getByRole('listitem').first()).toContainText('PG Soft');
  const classify = page.getByRole('group', { name: 'Categories' });
  await expect(classify.getByRole('button', { name: 'New' })).toBeVisible();
  await expect(classify.getByRole('button', { name: 'Bingo' })).toHaveCount(0);

  // pagination appears with more than one page
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // search: the box opens, the trimmed name searches with the ALL filter
  await page.getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search games by name' });
  await box.fill('  Tiger  ');
  await box.press('Enter');
  await expect(page).toHaveURL(/name=Tiger/);
  await expect(page.getByText('Results for “Tiger”')).toBeVisible();
  await expect(grid.getByRole('listitem').first()).toContainText(/Tiger/i);

  await box.fill('no game has this name');
  await box.press('Enter');
  await expect(page.getByText('No games match “no game has this name”')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('a page beyond totalPages in the URL is ignored', async ({ page }) => {
  await page.goto('/live?page=99');
  await expect(page).toHaveURL(/\/live$/);
  await expect(
    page.getByRole('list', { name: 'Live casino games' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test("a guest's play click opens the login dialog", async ({ page }) => {
  await page.goto('/fish');
  const first = page.getByRole('list', { name: 'Fishing games' }).getByRole('listitem').first();
  await first.hover();
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/fish$/);
});

test('FAV and RECENT need login: a guest gets the login dialog', async ({ page }) => {
  for (const path of ['/favorite', '/recent']) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  }
});
