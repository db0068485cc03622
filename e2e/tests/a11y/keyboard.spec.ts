import type { Locator, Page } from '@playwright/test';
import { test, expect, gw } from '../../fixtures/test';
import { randomCpf } from '../auth/br-fields';
import { ownClientIp, quietEnglish, session } from '../auth/helpers';

/**
 * The keyboard alone (Tab, Shift+Tab, Enter, Space, Escape; no mouse) can log in, register,
 * open a lobby and launch a game; every stop on the way shows a focus indicator, and a dialog keeps the focus
 * inside it until it closes.
 */

/** Whether the focused element (or the field around it) draws a visible focus indicator. */
async function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shows = (el: Element | null) => {
      if (!el) return false;
      const s = getComputedStyle(el);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing focused';
    // an input inside the UI kit's field draws its ring on the field around it (:focus-within)
    return shows(el) || shows(el.parentElement) ? 'visible' : `no indicator on ${el.outerHTML.slice(0, 120)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks the focus is
 * visible there. Fails when the target is not reachable within `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      expect(await focusIndicator(page)).toBe('visible');
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target}`);
}

/** Types into the field `target` after tabbing to it. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Presses Enter on `trigger` and solves the slider check that opens, with the arrow keys. */
async function enterAndSolveSlider(page: Page, trigger: Locator): Promise<void> {
  const challenge = page.waitForResponse((r) => r.url().includes('/wps/captcha/slider') && r.ok());
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const { value } = (await (await challenge).json()) as { value: { targetX: number } };
  const check = page.getByRole('dialog', { name: 'Security check' });
  const slider = check.getByRole('slider', { name: 'Piece position' });
  await tabTo(page, slider);
  let x = 0;
  // keys held 60 ms: the drag takes the gateway's minimum of 300 ms
  for (; value.targetX - x >= 10; x += 10) await page.keyboard.press('PageUp', { delay: 60 });
  for (; x < value.targetX; x += 1) await page.keyboard.press('ArrowRight', { delay: 60 });
  await expect(slider).toHaveAttribute('aria-valuenow', String(value.targetX));
  await page.keyboard.press('Enter');
  await expect(check).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('keyboard only: log in, open a lobby from the menu, launch a game', async ({ page }) => {
  test.setTimeout(180_000);
  await ownClientIp(page);
  await page.goto('/');
  const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();

  // the dialog keeps the focus: a full round of Tab and of Shift+Tab stays inside it
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  }
  // Escape closes it and gives the focus back to the button that opened it
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(logIn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  await typeInto(page, dialog.getByLabel('Username'), 'demo_player');
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), 'Jogo@2026');
  await enterAndSolveSlider(page, dialog.getByRole('button', { name: 'Log in', exact: true }));
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await session(page)).member?.account).toBe('demo_player');
  // player protection (BR, the default market): the risks of betting first, closed with Escape
  const risk = page.getByRole('dialog', { name: 'Betting involves risk' });
  await expect(risk).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(risk).toBeHidden();
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();

  // a lobby from the top menu
  const slots = page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Slots' });
  await tabTo(page, slots);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/rng$/);

  // the first game of the lobby: its play button, shown on focus
  const play = page
    .getByRole('main')
    .getByRole('button', { name: /^Play / })
    .first();
  await expect(play).toBeVisible();
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/seamless\?/);
});

test('keyboard only: register a new account', async ({ page }) => {
  test.setTimeout(180_000);
  const ip = await ownClientIp(page);
  await page.goto('/');
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog).toBeVisible();

  const username = `kb_${Date.now().toString(36)}`;
  await typeInto(page, dialog.getByLabel('Username'), username);
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), 'Abc12345');
  await typeInto(page, dialog.getByLabel('Confirm password'), 'Abc12345');
  // The BR market's fields (the default profile), by keyboard too; the date in the browser's order
  await typeInto(page, dialog.getByLabel('CPF', { exact: true }), randomCpf());
  await typeInto(page, dialog.getByLabel('Full name (as in your CPF)'), 'Maria da Silva');
  await typeInto(page, dialog.getByLabel('Date of birth'), '05101990');
  await expect(dialog.getByLabel('Date of birth')).toHaveValue('1990-05-10');
  await typeInto(page, dialog.getByLabel('Loss limit (in R$)'), '300');
  await typeInto(page, dialog.getByLabel('Daily time limit (minutes)'), '240');
  // the image captcha's answer for this client (a newer one of another client: ask for a fresh image)
  const reload = dialog.getByRole('button', { name: 'Load a new captcha' });
  let answer = '';
  await expect(async () => {
    const v = await gw<{ answer: string; client: string }>('/__dev/captcha');
    if (v.client !== ip) {
      await tabTo(page, reload);
      await page.keyboard.press('Enter');
      throw new Error(`newest captcha belongs to ${v.client}`);
    }
    answer = v.answer;
  }).toPass({ intervals: [1100], timeout: 20_000 });
  await typeInto(page, dialog.getByLabel('Captcha', { exact: true }), answer);
  const terms = dialog.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await enterAndSolveSlider(page, dialog.getByRole('button', { name: 'Sign up' }));
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await session(page)).member?.account).toBe(username);
  const offer = page.getByRole('dialog', { name: 'Welcome to Jogo!' });
  await expect(offer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();
});
