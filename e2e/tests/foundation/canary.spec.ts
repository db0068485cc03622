import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { canaryBucket } from '@jogo/shared/build';
import { test, expect, GATEWAY_URL } from '../../fixtures/test';
import { changedCopy, releaseSite, ROOT } from '../../fixtures/releases';

// A canary that decides by itself: mf-promotions' current build runs for half the browsers, a canary that throws in
// half of its renders for the other half; every page load reports (sampling forced to 100 %), and once both sides
// have 4 page loads the canary's error rate, 20 points above the current's, rolls it back by itself: the next page
// load of a canary browser gets the current release, and the release list says why. The test pins which browsers
// are on which side (their id) and which renders throw (the roll), so nothing waits on a duration.
const NAME = 'mf_promotions';
const ROUTE = '/promotions';
const ROLL_KEY = 'jogo.e2e.roll';

/** A copy of mf-promotions whose page throws when the roll (pinned by the test, else random) is below 0.5. */
function throwingCopy(parent: string): string {
  const head = 'export default function PromotionsRemote({ basePath }: RemoteRouteProps) {\n';
  return changedCopy(parent, 'mf-promotions', (source) =>
    source.replace(
      head,
      `${head}  const roll = Number(sessionStorage.getItem('${ROLL_KEY}') ?? Math.random());\n` +
        `  if (roll < 0.5) throw new Error('mf_promotions canary: the page failed to render');\n`,
    ),
  );
}

/** a browser id on the canary's side or the current release's */
function browserOn(canary: boolean, release: string): string {
  for (let i = 0; ; i++) {
    const id = `e2e-canary-${i}`;
    if (canaryBucket(id, NAME, release) < 50 === canary) return id;
  }
}

/**
 * One page load of /promotions by the browser `id`, every load reporting, the renders throwing when `roll` < 0.5;
 * left once the reporter runs, so its beacon goes on the page's hiding.
 */
async function pageLoad(browser: Browser, site: string, id: string, roll: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'jogo_browser', value: id, url: site }]);
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem('jogo.vitalsSample', '1');
      sessionStorage.setItem(key!, value!);
    },
    [ROLL_KEY, String(roll)],
  );
  const page = await context.newPage();
  await page.goto(`${site}${ROUTE}`);
  await expect(page.locator(`[data-remote="${NAME}"]`).or(page.getByRole('alert')).first()).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName('jogo:vitals').length > 0);
  await page.goto('about:blank');
  await context.close();
}

test('a canary that throws in half of its renders is rolled back by itself', async ({ browser }) => {
  test.setTimeout(400_000);
  // the release commands read the vitals from the suite's gateway, where the site's beacons go
  const site = await releaseSite({ JOGO_GATEWAY_URL: GATEWAY_URL }, { JOGO_CANARY_CHECK_MS: '0' });
  try {
    const current = site.build(path.join(ROOT, 'mf-promotions'), {}, '--no-build');
    const canary = site.build(throwingCopy(site.work));
    site.release(ROOT, 'use', NAME, current);
    const out = site.release(
      ROOT,
      'use',
      NAME,
      canary,
      '--canary=50%',
      '--canary-loads=4',
      '--error-margin=20%',
    );
    expect(out).toContain(`runs ${canary} for 50% of browsers`);
    const onCanary = browserOn(true, canary);
    const onCurrent = browserOn(false, canary);
    const registry = async (id: string) => {
      const res = await fetch(`${site.site}/remotes.json`, { headers: { cookie: `jogo_browser=${id}` } });
      const body = (await res.json()) as { remotes: { name: string; release: string | null }[] };
      return body.remotes.find((r) => r.name === NAME)!.release;
    };
    expect(await registry(onCanary)).toBe(canary);
    expect(await registry(onCurrent)).toBe(current);

    for (const roll of [0.25, 0.75, 0.25, 0.75]) {
      await pageLoad(browser, site.site, onCanary, roll);
      await pageLoad(browser, site.site, onCurrent, roll);
    }
    // the beacons reach the gateway; each registry request may run the check
    await expect.poll(async () => (await registry(onCanary)) === current, { timeout: 120_000 }).toBe(true);
    const pointer = (
      JSON.parse(fs.readFileSync(path.join(site.work, 'releases', 'current.json'), 'utf8')) as Record<
        string,
        { current: string; canary?: unknown; lastCanary: { outcome: string; reasons: string[] } }
      >
    )[NAME]!;
    expect(pointer.canary).toBeUndefined();
    expect(pointer.current).toBe(current);
    expect(pointer.lastCanary.outcome).toBe('rolled back');
    expect(pointer.lastCanary.reasons[0]).toMatch(
      /^error rate \d+\.\d% against 0\.0% \(margin 20\.0% points\)/,
    );
    const list = site.release(ROOT, 'list', NAME).replace(/\s+/g, ' ');
    expect(list).toContain(`last canary ${canary} rolled back`);
    expect(list).toMatch(/error rate \d+\.\d% against 0\.0%/);
    // the real-user vitals reached the gateway: the live release's page loads since it went live
    expect(list).toMatch(/vitals since \S+: [4-9]\d* page loads, 0 errors \(0\.0%\)/);
    test.info().annotations.push({ type: 'canary rolled back', description: pointer.lastCanary.reasons[0]! });
  } finally {
    await site.stop();
  }
});
