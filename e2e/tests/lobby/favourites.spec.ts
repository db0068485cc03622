import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('a player adds a favourite and finds it under FAV after a reload', async ({ page }) => {
  await loginAs(page, 'demo_player', undefined, '/pvp');
  const tiles = page.getByRole('list', { name: 'Cards and poker games' }).getByRole('listitem');
  await expect(tiles).toHaveCount(15);
  // pick a tile that is not a favourite yet
  const heart = tiles.getByRole('button', { name: /^Add .* to favourites$/ }).first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Add /, '').replace(/ to favourites$/, '');
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/favorite');
  await page.reload();
  const fav = page.getByRole('list', { name: 'Favourites' });
  await expect(fav.getByRole('article', { name })).toBeVisible();
  // the type parameter narrows the list
  await page
    .getByRole('group', { name: 'Game types' })
    .getByRole('button', { name: 'Cards and poker' })
    .click();
  await expect(page).toHaveURL(/type=PVP/);
  await expect(fav.getByRole('article', { name })).toBeVisible();
});
