import type { Page } from '@playwright/test';
import { test, expect, loginToken } from '../../fixtures/test';
import { quietEnglish } from '../lobby/helpers';

/**
 * The first view's hand-over, as the largest paint sees it (a guard for every route's LCP that holds whatever
 * the machine's speed): with the app's scripts held back, the page's early script paints the route's first screen,
 * and its largest paint (LCP's last entry) must be the element that stays the route's largest (the first tile's
 * picture on a lobby). Then the app runs: its first render must replace that screen without a new, larger paint
 * (no LCP entry after the app's scripts were let through: the app's copy is the same picture in the same place,
 * and Chromium reports only a larger one) and without fetching any of the screen's pictures again (resource timing
 * and the page's requests). Before, a lobby's pictures were kept over the page as new elements when the frame went
 * 100 ms after the layout's commit: /rng painted its first picture again (LCP 1.3 -> 3.3 s on a slow phone).
 */

// what the page reports, kept with a description of each element as it was painted (a removed element reads null)
const OBSERVE = `(() => {
  const seen = (window.__handOver = { lcp: [], released: 0 });
  const describe = (el) => {
    if (!el) return '';
    const inView = !!el.closest('#first-view');
    const box = el.getBoundingClientRect();
    return (inView ? 'view ' : 'app ') + el.tagName.toLowerCase() + ' ' + (el.getAttribute('src') || el.textContent.trim().slice(0, 40)) +
      ' @' + Math.round(box.x) + ',' + Math.round(box.y) + ' ' + Math.round(box.width) + 'x' + Math.round(box.height);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      seen.lcp.push({ at: e.startTime, size: e.size, element: describe(e.element), url: e.url });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

interface Case {
  route: string;
  account?: string;
  /** the route's largest paint in the view (the frame's markup: no roles there, it is aria-hidden) */
  largest: RegExp;
}

const LOBBIES = ['/sports', '/esports', '/lott', '/elott', '/live', '/fish', '/rng', '/pvp'];

const CASES: Case[] = [
  // the first tile's picture
  ...LOBBIES.map((route) => ({ route, largest: /^view img \/wps\/assets\/games\// })),
  { route: '/favorite', account: 'demo_player', largest: /^view img \/wps\/assets\/games\// },
  { route: '/recent', account: 'demo_player', largest: /^view img \/wps\/assets\/games\// },
  { route: '/wallet', account: 'demo_player', largest: /^view (h2|span|strong) / },
  { route: '/inhouse', largest: /^view p Our own games/ },
  { route: '/lottery', account: 'demo_player', largest: /^view h3 Opened numbers/ },
  { route: '/agent', largest: /^view p Agent service hours/ },
  // another market's lotteries: the screen saying so
  { route: '/seaLottery', account: 'demo_player', largest: /^view p Only the games this site offers/ },
  { route: '/vnLottery', account: 'demo_player', largest: /^view p Only the games this site offers/ },
  { route: '/promotions', largest: /^view img / },
  { route: '/pointMall', account: 'demo_player', largest: /^view img / },
  { route: '/member', account: 'demo_player', largest: /^view p Use a password/ },
  { route: '/member?page=personalHistoryCopy', account: 'demo_player', largest: /^view h1 Betting record/ },
  { route: '/agentHome', account: 'demo_agent', largest: /^view p Played = settled bets/ },
];

async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  // the shell's entry script: nothing of the app runs before it
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

type Seen = { lcp: { at: number; size: number; element: string; url: string }[] };
const seen = (page: Page) => page.evaluate(() => (window as unknown as { __handOver: Seen }).__handOver);
// two frames: what the last one painted has been reported
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))),
  );

test.describe('the first view hands over without a second paint or fetch', () => {
  test.beforeEach(async ({ page }) => {
    await quietEnglish(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript({ content: OBSERVE });
  });

  for (const c of CASES)
    test(`${c.route}: the view paints the largest, the app's first render adds no paint and no fetch`, async ({
      page,
    }) => {
      const token = c.account ? await loginToken(c.account) : null;
      const url = token ? `${c.route}${c.route.includes('?') ? '&' : '?'}token=${token}` : c.route;
      const pictures = new Map<string, number>();
      page.on('request', (r) => {
        if (r.resourceType() === 'image') pictures.set(r.url(), (pictures.get(r.url()) ?? 0) + 1);
      });
      const release = await holdScripts(page);
      await page.goto(url, { waitUntil: 'commit' });

      // the view alone: its largest paint is the route's largest element, its pictures are in
      await expect(page.locator('#first-view')).toBeVisible();
      await expect(page.locator('#root main'), 'the app has not rendered yet').toHaveCount(0);
      await expect
        .poll(async () => (await seen(page)).lcp.at(-1)?.element ?? '', 'the view painted its largest')
        .toMatch(c.largest);
      const viewPictures = await page
        .locator('#first-view img[src]')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      await expect
        .poll(() => page.evaluate(() => Array.from(document.images).every((i) => i.complete)))
        .toBe(true);
      await twoFrames(page);
      const before = (await seen(page)).lcp.length;

      release();
      // the app has drawn the route's content (the shell's mark) and the view is gone
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('jogo:route-content').length))
        .toBe(1);
      await expect(page.locator('#first-view')).toHaveCount(0);
      await twoFrames(page);

      const all = (await seen(page)).lcp;
      const painted = all.map((e) => `${Math.round(e.at)} ms ${e.size} px² ${e.element}`).join('; ');
      expect(all.slice(before), `no new largest paint after the app's scripts ran (${painted})`).toEqual([]);
      for (const src of viewPictures) {
        expect(pictures.get(src) ?? 0, `${src} fetched once`).toBeLessThanOrEqual(1);
        const timings = await page.evaluate(
          (name) => performance.getEntriesByName(name, 'resource').length,
          src,
        );
        expect(timings, `${src}: one resource timing`).toBeLessThanOrEqual(1);
      }
    });
});
