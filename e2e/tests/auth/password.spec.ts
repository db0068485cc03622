import { test, expect } from '../../fixtures/test';
import { clickAndSolveSlider, lastCode, lastOutboxId, ownClientIp, quietEnglish, session } from './helpers';

test.beforeEach(async ({ page }) => {
  await quietEnglish(page);
});

test('forgot password by e-mail sends the reset mail and confirms', async ({ page }) => {
  await ownClientIp(page);
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  // CHNGPASSVERIF3 is on in the seed: mobile first
  await expect(dialog.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'E-mail' }).click();
  await dialog.getByLabel('Username').fill('demo_player');
  await dialog.getByLabel('E-mail').fill('player@jogo');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter a valid email');
  const before = await lastOutboxId('email', 'player@jogo.example');
  await dialog.getByLabel('E-mail').fill('player@jogo.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const done = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(done).toContainText('A reset message has been sent to your e-mail');
  await expect(dialog).toBeHidden();
  expect(await lastCode('email', 'player@jogo.example', before)).toMatch(/^\d{6}$/);
});

test('forgot password by phone sets a new password and logs in', async ({ page }) => {
  await ownClientIp(page);
  await page.goto('/login');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  // sub_sub_agent's number (seed)
  await dialog.getByLabel('Mobile number').fill('11987650005');
  const before = await lastOutboxId('sms', '11987650005');
  await clickAndSolveSlider(page, dialog.getByRole('button', { name: 'Send code' }));
  await dialog.getByLabel('SMS code').fill(await lastCode('sms', '11987650005', before));
  await dialog.getByLabel('New password').fill('Novo2026x');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await session(page)).member?.account).toBe('sub_sub_agent');
});

test('the default password forces a change that cannot be dismissed', async ({ page }) => {
  await ownClientIp(page);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('default_pw_player');
  await login.getByLabel('Password', { exact: true }).fill('Jogo@0000');
  await clickAndSolveSlider(page, login.getByRole('button', { name: 'Log in', exact: true }));
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('you must change your password');
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();
  // the password of that login is known, so only the new one is asked for
  await expect(change.getByLabel('Current password')).toHaveCount(0);
  await change.getByLabel('New password', { exact: true }).fill('short');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
    '8-20 characters, combining letters and digits, no spaces',
  );
  await change.getByLabel('New password', { exact: true }).fill('Jogo2026new');
  await change.getByLabel('Confirm new password').fill('Jogo2026new');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => (await session(page)).member?.account).toBe('default_pw_player');
});
