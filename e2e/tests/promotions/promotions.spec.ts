import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `/tmp/promo-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

test.describe('promotions, missions, points mall and red envelopes', () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('BR (the default market): no deposit-conditioned promotion is offered, the others keep their states', async ({
    page,
  }) => {
    // issue 26: welcome, deposit and reload bonuses are forbidden in BR; the OPEN market's are in
    // promotions-open-market.spec.ts
    await page.goto('/promotions');
    await expect(
      page.getByRole('article', { name: 'October slots cup' }).getByText('Closed').first(),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Welcome bonus' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Christmas reload' })).toHaveCount(0);
    // nothing widens the page on a phone
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('tab', { name: 'Invite friends' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('opens a red envelope once; a second opening the same day is refused', async ({ page, context }) => {
    await loginAs(page, 'demo_player', undefined, '/promotions');
    // a second tab that still shows the envelope as unopened
    const other = await context.newPage();
    await quietEnglish(other);
    await loginAs(other, 'demo_player', undefined, '/promotions');
    const otherCard = other.getByRole('article', { name: 'Daily raffle' });
    await expect(otherCard.getByRole('button', { name: 'Open red envelope' })).toBeVisible();

    const card = page.getByRole('article', { name: 'Daily raffle' });
    await card.getByRole('button', { name: 'Open red envelope' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /You won R\$\d+\.\d\d!/ })).toBeVisible();
    await shot(page, 'envelope');
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(card.getByRole('button', { name: 'Opened today' })).toBeDisabled();

    await otherCard.getByRole('button', { name: 'Open red envelope' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Open', exact: true }).click();
    await expect(other.getByRole('dialog').getByRole('alert')).toHaveText(
      'You already opened this red envelope today',
    );
    await other.close();
  });

  test('claims a completed mission and sees the points rise', async ({ page }) => {
    // the login itself completes "Log in today"
    await loginAs(page, 'demo_player', undefined, '/member?page=missionLeaderboard');
    const points = page.getByTestId('mission-points');
    await expect(points).toHaveText(/\d/);
    const before = digits(await points.textContent());
    const claim = page.getByRole('button', { name: 'Claim: Log in today' });
    await expect(claim).toHaveText('Claim');
    await shot(page, 'missions');
    await claim.click();
    await expect(page.getByRole('button', { name: 'Claimed: Log in today' })).toHaveText('Claimed');
    await expect.poll(async () => digits(await points.textContent())).toBe(before + 20);
  });

  test('redeems goods in the points mall with the payment password', async ({ page }) => {
    await loginAs(page, 'demo_player', undefined, '/pointMall');
    const balance = page.getByTestId('point-balance');
    await expect(balance).toHaveText(/\d/);
    const before = digits(await balance.textContent());
    await shot(page, 'mall');
    await page
      .getByRole('listitem', { name: '10 free spins' })
      .getByRole('button', { name: 'Redeem' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redeem 10 free spins' });
    await dialog.getByLabel('Payment password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Incorrect payment password');
    await expect(balance).toHaveText(String(before).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    await dialog.getByLabel('Payment password').fill('Jogo@2026');
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => digits(await balance.textContent())).toBe(before - 500);
    await page.getByRole('tab', { name: 'Redeem records' }).click();
    const row = page.getByRole('row', { name: /10 free spins/ }).first();
    await expect(row).toContainText('In process');
  });

  test('the lent pages show real data: reward centre, rebate by game type, VIP, referral with QR code', async ({
    page,
  }) => {
    await loginAs(page, 'demo_player', undefined, '/member?page=rewardCenter');
    await expect(page.getByRole('heading', { name: 'Sign-in calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Claim: Sign in today' }).click();
    await expect(page.getByRole('button', { name: 'Claimed: Sign in today' })).toHaveText('Claimed');
    await shot(page, 'rewards');

    await page.goto('/member?page=manualRebate');
    await expect(page.getByTestId('rebate-available')).toHaveText(/R\$\d/);
    await expect(page.getByRole('heading', { name: 'By game type' })).toBeVisible();
    await shot(page, 'rebate');

    await page.goto('/member?page=playerRank');
    await expect(page.getByRole('heading', { name: /^VIP \d · / })).toBeVisible();
    await shot(page, 'vip');

    await page.goto('/member?page=referral');
    await expect(page.getByLabel('Invite link', { exact: true })).toHaveValue(
      /\/register\?referralCode=PLAYER2026$/,
    );
    await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Invited friends (2)' })).toBeVisible();
    await shot(page, 'referral');
  });
});
