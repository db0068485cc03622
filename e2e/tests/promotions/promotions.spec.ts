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
    // Welcome, deposit and reload bonuses are forbidden in BR; the OPEN market's are in
    // promotions-open-market.spec.ts
    await page.goto('/promotions');
    await expect(page.getByRole('article', { name: 'VIP club' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Welcome bonus' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Christmas reload' })).toHaveCount(0);
    // no cash reward either (Lei 14.790/2023 art. 29: no bonus for betting): the daily red envelope is not offered
    await expect(page.getByRole('article', { name: 'Daily raffle' })).toHaveCount(0);
    // nor the rebate's promotions (category REBATE: a rebate is cash per turnover)
    await expect(page.getByRole('article', { name: 'Unlimited rebate' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'October slots cup' })).toHaveCount(0);
    // nothing widens the page on a phone
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('tab', { name: 'Invite friends' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
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

  test('the lent pages show real data: reward centre, VIP, referral with QR code', async ({ page }) => {
    await loginAs(page, 'demo_player', undefined, '/member?page=rewardCenter');
    await expect(page.getByRole('heading', { name: 'Sign-in calendar' })).toBeVisible();
    await page.getByRole('button', { name: 'Claim: Sign in today' }).click();
    await expect(page.getByRole('button', { name: 'Claimed: Sign in today' })).toHaveText('Claimed');
    await shot(page, 'rewards');

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
