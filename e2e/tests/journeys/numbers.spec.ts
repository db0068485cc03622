import { test, expect, loginToken, site } from '../../fixtures/test';

/** The demo vendor game page shows money in the language's format (PT R$ 1.234,56). */
const PT_MONEY = /^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/;
const EN_MONEY = /^R\$\d{1,3}(,\d{3})*\.\d{2}$/;

async function demoUrl(lang: 'PT' | 'EN'): Promise<string> {
  const token = await loginToken('demo_player', 'Jogo@2026');
  const { url } = await site<{ url: string }>('POST', '/wps/game/launchGame', {
    token,
    body: { gameCode: 'PG_RNG_001' },
  });
  return url.replace(/lang=(PT|EN)/, `lang=${lang}`);
}

test('the demo vendor page formats the balance and a round in Portuguese', async ({ page }) => {
  await page.goto(await demoUrl('PT'));
  const balance = page.locator('#balance');
  await expect(balance).toHaveText(PT_MONEY);
  await page.getByLabel('Aposta').fill('1.5');
  await page.getByRole('button', { name: 'Jogar' }).click();
  await expect(page.locator('#result')).toHaveText(/Ganhou R\$\s\d+,\d{2} \(\d+(,\d+)?×\)|Não foi desta vez/);
  await expect(balance).toHaveText(PT_MONEY);
});

test('and in English', async ({ page }) => {
  await page.goto(await demoUrl('EN'));
  await expect(page.locator('#balance')).toHaveText(EN_MONEY);
});
