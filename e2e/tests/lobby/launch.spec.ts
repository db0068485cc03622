import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('launching a vendor game opens /seamless with the game frame and a way back', async ({ page }) => {
  await loginAs(page, 'demo_player', undefined, '/rng');
  const first = page.getByRole('list', { name: 'Slots games' }).getByRole('listitem').first();
  const name = (await first.getByRole('article').getAttribute('aria-label')) ?? '';
  await first.hover();
  await first.getByRole('button', { name: `Play ${name}` }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
  await expect(page.getByTitle('Game')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // the game is now the most recent one
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/rng/);
  await page.goto('/recent');
  await expect(
    page.getByRole('list', { name: 'Recently played' }).getByRole('listitem').first(),
  ).toContainText(name);
});

test('a sports vendor tile opens the popup game list (isGame equals its vassalage)', async ({ page }) => {
  await loginAs(page, 'demo_player', undefined, '/sports');
  const first = page.getByRole('list', { name: 'Sports games' }).getByRole('listitem').first();
  await first.hover();
  await first.getByRole('button', { name: /^Play / }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toBeVisible();
  const inner = popup.getByRole('listitem').first();
  await inner.hover();
  await inner.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
});

test('a lottery tile goes to the shared lottery screen with its game code', async ({ page }) => {
  // the house's own draw: the BR profile (the demo's) licenses no other country's lottery
  await loginAs(page, 'demo_player', undefined, '/elott');
  const games = page.getByRole('list', { name: 'E-lottery games' });
  await expect(games.getByRole('article', { name: 'VN Fast Lotto' })).toHaveCount(0);
  const pk10 = games.getByRole('article', { name: 'PK10 Race' });
  await pk10.hover();
  await pk10.getByRole('button', { name: 'Play PK10 Race' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=PK10/);
  await expect(page.getByRole('heading', { name: 'PK10 Race' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await page.getByRole('button', { name: 'Bet now' }).click();
  await expect(page).toHaveURL(/\/seamless\?url=/);
});
