import { REMOTES } from '@jogo/shared/build';
import { test, expect, SITE_URL } from '../../fixtures/test';
import { quietEnglish } from '../shell/helpers';

// Runs in the 'isolated' project (one worker, after the main suite): it switches remotes off for the
// whole proxy, which would break specs running beside it.

const FALLBACK = /This area did not load|Esta área não carregou/;

async function faults(body: { remotesOff?: string[] }) {
  const res = await fetch(`${SITE_URL}/__proxy/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.ok).toBe(true);
}

test.describe('failure isolation', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ allowLoadErrors: true });
  test.beforeEach(async ({ page }) => quietEnglish(page));
  test.afterEach(async () => faults({ remotesOff: [] }));

  test('one remote down: fallback, other routes work, retry recovers without reload', async ({ page }) => {
    await faults({ remotesOff: ['mf_promotions'] });
    await page.goto('/promotions');
    await expect(page.getByRole('alert').getByText(FALLBACK)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    // the shell and the other routes still work
    await page
      .getByRole('link', { name: /^(Home|Início)$/ })
      .first()
      .click();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('alert').getByText(FALLBACK)).toBeVisible();
    await faults({ remotesOff: [] });
    await page.getByRole('button', { name: /Try again|Tentar novamente/ }).click();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toBeEmpty();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test('the shell boots with every remote down', async ({ page }) => {
    await faults({ remotesOff: REMOTES.map((r) => r.name) });
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('alert').getByText(FALLBACK)).toBeVisible();
  });
});
