import type { Locator, Page, Route } from '@playwright/test';
import { test, expect, loginAs } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

/**
 * Every customer-service entry opens a working chat page in the 440x750 popup (spec 2), not a
 * JSON error: the side menu, the footer, the avatar menu, the maintenance page, the region page and /agent.
 */

/** Clicks a customer-service entry and checks the popup: its size, the chat page, a question and its answer. */
async function chatOpensFrom(page: Page, entry: Locator): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/wps/cs/chat');
  const size = await popup.evaluate(() => ({
    w: window.outerWidth || window.innerWidth,
    h: window.outerHeight || window.innerHeight,
  }));
  expect(size).toEqual({ w: 440, h: 750 });
  await expect(popup.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  const log = popup.getByRole('list', { name: 'Messages' });
  await expect(log.getByRole('listitem').first()).toContainText('How can we help?');
  await popup.getByLabel('Your message').fill('How do I withdraw my winnings?');
  await popup.getByRole('button', { name: 'Send' }).click();
  // the conversation is kept per browser: the question and its answer are the last two lines
  await expect(log.getByRole('listitem').nth(-2)).toContainText('How do I withdraw my winnings?');
  await expect(log.getByRole('listitem').last()).toContainText('To withdraw, add a bank account');
  await popup.close();
}

/** This page alone sees the system status `status` (the gateway's status stays 0 for every other test). */
async function statusForThisPage(page: Page, status: 1 | 2): Promise<void> {
  await page.route('**/wps/system/status', async (route: Route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { value: Record<string, unknown> };
    body.value.status = status;
    await route.fulfill({ response: res, json: body });
  });
}

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('from the side menu and the footer', async ({ page }) => {
  await page.goto('/');
  await chatOpensFrom(
    page,
    page.getByRole('navigation', { name: 'Side menu' }).getByRole('button', { name: 'Customer service' }),
  );
  await chatOpensFrom(page, page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' }));
});

test('from the avatar menu', async ({ page }) => {
  await loginAs(page, 'demo_player');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await chatOpensFrom(page, page.getByRole('menuitem', { name: 'Customer service' }));
});

test('from the maintenance page and the region page', async ({ page }) => {
  await statusForThisPage(page, 1);
  await page.goto('/');
  await chatOpensFrom(page, page.getByRole('button', { name: 'Customer service' }));
  await page.unroute('**/wps/system/status');
  await statusForThisPage(page, 2);
  await page.goto('/');
  await chatOpensFrom(page, page.getByRole('button', { name: 'Customer service' }));
});

test('from the agent login page', async ({ page }) => {
  await page.goto('/agent');
  await chatOpensFrom(page, page.getByRole('button', { name: 'Customer service' }));
});

test('the chat page speaks the site language', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'PT');
    localStorage.setItem('hisLang', 'PT');
  });
  await page.goto('/');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('navigation', { name: /Menu lateral|Side menu/ })
      .getByRole('button', { name: 'Atendimento ao cliente' })
      .click(),
  ]);
  await expect(popup.getByRole('heading', { level: 1, name: 'Atendimento ao cliente' })).toBeVisible();
  await expect(popup.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').first()).toContainText(
    'Como posso ajudar?',
  );
});
