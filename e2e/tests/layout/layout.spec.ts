import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

test.beforeEach(async ({ page }) => quietEnglish(page));

test('the top navigation lists home, promotions, every category with vendors and in-house, in order', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Game categories' });
  await expect(nav.getByRole('link', { name: 'E-Sports' })).toBeAttached();
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Promotions',
    'E-Lottery',
    'Lottery',
    'Live casino',
    'Sports',
    'Fishing',
    'Slots',
    'Cards',
    'E-Sports',
    'In-house',
  ]);
  await nav.getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(nav.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
});

test('game pages hide the side menu and /seamless hides the footer too', async ({ page }) => {
  await loginAs(page, 'demo_player', 'Jogo@2026', '/vnLottery');
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  await page.goto('/vnlottery');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.goto('/seamless');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the balance hides with stars and the avatar menu has every entry', async ({ page }) => {
  await loginAs(page, 'demo_player');
  const balance = page.getByRole('group', { name: 'Balance' });
  await expect(balance.getByText(/^R\$[\d,]+\.\d{2}$/)).toBeVisible();
  await balance.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance.getByText('R$ ******')).toBeVisible();
  await balance.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance.getByText(/^R\$[\d,]+\.\d{2}$/)).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem')).toHaveText([
    'Agent',
    'My account',
    'Betting record',
    'Account record',
    /^Messages/,
    'Deposit',
    'Withdraw',
    'Security centre',
    'Customer service',
    'Sign out',
  ]);
});

test('the footer states the licensed company, the 18+ warning and the legal contact', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/operated by .+, a licensed company\./)).toBeVisible();
  await expect(footer.getByText('18+ only. Gambling can be addictive: play responsibly.')).toBeVisible();
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
});

test('on a phone the side menu is a drawer with the language selector', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  const menu = page.getByRole('complementary', { name: 'Side menu' });
  // closed, the drawer waits beside the screen (drawn, so opening it only slides it in), inert: out of the
  // accessibility tree and of the tab order
  const drawer = page.locator('aside#side-menu');
  await expect(menu).toBeHidden();
  await expect(drawer).toHaveAttribute('inert', '');
  await expect(drawer).not.toBeInViewport();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(menu).toBeVisible();
  await expect(menu).toBeInViewport({ ratio: 1 });
  await menu.getByRole('button', { name: 'Português' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('link', { name: 'Início' }),
  ).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Menu lateral' })
    .getByRole('link', { name: 'Ajuda' })
    .click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Menu lateral' })).toBeHidden();
  await expect(drawer).not.toBeInViewport();
});

test('/help#term opens at the terms', async ({ page }) => {
  await page.goto('/help#term');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInViewport();
});
