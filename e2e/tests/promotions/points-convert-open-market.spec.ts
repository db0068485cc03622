import { expect, gw, loginAs, test } from '../../fixtures/test';

/**
 * Points conversion in Portuguese: "100.5" was floored to 100 silently and asking for more points than
 * one has got the "multiples of 100" message. Now a fraction is refused as not whole, and "more than you have" is
 * said before the multiples rule, each with its own message; nothing is converted. Points become wallet money in
 * the OPEN market only (BR gives no credit not bought), so this spec runs isolated and puts BR back after.
 */
test.beforeAll(async () => {
  await gw('/__dev/market-profile', { code: 'OPEN' });
});
test.afterAll(async () => {
  await gw('/__dev/market-profile', { code: 'BR' });
});
test('PT: 100.5 is not whole, more than held is said first; no conversion', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'PT');
    localStorage.setItem('hisLang', 'PT');
    for (const m of ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member'])
      sessionStorage.setItem(m, 'closed');
  });
  await page.setViewportSize({ width: 360, height: 780 });
  let converts = 0;
  page.on('request', (r) => {
    if (r.url().includes('MCS2_convertPoint')) converts += 1;
  });
  await loginAs(page, 'demo_player', 'Jogo@2026', '/pointMall?tab=convert');
  const form = page.getByRole('form', { name: 'Converter pontos em saldo' });
  await form.getByLabel('Pontos a converter').fill('100.5');
  await form.getByLabel('Senha de pagamento').fill('Jogo@2026');
  await form.getByRole('button', { name: 'Converter' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Pontos são inteiros: informe um número sem casas decimais, como 100 ou 1.000',
  );
  await page.screenshot({ path: '/tmp/h2-convert-whole-pt-360.png' });

  await form.getByLabel('Pontos a converter').fill('99.999.900');
  await form.getByRole('button', { name: 'Converter' }).click();
  await expect(form.getByRole('alert')).toContainText('Você tem ');
  await expect(form.getByRole('alert')).toContainText(' pontos: informe no máximo essa quantidade');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: '/tmp/h2-convert-held-pt-1280.png' });
  expect(converts).toBe(0);
});
