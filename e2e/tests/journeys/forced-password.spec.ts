import { test, expect, site } from '../../fixtures/test';
import { clickAndSolveSlider, ownClientIp, quietEnglish, session } from '../auth/helpers';

/**
 * The forced password change cannot be skipped. F5, a new tab with the same session and direct
 * gateway calls are all refused until the password changes. `expired_pw_player` (password older than 90 days with
 * PWDEXPFORCECHANGE3 on) is used so this journey does not depend on auth/password.spec.ts's default_pw_player.
 */
test('an expired password stays forced after F5, in a new tab and on direct calls', async ({
  page,
  context,
}) => {
  await quietEnglish(page);
  await ownClientIp(page);
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('expired_pw_player');
  await login.getByLabel('Password', { exact: true }).fill('Jogo@2026');
  await clickAndSolveSlider(page, login.getByRole('button', { name: 'Log in', exact: true }));
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toContainText('you must change your password');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();

  // the gateway refuses the session's other calls, whatever the client does
  await expect(site('GET', '/wps/v2/wallets/balance', { token: token! })).rejects.toThrow(
    /403 password\.change_required/,
  );
  await expect(
    site('POST', '/wps/game/launchGame', { token: token!, body: { gameCode: 'DICE' } }),
  ).rejects.toThrow(/403 password\.change_required/);

  // F5: the session is restored and the mandatory dialog is back (the old password is now asked for)
  await page.reload();
  await expect(change).toBeVisible();
  await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();

  // a new tab with the same session
  const tab = await context.newPage();
  await quietEnglish(tab);
  await tab.goto(`/seamless?game=DICE&token=${encodeURIComponent(token!)}`);
  await expect(tab.getByRole('dialog', { name: 'Change password' })).toBeVisible();
  await tab.close();

  await change.getByLabel('Current password').fill('Jogo@2026');
  // the operator default is refused as the new password
  await change.getByLabel('New password', { exact: true }).fill('Jogo@0000');
  await change.getByLabel('Confirm new password').fill('Jogo@0000');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toContainText('other than the operator default');
  await change.getByLabel('New password', { exact: true }).fill('Expired2026x');
  await change.getByLabel('Confirm new password').fill('Expired2026x');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect.poll(async () => (await session(page)).member?.account).toBe('expired_pw_player');
  const balance = await site<{ balance: number }>('GET', '/wps/v2/wallets/balance', { token: token! });
  expect(typeof balance.balance).toBe('number');
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
});
