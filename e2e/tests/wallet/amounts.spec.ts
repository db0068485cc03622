import type { Page } from '@playwright/test';
import { expect, gw, loginAs, test } from '../../fixtures/test';

/**
 * Money in: a Brazilian types amounts the Brazilian way. In PT, "10,55" is ten reais and fifty-five
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

/**
 * The deposit orders this page asks for (POST /wps/wallet/deposit), seen on the wire. The specs share demo_player
 * and run on two workers, so counting the account's orders counted another spec's deposit now and then (a flaky
 * test); what this page sent is the test's own.
 */
function depositsSent(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/wallet/deposit') count++;
  });
  return { count: () => count };
}

test.beforeEach(async ({ page }) => {
  await quietPortuguese(page);
});

test('PT: 10,55 is confirmed as R$ 10,55 and the PIX charge is for 10,55', async ({ page }) => {
  const sent = depositsSent(page);
  await loginAs(page, 'demo_player', 'Jogo@2026', '/wallet?page=depositv2');
  await page.getByLabel('Valor', { exact: true }).fill('10,55');
  await page.getByRole('button', { name: 'Depositar', exact: true }).click();

  const confirm = page.getByRole('region', { name: 'Confirme o depósito' });
  await expect(confirm).toBeVisible();
  // the raw text: R$, a no-break space (U+00A0), 10,55
  await expect.poll(async () => (await confirm.textContent()) ?? '').toContain('ValorR$\u00a010,55');
  await page.screenshot({ path: '/tmp/h2-deposit-confirm-pt-1280.png' });
  // nothing is sent before Confirm
  expect(sent.count()).toBe(0);

  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/wps/wallet/deposit',
  );
  await confirm.getByRole('button', { name: 'Confirmar depósito' }).click();
  const { value } = (await (await created).json()) as { value: { orderNo: string } };
  // EMV field 54 (transaction amount): length 05, "10.55"
  await expect(page.getByTestId('pix-code')).toContainText('540510.55');
  expect(sent.count()).toBe(1);
  // the order the gateway stored, found by its number (another spec may deposit for demo_player meanwhile)
  const order = (await deposits('demo_player')).find((d) => d.orderNo === value.orderNo);
  expect(order!.amount).toBe(1055);
  expect(order!.pixCode).toContain('540510.55');
});

test('PT: 10,555 is refused with the message saying how to write it, and nothing is created (360 px)', async ({
  page,
}) => {
  const sent = depositsSent(page);
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
  expect(sent.count()).toBe(0);
});
