import type { Page } from '@playwright/test';
import { expect, gw, loginAs, test } from '../../fixtures/test';

/**
 * Issue 24, money in: a Brazilian types amounts the Brazilian way. In PT, "10,55" is ten reais and fifty-five
 * centavos: the deposit shows its confirmation with R$ 10,55 (a no-break space after R$) and the PIX charge is for
 * 10,55; "10,555" (which made a R$ 10.555,00 charge before) is refused with the message saying how to write it,
 * and no order is created.
 */

/** Portuguese (the site's default) without the announcement popups. */
async function quietPortuguese(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'PT');
    localStorage.setItem('hisLang', 'PT');
    for (const m of ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'])
      sessionStorage.setItem(m, 'closed');
  });
}

interface DevDeposit {
  orderNo: string;
  amount: number;
  pixCode: string | null;
}
const deposits = async (username: string) =>
  (await gw<{ list: DevDeposit[] }>(`/__dev/wallet/deposits?username=${username}`)).list;

test.beforeEach(async ({ page }) => {
  await quietPortuguese(page);
});

test('PT: 10,55 is confirmed as R$ 10,55 and the PIX charge is for 10,55', async ({ page }) => {
  const before = (await deposits('demo_player')).length;
  await loginAs(page, 'demo_player', 'Jogo@2026', '/wallet?page=depositv2');
  await page.getByLabel('Valor', { exact: true }).fill('10,55');
  await page.getByRole('button', { name: 'Depositar', exact: true }).click();

  const confirm = page.getByRole('region', { name: 'Confirme o depósito' });
  await expect(confirm).toBeVisible();
  // the raw text: R$, a no-break space (U+00A0), 10,55
  await expect.poll(async () => (await confirm.textContent()) ?? '').toContain('ValorR$\u00a010,55');
  await page.screenshot({ path: '/tmp/h2-deposit-confirm-pt-1280.png' });
  // nothing is sent before Confirm
  expect((await deposits('demo_player')).length).toBe(before);

  await confirm.getByRole('button', { name: 'Confirmar depósito' }).click();
  // EMV field 54 (transaction amount): length 05, "10.55"
  await expect(page.getByTestId('pix-code')).toContainText('540510.55');
  const [order] = await deposits('demo_player');
  expect(order!.amount).toBe(1055);
  expect(order!.pixCode).toContain('540510.55');
});

test('PT: 10,555 is refused with the message saying how to write it, and nothing is created (360 px)', async ({
  page,
}) => {
  const before = (await deposits('demo_player')).length;
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, 'demo_player', 'Jogo@2026', '/wallet?page=depositv2');
  await page.getByLabel('Valor', { exact: true }).fill('10,555');
  await page.getByRole('button', { name: 'Depositar', exact: true }).click();
  await expect(
    page.getByText(
      '“10,555” pode ser lido de duas formas. Para 10.555 escreva 10.555 ou 10555; os centavos têm no máximo duas casas (10,55)',
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirme o depósito' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/h2-deposit-ambiguous-pt-360.png' });
  // at 360 px the confirmation fits too; Back sends nothing
  await page.getByLabel('Valor', { exact: true }).fill('1.234,56');
  await page.getByRole('button', { name: 'Depositar', exact: true }).click();
  const confirm = page.getByRole('region', { name: 'Confirme o depósito' });
  await expect(confirm).toContainText('R$ 1.234,56');
  await page.screenshot({ path: '/tmp/h2-deposit-confirm-pt-360.png' });
  await confirm.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('1.234,56');
  expect((await deposits('demo_player')).length).toBe(before);
});
