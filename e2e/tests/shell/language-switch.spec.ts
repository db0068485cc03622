import type { Page } from '@playwright/test';
import { test, expect, loginAs } from '../../fixtures/test';
import { ANNOUNCEMENT_MARKERS } from './helpers';

// I18n is the one owner of the language; a switch changes i18next's language
// once and every list reloads by itself, once (it was: the vendor list three times, four other lists twice).

/** The gateway calls of the page (not its images), as `METHOD /path?query`, from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/wps/') && !url.pathname.startsWith('/wps/assets/'))
      calls.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

function fetchedMoreThanOnce(calls: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const c of calls) {
    const path = c.split('?')[0];
    counts[path] = (counts[path] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 1));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript((markers) => {
    for (const m of markers) sessionStorage.setItem(m, 'closed');
  }, ANNOUNCEMENT_MARKERS);
});

for (const who of ['guest', 'member'] as const) {
  test(`one language switch on home fetches each list once, in the new language (${who})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (who === 'member') await loginAs(page, 'demo_player');
    else await page.goto('/');
    // home has loaded everything it shows (the winners board comes last) and the page is quiet
    await expect(page.getByRole('list', { name: 'Vencedores, coluna 1' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const calls = recordCalls(page);

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('list', { name: 'Winners, column 1' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(fetchedMoreThanOnce(calls), calls.join('\n')).toEqual({});
    const lists = calls.filter((c) => c.includes('language='));
    expect(lists.length).toBeGreaterThan(0);
    for (const c of lists) expect(c).toContain('language=EN');
    expect(calls.some((c) => c.startsWith('GET /wps/relay/GCSGAME_newGameVendor'))).toBe(true);
    expect(calls.some((c) => c.startsWith('GET /wps/relay/GCSGAME_hotGamesV2'))).toBe(true);
    if (who === 'member') expect(calls).toContain('PUT /wps/member/language');
  });
}

// The slots lobby is /rng (mf-lobby's routes): /slots is no route and showed home, whose winners board loads
// after the main paint, sometimes after the page first went idle (then counted here as a second fetch).
test('one language switch on a lobby page fetches each list once (guest, /rng)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/rng');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = recordCalls(page);

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('article').first()).toBeVisible();

  expect(fetchedMoreThanOnce(calls), calls.join('\n')).toEqual({});
  expect(calls.some((c) => c.startsWith('GET /wps/relay/GCSGAME_newGameVendor'))).toBe(true);
  // the lobby's own list came again, in the new language
  expect(
    calls.some((c) => c.startsWith('GET /wps/relay/GCSGAME_gameList') && c.includes('language=EN')),
  ).toBe(true);
});
