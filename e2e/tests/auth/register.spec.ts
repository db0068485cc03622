import { test, expect } from '../../fixtures/test';
import { fillBrSignUp } from './br-fields';
import {
  captchaAnswer,
  clickAndSolveSlider,
  lastCode,
  lastOutboxId,
  ownClientIp,
  quietEnglish,
  session,
} from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('register by username: rules first, then logged in at home with the deposit offer', async ({ page }) => {
  const ip = await ownClientIp(page);
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByText('not empty?')).toBeVisible();
  await dialog.getByLabel('Username').fill('1bad');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog.getByLabel('Username')).toHaveAccessibleDescription(
    '5-20 characters, starting with a letter; letters, digits or underscore',
  );

  const username = `e2e_${unique()}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Abc12345');
  await dialog.getByLabel('Confirm password').fill('Abc12345');
  // The BR market (the demo's default) asks for identity and limits, and tells the risks
  await expect(dialog.getByRole('note')).toContainText('Betting involves risk');
  await fillBrSignUp(dialog);
  await dialog
    .getByLabel('Captcha', { exact: true })
    .fill(await captchaAnswer(ip, dialog.getByRole('button', { name: 'Load a new captcha' })));
  await dialog.getByRole('checkbox').check();
  await clickAndSolveSlider(page, dialog.getByRole('button', { name: 'Sign up' }));
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  const offer = page.getByRole('dialog', { name: 'Welcome to Jogo!' });
  await expect(offer.getByRole('button', { name: 'Deposit now' })).toBeVisible();
  await expect.poll(async () => (await session(page)).member?.account).toBe(username);
});

test('register by mobile with the SMS code from the outbox', async ({ page }) => {
  const ip = await ownClientIp(page);
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  const number = `219${String(Date.now()).slice(-8)}`;
  await dialog.getByLabel('Mobile number').fill(number);
  const before = await lastOutboxId('sms', number);
  await clickAndSolveSlider(page, dialog.getByRole('button', { name: 'Send code' }));
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await lastCode('sms', number, before));
  await fillBrSignUp(dialog);
  await dialog
    .getByLabel('Captcha', { exact: true })
    .fill(await captchaAnswer(ip, dialog.getByRole('button', { name: 'Load a new captcha' })));
  await dialog.getByRole('checkbox').check();
  await clickAndSolveSlider(page, dialog.getByRole('button', { name: 'Sign up' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Welcome to Jogo!' })).toBeVisible();
  await expect.poll(async () => (await session(page)).member?.account).toBe(`m${number}`);
});

test('an invalid invitation code shows the warning and stops the registration', async ({ page }) => {
  await ownClientIp(page);
  await page.goto('/register?referralCode=NOSUCH99');
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await expect(dialog.getByLabel('Invitation code (optional)')).toHaveValue('NOSUCH99');
  await dialog.getByLabel('Username').fill(`e2e_${unique()}`);
  await dialog.getByLabel('Password', { exact: true }).fill('Abc12345');
  await dialog.getByLabel('Confirm password').fill('Abc12345');
  await fillBrSignUp(dialog);
  await dialog.getByLabel('Captcha', { exact: true }).fill('0000');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('The invitation code is invalid');
  await warning.getByRole('button', { name: 'Submit' }).click();
  await expect(warning).toBeHidden();
  // no slider, no registration: still a guest with the form open
  await expect(page.getByRole('dialog', { name: 'Security check' })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect((await session(page)).status).toBe('guest');
});
