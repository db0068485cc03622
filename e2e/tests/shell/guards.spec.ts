import { test, expect, loginAs, site, gw } from '../../fixtures/test';
import { quietEnglish } from './helpers';

const LOGIN_ROUTES = [
  '/member',
  '/agentHome',
  '/pointMall',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/wallet',
];

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

for (const route of LOGIN_ROUTES) {
  test(`${route} sends a guest to /login, which opens the login dialog`, async ({ page }) => {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test('/register shows home and opens the registration dialog', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the agent centre sends a non-agent to /agent', async ({ page }) => {
  await loginAs(page, 'demo_player', undefined, '/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
});

test('the agent centre lets an agent in, without header or footer', async ({ page }) => {
  await loginAs(page, 'demo_agent', undefined, '/agentHome');
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('a member opens the member centre', async ({ page }) => {
  await loginAs(page, 'demo_player', undefined, '/member');
  await expect(page).toHaveURL(/\/member/);
});

test('a trial member cannot open the member or agent centre', async ({ page }) => {
  await gw('/__dev/flags', { FREEPLAY3: true });
  const { token } = await site<{ token: string }>('POST', '/wps/session/login/freeplay', {
    body: { platform: 'W' },
  });
  for (const route of ['/member', '/agentHome']) {
    await page.goto(`${route}?token=${token}`);
    await expect(page.getByRole('dialog').filter({ hasText: 'Register an account first' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
});

for (const [route, sideMenu] of [
  ['/seamless', false],
  ['/lottert', false],
  ['/vnlottery', false],
  ['/sealottery', false],
  ['/promotions', true],
] as const) {
  test(`${route} ${sideMenu ? 'shows' : 'hides'} the side menu`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route);
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(sideMenu ? 1 : 0);
  });
}
