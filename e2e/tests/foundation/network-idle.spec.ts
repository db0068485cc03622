import type { Browser, Page } from '@playwright/test';
import { test, expect, loginToken, SITE_URL } from '../../fixtures/test';
import { ANNOUNCEMENT_MARKERS } from '../shell/helpers';

/**
 * Every early call ends: the page's early script (dev-proxy/src/early-script.js) starts the route's
 * first gateway calls before any of our JavaScript runs, and an answer the app does not take (the vendor lanes
 * home kept in sessionStorage, a guard that sends the player elsewhere) is still read to its end. An answer whose
 * body nobody reads stays open in Chromium for the life of the page: one of HTTP/1.1's six connections held, and
 * the page never reaches network idle. Each test waits for 'networkidle' (no request in flight for 500 ms;
 * Playwright leaves the balance push's event stream out) with the suite's normal timeout: a condition, no timing.
 */
type Access = 'guest' | 'member' | 'real' | 'agent';
interface Route {
  path: string;
  layout: string;
  access: Access;
}

/** Routes that need a parameter to show their content: a seeded example. */
const EXAMPLES: Record<string, string> = { '/seamless': '/seamless?game=DICE' };
/** Pages of a route that are their own first screen and start their own early calls. */
const EXTRA: { url: string; access: Access }[] = [
  { url: '/member?page=personalHistoryCopy', access: 'real' },
];

async function registryRoutes(): Promise<Route[]> {
  const res = await fetch(`${SITE_URL}/remotes.json`);
  const { remotes } = (await res.json()) as { remotes: { routes: Route[] }[] };
  return remotes.flatMap((r) => r.routes);
}

/** A fresh context (cold cache) in Portuguese, the default, with the announcement popup kept away. */
async function coldPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE_URL, serviceWorkers: 'block' });
  await context.addInitScript((markers) => {
    for (const m of markers) sessionStorage.setItem(m, 'closed');
  }, ANNOUNCEMENT_MARKERS);
  return context.newPage();
}

const withToken = (url: string, token: string | null) =>
  token ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url;

test.describe('every page reaches network idle', () => {
  test('home, then /rng by a full page load in the same tab', async ({ page }) => {
    await page.addInitScript((markers) => {
      for (const m of markers) sessionStorage.setItem(m, 'closed');
    }, ANNOUNCEMENT_MARKERS);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
    // home kept the vendor lanes in sessionStorage: /rng's early vendors answer is not taken, and must still end
    await page.goto('/rng', { waitUntil: 'networkidle' });
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
    // a refresh, the same again
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.getByRole('main')).toBeVisible();
  });

  for (const who of [
    { name: 'guest', account: null, accesses: ['guest'] },
    { name: 'player', account: 'demo_player', accesses: ['member', 'real'] },
    { name: 'agent', account: 'demo_agent', accesses: ['agent'] },
  ] as const) {
    test(`each ${who.name} route's cold load`, async ({ browser }) => {
      test.setTimeout(300_000);
      const token = who.account ? await loginToken(who.account) : null;
      const urls = [
        ...(await registryRoutes())
          .filter((r) => (who.accesses as readonly Access[]).includes(r.access))
          .map((r) => EXAMPLES[r.path] ?? r.path),
        ...EXTRA.filter((e) => (who.accesses as readonly Access[]).includes(e.access)).map((e) => e.url),
      ];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls)
        await test.step(url, async () => {
          const page = await coldPage(browser);
          try {
            await page.goto(withToken(url, token), { waitUntil: 'networkidle' });
            await expect(page.locator('#root')).not.toBeEmpty();
          } finally {
            await page.context().close();
          }
        });
    });
  }
});
