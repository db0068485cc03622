import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

/**
 * No dead ends. /down installs the site on Android; /recent pages through every recent game;
 * the chat-room, contract and help-centre dialogs open from the places the spec puts them.
 */
test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('/down: Android installs the site, with the browser install dialog when it offers one', async ({
  page,
}) => {
  await page.goto('/down');
  const android = page.getByRole('region', { name: 'Android' });
  await expect(android.getByRole('link', { name: /No install button\?/ })).toHaveAttribute('href', '#lite');
  // what Chromium fires when the site is installable; its prompt() opens the install dialog
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await android.getByRole('button', { name: 'Install the app' }).click();
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
  await expect(android.getByRole('status')).toHaveText('Jogo is installed on this device.');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/down-360.png', fullPage: true });
});

test('/recent pages through the recent games 20 at a time', async ({ page }) => {
  await loginAs(page, 'demo_player', 'Jogo@2026', '/recent');
  const grid = page.getByRole('list', { name: 'Recently played' });
  await expect(grid.getByRole('listitem')).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const first = await grid.getByRole('listitem').first().textContent();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(grid.getByRole('listitem').first()).not.toHaveText(first ?? '');
  await page.screenshot({ path: '/tmp/recent-1280.png' });
});

test('the chat room opens from the side menu and the footer', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Side menu' });
  await menu.getByRole('button', { name: 'Chat room' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat room' });
  await expect(chat.getByRole('list', { name: /choose/i }).or(chat.getByText(/No chat room/))).toBeVisible();
  await chat.getByRole('button', { name: /close/i }).click();
  await expect(chat).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Chat room' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat room' })).toBeVisible();
});

test('a member opens the contract dialog from the side menu', async ({ page }) => {
  await loginAs(page, 'demo_agent');
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('button', { name: 'My contracts' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'My contracts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Dividend contract')).toBeVisible();
});

test('the help centre opens over a game page', async ({ page }) => {
  await page.goto('/seamless?url=%2Fdown');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('dialog');
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading').first()).toBeVisible();
  await expect(help.getByRole('alert')).toHaveCount(0);
});
