import type { Page } from '@playwright/test';
import { expect, gw, loginAs, site, test } from '../../fixtures/test';
import { quietEnglish } from '../auth/helpers';

/**
 * The money side end to end: PIX deposit confirmed by the provider simulator moves the header
 * balance without a reload (balance push); withdraw with a wrong and a right payment password, then rejected
 * and refunded; transfer to a vendor wallet and recall all; a double click and a retry after a network failure
 * each make exactly one move. Each test uses its own demo account so their balances do not mix.
 */

const headerBalance = async (page: Page): Promise<number> =>
  Number(((await page.getByTestId('header-balance').textContent()) ?? '').replace(/[^\d.]/g, ''));
const mainBalanceOf = async (token: string) =>
  (await site<{ balance: number }>('GET', '/wps/v2/wallets/balance', { token })).balance;

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('PIX deposit: QR and copy code, confirmed by the provider, header balance up without reload', async ({
  page,
}) => {
  await loginAs(page, 'demo_player', 'Jogo@2026', '/wallet?page=depositv2');
  await expect(page.getByTestId('header-balance')).toBeVisible();
  const before = await headerBalance(page);
  await page.screenshot({ path: '/tmp/wallet-deposit-1280.png', fullPage: true });
  await page
    .getByRole('button', { name: '100.00' })
    .or(page.getByRole('button', { name: '100', exact: true }))
    .first()
    .click();
  await page.getByLabel('Amount', { exact: true }).fill('1,234.56');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  // Nothing is sent before the confirmation
  const confirm = page.getByRole('region', { name: 'Confirm the deposit' });
  await expect(confirm).toContainText('R$1,234.56');
  await confirm.getByRole('button', { name: 'Confirm deposit' }).click();
  const code = page.getByTestId('pix-code');
  await expect(code).toContainText('br.gov.bcb.pix');
  await expect(code).toContainText('54071234.56');
  await expect(page.getByRole('img', { name: 'PIX QR code' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('timer')).toContainText(/1[45]:\d\d/);
  await page.screenshot({ path: '/tmp/wallet-pix-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/wallet-pix-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const { list } = await gw<{ list: { orderNo: string }[] }>(
    '/__dev/wallet/deposits?username=demo_player&status=PENDING',
  );
  const navigations: string[] = [];
  page.on('framenavigated', (f) => navigations.push(f.url()));
  await gw(`/__dev/wallet/deposits/${list[0]!.orderNo}/confirm`, {});
  // the push moves the header; no reload happened
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 1234.56, 2);
  await expect(page.getByRole('region', { name: 'Deposit confirmed' })).toBeVisible();
  expect(navigations).toEqual([]);
  await expect(
    page.getByRole('region', { name: 'Deposit history' }).getByText('Approved').first(),
  ).toBeVisible();
});

test('withdraw: wrong payment password refused, right one IN_PROCESS and debited; rejected is refunded', async ({
  page,
}) => {
  const token = await loginAs(page, 'sub_player1', 'Jogo@2026', '/wallet?page=withdraw');
  await expect(page.getByRole('region', { name: 'Rules' })).toBeVisible();
  const before = await mainBalanceOf(token);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before, 2);
  // field errors without a call
  await page.getByLabel('Amount', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('The minimum is R$10.00')).toBeVisible();

  await page.getByLabel('Amount', { exact: true }).fill('20');
  await page.getByLabel('Payment password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // The confirmation first (amount, fee, what arrives, the masked key), then the call
  const confirm = page.getByRole('region', { name: 'Confirm the withdrawal' });
  await expect(confirm).toContainText('R$20.00');
  await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect payment password' })).toBeVisible();
  expect(await mainBalanceOf(token)).toBe(before);
  await confirm.getByRole('button', { name: 'Back' }).click();

  await page.getByLabel('Payment password', { exact: true }).fill('Jogo@2026');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const receipt = page.getByRole('region', { name: 'Withdrawal requested' });
  await expect(receipt.getByText('In process')).toBeVisible();
  await expect.poll(() => mainBalanceOf(token)).toBeCloseTo(before - 20, 2);
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before - 20, 2);
  await page.screenshot({ path: '/tmp/wallet-withdraw-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/wallet-withdraw-360.png', fullPage: true });

  const { list } = await gw<{ list: { orderNo: string; status: string }[] }>(
    '/__dev/wallet/withdrawals?username=sub_player1',
  );
  expect(list[0]!.status).toBe('IN_PROCESS');
  await gw(`/__dev/wallet/withdrawals/${list[0]!.orderNo}/reject`, { reason: 'test' });
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before, 2);
  const row = page.locator(`[data-order="${list[0]!.orderNo}"]`);
  await expect(row.locator('[data-status="REJECTED"]')).toBeVisible();
  await expect(row.getByText('Refunded to your balance')).toBeVisible();
});

test('transfer to a vendor wallet and recall all', async ({ page }) => {
  const token = await loginAs(page, 'deep_player2', 'Jogo@2026', '/wallet?page=transferFund');
  const wallets = page.getByRole('region', { name: 'Wallets' });
  await expect(wallets).toBeVisible();
  const before = await mainBalanceOf(token);
  await page.getByLabel('Amount', { exact: true }).fill('12.50');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('region', { name: 'Transfer done' })).toBeVisible();
  const firstVendor = wallets.locator('[data-wallet]:not([data-wallet="MAIN"])').first();
  await expect(firstVendor).toContainText('R$12.50');
  expect(await mainBalanceOf(token)).toBeCloseTo(before - 12.5, 2);
  await page.screenshot({ path: '/tmp/wallet-transfer-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Recall all' }).click();
  await expect(firstVendor).toContainText('R$0.00');
  await expect.poll(() => mainBalanceOf(token)).toBeCloseTo(before, 2);
});

test('a double click and a retry after a network failure each make exactly one move', async ({ page }) => {
  const token = await loginAs(page, 'other_player', 'Jogo@2026', '/wallet?page=transferFund');
  await expect(page.getByRole('region', { name: 'Wallets' })).toBeVisible();
  const before = await mainBalanceOf(token);
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('GCS_walletTransfer')) keys.push(r.headers()['idempotency-key'] ?? '');
  });

  // double click on the button that commits (Confirm): one call, one move
  await page.getByLabel('Amount', { exact: true }).fill('3');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm transfer' }).dblclick();
  await expect(page.getByRole('region', { name: 'Transfer done' })).toBeVisible();
  await expect.poll(() => mainBalanceOf(token)).toBeCloseTo(before - 3, 2);
  expect(keys).toHaveLength(1);

  // the first answer is lost after the gateway applied the move; the retry sends the same key
  let failed = false;
  await page.route('**/wps/relay/GCS_walletTransfer', async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fetch();
    await route.abort('failed');
  });
  await page.getByLabel('Amount', { exact: true }).fill('4');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network link is abnormal' })).toBeVisible();
  expect(await mainBalanceOf(token)).toBeCloseTo(before - 7, 2);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network link is abnormal' })).toBeHidden();
  await expect.poll(() => keys.length).toBe(3);
  expect(keys[2]).toBe(keys[1]);
  expect(keys[1]).not.toBe(keys[0]);
  // applied once: 3 + 4, not 3 + 4 + 4
  expect(await mainBalanceOf(token)).toBeCloseTo(before - 7, 2);
});

test('the wallet home links every page', async ({ page }) => {
  await loginAs(page, 'demo_player', 'Jogo@2026', '/wallet');
  for (const name of ['Deposit', 'Withdraw', 'Transfers', 'Payment password'])
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  // The BR market (the default) has no transfers between players, so no transfer to the upline
  await expect(page.getByRole('main').getByRole('link', { name: /^Transfer to upline/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/wallet-home-1280.png', fullPage: true });
});
