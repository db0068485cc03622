import { test, expect, gw, loginToken } from '../../fixtures/test';
import { quietEnglish } from './helpers';

// The status is global to the gateway: these tests run one after the other and always put it back to 0.
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await gw('/__dev/status', { status: 0 });
});

test('status 1 shows the maintenance page with its end time and a customer-service button', async ({
  page,
}) => {
  await quietEnglish(page);
  await gw('/__dev/status', { status: 1, endTime: '2030-06-01T15:00:00Z' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/2030/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  // no app behind it: no header login button
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('status 2 shows the access-restricted page with the visitor IP', async ({ page }) => {
  await quietEnglish(page);
  await gw('/__dev/status', { status: 2 });
  await page.goto('/');
  await expect(page.getByText(/127\.0\.0\.1|::1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('a login in the URL is not restored during maintenance, and is once the site is back', async ({
  page,
}) => {
  await quietEnglish(page);
  const token = await loginToken('demo_player');
  await gw('/__dev/status', { status: 1 });
  await page.goto(`/?token=${token}`);
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await gw('/__dev/status', { status: 0 });
  await page.goto(`/?token=${token}`);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // the token leaves the address bar at once
  expect(new URL(page.url()).searchParams.get('token')).toBeNull();
});
