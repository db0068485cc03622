import { expect, loginAs, test, quietLanguage } from '../../fixtures/test';

/**
 * The Brazilian player's catalogue (BR, the demo's market; docs/gateway/player-protection.md "Licensed catalogue"), in Portuguese and
 * in English: no cockfighting and no other country's lottery in any lobby, no RTP on a sportsbook or lottery
 * tile, and an old link to what is not licensed says so, instead of an empty page or another game.
 */
const WORDS = {
  PT: {
    sports: 'Jogos de Esportes',
    lott: 'Jogos de Loteria',
    elott: 'Jogos de E-loteria',
    providers: 'Provedores',
    vendorGone: 'Este provedor não está disponível aqui',
    allVendors: 'Ver todos os provedores',
    gameGone: 'Este jogo não está disponível aqui',
    routeGone: 'Estas loterias não estão disponíveis aqui',
    toLotteries: 'Ver as loterias',
  },
  EN: {
    sports: 'Sports games',
    lott: 'Lottery games',
    elott: 'E-lottery games',
    providers: 'Providers',
    vendorGone: 'This provider is not available here',
    allVendors: 'See all providers',
    gameGone: 'This game is not available here',
    routeGone: 'These lotteries are not available here',
    toLotteries: 'See the lotteries',
  },
} as const;

/** what Brazil's law does not license, by the names the seeded vendors give it */
const UNLICENSED =
  /Cockfight|Rinha|Singapore 4D|Malaysia 4D|Southeast Asia 4D|Sudeste Asiático|Mien Bac|Mien Nam|Vietnã|Vietnam/;

for (const lang of ['PT', 'EN'] as const) {
  const w = WORDS[lang];

  test(`${lang}: the lobbies list no cockfighting or foreign lottery, and no RTP where there is none`, async ({
    page,
  }) => {
    await quietLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    // home's lanes and vendor cards drawn, then read
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(UNLICENSED);

    await page.goto('/sports');
    const sports = page.getByRole('list', { name: w.sports });
    await expect(sports.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('group', { name: w.providers })).not.toContainText(UNLICENSED);
    await expect(sports).not.toContainText(UNLICENSED);
    await expect(sports).not.toContainText('RTP');

    for (const [path, name] of [
      ['/lott', w.lott],
      ['/elott', w.elott],
    ] as const) {
      await page.goto(path);
      const games = page.getByRole('list', { name });
      await expect(games.getByRole('article').first()).toBeVisible();
      await expect(games).not.toContainText(UNLICENSED);
      await expect(games).not.toContainText('RTP');
    }
    await page.screenshot({ path: `/tmp/player-br-elott-${lang}-1280.png`, fullPage: true });

    // slots have a published RTP, and show it
    await page.goto('/rng');
    await expect(
      page
        .getByRole('main')
        .getByText(/RTP \d/)
        .first(),
    ).toBeVisible();
  });

  test(`${lang}: an old link to an unlicensed vendor or lottery says it is not available here`, async ({
    page,
  }) => {
    await quietLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sports?vassalage=S128');
    await expect(page.getByText(w.vendorGone)).toBeVisible();
    await page.screenshot({ path: `/tmp/player-br-old-vendor-${lang}-1280.png`, fullPage: true });
    await page.getByRole('button', { name: w.allVendors }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('list', { name: w.sports }).getByRole('article').first()).toBeVisible();

    // the lottery screens need a session; a Singapore 4D bookmark opens no other game
    await loginAs(page, 'demo_player', undefined, '/seaLottery?gameCode=SG4D');
    await expect(page.getByText(w.gameGone)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await page.screenshot({ path: `/tmp/player-br-old-lottery-${lang}-1280.png`, fullPage: true });
    await page.goto('/vnLottery');
    await expect(page.getByText(w.routeGone)).toBeVisible();
    await page.getByRole('button', { name: w.toLotteries }).click();
    await expect(page).toHaveURL(/\/lott$/);
    await expect(page.getByRole('list', { name: w.lott }).getByRole('article').first()).toBeVisible();
  });
}
