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

test("a player's own account page is left alone: the popup waits for the next page they browse", async ({
  page,
}) => {
  await english(page);
  const notices = page.waitForResponse(/MCSFE_getListAnnouncements/);
  // a bookmark to the betting record (the popup no longer covers the page the player came for)
  await loginAs(page, 'demo_player', undefined, '/member?page=personalHistoryCopy');
  // the record page drawn: today's bets, or its empty state when none were placed today (the day is the wall
  // clock's and the seeded history ends at the world's seeding: whether there are bets today depends on the run)
  const records = page
    .getByRole('table', { name: 'Betting record' })
    .or(page.getByRole('main').getByText('No records for this filter'));
  await expect(records).toBeVisible();
  await notices;
  const popup = page.getByRole('dialog', { name: /Announcements/ });
  await expect(popup).toHaveCount(0);
  // once per session per state: it shows on the first page browsed next
  await page.getByRole('link', { name: 'Jogo — home' }).first().click();
  await expect(popup).toBeVisible();
});
