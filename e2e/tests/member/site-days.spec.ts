import { test, expect, loginAs, gw } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

/**
 * The member centre's days are the site's days (America/Sao_Paulo, the status info's timeZone).
 * With the page's clock at 22:30 on 26/11 in São Paulo (01:30 UTC on the 27th), "Today" asks the gateway for
 * 26/11 and lists that morning's bets; at 00:30 on the 27th they are under "Yesterday". The same holds with
 * the browser in Tokyo, where it is already the 27th in the morning: the presets follow the site's zone,
 * not the browser's clock zone. The bets are placed at known instants by the operator control
 * POST /__dev/records/bets (deep_player2 has no other bets on those days).
 */

const PLAYER = 'deep_player2';
const EVENING = new Date('2026-11-26T22:30:00-03:00');
const AFTER_MIDNIGHT = new Date('2026-11-27T00:30:00-03:00');

test.beforeAll(async () => {
  await gw('/__dev/records/bets', {
    username: PLAYER,
    bets: [
      { at: '2026-11-26T09:15:00-03:00', amount: 500 },
      { at: '2026-11-26T10:40:00-03:00', amount: 700 },
    ],
  });
});

const asked = (url: string) => {
  const q = new URL(url).searchParams;
  return `${q.get('startDate')}..${q.get('endDate')}`;
};

for (const timezoneId of ['America/Sao_Paulo', 'Asia/Tokyo']) {
  test.describe(`with the browser in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('"Today" at 22:30 lists the morning of 26/11; at 00:30 they are "Yesterday"', async ({ page }) => {
      await quietEnglish(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.clock.setFixedTime(EVENING);
      const first = page.waitForRequest((r) => r.url().includes('/wps/records/bets?'));
      await loginAs(page, PLAYER, undefined, '/member?page=personalHistoryCopy');
      expect(asked((await first).url())).toBe('2026-11-26..2026-11-26');
      const table = page.getByRole('table', { name: 'Betting record' });
      await expect(table.getByText('26/11/2026 09:15').first()).toBeVisible();
      await expect(table.getByText('26/11/2026 10:40').first()).toBeVisible();
      // the times are the site's, and the column says so
      await expect(table.locator('thead').getByText('(GMT-03:00)').first()).toBeVisible();
      if (timezoneId === 'America/Sao_Paulo')
        await page.screenshot({ path: '/tmp/h1-site-days-1280.png', fullPage: true });

      await page.clock.setFixedTime(AFTER_MIDNIGHT);
      const today = page.waitForRequest(
        (r) => r.url().includes('/wps/records/bets?') && asked(r.url()) === '2026-11-27..2026-11-27',
      );
      await page.getByRole('button', { name: 'Yesterday' }).click();
      await page.getByRole('button', { name: 'Today' }).click();
      await today;
      await expect(table.getByText('26/11/2026 09:15')).toHaveCount(0);
      const yesterday = page.waitForRequest(
        (r) => r.url().includes('/wps/records/bets?') && asked(r.url()) === '2026-11-26..2026-11-26',
      );
      await page.getByRole('button', { name: 'Yesterday' }).click();
      await yesterday;
      await expect(table.getByText('26/11/2026 09:15').first()).toBeVisible();
      await expect(table.getByText('26/11/2026 10:40').first()).toBeVisible();
    });
  });
}

test('at 360 px the offset stays beside the times', async ({ page }) => {
  await quietEnglish(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.clock.setFixedTime(EVENING);
  await loginAs(page, PLAYER, undefined, '/member?page=personalHistoryCopy');
  await expect(page.getByText('26/11/2026 09:15').first()).toBeVisible();
  // as cards, each time's label carries the offset
  await expect(page.locator('td[data-label="Bet time (GMT-03:00)"]').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/h1-site-days-360.png', fullPage: true });
});
