import type { Page } from '@playwright/test';
import { expect, gw, loginToken, test } from '../../fixtures/test';
import { fillBrSignUp } from '../auth/br-fields';
import { captchaAnswer, clickAndSolveSlider, ownClientIp, quietEnglish } from '../auth/helpers';

/**
 * Player protection end to end in the BR market, the demo's default: sign-up with the BR fields,
 * a deposit limit that stops a deposit and a raise that waits 24 h, the idle re-authentication over the page,
 * a pause that refuses a game, self-exclusion that logs out and refuses the next login, the reality check at
 * a short interval (development control, the page's clock moved with page.clock), the footer's legal block.
 * Each test signs up its own player, so limits, pauses and exclusions touch no demo account.
 */

const PAGE = '/member?page=responsibleGaming';
const PASSWORD = 'Abc12345';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Signs up a new BR player through the dialog (risk message, CPF, name, birth date, loss and time limits). */
async function signUpBr(page: Page): Promise<string> {
  const ip = await ownClientIp(page);
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('note')).toContainText('Betting involves risk');
  const username = `rg_${unique()}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await fillBrSignUp(dialog);
  await dialog
    .getByLabel('Captcha', { exact: true })
    .fill(await captchaAnswer(ip, dialog.getByRole('button', { name: 'Load a new captcha' })));
  await dialog.getByRole('checkbox').check();
  await clickAndSolveSlider(page, dialog.getByRole('button', { name: 'Sign up' }));
  await expect(dialog).toBeHidden();
  const welcome = page.getByRole('dialog', { name: 'Welcome to Jogo!' });
  await expect(welcome).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  return username;
}

/** Opens the protection page and waits for its limits. */
async function openProtection(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  await expect(page.getByTestId('limit-DEPOSIT-DAY')).toBeVisible();
}

async function setLimit(page: Page, rowId: string, name: string, value: string) {
  const row = page.getByTestId(rowId);
  await row.getByRole('button', { name: `Change: ${name}` }).click();
  await row.getByLabel(`New limit: ${name}`).fill(value);
  await row.getByRole('button', { name: 'Save', exact: true }).click();
}

async function deposit(page: Page, amount: string) {
  await page.goto('/wallet?page=depositv2');
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const confirm = page.getByRole('region', { name: 'Confirm the deposit' });
  await confirm.getByRole('button', { name: 'Confirm deposit' }).click();
}

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('a deposit limit stops a deposit at once; a raise waits 24 h and can be cancelled; idle re-auth keeps the page', async ({
  page,
}) => {
  test.slow();
  const username = await signUpBr(page);
  await openProtection(page);
  // the loss and time limits given at sign-up are in force
  await expect(page.getByTestId('limit-LOSS-MONTH')).toContainText('R$300.00');
  await expect(page.getByTestId('limit-TIME-DAY')).toContainText('240 min');
  await expect(
    page.getByText('Lowering or adding a limit takes effect at once. Raising or removing one waits 24 hours'),
  ).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/h6-protection-1280.png', fullPage: true });
  // a phone: nothing widens the page, the header keeps its clock
  await page.setViewportSize({ width: 360, height: 780 });
  await openProtection(page);
  await expect(page.getByRole('banner').getByRole('timer')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: '/tmp/h6-protection-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await setLimit(page, 'limit-DEPOSIT-DAY', 'Deposits per day', '50');
  await expect(page.getByTestId('limit-DEPOSIT-DAY').locator('strong')).toHaveText('R$50.00');

  // idle for the gateway: the deposit asks for the password over the page, then goes on
  await gw('/__dev/protection/idle', { username });
  await deposit(page, '20');
  const reauth = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(reauth).toBeVisible();
  await reauth.getByLabel('Password').fill(PASSWORD);
  await reauth.getByRole('button', { name: 'Confirm' }).click();
  await expect(reauth).toBeHidden();
  await expect(page.getByTestId('pix-code')).toContainText('br.gov.bcb.pix');

  // 30 left today: 100 is refused by the gateway, with the limit and what is left
  await deposit(page, '100');
  await expect(
    page.getByText(/limit is reached: limit R\$50\.00, left R\$30\.00\. It resets at/),
  ).toBeVisible();
  await expect(page.getByTestId('pix-code')).toHaveCount(0);

  // a raise is pending for 24 hours, then cancelled
  await openProtection(page);
  await setLimit(page, 'limit-DEPOSIT-DAY', 'Deposits per day', '500');
  const row = page.getByTestId('limit-DEPOSIT-DAY');
  await expect(row.getByRole('status')).toContainText(
    /Change to R\$500\.00 from \d\d\/\d\d\/\d{4} \d\d:\d\d/,
  );
  await expect(row.locator('strong')).toHaveText('R$50.00');
  await page.screenshot({ path: '/tmp/h6-protection-pending-1280.png', fullPage: false });
  await row.getByRole('button', { name: 'Cancel change: Deposits per day' }).click();
  await expect(row.getByRole('status')).toHaveCount(0);
});

test('a pause refuses a game; self-exclusion logs out and refuses the next login', async ({ page }) => {
  test.slow();
  const username = await signUpBr(page);
  // a phone first: the pause and its confirmation at 360 px
  await page.setViewportSize({ width: 360, height: 780 });
  await openProtection(page);
  await page.getByRole('radio', { name: '7 days' }).check();
  await page.getByRole('button', { name: 'Start the pause' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a pause of 7 days?' });
  await expect(confirm).toContainText('cannot be shortened');
  await page.screenshot({ path: '/tmp/h6-pause-confirm-360.png', animations: 'disabled' });
  await confirm.getByRole('button', { name: 'Start the pause' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText(/^Paused until \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/)).toBeVisible();

  await page.goto('/inhouse');
  await page.getByRole('button', { name: 'Play Fair Dice' }).click();
  await expect(page.getByText(/Your account is paused until/)).toBeVisible();
  await expect(page).toHaveURL(/\/inhouse$/);

  await openProtection(page);
  await page.getByLabel('Period').selectOption({ label: '1 month' });
  await page.getByRole('button', { name: 'Exclude myself' }).click();
  const exclude = page.getByRole('dialog', { name: 'Exclude yourself for 1 month?' });
  await expect(exclude).toBeVisible();
  await page.screenshot({ path: '/tmp/h6-exclusion-confirm-1280.png', animations: 'disabled' });
  await exclude.getByRole('button', { name: 'Exclude me and log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // logout cleared the session store: the guests' announcement popup shows again (spec 4)
  const announcements = page.getByRole('dialog', { name: /Announcements/ });
  await expect(announcements).toBeVisible();
  await announcements.getByRole('button', { name: 'Close' }).click();
  // the next login is refused with neutral text
  await expect(loginToken(username, PASSWORD)).rejects.toThrow(/login\.unavailable/);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await clickAndSolveSlider(page, login.getByRole('button', { name: 'Log in' }));
  await expect(
    login.getByText('This account cannot be signed in. If you need help, contact customer service.'),
  ).toBeVisible();
});

test('the header clock runs and the reality check comes at the interval set by the development control', async ({
  page,
}) => {
  test.slow();
  const username = await signUpBr(page);
  await gw('/__dev/protection/reality-check', { username, seconds: 60 });
  await page.clock.install();
  // a phone: the clock in the header, the dialog in the viewport
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  const clock = page.getByRole('banner').getByRole('timer');
  await expect(clock).toHaveText(/^0:0\d:\d\d$/);
  await page.clock.fastForward('01:05');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Session time (since login)');
  await expect(check.getByTestId('reality-net')).toHaveText('no win or loss');
  // still running; its figure is the gateway's elapsed time once the state is reloaded (the page's clock was
  // moved, the gateway's was not), so no particular minute is asserted here
  await expect(clock).toHaveText(/^\d+:\d\d:\d\d$/);
  await page.screenshot({ path: '/tmp/h6-reality-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/h6-reality-1280.png' });
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  await page.clock.fastForward('01:00');
  await expect(check).toBeVisible();
  await check.getByRole('button', { name: 'See my betting record' }).click();
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy$/);
  await gw('/__dev/protection/reality-check', { username, seconds: null });
});

test("the footer's legal block and the national self-exclusion link, on every page", async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const legal = page.getByRole('region', { name: 'Licensed operator' });
    await legal.scrollIntoViewIfNeeded();
    for (const term of ['Company', 'CNPJ', 'Licence', 'Address', 'Customer service', 'Ombudsman', 'Age'])
      await expect(legal.getByText(term, { exact: true })).toBeVisible();
    await expect(legal.getByText('18+ only')).toBeVisible();
    await expect(legal.getByRole('link', { name: 'National self-exclusion platform' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(
      legal.getByRole('link', { name: 'Responsible gaming: limits, pause and self-exclusion' }),
    ).toHaveAttribute('href', PAGE);
    await legal.screenshot({ path: `/tmp/h6-footer-legal-${width}.png` });
  }
});
