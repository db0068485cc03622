import { expect, gw, loginAs, test, quietLanguage } from '../../fixtures/test';

/**
 * The Brazilian player's profit chart, in Portuguese and in English: the legend names the day in the page's
 * language (uPlot's own "Time" before), the axis and the legend write dates day first (03/12, 03/12/2026).
 * The seeded world's last seven days may hold no bets of the player: the test settles some on each of the last
 * five site days (São Paulo) first, so the chart has points to draw.
 */
// a browser in Tokyo: what the site writes is in its own zone (São Paulo), never the browser's
test.use({ timezoneId: 'Asia/Tokyo' });

const PLAYER = 'deep_player1';
const WORDS = {
  PT: { winLoss: 'Ganho/perda', day: 'Dia', stake: 'Apostado' },
  EN: { winLoss: 'Win/loss', day: 'Day', stake: 'Stake' },
} as const;

/** `yyyy-MM-dd` of São Paulo, `back` days before today. */
const siteDay = (back: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    Date.now() - back * 24 * 3600_000,
  );

test.beforeAll(async () => {
  await gw('/__dev/wallet/bonus', { username: PLAYER, amount: 200 });
  // losing rounds at 15:00 São Paulo on each of the last five days before today (stakes R$ 2 to R$ 10)
  await gw('/__dev/records/bets', {
    username: PLAYER,
    bets: [1, 2, 3, 4, 5].map((back) => ({ at: `${siteDay(back)}T15:00:00-03:00`, amount: back * 200 })),
  });
});

for (const lang of ['PT', 'EN'] as const) {
  const w = WORDS[lang];
  test(`${lang}: the profit chart's legend says the day, dates day first`, async ({ page }) => {
    await quietLanguage(page, lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, PLAYER, undefined, '/member?page=personalProfit');
    const chart = page.getByRole('img', { name: w.winLoss });
    await expect(chart).toBeVisible();
    const legend = chart.locator('.u-legend');
    await expect(legend).toContainText(w.day);
    await expect(legend).toContainText(w.stake);
    await expect(legend).not.toContainText('Time');
    // the x axis is drawn on the canvas; hover the newest bar so the legend writes its day, day first
    const box = (await chart.locator('.u-over').boundingBox())!;
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
    const [y, m, d] = siteDay(0).split('-');
    const [y1, m1, d1] = siteDay(1).split('-');
    await expect(legend).toContainText(new RegExp(`${d}/${m}/${y}|${d1}/${m1}/${y1}`));
    await page.screenshot({ path: `/tmp/player-br-profit-${lang}-1280.png`, fullPage: true });
  });
}
