import fs from 'node:fs';
import { test, expect, loginAs, gw } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

/**
 * The spec's member centre pages, in order, with their English menu labels, as the BR market (the demo's
 * default) offers them: no transfer to the upline (no transfers between players), and the
 * responsible-gaming page last.
 */
const PAGES: [string, string][] = [
  ['securityCenter', 'My account'],
  ['transferFund', 'Wallet transfer'],
  ['depositv2', 'Deposit'],
  ['withdraw', 'Withdraw'],
  ['personalHistoryCopy', 'Betting record'],
  ['transactionHistory', 'Account record'],
  ['personalProfit', 'Profit and loss'],
  ['bonusDetails', 'Bonus details'],
  ['rewardCenter', 'Rewards'],
  ['referral', 'Invite friends'],
  ['missionLeaderboard', 'Missions'],
  ['messageV2', 'Messages'],
  ['playerRank', 'VIP'],
  ['responsibleGaming', 'Responsible gaming'],
];

/** `R$ 1,234.56` or `R$ -12.00` → 1234.56 */
const amount = (s: string) => Number(s.replace(/[^0-9.-]/g, ''));

test.describe('member centre', () => {
  test.beforeEach(async ({ page }) => {
    await gw('/__dev/flags', { AGETRANSFERUP3: true, REFERRAL3: true, MANPLAYREB3: true, VIP3: true });
    await quietEnglish(page);
  });

  test('demo_player opens each of the 14 pages of the BR menu; back walks pages', async ({ page }) => {
    await loginAs(page, 'demo_player', undefined, '/member');
    const menu = page.getByRole('navigation', { name: 'Member centre' });
    // no rebate: BR allows none (its flag on all the same)
    await expect(menu.getByRole('link')).toHaveCount(14);
    await expect(menu.getByRole('link', { name: /^Rebate/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    for (const [name, label] of PAGES) {
      await menu.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${name}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
      await expect(page.getByText('This area did not load')).toHaveCount(0);
      await expect(page.getByText('This page is not available')).toHaveCount(0);
    }
    await expect(menu.getByRole('link', { name: /^Transfer to upline/ })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'VIP' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await menu.getByRole('link', { name: /^My account/ }).click();
    await expect(page.getByRole('heading', { name: 'Login history' })).toBeVisible();
    await page.screenshot({ path: '/tmp/member-security-1280.png', fullPage: true });
  });

  test('betting record for 7 days: page totals match the rows; the CSV holds the same rows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'demo_player', undefined, '/member?page=personalHistoryCopy');
    await page.getByRole('button', { name: '7 days' }).click();
    const table = page.getByRole('table', { name: 'Betting record' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const rows = table.locator('tbody tr');
    const n = await rows.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(20);
    // columns: bet time, settle time, game, type, status, stake, valid bet, payout, win/loss, action
    const sums = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      const cells = rows.nth(i).locator('td');
      for (let c = 0; c < 4; c++) sums[c] += Math.round(amount(await cells.nth(5 + c).innerText()) * 100);
    }
    const pageTotal = table.locator('tfoot tr').first().locator('td');
    for (let c = 0; c < 4; c++)
      expect(Math.round(amount(await pageTotal.nth(1 + c).innerText()) * 100)).toBe(sums[c]);
    await page.screenshot({ path: '/tmp/member-bets-1280.png', fullPage: true });

    const grandLabel = await table.locator('tfoot tr').nth(1).locator('td').first().innerText();
    const grandCount = Number(/\((\d+)\)/.exec(grandLabel)![1]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('Bet time');
    expect(lines).toHaveLength(grandCount + 1);
    const firstId = await rows.first().getAttribute('data-bet-id');
    expect(lines[1]!.split(',')[0]).toBe(firstId);
    const firstStake = amount(await rows.first().locator('td').nth(5).innerText());
    expect(Number(lines[1]!.split(',')[7])).toBeCloseTo(firstStake, 2);
  });

  test('reading a message drops the header badge at once', async ({ page }) => {
    await loginAs(page, 'demo_player', undefined, '/member?page=messageV2');
    const headerBadge = page.getByLabel(/^\d+ unread$/).first();
    await expect(headerBadge).toBeVisible();
    const before = Number(await headerBadge.innerText());
    const inbox = page.getByRole('region', { name: 'Messages' });
    const unread = inbox
      .getByRole('button', { expanded: false })
      .filter({ has: page.getByLabel('Unread') })
      .first();
    await unread.click();
    await expect(page.getByLabel(`${before - 1} unread`).first()).toBeVisible();
  });

  test.describe('with mf_wallet down', () => {
    test.use({ allowLoadErrors: true });
    test('the frame and its own pages work; the deposit page shows the fallback with retry', async ({
      page,
    }) => {
      await page.route('**/remotes/mf_wallet/**', (route) => route.fulfill({ status: 503, body: 'down' }));
      await loginAs(page, 'demo_player', undefined, '/member');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Login history' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Member centre' })
        .getByRole('link', { name: /^Deposit/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
      await expect(page.getByText('This area did not load').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /retry|try again/i }).first()).toBeVisible();
    });
  });

  test('at 360 px the menu is a scrollable strip above the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await loginAs(page, 'demo_player', undefined, '/member?page=transactionHistory');
    await expect(page.getByRole('table', { name: 'Account record' })).toBeVisible();
    await page.screenshot({ path: '/tmp/member-account-360.png', fullPage: true });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(360);
  });
});
