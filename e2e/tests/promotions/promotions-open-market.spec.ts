import type { Page } from '@playwright/test';
import { test, expect, gw, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

/** A 1x1 PNG, and a GIF's bytes under a .png name (refused by its content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface Application {
  id: number;
  username: string;
  status: string;
  imageCount: number;
  remark: string;
}

const shot = async (page: Page, name: string) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `/tmp/promo-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

/**
 * The promotions of the OPEN market (the specification's behaviour, for markets without Brazil's rules):
 * the deposit-conditioned welcome bonus is listed, applied for with a proof image and claimed; the red envelope,
 * the mall's free spins and the rebate, which BR does not offer (no cash or betting credit not bought), are there. BR (the demo's
 * default) offers none of these (promotions.spec.ts). The market profile is a setting every page sees, so this
 * spec runs in the 'isolated' project, alone (playwright.config.ts), and puts BR back after.
 */
test.describe('promotions of the OPEN market', () => {
  test.beforeAll(async () => {
    await gw('/__dev/market-profile', { code: 'OPEN' });
  });
  test.afterAll(async () => {
    await gw('/__dev/market-profile', { code: 'BR' });
  });
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a guest sees the promotions with their states and is asked to log in to apply', async ({ page }) => {
    await page.goto('/promotions');
    const welcome = page.getByRole('article', { name: 'Welcome bonus' });
    await expect(welcome.getByText('Open')).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Christmas reload' }).getByText('Coming soon').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'October slots cup' }).getByText('Closed').first(),
    ).toBeVisible();
    // nothing widens the page on a phone
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByRole('tab', { name: 'Invite friends' })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });
    await welcome.getByRole('button', { name: 'Log in to apply' }).click();
    await expect(page.getByRole('dialog').getByRole('tab', { name: /username/i })).toBeVisible();
  });

  test('demo_player applies with an image; a GIF renamed .png is refused; once approved the bonus is claimed', async ({
    page,
  }) => {
    await loginAs(page, 'demo_player', undefined, '/promotions');
    await expect(page.getByRole('article', { name: 'Welcome bonus' })).toBeVisible();
    await shot(page, 'list');
    await page
      .getByRole('article', { name: 'Welcome bonus' })
      .getByRole('link', { name: 'Welcome bonus' })
      .click();
    await expect(page.getByRole('heading', { name: 'Rules', level: 2 })).toBeVisible();

    const images = page.getByLabel('Add images');
    await images.setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: GIF });
    await expect(page.getByRole('alert')).toHaveText('Images must be PNG or JPG');
    await page.getByLabel('Remark').fill('x'.repeat(141));
    await expect(page.getByText('The remark may be at most 140 characters')).toBeVisible();
    await page.getByLabel('Remark').fill('Receipt of my first deposit');
    await images.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
    await shot(page, 'detail');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByRole('button', { name: 'Under review' })).toBeDisabled();
    await expect(page.getByText('Applying')).toBeVisible();

    const mine = (await gw<{ list: Application[] }>('/__dev/promotions/applications?username=demo_player'))
      .list;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      status: 'APPLYING',
      imageCount: 1,
      remark: 'Receipt of my first deposit',
    });

    await gw(`/__dev/promotions/applications/${mine[0]!.id}`, { status: 'JOINED' });
    // back to the list and in again: the page loads the promotion's new state
    await page.getByRole('link', { name: 'Back to promotions' }).click();
    await page
      .getByRole('article', { name: 'Welcome bonus' })
      .getByRole('link', { name: 'Welcome bonus' })
      .click();
    await page.getByRole('button', { name: 'Claim R$20.00' }).click();
    await expect(page.getByText('R$20.00 added to your balance')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claimed' })).toBeDisabled();
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

  test('the rebate page shows the rebate by game type', async ({ page }) => {
    await loginAs(page, 'demo_player', undefined, '/member?page=manualRebate');
    await expect(page.getByTestId('rebate-available')).toHaveText(/R\$\d/);
    await expect(page.getByRole('heading', { name: 'By game type' })).toBeVisible();
    await shot(page, 'rebate');
  });
});
