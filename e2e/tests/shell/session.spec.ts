import { test, expect, loginAs, site } from '../../fixtures/test';
import { quietEnglish } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('logout asks first, clears the session store, returns to guest and home', async ({ page }) => {
  await loginAs(page, 'demo_player', undefined, '/promotions');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // a reload stays logged out
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('logging out from the agent centre returns to /agent', async ({ page }) => {
  const token = await loginAs(page, 'demo_agent', undefined, '/agentHome');
  // the token has been taken from the URL: the session is restored
  await expect(page).toHaveURL(/\/agentHome$/);
  await page.evaluate(() => {
    (globalThis as unknown as { __JOGO_BUS__: { emit: (n: string, p: unknown) => void } }).__JOGO_BUS__.emit(
      'auth:logout-requested',
      { confirm: false },
    );
  });
  await expect(page).toHaveURL(/\/agent$/);
  await expect(site('GET', '/wps/member/info', { token })).rejects.toThrow(/401/);
});

test('a 401 from any call returns to guest and opens the login dialog', async ({ page }) => {
  const token = await loginAs(page, 'demo_player');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // every call of the login lifecycle has answered (else the 401 would come before the reload, on this page)
  await page.waitForLoadState('networkidle');
  // the session dies on the server; the next call the site makes with it answers 401
  await site('DELETE', '/wps/session/logout', { token });
  await page.reload();
  // the header's button (the dialog that opens has a "Log in" button of its own)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the header balance shows two decimals and the currency symbol', async ({ page }) => {
  await loginAs(page, 'demo_player');
  await expect(page.getByText(/R\$\s?[\d.,]+[.,]\d{2}\b/).first()).toBeVisible();
});
