import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('a player plays a round of the in-house dice, sees the balance change and the game in RECENT', async ({
  page,
}) => {
  await loginAs(page, 'demo_player', undefined, '/inhouse');
  await page.getByRole('button', { name: 'Play Fair Dice' }).click();
  await expect(page).toHaveURL(/\/seamless\?game=DICE/);
  await expect(page.getByRole('heading', { name: 'Fair Dice' })).toBeVisible();

  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText(/\d/);
  const before = await header.textContent();
  await page.getByLabel('Bet amount').fill('5');
  await page.getByRole('button', { name: 'Roll' }).click();
  const rounds = page.getByRole('region', { name: 'My rounds' }).getByRole('row');
  await expect(rounds.nth(1)).toBeVisible();
  // the stake (and any payout) moved the real balance, and the shell header followed
  await expect(header).not.toHaveText(before ?? '');

  // fairness: rotate reveals the seed; the round then verifies on the gateway and in the browser
  await page.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await page
    .getByRole('button', { name: /^Verify round \d+$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Verify round \d+$/ });
  await expect(dialog.getByTestId('gateway-verdict')).toContainText('matches');
  await expect(dialog.getByTestId('browser-verdict')).toContainText('✓');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto('/recent');
  await expect(
    page.getByRole('list', { name: 'Recently played' }).getByRole('article', { name: 'Fair Dice' }),
  ).toBeVisible();
});
