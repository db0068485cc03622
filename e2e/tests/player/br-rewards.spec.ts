import { expect, loginAs, test, quietLanguage } from '../../fixtures/test';

/**
 * The Brazilian player (BR, the demo's default market): no cash reward or betting credit they did not buy is offered
 * (docs/gateway/player-protection.md "Market profile", rewards; Lei 14.790/2023 art. 29 I), in Portuguese and in English. The OPEN
 * market's rewards are in tests/promotions/*-open-market.spec.ts.
 */
const WORDS = {
  PT: {
    signIn: 'Calendário de check-in',
    rescue: 'Bônus de resgate',
    convert: 'Converter em saldo',
    goods: 'Produtos',
    bonusGood: /Bônus R\$ 10|Rodadas grátis/,
    upgrade: 'Bônus de subida',
    deposits: 'Depósitos',
    raffle: 'Sorteio diário',
  },
  EN: {
    signIn: 'Sign-in calendar',
    rescue: 'Rescue bonus',
    convert: 'Convert to balance',
    goods: 'Goods',
    bonusGood: /R\$ 10 bonus|free spins/,
    upgrade: 'Upgrade bonus',
    deposits: 'Deposits',
    raffle: 'Daily raffle',
  },
} as const;

for (const lang of ['PT', 'EN'] as const) {
  const w = WORDS[lang];
  test(`${lang}: BR offers no cash reward: no rescue box, no mall credit or conversion, no VIP bonus, no red envelope`, async ({
    page,
  }) => {
    await quietLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'demo_player', undefined, '/member?page=rewardCenter');
    await expect(page.getByRole('heading', { name: w.signIn })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.rescue })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/player-br-rewards-${lang}-1280.png`, fullPage: true });

    await page.goto('/pointMall');
    await expect(page.getByRole('tab', { name: w.goods })).toBeVisible();
    await expect(page.getByRole('tab', { name: w.convert })).toHaveCount(0);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('listitem', { name: w.bonusGood })).toHaveCount(0);

    await page.goto('/member?page=playerRank');
    await expect(page.getByRole('heading', { name: /^VIP \d · / })).toBeVisible();
    await expect(page.getByText(w.upgrade)).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: w.deposits })).toHaveCount(0);
    await page.screenshot({ path: `/tmp/player-br-vip-${lang}-1280.png`, fullPage: true });

    await page.goto('/promotions');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: w.raffle })).toHaveCount(0);
  });
}
